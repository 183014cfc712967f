import { isBlockedEitherWay } from "../domain/relation.js";
import type { ReviewVisibility } from "../repositories/review.repository.js";
import type { Actor, Rules } from "./actor.js";

/** What the review policies look at. */
export interface ReviewSubject {
  kind: "review";
  authorId: number;
  showId: number;
  removed: boolean;
}

export function reviewSubject(row: { authorId: number; showId: number; removedAt: Date | null }): ReviewSubject {
  return { kind: "review", authorId: row.authorId, showId: row.showId, removed: row.removedAt !== null };
}

const isAuthor = (actor: Actor, review: ReviewSubject) => actor.user?.id === review.authorId;
const isOther = (actor: Actor, review: ReviewSubject) => actor.user !== undefined && !isAuthor(actor, review);

/**
 * Who may see a review: anyone, unless a moderator removed it (then staff only, api-contract
 * "Hiding and reporting") or the author and the viewer block each other either way (neither sees
 * the other's community items). A review that may not be seen answers 404.
 * The author edits it; the author, the show's moderators and staff delete it; anyone else signed
 * in votes on it, reports it and hides it (never one's own: 403).
 */
const canView = (actor: Actor, review: ReviewSubject) =>
  (!review.removed || actor.role === "staff") && (isAuthor(actor, review) || !isBlockedEitherWay(actor.relationTo(review.authorId)));

export const reviewRules = {
  view: canView,
  edit: isAuthor,
  delete: (actor, review) => isAuthor(actor, review) || actor.moderates(review.showId),
  vote: isOther,
  report: isOther,
  hide: isOther,
} satisfies Rules<ReviewSubject>;

/** The `view` rule as data for pages filtered in SQL (`review.repository.ts` applies it): removed and blocked left out. */
export function reviewVisibility(actor: Actor): ReviewVisibility {
  return { viewerId: actor.user?.id };
}

export interface ReviewAbilities {
  edit: boolean;
  delete: boolean;
  vote: boolean;
  report: boolean;
  hide: boolean;
}

/** What the viewer may do with a review: the `abilities` sent with it. */
export function reviewAbilities(actor: Actor, review: ReviewSubject): ReviewAbilities {
  return {
    edit: reviewRules.edit(actor, review),
    delete: reviewRules.delete(actor, review),
    vote: reviewRules.vote(actor, review),
    report: reviewRules.report(actor, review),
    hide: reviewRules.hide(actor, review),
  };
}
