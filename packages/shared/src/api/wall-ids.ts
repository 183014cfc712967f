import { MESSAGES } from "../messages.js";

// Plain values and functions, without zod: the client's post form and post cards import them on
// pages whose first render should not download and run the schemas (wall.ts re-exports them).

/** The types `POST /api/wall/create` takes (api-contract "The community wall"). */
export const POST_TYPES = ["post", "check_in", "ask", "poll", "recommend"] as const;
export type PostType = (typeof POST_TYPES)[number];

/**
 * Who sees a post: `public` (global, following, hashtag and show streams and the profile),
 * `profile` (the profile only), `unlisted` (by its link only), `private` (the author only).
 */
export const POST_VISIBILITIES = ["public", "profile", "unlisted", "private"] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const FEED_STREAMS = ["global", "following", "hashtag", "user", "show"] as const;
export type FeedStream = (typeof FEED_STREAMS)[number];

/** The limits of the wall (product-spec section 9, api-contract "The community wall"). */
export const WALL_LIMITS = {
  /** Characters of a post's text (decision 0027: the comments' limit). */
  contentMax: 2000,
  perPage: 10,
  perPageMax: 50,
  /** Read-more truncation of wall text. */
  readMore: 280,
  imagesMax: 4,
  pollOptionsMin: 2,
  pollOptionsMax: 4,
  pollOptionMax: 30,
  pollDaysMin: 1,
  pollDaysMax: 7,
  pollDebounceMs: 500,
  suggestionsPerPage: 5,
  suggestionsPerPageMax: 20,
  /** Likers embedded with `include=likers`. */
  topLikers: 8,
  embedDescriptionMax: 150,
  embedDebounceMs: 500,
  /** Characters of one hashtag's keyword, and hashtags kept per post. */
  hashtagMax: 50,
  hashtagsPerPost: 20,
  /** The community checklist's thresholds. */
  checklistFollows: 5,
  checklistPostLikes: 3,
  checklistJoinedDays: 7,
  /** Posts a user may publish in `postRateWindowSeconds` (decision 0027: abuse is cheap, a fan's evening is not 30 posts). */
  postRateMax: 30,
  postRateWindowSeconds: 600,
  /** Edits a user may save in `editRateWindowSeconds`, all posts together (decision 0033: each edit may notify the newly mentioned). */
  editRateMax: 20,
  editRateWindowSeconds: 600,
} as const;

/** Messages of the wall: the contract's own where it gives them, ours otherwise (decision 0027). */
export const WALL_MESSAGES = {
  verify: MESSAGES.verifyEmail,
  noPhoto: "Add a profile photo to post.",
  tooNew: "Your account is too new to post.",
  illegalLinks: "This post contains links that are not allowed.",
  recommendSame: "You can't recommend a show as similar to itself.",
  targetRefused: "This user does not accept posts from you.",
  pinRefused: "Post cannot be pinned.",
  pollClosed: "This poll is closed.",
  alreadyVoted: "You have already voted in this poll.",
  optionInvalid: "The selected option is invalid.",
  suggestOwnAsk: "You cannot suggest a show on your own ask.",
  suggestionExists: "This show has already been suggested.",
  embedFailed: "We couldn't read that link.",
  contentMax: "The content may not be greater than 2000 characters.",
  typeInvalid: "The selected type is invalid.",
  visibilityInvalid: "The selected visibility is invalid.",
  showInvalid: "The selected show is invalid.",
  similarInvalid: "The selected similar show is invalid.",
  episodeInvalid: "The selected episode is invalid.",
  targetInvalid: "The selected user is invalid.",
  propertiesInvalid: "The season and episode must be numbers.",
  pollInvalid: "The poll is invalid.",
  pollOptionsCount: "A poll needs 2 to 4 answers.",
  pollOptionLength: "Each answer must be 1 to 30 characters.",
  pollDuration: "A poll must close 1 to 7 days after it starts.",
  pollNoMedia: "A poll cannot have a GIF, images or a link.",
  oneMedia: "Attach only one of a GIF, images or a link.",
  imagesMax: "A post can have at most 4 images.",
  embedInvalid: "The link preview is invalid.",
  hashtagInvalid: "The hashtag is invalid.",
  rateLimited: "You are posting too quickly. Please wait a few minutes.",
  editRateLimited: "You are editing posts too quickly. Please wait a few minutes.",
  notPostType: "Only posts, check-ins, asks, polls and recommendations can be created here.",
} as const;

/** The four community rules of the wall's right column (their texts are the client's, per locale). */
export const COMMUNITY_RULES = ["respect", "spoilers", "no_spam", "report"] as const;

// ---- Links --------------------------------------------------------------------------------------

/** A token that starts with a URI scheme: `javascript:…`, `data:…`, `https://…`. */
const SCHEME_TOKEN = /(?:^|[\s(<[{"'`])([A-Za-z][A-Za-z0-9+.-]*):(\S+)/g;
/** `href=` and `src=` values, quoted or not. */
const ATTRIBUTE_VALUE = /\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** Host names of a comma-separated setting, lower case, without empties. */
export function parseHostList(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase().replace(/^\*?\./, ""))
    .filter(Boolean);
}

function isBlockedHost(host: string, blockedHosts: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return blockedHosts.some((blocked) => name === blocked || name.endsWith(`.${blocked}`));
}

/** True when `value` (a link found in a text) is http(s) to a host that is not blocked. */
function isAllowedLink(value: string, blockedHosts: readonly string[]): boolean {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value.trim())?.[1]?.toLowerCase();
  if (scheme !== "http" && scheme !== "https") return false;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return url.hostname !== "" && !isBlockedHost(url.hostname, blockedHosts);
}

/**
 * The links of a text that a post may not hold (api-contract "The community wall"): every
 * `<scheme>:<non-space>` token and every `href`/`src` value whose scheme is not http(s) — a value
 * without a scheme counts as not http(s) — or whose host is on `blockedHosts` or under one of them.
 * Server and client run the same check, so the form warns before sending.
 */
export function illegalLinks(text: string, blockedHosts: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SCHEME_TOKEN)) {
    const link = `${match[1]}:${match[2]}`;
    if (!isAllowedLink(link, blockedHosts)) found.push(link);
  }
  for (const match of text.matchAll(ATTRIBUTE_VALUE)) {
    const value = match[1] ?? match[2] ?? match[3] ?? "";
    if (!isAllowedLink(value, blockedHosts)) found.push(value);
  }
  return found;
}

/** The first http(s) link of a text, the one the post form previews as an embed. */
export function firstWebLink(text: string): string | null {
  for (const match of text.matchAll(SCHEME_TOKEN)) {
    const scheme = match[1]!.toLowerCase();
    if ((scheme === "http" || scheme === "https") && match[2]!.startsWith("//")) return `${match[1]}:${match[2]}`.replace(/[),.!?;:'"\]]+$/, "");
  }
  return null;
}

// ---- Hashtags -----------------------------------------------------------------------------------

/** `#` after a start or a non-word character, then letters (any script), digits and `_`, at least one letter. */
const HASHTAG_PATTERN = /(^|[^\p{L}\p{N}_&#])#([\p{L}\p{M}\p{N}_]+)/gu;

/** A hashtag's keyword as stored and looked up: Turkish lower-casing (`İ` → `i`, `I` → `ı`). */
export function foldHashtag(tag: string): string {
  return tag.replace(/^#/, "").normalize("NFC").toLocaleLowerCase("tr");
}

/** True when `tag` (with or without `#`) is a keyword a post could carry. */
export function isHashtagKeyword(tag: string): boolean {
  const keyword = tag.replace(/^#/, "");
  return /^[\p{L}\p{M}\p{N}_]+$/u.test(keyword) && /\p{L}/u.test(keyword) && Array.from(keyword).length <= WALL_LIMITS.hashtagMax;
}

/** The folded `#hashtags` of a text, each once, in order of appearance (at most `hashtagsPerPost`). */
export function hashtagsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(HASHTAG_PATTERN)) {
    const keyword = match[2]!;
    if (!isHashtagKeyword(keyword)) continue;
    seen.add(foldHashtag(keyword));
    if (seen.size >= WALL_LIMITS.hashtagsPerPost) break;
  }
  return [...seen];
}

/** Splits a text into plain runs and hashtag runs, for clients that link the hashtags. */
export function splitHashtags(text: string): Array<{ text: string; hashtag?: string }> {
  const parts: Array<{ text: string; hashtag?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG_PATTERN)) {
    const start = match.index + match[1]!.length;
    const keyword = match[2]!;
    if (!isHashtagKeyword(keyword)) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: `#${keyword}`, hashtag: foldHashtag(keyword) });
    last = start + keyword.length + 1;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

// ---- The post form ------------------------------------------------------------------------------

/** What the post form holds, as the client edits it (ids as numbers, null when not picked). */
export interface PostFormState {
  type: PostType;
  content: string;
  showId: number | null;
  similarId: number | null;
  season: number | null;
  episode: number | null;
  pollOptions: string[];
}

/**
 * Product-spec section 5 "Post form valid when": post or ask has non-empty content; poll has
 * content, 2 to 4 answers, none empty nor over 30 characters; check_in has show, season and episode;
 * recommend has content, a show and a different similar show. The server checks the same and more.
 */
export function isPostFormValid(form: PostFormState): boolean {
  const hasContent = form.content.trim().length > 0 && Array.from(form.content.trim()).length <= WALL_LIMITS.contentMax;
  switch (form.type) {
    case "post":
    case "ask":
      return hasContent;
    case "poll":
      return (
        hasContent &&
        form.pollOptions.length >= WALL_LIMITS.pollOptionsMin &&
        form.pollOptions.length <= WALL_LIMITS.pollOptionsMax &&
        form.pollOptions.every((option) => option.trim().length > 0 && Array.from(option.trim()).length <= WALL_LIMITS.pollOptionMax)
      );
    case "check_in":
      return form.showId !== null && form.season !== null && form.episode !== null;
    case "recommend":
      return hasContent && form.showId !== null && form.similarId !== null && form.showId !== form.similarId;
  }
}
