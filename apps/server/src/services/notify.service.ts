import type { ProducedNotificationKind } from "@dizilog/shared/api/notification-kinds";
import { findUserById } from "../auth/user.repository.js";
import type { Ctx } from "../context.js";
import type { NotificationVariant } from "../domain/notification-text.js";
import type { DomainEvent, DomainEventOf } from "../events/domain-events.js";
import type { DomainEventInput } from "../events/recorder.js";
import { type NotificationAudience, insertNotifications } from "../repositories/notification.repository.js";
import { notificationDefaults } from "./settings.service.js";

/** The events that make notifications (the notification processor subscribes to these). */
export const NOTIFYING_EVENTS = ["comment.created", "review.created", "follow.created", "follow.accepted", "role.moderator_appointed", "post.created", "post.mentioned"] as const;
type NotifyingEvent = DomainEvent<(typeof NOTIFYING_EVENTS)[number]>;

/** One kind of notification an event makes, for an audience. */
interface Fanout {
  kind: ProducedNotificationKind;
  variant: NotificationVariant;
  subject: { type: "comment" | "review" | "user" | "show" | "post"; id: number };
  audience: NotificationAudience;
  url: string;
  title?: string;
  show?: string;
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
 */
function fanoutsOf(event: NotifyingEvent, actorSlug: string | undefined): Fanout[] {
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
  }
}

/** Whose action an event is (the actor the fan-out leaves out and checks blocks against). */
function actorOf(event: NotifyingEvent): number | null {
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
  }
}

/**
 * Makes the notifications of one event, in the caller's transaction: the in-app rows and counters
 * (one set-based statement per kind, `insertNotifications`), and one `notification.created` per
 * recipient who gets a notification or a mail, so that realtime, push and mail run after the commit,
 * each on its own. Answers how many recipients were reached.
 */
export async function notifyForEvent(tx: Ctx, event: NotifyingEvent): Promise<number> {
  const actorId = actorOf(event);
  const actor = actorId === null ? undefined : await findUserById(tx.db, actorId);
  // An account deleted since (its comments, reviews and follows went with it): nothing to tell.
  if (actorId !== null && !actor) return 0;
  const deliveries: DomainEventInput[] = [];
  for (const fanout of fanoutsOf(event, actor?.slug)) {
    const defaults = notificationDefaults(fanout.kind);
    const words = { ...(fanout.title === undefined ? {} : { title: fanout.title }), ...(fanout.show === undefined ? {} : { show: fanout.show }) };
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
