import type { ProducedNotificationKind } from "@dizilog/shared/api/notification-kinds";
import { findUserById } from "../auth/user.repository.js";
import type { Ctx } from "../context.js";
import { commentPath, itemPaths } from "../domain/item-paths.js";
import type { NotificationVariant } from "../domain/notification-text.js";
import { AppError } from "../errors.js";
import type { DomainEvent, DomainEventOf } from "../events/domain-events.js";
import type { DomainEventInput } from "../events/recorder.js";
import {
  type FanoutRecipient,
  type NotificationAudience,
  insertNotifications,
  reportersSettled,
  takeNotificationMark,
  upsertGroupedNotification,
} from "../repositories/notification.repository.js";
import { findComment } from "../repositories/comment.repository.js";
import { findPost } from "../repositories/post.repository.js";
import { findReview } from "../repositories/review.repository.js";
import { authorizedComment } from "../items/commentable.js";
import { reviewDetail } from "./review.service.js";
import { notificationDefaults } from "./settings.service.js";
import { authorizedPost } from "../items/post.item.js";
import { notifyMediaAdded } from "./media-notify.service.js";

/** The events that make notifications (the notification processor subscribes to these). */
export const NOTIFYING_EVENTS = [
  "comment.created",
  "review.created",
  "follow.created",
  "follow.accepted",
  "role.moderator_appointed",
  "post.created",
  "post.mentioned",
  "like.created",
  "poll.voted",
  "suggestion.created",
  "review.helpful",
  "report.resolved",
  // The catalog's own notifications (decision 0048): the TVMaze sync and the aired-episode job.
  "catalog.season_added",
  "catalog.episode_rescheduled",
  "episode.aired",
  "media.added",
  "buzz.changed",
  "show_suggestion.resolved",
  "ratings.arrived",
  "billing.payment_failed",
] as const;
/** The feedback events (decision 0038): one owner hears of one more actor, grouped per item. */
const GROUPED_EVENTS = new Set<string>(["like.created", "poll.voted", "suggestion.created", "review.helpful"]);
type GroupedEvent = DomainEvent<"like.created" | "poll.voted" | "suggestion.created" | "review.helpful">;
/** The events whose fan-out `fanoutsOf` describes (an audience per kind). */
type ClassicEvent = Exclude<NotifyingEvent, GroupedEvent | DomainEvent<"report.resolved"> | DomainEvent<"media.added">>;
type NotifyingEvent = DomainEvent<(typeof NOTIFYING_EVENTS)[number]>;

/** One kind of notification an event makes, for an audience. */
interface Fanout {
  kind: ProducedNotificationKind;
  variant: NotificationVariant;
  subject: { type: "comment" | "review" | "user" | "show" | "post" | "episode"; id: number };
  audience: NotificationAudience;
  url: string;
  title?: string;
  show?: string;
  /** A catalog notification's season and episode numbers (decision 0048). */
  season?: number;
  episode?: number;
}

/** The words of an episode the catalog events carry (decision 0048). */
interface EpisodeWords {
  showId: number;
  showTitle: string;
  showSlug: string;
  episodeId: number;
  seasonNumber: number;
  number: number;
}

/** An episode's news for the show's trackers (not dropped): `date_change`, `episode_info`. */
function episodeNews(kind: ProducedNotificationKind, variant: NotificationVariant, p: EpisodeWords): Fanout {
  return {
    kind,
    variant,
    subject: { type: "episode", id: p.episodeId },
    audience: { trackersOf: p.showId },
    url: itemPaths.episode(p.showSlug, p.seasonNumber, p.number),
    show: p.showTitle,
    season: p.seasonNumber,
    episode: p.number,
  };
}

/**
 * Who hears about an event, and what they are told:
 * - `comment.created`: a top-level comment tells the item's author (a review, a list, a post) and a
 *   reply tells the author of the comment it answers (`user_comment`); each mentioned user gets a
 *   `user_mention`, except the one already told by the `user_comment` (one notification per comment).
 * - `review.created`: the author's accepted followers (`user_review`), however many.
 * - `follow.created`: the followed user, that they have a follower (`accepted`) or a request
 *   (`requested`) — both `user_followed`.
 * - `follow.accepted`: the follower, that their request was accepted (`user_followed`); the user who
 *   accepted it is not told of their own action.
 * - `role.moderator_appointed`: the new moderator (`role_changed`).
 * - `post.created`: the user whose wall the post is on (`publish_post`), and each mentioned user
 *   (`user_mention`) but the wall's user, already told. `post.mentioned` (an edit): the newly mentioned.
 * - The catalog (decision 0048), told to the show's trackers who have not dropped it, however many:
 *   `catalog.season_added` (`new_season`), `catalog.episode_rescheduled` (`date_change`) and
 *   `episode.aired` (`episode_info`, or `watchlist` for the show's premiere).
 * - `billing.payment_failed`: the subscriber whose renewal failed (`payment_failed`, decision 0052),
 *   pointed at the subscription settings, where the card is updated.
 * - `ratings.arrived`: the users who asked to hear of a season's TV ratings (`ratings_available`,
 *   decision 0043; taken once by the import). The ratings are public: everyone may see them.
 */
function fanoutsOf(event: ClassicEvent, actorSlug: string | undefined): Fanout[] {
  switch (event.type) {
    case "comment.created": {
      const p = event.payload;
      const subject = { type: "comment" as const, id: p.commentId };
      const base = { subject, url: p.url, title: p.subjectTitle };
      const told = p.parentId === null ? p.itemOwnerId : p.parentAuthorId;
      const fanouts: Fanout[] = [];
      if (told !== null) fanouts.push({ ...base, kind: "user_comment", variant: p.parentId === null ? "comment" : "reply", audience: { userIds: [told] } });
      const mentioned = p.mentionedUserIds.filter((id) => id !== told);
      if (mentioned.length) fanouts.push({ ...base, kind: "user_mention", variant: "mention", audience: { userIds: mentioned } });
      return fanouts;
    }
    case "review.created": {
      const p = event.payload;
      return [
        {
          kind: "user_review",
          variant: "review",
          subject: { type: "review", id: p.reviewId },
          audience: { followersOf: p.authorId },
          url: p.url,
          title: p.title,
          show: p.showTitle,
        },
      ];
    }
    case "follow.created": {
      const p = event.payload;
      return [
        {
          kind: "user_followed",
          variant: p.status === "accepted" ? "followed" : "requested",
          subject: { type: "user", id: p.followerId },
          audience: { userIds: [p.followedId] },
          url: `/user/${actorSlug ?? ""}`,
        },
      ];
    }
    case "follow.accepted": {
      const p = event.payload;
      return [
        {
          kind: "user_followed",
          variant: "accepted",
          subject: { type: "user", id: p.followedId },
          audience: { userIds: [p.followerId] },
          url: `/user/${actorSlug ?? ""}`,
        },
      ];
    }
    case "role.moderator_appointed": {
      const p = event.payload;
      return [
        {
          kind: "role_changed",
          variant: "moderator",
          subject: { type: "show", id: p.showId },
          audience: { userIds: [p.userId] },
          url: p.url,
          title: p.showTitle,
          show: p.showTitle,
        },
      ];
    }
    case "post.created": {
      const p = event.payload;
      const base = { subject: { type: "post" as const, id: p.postId }, url: p.url, title: p.excerpt };
      const fanouts: Fanout[] = [];
      if (p.targetUserId !== null) fanouts.push({ ...base, kind: "publish_post", variant: "wall_post", audience: { userIds: [p.targetUserId] } });
      const mentioned = p.mentionedUserIds.filter((id) => id !== p.targetUserId);
      if (mentioned.length) fanouts.push({ ...base, kind: "user_mention", variant: "post_mention", audience: { userIds: mentioned } });
      return fanouts;
    }
    case "post.mentioned": {
      const p = event.payload;
      return [{ subject: { type: "post", id: p.postId }, url: p.url, title: p.excerpt, kind: "user_mention", variant: "post_mention", audience: { userIds: p.mentionedUserIds } }];
    }
    // The catalog (decision 0048): the show's trackers (not dropped), however many, in one statement.
    case "catalog.season_added": {
      const p = event.payload;
      return [
        {
          kind: "new_season",
          variant: "season_added",
          subject: { type: "show", id: p.showId },
          audience: { trackersOf: p.showId },
          url: itemPaths.show(p.showSlug),
          show: p.showTitle,
          season: p.number,
        },
      ];
    }
    case "catalog.episode_rescheduled":
      return [episodeNews("date_change", "date_changed", event.payload)];
    case "episode.aired": {
      const p = event.payload;
      // A show's first episode is its premiere: the watchlist's news, told once instead of `episode_info`.
      if (p.premiere) {
        return [{ kind: "watchlist", variant: "premiered", subject: { type: "show", id: p.showId }, audience: { trackersOf: p.showId }, url: itemPaths.show(p.showSlug), show: p.showTitle }];
      }
      return [episodeNews("episode_info", "episode_aired", p)];
    }
    case "buzz.changed": {
      const p = event.payload;
      const variant = p.label === "Concluding" ? "buzz_concluding" : p.label === "Renewed" ? "buzz_renewed" : "buzz_cancelled";
      return [{ kind: "buzz", variant, subject: { type: "show", id: p.showId }, audience: { trackersOf: p.showId }, url: p.url, title: p.showTitle, show: p.showTitle }];
    }
    case "show_suggestion.resolved": {
      const p = event.payload;
      const variant = p.status === "added" ? "new_show_added" : "new_show_in_catalog";
      return [{ kind: "new_show", variant, subject: { type: "show", id: p.showId }, audience: { userIds: p.userIds }, url: p.url, title: p.showTitle, show: p.showTitle }];
    }
    case "billing.payment_failed":
      return [
        {
          kind: "payment_failed",
          variant: "payment_failed",
          subject: { type: "user", id: event.payload.userId },
          audience: { userIds: [event.payload.userId] },
          url: "/settings/subscription",
        },
      ];
    case "ratings.arrived": {
      const p = event.payload;
      return [
        {
          kind: "ratings_available",
          variant: "ratings_available",
          subject: { type: "show", id: p.showId },
          audience: { userIds: p.userIds },
          url: p.url,
          title: String(p.seasonNumber),
          show: p.showTitle,
        },
      ];
    }
  }
}

/** Whose action an event is (the actor the fan-out leaves out and checks blocks against). */
function actorOf(event: ClassicEvent): number | null {
  switch (event.type) {
    case "comment.created":
      return event.payload.authorId;
    case "review.created":
      return event.payload.authorId;
    case "follow.created":
      return event.payload.followerId;
    case "follow.accepted":
      return event.payload.followedId;
    case "role.moderator_appointed":
      // The staff member who appointed them (null: the site, from a script).
      return event.actorId;
    case "post.created":
    case "post.mentioned":
      return event.payload.authorId;
    case "catalog.season_added":
    case "catalog.episode_rescheduled":
    case "episode.aired":
      // The site (the sync, a job), or the staff member or moderator whose edit moved an episode.
      return event.actorId;
    // The site's own news (decision 0044): nobody's action, so nobody is left out or checked for blocks.
    case "buzz.changed":
    case "show_suggestion.resolved":
    case "ratings.arrived":
    case "billing.payment_failed":
      // The site tells them; the staff member who imported is no actor of theirs.
      return null;
  }
}

/**
 * Makes the notifications of one event, in the caller's transaction: the in-app rows and counters
 * (one set-based statement per kind, `insertNotifications`), and one `notification.created` per
 * recipient who gets a notification or a mail, so that realtime, push and mail run after the commit,
 * each on its own. Answers how many recipients were reached.
 */
export async function notifyForEvent(tx: Ctx, event: NotifyingEvent): Promise<number> {
  if (isGrouped(event)) return notifyGrouped(tx, event);
  if (event.type === "report.resolved") return notifyReporters(tx, event);
  if (event.type === "media.added") return notifyMediaAdded(tx, event);
  const actorId = actorOf(event);
  const actor = actorId === null ? undefined : await findUserById(tx.db, actorId);
  // An account deleted since (its comments, reviews and follows went with it): nothing to tell.
  if (actorId !== null && !actor) return 0;
  const deliveries: DomainEventInput[] = [];
  for (const fanout of fanoutsOf(event, actor?.slug)) {
    const defaults = notificationDefaults(fanout.kind);
    const words = {
      ...(fanout.title === undefined ? {} : { title: fanout.title }),
      ...(fanout.show === undefined ? {} : { show: fanout.show }),
      ...(fanout.season === undefined ? {} : { season: fanout.season }),
      ...(fanout.episode === undefined ? {} : { episode: fanout.episode }),
    };
    const recipients = await insertNotifications(tx.db, {
      eventId: event.id,
      actorId: actor ? actor.id : null,
      kind: fanout.kind,
      subjectType: fanout.subject.type,
      subjectId: fanout.subject.id,
      data: { url: fanout.url, variant: fanout.variant, ...words },
      createdAt: event.createdAt,
      audience: fanout.audience,
      notifyDefault: defaults.notify,
      emailDefault: defaults.email,
    });
    for (const recipient of recipients) {
      const payload: DomainEventOf<"notification.created">["payload"] = {
        notificationId: recipient.notificationId,
        userId: recipient.userId,
        kind: fanout.kind,
        mail: recipient.email
          ? {
              to: recipient.email,
              name: recipient.name,
              locale: recipient.locale,
              variant: fanout.variant,
              actorName: actor?.name ?? null,
              url: fanout.url,
              ...words,
            }
          : null,
      };
      deliveries.push({ type: "notification.created", actorId: actor?.id ?? null, payload });
    }
  }
  await tx.events.recordMany(deliveries);
  return deliveries.length;
}

function isGrouped(event: NotifyingEvent): event is GroupedEvent {
  return GROUPED_EVENTS.has(event.type);
}

/** The item a grouped notification is about, its owner (the one told) and its words. */
interface FeedbackItem {
  kind: ProducedNotificationKind;
  variant: NotificationVariant;
  subject: { type: "comment" | "review" | "post"; id: number };
  recipientId: number;
  url: string;
  title: string;
}

/**
 * Whether `userId` may see the item (its policy, asked as that user: blocks, private accounts,
 * removed items): the item is loaded by `load` with a context whose actor is them. Answers the
 * loaded value, or undefined when the policy says 404 (or 403) or the user is gone.
 */
async function asRecipient<T>(tx: Ctx, userId: number, load: (ctx: Ctx) => Promise<T>): Promise<T | undefined> {
  const user = await findUserById(tx.db, userId);
  if (!user) return undefined;
  try {
    return await load({ ...tx, actor: user, relations: new Map(), roles: {} });
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return undefined;
    throw error;
  }
}

/** The words a notification quotes of a post: its first 60 characters on one line. */
function excerptOf(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, " ").trim());
  return chars.length > 60 ? `${chars.slice(0, 59).join("")}…` : chars.join("");
}

/** A post's owner, if they may still see it: the item of `post_like`, `poll_vote` and `ask_suggestion`. */
async function postItem(tx: Ctx, postId: number, kind: "post_like" | "poll_vote" | "ask_suggestion", variant: NotificationVariant): Promise<FeedbackItem | undefined> {
  // The author's id from the row, whatever its state; the policy then decides as them.
  const owner = (await findPost(tx.db, postId))?.userId;
  if (owner === undefined) return undefined;
  const found = await asRecipient(tx, owner, (ctx) => authorizedPost(ctx, postId, "view"));
  if (!found) return undefined;
  const { post } = found;
  return { kind, variant, subject: { type: "post", id: post.id }, recipientId: post.userId, url: itemPaths.post(post.authorSlug, post.id), title: excerptOf(post.content) };
}

/** Who is told of a feedback event, about what; undefined when nobody (the item gone or unseen by its owner). */
async function feedbackItemOf(tx: Ctx, event: GroupedEvent): Promise<FeedbackItem | undefined> {
  switch (event.type) {
    case "like.created": {
      const p = event.payload;
      if (p.itemType === "post") return postItem(tx, p.itemId, "post_like", "post_like");
      const comment = await findComment(tx.db, p.itemId);
      if (!comment) return undefined;
      const found = await asRecipient(tx, comment.userId, (ctx) => authorizedComment(ctx, p.itemId, "view"));
      if (!found) return undefined;
      const { row } = found.item;
      return { kind: "comment_like", variant: "comment_like", subject: { type: "comment", id: p.itemId }, recipientId: comment.userId, url: commentPath(row.path, p.itemId), title: row.title };
    }
    case "poll.voted":
      return postItem(tx, event.payload.postId, "poll_vote", "poll_vote");
    case "suggestion.created":
      return postItem(tx, event.payload.askId, "ask_suggestion", "suggestion");
    case "review.helpful": {
      const review = await findReview(tx.db, event.payload.reviewId);
      if (!review) return undefined;
      const found = await asRecipient(tx, review.authorId, (ctx) => reviewDetail(ctx, event.payload.reviewId));
      if (!found) return undefined;
      const r = found.review;
      return { kind: "review_helpful", variant: "review_helpful", subject: { type: "review", id: r.id }, recipientId: r.authorId, url: itemPaths.review(r.show.slug, r.id), title: r.title };
    }
  }
}

function actorOfGrouped(event: GroupedEvent): number {
  switch (event.type) {
    case "like.created":
      return event.payload.userId;
    case "poll.voted":
      return event.payload.voterId;
    case "suggestion.created":
      return event.payload.userId;
    case "review.helpful":
      return event.payload.voterId;
  }
}

/**
 * A feedback event (decision 0038): the item's owner, if they may still see it, hears of one more
 * actor — once per actor and item a day (`takeNotificationMark`: a like taken back and given again
 * tells nobody), as one unread notification per item ("Ayşe and 4 others liked your post", an
 * upsert). Push and mail follow at most every 15 minutes per item; realtime always.
 */
async function notifyGrouped(tx: Ctx, event: GroupedEvent): Promise<number> {
  const actorId = actorOfGrouped(event);
  const actor = await findUserById(tx.db, actorId);
  if (!actor) return 0;
  const item = await feedbackItemOf(tx, event);
  if (!item || item.recipientId === actorId) return 0;
  const marked = await takeNotificationMark(tx.db, { kind: item.kind, subjectType: item.subject.type, subjectId: item.subject.id, actorId, at: event.createdAt });
  if (!marked) return 0;
  const defaults = notificationDefaults(item.kind);
  const recipient = await upsertGroupedNotification(tx.db, {
    eventId: event.id,
    actorId,
    recipientId: item.recipientId,
    kind: item.kind,
    subjectType: item.subject.type,
    subjectId: item.subject.id,
    data: { url: item.url, variant: item.variant, title: item.title },
    createdAt: event.createdAt,
    notifyDefault: defaults.notify,
    emailDefault: defaults.email,
  });
  if (!recipient) return 0;
  const words = { variant: item.variant, actorName: actor.name, url: item.url, title: item.title, ...(recipient.others ? { others: recipient.others } : {}) };
  await tx.events.record(delivery(recipient, item.kind, actor.id, words, recipient.deliver));
  return 1;
}

/**
 * Staff or a moderator settled an item's reports: each reporter whose report it settled (not the
 * moderator themselves) gets one `report_resolved`, without the moderator's name and without the
 * item's title (a removed item is no longer theirs to see); it opens the notifications page.
 */
async function notifyReporters(tx: Ctx, event: DomainEvent<"report.resolved">): Promise<number> {
  const p = event.payload;
  const reporters = await reportersSettled(tx.db, { itemType: p.itemType, itemId: p.itemId, resolvedAt: new Date(p.resolvedAt), resolvedBy: p.resolvedBy });
  if (!reporters.length) return 0;
  const variant: NotificationVariant = p.action === "dismiss" ? "report_dismissed" : "report_actioned";
  const url = "/notifications";
  const defaults = notificationDefaults("report_resolved");
  const deliveries: DomainEventInput[] = [];
  // One statement per reporter: each notification is about that reporter's own report.
  for (const { reporterId, reportId } of reporters) {
    const recipients = await insertNotifications(tx.db, {
      eventId: event.id,
      actorId: null,
      kind: "report_resolved",
      subjectType: "report",
      subjectId: reportId,
      data: { url, variant },
      createdAt: event.createdAt,
      audience: { userIds: [reporterId] },
      notifyDefault: defaults.notify,
      emailDefault: defaults.email,
    });
    deliveries.push(...recipients.map((r) => delivery(r, "report_resolved", null, { variant, actorName: null, url }, true)));
  }
  await tx.events.recordMany(deliveries);
  return deliveries.length;
}

/** The `notification.created` of one recipient: realtime and push for the in-app row (unless `push` is false), mail when due. */
function delivery(
  recipient: FanoutRecipient,
  kind: ProducedNotificationKind,
  actorId: number | null,
  words: { variant: NotificationVariant; actorName: string | null; url: string; title?: string; others?: number },
  push: boolean,
): DomainEventInput {
  const payload: DomainEventOf<"notification.created">["payload"] = {
    notificationId: recipient.notificationId,
    userId: recipient.userId,
    kind,
    mail: recipient.email ? { to: recipient.email, name: recipient.name, locale: recipient.locale, ...words } : null,
    ...(push ? {} : { push: false }),
  };
  return { type: "notification.created", actorId, payload };
}
