import type { TFunction } from "i18next";
import { MESSAGES } from "@dizilog/shared";
import { COMMENT_LIMITS, COMMENT_MESSAGES } from "@dizilog/shared/api/comment-ids";
import { WALL_LIMITS, WALL_MESSAGES } from "@dizilog/shared/api/wall-ids";
import { ApiError } from "../../lib/api";

/** Where the post form shows a message: by a field, under the media, or in the form's alert. */
export interface PostFormErrors {
  content?: string | undefined;
  show?: string | undefined;
  similar?: string | undefined;
  episode?: string | undefined;
  poll?: string | undefined;
  media?: string | undefined;
  form?: string | undefined;
}

const M = WALL_MESSAGES;

/** The server's messages the client knows, and the text it shows in the interface language instead. */
const KNOWN: Record<string, string> = {
  [M.verify]: "auth.verifyRequired",
  [M.noPhoto]: "wallForm.errors.noPhoto",
  [M.tooNew]: "wallForm.errors.tooNew",
  [M.illegalLinks]: "wallForm.errors.illegalLinks",
  [M.recommendSame]: "wallForm.errors.recommendSame",
  [M.targetRefused]: "wallForm.errors.targetRefused",
  [M.contentMax]: "wallForm.errors.contentMax",
  [M.pollOptionsCount]: "wallForm.errors.pollOptionsCount",
  [M.pollOptionLength]: "wallForm.errors.pollOptionLength",
  [M.pollDuration]: "wallForm.errors.pollDuration",
  [M.pollNoMedia]: "wallForm.errors.pollNoMedia",
  [M.oneMedia]: "wallForm.errors.oneMedia",
  [M.embedFailed]: "wallForm.errors.embedFailed",
  [M.imagesMax]: "wallForm.media.tooMany",
  [M.showInvalid]: "wallForm.errors.showInvalid",
  [M.similarInvalid]: "wallForm.errors.showInvalid",
  [M.episodeInvalid]: "wallForm.errors.episodeInvalid",
  [M.propertiesInvalid]: "wallForm.errors.episodeInvalid",
  [MESSAGES.requiredField]: "wallForm.errors.required",
  // The images follow the comments' rules, and their texts.
  [COMMENT_MESSAGES.imageType]: "comments.errors.uploadType",
  [COMMENT_MESSAGES.imageSize]: "comments.errors.uploadSize",
  [COMMENT_MESSAGES.imageWidth]: "comments.errors.uploadWidth",
  [COMMENT_MESSAGES.imagePixels]: "comments.errors.uploadPixels",
};

function translated(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = KNOWN[message];
  return key ? t(key, { max: message === M.imagesMax ? WALL_LIMITS.imagesMax : WALL_LIMITS.contentMax, min: COMMENT_LIMITS.imageMinWidth }) : message;
}

/**
 * A failed `POST /api/wall/create` as the form shows it: the 400 of illegal links under the text,
 * a 422's field errors by their fields, the posting gate's 403 (verify, photo, account age, the
 * wall's owner) and anything else in the form's alert.
 */
export function postFormErrors(error: unknown, t: TFunction): PostFormErrors {
  if (!(error instanceof ApiError)) return { form: t("wallForm.errors.failed") };
  if (error.status === 429) return { form: t("wallForm.errors.rateLimited") };
  if (error.status === 400 && error.message === M.illegalLinks) return { content: t("wallForm.errors.illegalLinks") };
  if (error.status === 403) return { form: translated(error.message, t) ?? t("wallForm.errors.failed") };
  const field = (name: string) => translated(error.fieldErrors[name]?.[0], t);
  const errors: PostFormErrors = {
    content: field("content"),
    show: field("show_id"),
    similar: field("similar_id"),
    episode: field("properties"),
    poll: field("poll"),
    media: field("images") ?? field("images[]") ?? field("gif") ?? field("embed"),
  };
  const placed = Object.values(errors).some(Boolean);
  // A field the form has no place for (type, visibility, target), or none named: the alert says it.
  const other = field("type") ?? field("visibility") ?? field("target_user_id") ?? field("spoilers");
  if (other || !placed) errors.form = other ?? (error.status === 422 || error.status === 400 ? translated(error.message, t) : undefined) ?? t("wallForm.errors.failed");
  return errors;
}
