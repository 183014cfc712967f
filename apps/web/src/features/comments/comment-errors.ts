import type { TFunction } from "i18next";
import { COMMENT_LIMITS } from "@dizilog/shared/api/comment-ids";
import type { ErrorCode } from "@dizilog/shared/errors";
import { ApiError } from "../../lib/api";

/** Where a comment form shows a message: under the text, under the attachment, or for the whole form. */
export interface CommentFormErrors {
  content?: string;
  attachment?: string;
  form?: string;
}

/** The server's error codes the comment form words itself, and the text it shows for each. */
const KNOWN: Partial<Record<ErrorCode, string>> = {
  required: "comments.errors.empty",
  content_too_long: "comments.errors.tooLong",
  comment_rate_limited: "comments.errors.rateLimited",
  image_type_invalid: "comments.errors.uploadType",
  image_too_large: "comments.errors.uploadSize",
  image_too_narrow: "comments.errors.uploadWidth",
  image_dimensions_too_large: "comments.errors.uploadPixels",
  image_and_gif: "comments.errors.imageAndGif",
  gif_invalid: "comments.errors.gifInvalid",
  gifs_not_configured: "comments.gifs.notConfigured",
  gifs_unavailable: "comments.gifs.unavailable",
  email_unverified: "auth.verifyRequired",
};

/** The form's text for an error code, else the message shown for it (already in the interface language). */
function translated(code: string | undefined, shown: string | undefined, t: TFunction): string | undefined {
  if (!shown) return undefined;
  const key = KNOWN[code as ErrorCode];
  return key ? t(key, { max: COMMENT_LIMITS.contentMax, min: COMMENT_LIMITS.imageMinWidth }) : shown;
}

/**
 * The spec's catalogue for a failed comment write: empty, too long and rate limit by name; an
 * upload error when the server reports one about the image; otherwise the action's own failure
 * text (`fallbackKey`: add, reply, edit), or the server's message when it gave a specific one.
 */
export function commentFormErrors(error: unknown, t: TFunction, fallbackKey: string): CommentFormErrors {
  if (!(error instanceof ApiError)) return { form: t(fallbackKey) };
  if (error.status === 429) return { form: t("comments.errors.rateLimited") };
  const content = translated(error.fieldCodes.content?.[0], error.fieldErrors.content?.[0], t);
  const imageField = error.fieldErrors.image?.[0] ? "image" : "gif";
  const image = error.fieldErrors[imageField]?.[0];
  const attachment = image ? (translated(error.fieldCodes[imageField]?.[0], image, t) ?? t("comments.errors.upload")) : undefined;
  if (content || attachment) return { content, attachment };
  if (error.status === 403 || error.status === 503) return { form: translated(error.code, error.message, t) };
  if (error.status === 404) return { form: t("comments.errors.gone") };
  return { form: t(fallbackKey) };
}

/** The client's own checks before sending: the same rules and texts as the server's. */
export function draftErrors(content: string, t: TFunction): CommentFormErrors {
  const text = content.trim();
  if (!text) return { content: t("comments.errors.empty") };
  if (Array.from(text).length > COMMENT_LIMITS.contentMax) return { content: t("comments.errors.tooLong", { max: COMMENT_LIMITS.contentMax }) };
  return {};
}

const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** Checks a chosen image as the server will (type, size, width), so a wrong one is refused before uploading. */
export async function imageError(file: File, t: TFunction): Promise<string | undefined> {
  if (!IMAGE_TYPES.has(file.type)) return t("comments.errors.uploadType");
  if (file.size > COMMENT_LIMITS.imageMaxBytes) return t("comments.errors.uploadSize");
  try {
    const bitmap = await createImageBitmap(file);
    const width = bitmap.width;
    bitmap.close();
    if (width < COMMENT_LIMITS.imageMinWidth) return t("comments.errors.uploadWidth", { min: COMMENT_LIMITS.imageMinWidth });
  } catch {
    return t("comments.errors.uploadType");
  }
  return undefined;
}
