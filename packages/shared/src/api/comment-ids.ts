import { ACCOUNT_MESSAGES } from "../messages.js";

// Plain values, without zod: the client's comments block and item actions import them on pages
// whose first render should not download and run the schemas (comments.ts re-exports them).

/** What a comment hangs on (api-contract "Comments": `type`). `post` and `news` come with the wall and news. */
export const COMMENT_ITEM_TYPES = ["show", "episode", "review", "list", "post", "news"] as const;
export type CommentItemType = (typeof COMMENT_ITEM_TYPES)[number];

/** The limits of comments, the GIF picker, mentions and reports (api-contract "Comments", spec section 9). */
export const COMMENT_LIMITS = {
  contentMax: 2000,
  perPage: 10,
  perPageMax: 50,
  /** Replies embedded with `include=replies`. */
  repliesPreview: 3,
  /** Comments and replies a user may post in `rateWindowSeconds`. */
  rateMax: 5,
  rateWindowSeconds: 60,
  imageMaxBytes: 2_000_000,
  imageMinWidth: 500,
  gifResults: 24,
  gifResultsMax: 50,
  gifDebounceMs: 500,
  gifQueryMax: 100,
  mentionResults: 8,
  mentionQueryMax: 50,
  reportDetailsMax: 500,
} as const;

/** Messages of comments: the contract's own where it gives them, ours otherwise. */
export const COMMENT_MESSAGES = {
  contentMax: "The content may not be greater than 2000 characters.",
  rateLimited: "You are posting comments too quickly.",
  /** The upload messages are the avatar's: one wording for every image the site takes. */
  imageType: ACCOUNT_MESSAGES.uploadType,
  imageSize: ACCOUNT_MESSAGES.uploadSize,
  imageWidth: "The image must be at least 500 pixels wide.",
  imagePixels: ACCOUNT_MESSAGES.uploadDimensions,
  imageAndGif: "Attach either an image or a GIF, not both.",
  gifInvalid: "The selected GIF is invalid.",
  gifsNotConfigured: "GIFs are not available: no GIF provider is configured on this site.",
  gifsUnavailable: "The GIF provider is not answering. Please try again later.",
  typeInvalid: "The selected type is invalid.",
  idInvalid: "The selected id is invalid.",
  spoilerInvalid: "The spoiler field must be true or false.",
} as const;

/** What a viewer may hide for themselves (`POST /api/accounts/{id}/filter`). */
export const HIDE_ITEM_TYPES = ["comment", "review", "wall"] as const;
export type HideItemType = (typeof HIDE_ITEM_TYPES)[number];

/** What may be reported, and the nine reasons of the Report Item modal (spec section 3). */
export const REPORT_ITEM_TYPES = ["comment", "review", "post", "user", "show", "list"] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];
export const REPORT_REASONS = ["spoilers", "inappropriate", "spam", "hate", "offensive", "duplicate", "irrelevant", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const ITEM_ACTION_MESSAGES = {
  reportOwn: "You cannot report your own item.",
  hideOwn: "You cannot hide your own item.",
  reasonInvalid: "The selected reason is invalid.",
  detailsMax: "The details may not be greater than 500 characters.",
  filterInvalid: "The selected filter is invalid.",
  actionInvalid: "The selected action is invalid.",
} as const;

/** The most users one comment can mention (the rest stay plain text). */
export const MENTIONS_MAX = 20;

/**
 * The `@username` tokens of a text (usernames are 4 to 15 letters and digits), each once, lower
 * case, in order of appearance. Server and clients split a comment the same way: the server turns
 * known users into `mentions`, a client links the tokens that are among them.
 */
export function mentionTokens(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    seen.add(match[2]!.toLowerCase());
    if (seen.size >= MENTIONS_MAX) break;
  }
  return [...seen];
}

/** `@name` after a start or a character that cannot be part of a word or an email address. */
export const MENTION_PATTERN = /(^|[^A-Za-z0-9_@.])@([A-Za-z0-9]{4,15})(?![A-Za-z0-9_])/g;
