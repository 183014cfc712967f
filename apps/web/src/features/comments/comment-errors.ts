import type { TFunction } from "i18next";
import { MESSAGES } from "@dizilog/shared";
import { COMMENT_LIMITS, COMMENT_MESSAGES } from "@dizilog/shared/api/comment-ids";
import { ApiError } from "../../lib/api";

/** Where a comment form shows a message: under the text, under the attachment, or for the whole form. */
export interface CommentFormErrors {
  content?: string;
  attachment?: string;
  form?: string;
}

/** The server's messages the client knows, and the catalogue text it shows in the interface language instead. */
const KNOWN: Record<string, string> = {
  [MESSAGES.requiredField]: "comments.errors.empty",
  [COMMENT_MESSAGES.contentMax]: "comments.errors.tooLong",
  [COMMENT_MESSAGES.rateLimited]: "comments.errors.rateLimited",
  [COMMENT_MESSAGES.imageType]: "comments.errors.uploadType",
  [COMMENT_MESSAGES.imageSize]: "comments.errors.uploadSize",
  [COMMENT_MESSAGES.imageWidth]: "comments.errors.uploadWidth",
  [COMMENT_MESSAGES.imagePixels]: "comments.errors.uploadPixels",
  [COMMENT_MESSAGES.imageAndGif]: "comments.errors.imageAndGif",
  [COMMENT_MESSAGES.gifInvalid]: "comments.errors.gifInvalid",
  [COMMENT_MESSAGES.gifsNotConfigured]: "comments.gifs.notConfigured",
  [COMMENT_MESSAGES.gifsUnavailable]: "comments.gifs.unavailable",
  [MESSAGES.verifyEmail]: "auth.verifyRequired",
};

function translated(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = KNOWN[message];
  return key ? t(key, { max: COMMENT_LIMITS.contentMax, min: COMMENT_LIMITS.imageMinWidth }) : message;
}

/**
 * The spec's catalogue for a failed comment write: empty, too long and rate limit by name; an
 * upload error when the server reports one about the image; otherwise the action's own failure
 * text (`fallbackKey`: add, reply, edit), or the server's message when it gave a specific one.
 */
export function commentFormErrors(error: unknown, t: TFunction, fallbackKey: string): CommentFormErrors {
  if (!(error instanceof ApiError)) return { form: t(fallbackKey) };
  if (error.status === 429) return { form: t("comments.errors.rateLimited") };
  const content = translated(error.fieldErrors.content?.[0], t);
  const image = error.fieldErrors.image?.[0] ?? error.fieldErrors.gif?.[0];
  const attachment = image ? (translated(image, t) ?? t("comments.errors.upload")) : undefined;
  if (content || attachment) return { content, attachment };
  if (error.status === 403 || error.status === 503) return { form: translated(error.message, t) };
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
