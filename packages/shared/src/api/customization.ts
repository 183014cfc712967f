import { z } from "zod";

/**
 * Profile customization (a Pro entitlement, decision 0054): an accent colour and a cover image.
 * Server and client read the limits and messages from here.
 */
export const CUSTOMIZATION_LIMITS = {
  /** The cover's upload limits: the site's image bytes, and wide enough for the 1500 px banner's 3:1 crop. */
  coverMaxBytes: 2_000_000,
  coverMinWidth: 1000,
  /** The stored widths (WebP, cropped to 3:1): a phone's banner and a desktop's. */
  coverWidths: [640, 1500] as const,
  /** Width / height of the stored banner. */
  coverAspect: 3,
} as const;

/** The formats a cover may be, by content (a GIF's animation has no place in a banner). */
export const COVER_FORMATS = ["png", "jpeg", "webp"] as const;
export const COVER_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const CUSTOMIZATION_MESSAGES = {
  accentInvalid: "The accent color must be a hex color such as #e11d48.",
  coverType: "The cover must be a PNG, JPEG or WebP image.",
  coverWidth: `The image must be at least ${CUSTOMIZATION_LIMITS.coverMinWidth} pixels wide.`,
} as const;

/** `#` and six hex digits, either case (stored lower case). */
export const ACCENT_COLOR = /^#[0-9a-fA-F]{6}$/;

/** `POST /api/me/customization`: the accent colour, or null to clear it. */
export const customizationBodySchema = z.object({
  accent_color: z
    .string(CUSTOMIZATION_MESSAGES.accentInvalid)
    .regex(ACCENT_COLOR, CUSTOMIZATION_MESSAGES.accentInvalid)
    .transform((value) => value.toLowerCase())
    .nullable(),
});
export type CustomizationBody = z.input<typeof customizationBodySchema>;
