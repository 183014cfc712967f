import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { EMBED_IMAGE_PATH, EMBED_KINDS, EMBED_LIMITS, EMBED_MESSAGES } from "./embed-ids.js";
import { one } from "./common.js";

export * from "./embed-ids.js";

/** An absolute http(s) URL (the only schemes the server reads, and the only ones an embed shows). */
export const isWebUrl = (text: string): boolean => {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

const webUrl = z.string().max(EMBED_LIMITS.urlMax).refine(isWebUrl);

/**
 * POST /api/embeds. Missing: "This field is required."; anything that is not an http(s) URL the
 * server would read is the contract's one answer for a refused link.
 */
export const embedRequestSchema = z.object({
  url: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? MESSAGES.requiredField : EMBED_MESSAGES.unreadable) })
    .trim()
    .min(1, { error: MESSAGES.requiredField, abort: true })
    .max(EMBED_LIMITS.urlMax, EMBED_MESSAGES.unreadable)
    .refine(isWebUrl, EMBED_MESSAGES.unreadable),
});
export type EmbedRequest = z.infer<typeof embedRequestSchema>;

/**
 * A link's card as the server read it (api-contract "The community wall": `Embed`). `url` is the
 * page's address after redirects; `video` is a player address of a whitelisted video host, built
 * from the link (never taken from the page), and set only when `kind` is `video`; `image` is the
 * server's copy of the page's image (a path on this site), never a third-party address.
 */
export const embedSchema = z
  .object({
    kind: z.enum(EMBED_KINDS),
    url: webUrl,
    title: z.string().max(EMBED_LIMITS.titleMax).nullable(),
    description: z.string().max(EMBED_LIMITS.descriptionMax).nullable(),
    site: z.object({ name: z.string().max(EMBED_LIMITS.siteNameMax).nullable() }),
    image: z.string().regex(EMBED_IMAGE_PATH).nullable(),
    video: webUrl.nullable(),
  })
  .meta({ id: "Embed" });
export type Embed = z.infer<typeof embedSchema>;

export const embedResponseSchema = one(embedSchema);
