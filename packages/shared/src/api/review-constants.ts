// Plain values, without zod: the review screens (lazy pages) import them without the schemas
// (reviews.ts re-exports them for the server and the API document).

/** The six sub-scores of a review (spec section 3 "Review": aspects), in the order forms show them. */
export const REVIEW_ASPECTS = ["story", "acting", "music", "visuals", "characters", "overall"] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

/** The review sorts of the spec (section 3): most helpful (up minus down votes, then newest) and most recent. */
export const REVIEW_SORTS = ["helpful", "recent"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A vote on a review; `null` takes it back. */
export const REVIEW_VOTES = ["up", "down"] as const;
export type ReviewVote = (typeof REVIEW_VOTES)[number];

/** Limits and timings of reviews (api-contract "Reviews", product-spec sections 5 and 9). */
export const REVIEW_LIMITS = {
  titleMax: 120,
  /** Characters (code points) of the text, spaces at either end left out. */
  contentMin: 280,
  contentMax: 20_000,
  /** Characters shown before "Read more" (spec: 300 for reviews; not the minimum). */
  readMore: 300,
  perPage: 10,
  perPageMax: 50,
  /** The write-review editor saves a draft this often (spec "Editor autosave": 15 s) … */
  autosaveMs: 15_000,
  /** … and keeps it this long (spec: 30 min retention). */
  draftRetentionMs: 30 * 60_000,
} as const;

/** The messages of reviews: the spec's own where it gives them, ours otherwise. */
export const REVIEW_MESSAGES = {
  alreadyReviewed: "You have already reviewed this show.",
  watchFirst: "Watch at least one episode first.",
  titleMax: "The title may not be greater than 120 characters.",
  contentMin: "The review must be at least 280 characters.",
  contentMax: "The review may not be greater than 20,000 characters.",
  scoreInvalid: "Please choose a score between 0.5 and 5 stars.",
  showInvalid: "The selected show is invalid.",
  showChange: "A review cannot be moved to another show.",
  spoilerBoolean: "The spoiler field must be true or false.",
  voteInvalid: "The vote must be up, down or null.",
  ownVote: "You cannot vote on your own review.",
  sortInvalid: "The selected sort is invalid.",
} as const;

/** The length of a review's text as the limits count it: code points, without spaces at either end. */
export function reviewLength(text: string): number {
  return [...text.trim()].length;
}
