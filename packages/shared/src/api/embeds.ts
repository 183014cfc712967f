import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { one } from "./common.js";

/** POST /api/embeds */
export const embedRequestSchema = z.object({
  url: z
    .string({ error: MESSAGES.requiredField })
    .trim()
    .min(1, MESSAGES.requiredField)
    .max(2048, "We couldn't read that link.")
    .refine((value) => /^https?:\/\//i.test(value), "We couldn't read that link."),
});
export type EmbedRequest = z.infer<typeof embedRequestSchema>;

/**
 * A link preview made by the server: `kind` "video" when `video` is a player of a whitelisted
 * video host (decision 0026), "link" otherwise. `description` is at most 150 characters.
 */
export const embedSchema = z
  .object({
    kind: z.enum(["link", "video"]),
    url: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    site: z.object({ name: z.string().nullable() }),
    image: z.string().nullable(),
    video: z.string().nullable(),
  })
  .meta({ id: "Embed" });
export type Embed = z.infer<typeof embedSchema>;

export const embedResponseSchema = one(embedSchema);
