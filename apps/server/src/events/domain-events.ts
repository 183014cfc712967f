import { z } from "zod";

/**
 * Every domain event: a stable type name and a typed payload. A service records one in the
 * transaction of its change (`EventRecorder.record`); processors (`jobs/processors/`) subscribe
 * to types. A type name never changes once shipped: rows of it may wait in the outbox during a
 * deploy. Add a type here (schema + union member) before recording it.
 *
 * Payloads carry what the processors need as it was at the time (the address, the name, the
 * language), so that a processor does not depend on rows that may have changed since.
 */

/** A 6-digit code was issued for an address: to verify the account's email, or a new one. */
export const emailCodeIssued = z.object({
  type: z.literal("account.email_code_issued"),
  payload: z.object({
    userId: z.number().int(),
    email: z.string(),
    name: z.string(),
    locale: z.string(),
    purpose: z.enum(["verify", "changeEmail"]),
    /** The code itself: only its hash is stored with the account; the mail needs the digits. */
    code: z.string(),
  }),
});

/** A password reset link was issued for the account's address. */
export const passwordResetRequested = z.object({
  type: z.literal("account.password_reset_requested"),
  payload: z.object({
    userId: z.number().int(),
    email: z.string(),
    name: z.string(),
    locale: z.string(),
    /** The single-use link (its token is stored hashed). */
    url: z.string(),
  }),
});

const id = z.number().int();

/**
 * A comment or a reply was posted. The notification processor turns it into `user_comment` for the
 * item's author (a top-level comment on a review, a post or a list) or the parent's author (a
 * reply), and `user_mention` for each mentioned user; it drops the author, users who block the
 * author and users the author blocks, and anyone whose `notify_<kind>` is off.
 */
export const commentCreated = z.object({
  type: z.literal("comment.created"),
  payload: z.object({
    commentId: id,
    authorId: id,
    itemType: z.enum(["show", "episode", "review", "list", "post", "news"]),
    itemId: id,
    parentId: id.nullable(),
    /** The author of the item (review, post, list); null for catalog items (show, episode), and for a top-level comment when they may not see the item. */
    itemOwnerId: id.nullable(),
    /** For a reply: the author of the top-level comment; null when they may not see the item. */
    parentAuthorId: id.nullable(),
    /** Already filtered (decision 0031): not blocked either way, and able to see the item. */
    mentionedUserIds: z.array(id),
    /** The comment's link (`…#comment_{id}`) and the item's title as they were. */
    url: z.string(),
    subjectTitle: z.string(),
  }),
});

/** A review was written: the author's followers get `user_review`. */
export const reviewCreated = z.object({
  type: z.literal("review.created"),
  payload: z.object({ reviewId: id, authorId: id, showId: id, url: z.string(), title: z.string(), showTitle: z.string() }),
});

/** A follow was made (`accepted`) or requested from a private account (`requested`). */
export const followCreated = z.object({
  type: z.literal("follow.created"),
  payload: z.object({ followerId: id, followedId: id, status: z.enum(["accepted", "requested"]) }),
});

/** A private account accepted a follow request: the follower is now following. */
export const followAccepted = z.object({
  type: z.literal("follow.accepted"),
  payload: z.object({ followerId: id, followedId: id }),
});

/** Staff made a user a moderator of a show: they get `role_changed`. */
export const moderatorAppointed = z.object({
  type: z.literal("role.moderator_appointed"),
  payload: z.object({ userId: id, showId: id, showTitle: z.string(), url: z.string() }),
});

/**
 * A wall post was written (decision 0027): `publish_post` for the user whose wall it is on
 * (`targetUserId`, null on the author's own wall or for a private post), `user_mention` for the
 * users it mentions (already filtered: not blocked either way, able to see the post).
 */
export const postCreated = z.object({
  type: z.literal("post.created"),
  payload: z.object({
    postId: id,
    authorId: id,
    targetUserId: id.nullable(),
    mentionedUserIds: z.array(id),
    /** The post's link and the first words of its text, as they were. */
    url: z.string(),
    excerpt: z.string(),
  }),
});

/** A post's edit mentions users it did not mention before: they get `user_mention` (the others are not told again). */
export const postMentioned = z.object({
  type: z.literal("post.mentioned"),
  payload: z.object({ postId: id, authorId: id, mentionedUserIds: z.array(id), url: z.string(), excerpt: z.string() }),
});

/**
 * A wall post or a comment was liked (a like really added: a toggle that takes it back records
 * nothing). The owner gets `post_like` / `comment_like`, grouped per item (decision 0038).
 */
export const likeCreated = z.object({
  type: z.literal("like.created"),
  payload: z.object({ userId: id, itemType: z.enum(["post", "comment"]), itemId: id }),
});

/** A vote in a poll: the poll's author gets `poll_vote`, grouped per poll. */
export const pollVoted = z.object({
  type: z.literal("poll.voted"),
  payload: z.object({ pollId: id, postId: id, voterId: id }),
});

/** A show was suggested on an ask: the ask's author gets `ask_suggestion`, grouped per ask. */
export const suggestionCreated = z.object({
  type: z.literal("suggestion.created"),
  payload: z.object({ suggestionId: id, askId: id, showId: id, userId: id }),
});

/** A review was voted helpful (an up vote that was not there): its author gets `review_helpful`, grouped per review. */
export const reviewHelpful = z.object({
  type: z.literal("review.helpful"),
  payload: z.object({ reviewId: id, voterId: id }),
});

/**
 * Staff or a moderator settled the open reports of an item (`dismiss`, `remove_item`,
 * `suspend_user`): each reporter whose report it settled gets one `report_resolved`, which never
 * names the moderator nor quotes the item.
 */
export const reportResolved = z.object({
  type: z.literal("report.resolved"),
  payload: z.object({
    itemType: z.enum(["comment", "review", "post", "user", "show", "list"]),
    itemId: id,
    action: z.enum(["dismiss", "remove_item", "suspend_user"]),
    resolvedBy: id,
    /** The instant stored on the settled reports (`resolved_at`): it finds them again. */
    resolvedAt: z.string(),
  }),
});

/**
 * A moderator of a show (or staff) added media to it (decision 0049): a song to its soundtrack, a
 * clip, an image of one of its episodes. Its trackers get `music_added`, `clip_added` or
 * `episode_image`, grouped per show and kind while unread.
 */
export const mediaAdded = z.object({
  type: z.literal("media.added"),
  payload: z.object({
    kind: z.enum(["music", "clip", "image"]),
    itemId: id,
    showId: id,
    episodeId: id.nullable(),
    addedBy: id,
    /** The item's and the show's titles and the page the notification opens, as they were. */
    title: z.string(),
    showTitle: z.string(),
    url: z.string(),
  }),
});

/**
 * A notification is due to one user (recorded by the notification processor in the transaction that
 * inserted it): the realtime and push processors deliver the in-app notification, the mail processor
 * the mail. `notificationId` is null when only a mail is due (`notify_<kind>` off, `email_<kind>`
 * on); `mail` is null when no mail is (`email_<kind>` off, or an unverified address). The mail's words
 * are carried as they were, like the account mails' addresses.
 */
export const notificationCreated = z.object({
  type: z.literal("notification.created"),
  payload: z.object({
    notificationId: id.nullable(),
    userId: id,
    kind: z.string(),
    mail: z
      .object({
        to: z.string(),
        name: z.string(),
        locale: z.string(),
        /** The text's variant and words (domain/notification-text.ts), and the page it links to. */
        variant: z.string(),
        actorName: z.string().nullable(),
        title: z.string().optional(),
        show: z.string().optional(),
        /** A grouped notification's other actors ("Ayşe and 4 others"). */
        others: z.number().int().optional(),
        /** A catalog notification's season and episode numbers (decision 0048). */
        season: z.number().int().optional(),
        episode: z.number().int().optional(),
        url: z.string(),
      })
      .nullable(),
    /** False when a grouped notification was pushed less than 15 minutes ago: realtime only (decision 0038). */
    push: z.boolean().optional(),
  }),
});


// The catalog that keeps itself current (decision 0048): the TVMaze sync and the scheduled jobs.

/** What a catalog event says about its show, as it was (the notification's words and link). */
const showRef = z.object({ showId: id, showTitle: z.string(), showSlug: z.string() });
/** An episode by its place in the show. */
const episodeRef = showRef.extend({ episodeId: id, seasonNumber: z.number().int(), number: z.number().int() });

/** A season new to a show appeared (the TVMaze sync): the show's trackers get `new_season`. */
export const seasonAdded = z.object({
  type: z.literal("catalog.season_added"),
  payload: showRef.extend({ seasonId: id, number: z.number().int() }),
});

/** An episode new to a show appeared (the TVMaze sync). Nobody is told: `episode.aired` tells its trackers when it airs. */
export const episodeAdded = z.object({
  type: z.literal("catalog.episode_added"),
  payload: episodeRef.extend({ airsAt: z.string().nullable() }),
});

/**
 * An episode's air instant moved from one known instant to another (the TVMaze sync, or any edit of
 * an episode — `recordReschedules` of integrations/tvmaze/catalog-changes.ts): the show's trackers
 * get `date_change`.
 */
export const episodeRescheduled = z.object({
  type: z.literal("catalog.episode_rescheduled"),
  payload: episodeRef.extend({ from: z.string(), to: z.string() }),
});

/** An episode's title changed (the TVMaze sync). Nobody is told. */
export const episodeRetitled = z.object({
  type: z.literal("catalog.episode_retitled"),
  payload: episodeRef.extend({ from: z.string().nullable(), to: z.string().nullable() }),
});

/**
 * An episode's air instant passed (`catalog.announce-aired-episodes`, once per episode): the show's
 * trackers get `episode_info`, or `watchlist` when it is the show's first episode (`premiere`).
 */
export const episodeAired = z.object({
  type: z.literal("episode.aired"),
  payload: episodeRef.extend({ airsAt: z.string(), premiere: z.boolean() }),
});

/**
 * Staff changed a show's buzz label to Concluding, Renewed or Cancelled (decision 0044; other labels
 * record nothing): the show's trackers get `buzz`, actor null.
 */
export const buzzChanged = z.object({
  type: z.literal("buzz.changed"),
  payload: z.object({ showId: id, showTitle: z.string(), url: z.string(), label: z.enum(["Concluding", "Renewed", "Cancelled"]), previous: z.string().nullable() }),
});

/**
 * The suggestions sweep settled the suggestions of one show (decision 0044): it was imported
 * (`added`) or already in the catalog (`in_catalog`). Every suggester of it (`userIds`) gets `new_show`.
 */
export const showSuggestionResolved = z.object({
  type: z.literal("show_suggestion.resolved"),
  payload: z.object({ showId: id, showTitle: z.string(), url: z.string(), status: z.enum(["added", "in_catalog"]), userIds: z.array(id) }),
});

/** The union, discriminated by `type`. */
/**
 * A staff import brought a season's figures (decision 0043): the users who asked to be told
 * (`userIds`, already taken in the import's transaction, so each is told once) get `ratings_available`.
 */
export const ratingsArrived = z.object({
  type: z.literal("ratings.arrived"),
  payload: z.object({ seasonId: id, showId: id, seasonNumber: z.number().int(), showTitle: z.string(), url: z.string(), userIds: z.array(id) }),
});

/**
 * A renewal's payment failed (the subscription went from active to past due; decision 0052). Pro
 * stays until `paidThrough`; the user is told once, in the site and by mail, to update the card.
 */
export const paymentFailed = z.object({
  type: z.literal("billing.payment_failed"),
  payload: z.object({ userId: id, plan: z.enum(["month", "year"]), paidThrough: z.string().nullable() }),
});

export const domainEventSchema = z.discriminatedUnion("type", [
  emailCodeIssued,
  passwordResetRequested,
  commentCreated,
  reviewCreated,
  followCreated,
  followAccepted,
  moderatorAppointed,
  postCreated,
  postMentioned,
  likeCreated,
  pollVoted,
  suggestionCreated,
  reviewHelpful,
  reportResolved,
  notificationCreated,
  seasonAdded,
  episodeAdded,
  episodeRescheduled,
  episodeRetitled,
  episodeAired,
  mediaAdded,
  buzzChanged,
  showSuggestionResolved,
  ratingsArrived,
  paymentFailed,
]);

export type DomainEventBody = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEventBody["type"];
/** The body (type and payload) of one event type. */
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEventBody, { type: T }>;

/** Every known type, for registries and checks. */
export const DOMAIN_EVENT_TYPES = domainEventSchema.options.map((o) => o.shape.type.value) as DomainEventType[];

/** An event as a processor receives it: the recorded body with its outbox id, actor and time. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = DomainEventOf<T> & {
  id: number;
  actorId: number | null;
  createdAt: Date;
};
