import type { Poll, Post, PostsPage, ReactionId } from "@dizilog/shared/api";
import { REACTION_IDS } from "@dizilog/shared/api/engagement-ids";
import { summarizeReactions } from "@dizilog/shared/api/reaction-summary";
import { itemPaths } from "../domain/item-paths.js";
import { encodeHashid } from "../lib/hashid.js";
import { postAbilities, postSubject } from "../policies/post.policy.js";
import type { PostRow } from "../repositories/post.repository.js";
import type { PostsPageView, PostsView } from "../services/wall.service.js";
import { presentShowRef } from "./show.presenter.js";
import { presentUserSummary } from "./user.presenter.js";

/**
 * Whole-number percentages that add up to 100 (largest remainder, ties in the options' order), as
 * `summarizeReactions` does for reactions.
 */
export function pollPercentages(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 100) / total);
  const result = exact.map(Math.floor);
  let left = 100 - result.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, fraction: e - Math.floor(e) })).sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    result[i] = (result[i] ?? 0) + 1;
    left--;
  }
  return result;
}

/**
 * A poll as the viewer sees it: percentages for everyone (visitors too), except a hidden poll's
 * while it is open — then `null` to all but its author. `closed` once `ends_at` has passed.
 */
export function presentPoll(row: PostRow, view: PostsView): Poll | null {
  const poll = view.polls.get(row.id);
  if (!poll) return null;
  const options = view.options.get(poll.id) ?? [];
  const closed = view.now.getTime() >= poll.endsAt.getTime();
  const withheld = poll.hidden && !closed && view.actor.user?.id !== row.userId;
  const percentages = pollPercentages(options.map((o) => o.votesCount));
  const userVotes = view.votes.get(poll.id) ?? [];
  return {
    id: poll.id,
    question: row.content,
    results: options.map((o, i) => ({ id: o.id, choice: o.choice, percentage: withheld ? null : (percentages[i] ?? 0) })),
    total_votes: poll.totalVotes,
    user_votes: userVotes,
    has_voted: userVotes.length > 0,
    hidden: poll.hidden,
    closed,
    ends_at: poll.endsAt.toISOString(),
  };
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
    hashid: encodeHashid(row.id),
    type: row.type as Post["type"],
    content: row.content,
    visibility: row.visibility,
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
          image: row.embed.image,
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
    abilities: postAbilities(view.actor, postSubject(row, view.now)),
  };
}

/** The one post of a view (a single post's answer). */
export function presentOnePost(view: PostsView): { data: Post } {
  return { data: presentPost(view.rows[0]!, view) };
}

export function presentPostsPage(view: PostsPageView): PostsPage {
  return { data: view.rows.map((row) => presentPost(row, view)), meta: { cursor: { next: view.next } } };
}
