import { type CreateReviewBody, REVIEW_MESSAGES, type ReviewVote, type ReviewVotes, type UpdateReviewBody } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { reviewPath, seenStateOf } from "../domain/review.js";
import { AppError } from "../errors.js";
import { type Actor, actorFor, authorize, can } from "../policies/index.js";
import { reviewSubject } from "../policies/review.policy.js";
import {
  type ReviewRow,
  currentVote,
  deleteReviewRows,
  deleteVote,
  findReview,
  insertReview,
  lockReview,
  moveVoteCounters,
  putVote,
  reviewIdOf,
  updateReviewFields,
  viewingOfShow,
} from "../repositories/review.repository.js";
import { findShow } from "../repositories/show.repository.js";
import { rateShow } from "./rating.service.js";
import { deleteCommentsOfItem } from "../repositories/comment.repository.js";
import { deleteAttachmentImages } from "../storage/attachment-images.js";

const M = REVIEW_MESSAGES;

export interface ReviewDetail {
  review: ReviewRow;
  /** The actor the review was decided for (its presenter computes `abilities` from it). */
  actor: Actor;
}

/** The review if the actor may do `action` to it: 404 when they may not see it, 403 when they only see it. */
async function authorizedReview(ctx: Ctx, id: number, action: "view" | "edit" | "delete"): Promise<ReviewDetail> {
  const review = await findReview(ctx.db, id, ctx.actor?.id);
  if (!review) throw new AppError("not_found");
  const actor = await actorFor(ctx, [review.authorId]);
  authorize(actor, action, reviewSubject(review));
  return { review, actor };
}

/** A review, if the actor may see it (removed ones: staff only; none between users who block each other). */
export function reviewDetail(ctx: Ctx, id: number): Promise<ReviewDetail> {
  return authorizedReview(ctx, id, "view");
}

/**
 * Whether the actor may review a show now, by the rules `createReview` applies (one review per user
 * and show, an episode seen first), so that the form says so before the user writes anything.
 */
export async function reviewEligibility(ctx: Ctx, showId: number): Promise<{ reason: "watch_first" | "already_reviewed" | null }> {
  const author = requireActor(ctx);
  const show = await findShow(ctx.db, showId);
  if (!show) throw AppError.field("show_id", M.showInvalid);
  if ((await reviewIdOf(ctx.db, author.id, show.id)) !== undefined) return { reason: "already_reviewed" };
  const viewing = await viewingOfShow(ctx.db, author.id, show.id, ctx.now);
  return { reason: viewing.seen === 0 ? "watch_first" : null };
}

/**
 * Writes the actor's review of a show (api-contract "Reviews"). One per user and show: a second
 * answers 409, also when two submits race (the unique index decides, the loser finds the conflict).
 * The author must have seen an episode of the show (422). In the same transaction the overall
 * score becomes the author's rating of the show through the rating use case itself (`rateShow`:
 * the rating row, then the show's totals, then its daily activity — decision 16's order), and
 * `review.created` is recorded for the author's followers.
 */
export async function createReview(ctx: Ctx, input: CreateReviewBody): Promise<ReviewDetail> {
  const author = requireActor(ctx);
  const show = await findShow(ctx.db, input.show_id);
  if (!show) throw AppError.field("show_id", M.showInvalid);
  const id = await inTransaction(ctx, async (tx) => {
    if ((await reviewIdOf(tx.db, author.id, show.id)) !== undefined) throw new AppError("conflict", M.alreadyReviewed);
    const viewing = await viewingOfShow(tx.db, author.id, show.id, tx.now);
    if (viewing.seen === 0) throw AppError.field("show_id", M.watchFirst);
    const created = await insertReview(tx.db, {
      userId: author.id,
      showId: show.id,
      title: input.title,
      content: input.content,
      spoiler: input.spoiler,
      ...input.user_rate,
      ...seenStateOf(viewing),
      now: tx.now,
    });
    if (created === undefined) throw new AppError("conflict", M.alreadyReviewed);
    await rateShow(tx, show.id, input.user_rate.overall);
    await tx.events.record({
      type: "review.created",
      actorId: author.id,
      payload: { reviewId: created, authorId: author.id, showId: show.id, url: reviewPath(show.slug, created), title: input.title, showTitle: show.originalTitle },
    });
    return created;
  });
  return reviewDetail(ctx, id);
}

/**
 * Changes the fields sent (the author only). New scores move the author's rating of the show as a
 * new overall score would through `POST /api/user/rate`. `seen` and `completed` are taken again
 * (the text now speaks for what the author has seen), unless the author has since unmarked every
 * episode: then they stay as they were.
 */
export async function updateReview(ctx: Ctx, id: number, patch: UpdateReviewBody): Promise<ReviewDetail> {
  const { review } = await authorizedReview(ctx, id, "edit");
  if (patch.show_id !== undefined && patch.show_id !== review.showId) throw AppError.field("show_id", M.showChange);
  const { title, content, spoiler, user_rate: scores } = patch;
  if (title === undefined && content === undefined && spoiler === undefined && scores === undefined) return reviewDetail(ctx, id);
  await inTransaction(ctx, async (tx) => {
    const viewing = await viewingOfShow(tx.db, review.authorId, review.showId, tx.now);
    const seen = viewing.seen > 0 ? seenStateOf(viewing) : { seenEpisodes: review.seenEpisodes, completed: review.completed };
    await updateReviewFields(tx.db, id, { title, content, spoiler, ...scores, ...seen, editedAt: tx.now });
    if (scores) await rateShow(tx, review.showId, scores.overall);
  });
  return reviewDetail(ctx, id);
}

/**
 * Deletes a review (its author, the show's moderators, staff) with its comments. The author's
 * rating of the show stays: it is their rating, given and changed on the show page as much as
 * here, and a moderator removing a text does not take a user's vote away (decision 21).
 */
export async function deleteReview(ctx: Ctx, id: number): Promise<void> {
  await authorizedReview(ctx, id, "delete");
  const files = await inTransaction(ctx, (tx) => removeReview(tx, id));
  await deleteAttachmentImages(ctx.deps.storage, files);
}

/**
 * Deletes a review and what hangs on it (comments, their likes and mentions, hides, votes) in the
 * caller's transaction, the review's row locked first as votes lock it. No policy: callers have
 * decided (the delete above, the author's account deletion). Answers the storage keys of the
 * comments' images, for the caller to remove once its transaction has committed.
 */
export async function removeReview(ctx: Ctx, id: number): Promise<string[]> {
  return inTransaction(ctx, async (tx) => {
    if (!(await lockReview(tx.db, id))) return [];
    const imageKeys = await deleteCommentsOfItem(tx.db, "review", id);
    await deleteReviewRows(tx.db, id);
    return imageKeys;
  });
}

/**
 * Votes on a review (api-contract "Reviews"): `up`, `down`, or `null` to take the vote back.
 * Idempotent: the same vote again changes nothing. Moving a vote moves both counters. The review's
 * row is locked first, so concurrent votes on one review are counted one after the other and the
 * counters stay exact. One's own review: 403; a review the actor may not see: 404.
 */
export async function voteOnReview(ctx: Ctx, id: number, vote: ReviewVote | null): Promise<ReviewVotes> {
  const voterId = requireActor(ctx).id;
  return inTransaction(ctx, async (tx) => {
    const locked = await lockReview(tx.db, id);
    if (!locked) throw new AppError("not_found");
    const actor = await actorFor(tx, [locked.authorId]);
    const subject = reviewSubject(locked);
    authorize(actor, "view", subject);
    if (!can(actor, "vote", subject)) throw new AppError("forbidden", M.ownVote);
    const before = (await currentVote(tx.db, id, voterId)) ?? 0;
    const after = vote === "up" ? 1 : vote === "down" ? -1 : 0;
    let counters = { upvoters: locked.upvoters, downvoters: locked.downvoters };
    if (after !== before) {
      if (after === 0) await deleteVote(tx.db, id, voterId);
      else await putVote(tx.db, id, voterId, after, tx.now);
      const ups = Number(after === 1) - Number(before === 1);
      const downs = Number(after === -1) - Number(before === -1);
      counters = await moveVoteCounters(tx.db, id, ups, downs);
      if (after === 1) await tx.events.record({ type: "review.helpful", actorId: voterId, payload: { reviewId: id, voterId } });
    }
    return { ...counters, voters: counters.upvoters + counters.downvoters, upvoted: after === 1, downvoted: after === -1 };
  });
}
