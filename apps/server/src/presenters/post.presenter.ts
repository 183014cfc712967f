import type { Poll, Post, PostsPage, ReactionId } from "@dizilog/shared/api";
import { isEmbedImagePath } from "@dizilog/shared/api/embed-ids";
import { REACTION_IDS } from "@dizilog/shared/api/engagement-ids";
import { summarizeReactions } from "@dizilog/shared/api/reaction-summary";
import { itemPaths } from "../domain/item-paths.js";
import { encodeHashid } from "../lib/hashid.js";
import { postAbilities, postSubject } from "../policies/post.policy.js";
import type { PostRow } from "../repositories/post.repository.js";
import type { PostsPageView, PostsView } from "../services/post-view.service.js";
import { presentPollView } from "./poll.presenter.js";
import { presentShowRef } from "./show.presenter.js";
import { presentUserSummary } from "./user.presenter.js";
import { withoutReportOnceReported } from "./report-ability.js";

/** A post's poll as the viewer sees it: the one Poll JSON of `poll.presenter.ts` (also the vote's answer). */
export function presentPoll(row: PostRow, view: PostsView): Poll | null {
  const poll = view.polls.get(row.id);
  if (!poll) return null;
  return presentPollView({
    poll,
    options: view.options.get(poll.id) ?? [],
    userVotes: view.votes.get(poll.id) ?? [],
    post: row,
    viewerId: view.actor.user?.id,
    now: view.now,
  });
}

function reactionIdOf(value: string | null): ReactionId | null {
  return value !== null && (REACTION_IDS as readonly string[]).includes(value) ? (value as ReactionId) : null;
}

/** One post, field by field, with the viewer's `abilities` from the post policy. */
export function presentPost(row: PostRow, view: PostsView): Post {
  const author = view.users.get(row.userId);
  const target = row.targetUserId === null ? undefined : view.users.get(row.targetUserId);
  const show = row.showId === null ? undefined : view.shows.get(row.showId);
  const similar = row.similarShowId === null ? undefined : view.shows.get(row.similarShowId);
  const episode = row.episodeId === null ? undefined : view.episodes.get(row.episodeId);
  const reactions = view.reactions.get(row.id);
  const comments = row.commentsCount;
  return {
    id: row.id,
    hashid: encodeHashid("post", row.id),
    type: row.type as Post["type"],
    content: row.content,
    visibility: row.visibility,
    followers_only: row.visibility !== "private" && (row.authorPrivate || row.wallUserPrivate),
    spoilers: row.spoilers,
    created: row.createdAt.toISOString(),
    edited: row.editedAt?.toISOString() ?? null,
    url: itemPaths.post(row.authorSlug, row.id),
    user: presentUserSummary(author!),
    target: target ? presentUserSummary(target) : null,
    group: null,
    images: { data: (view.images.get(row.id) ?? []).map((i) => ({ id: i.id, url: i.url, width: i.width, height: i.height })) },
    gif: row.gif ? { url: row.gif.url, width: row.gif.width, height: row.gif.height } : null,
    embed: row.embed
      ? {
          kind: row.embed.kind,
          url: row.embed.url,
          title: row.embed.title,
          description: row.embed.description,
          site: { name: row.embed.siteName },
          // A card stored before images were copied holds a third-party address: shown without it.
          image: row.embed.image !== null && isEmbedImagePath(row.embed.image) ? row.embed.image : null,
          video: row.embed.video,
        }
      : null,
    show: show ? presentShowRef(show) : null,
    subject: similar ? presentShowRef(similar) : null,
    properties: row.seasonNumber !== null && row.episodeNumber !== null ? { season: row.seasonNumber, episode: row.episodeNumber } : null,
    episode: episode
      ? { id: episode.id, season: episode.season, number: episode.number, title: episode.title, url: itemPaths.episode(episode.showSlug, episode.season, episode.number) }
      : null,
    mentions: view.mentions.get(row.id) ?? [],
    hashtags: (view.hashtags.get(row.id) ?? []).map((keyword) => ({ keyword })),
    like_count: row.likeCount,
    has_liked: view.liked.has(row.id),
    comment_count: comments,
    comments_count: comments,
    suggestions_count: row.suggestionsCount,
    reactions: summarizeReactions(reactions?.counts ?? new Map(), reactionIdOf(reactions?.mine ?? null)),
    pinned: row.pinned,
    poll: presentPoll(row, view),
    abilities: withoutReportOnceReported(postAbilities(view.actor, postSubject(row, view.now)), view.reported.has(row.id)),
  };
}

/** The one post of a view (a single post's answer). */
export function presentOnePost(view: PostsView): { data: Post } {
  return { data: presentPost(view.rows[0]!, view) };
}

export function presentPostsPage(view: PostsPageView): PostsPage {
  return { data: view.rows.map((row) => presentPost(row, view)), meta: { cursor: { next: view.next } } };
}
