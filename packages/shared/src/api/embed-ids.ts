// Plain values, without zod: the post form's link field imports them on a page whose first render
// should not download and run the schemas (embeds.ts re-exports them).

/** The kinds of a link embed: a page's card, or a card with a player of a whitelisted video host. */
export const EMBED_KINDS = ["link", "video"] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** Limits of link embeds (api-contract "The community wall", spec section 9 "Link-embed debounce"). */
export const EMBED_LIMITS = {
  /** The longest link the server reads (browsers and crawlers agree on about 2,000 characters). */
  urlMax: 2048,
  titleMax: 200,
  /** The contract's "description ≤ 150", cut on a word with an ellipsis. */
  descriptionMax: 150,
  siteNameMax: 100,
  /** The post form waits this long after typing before it asks for an embed. */
  debounceMs: 500,
  /** Embeds a user may ask for per `rateWindowSeconds`. */
  rateMax: 30,
  rateWindowSeconds: 60,
} as const;

/** The contract's one answer for a link that is refused or cannot be read, whatever the reason. */
export const EMBED_MESSAGES = {
  unreadable: "We couldn't read that link.",
} as const;

/** A card's image as the server keeps it: its own copy, `/media/embeds/<sha256>.webp` (decision 26, "Images"). */
export const EMBED_IMAGE_PATH = /^\/media\/embeds\/[a-f0-9]{64}\.webp$/;
export const isEmbedImagePath = (text: string): boolean => EMBED_IMAGE_PATH.test(text);
