import type { TFunction } from "i18next";
import { COMMENT_LIMITS } from "@dizilog/shared/api/comment-ids";
import { WALL_LIMITS } from "@dizilog/shared/api/wall-ids";
import type { ErrorCode } from "@dizilog/shared/errors";
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

/** The server's error codes the post form words itself, and the text it shows for each. */
const KNOWN: Partial<Record<ErrorCode, string>> = {
  email_unverified: "auth.verifyRequired",
  post_needs_photo: "wallForm.errors.noPhoto",
  post_account_too_new: "wallForm.errors.tooNew",
  post_illegal_links: "wallForm.errors.illegalLinks",
  recommend_same_show: "wallForm.errors.recommendSame",
  wall_target_refused: "wallForm.errors.targetRefused",
  content_too_long: "wallForm.errors.contentMax",
  poll_options_count: "wallForm.errors.pollOptionsCount",
  poll_option_length: "wallForm.errors.pollOptionLength",
  poll_duration: "wallForm.errors.pollDuration",
  poll_no_media: "wallForm.errors.pollNoMedia",
  post_one_media: "wallForm.errors.oneMedia",
  link_unreadable: "wallForm.errors.embedFailed",
  post_images_max: "wallForm.media.tooMany",
  show_invalid: "wallForm.errors.showInvalid",
  similar_show_invalid: "wallForm.errors.showInvalid",
  episode_invalid: "wallForm.errors.episodeInvalid",
  post_properties_invalid: "wallForm.errors.episodeInvalid",
  required: "wallForm.errors.required",
  // The images follow the comments' rules, and their texts.
  image_type_invalid: "comments.errors.uploadType",
  image_too_large: "comments.errors.uploadSize",
  image_too_narrow: "comments.errors.uploadWidth",
  image_dimensions_too_large: "comments.errors.uploadPixels",
};

/** The form's text for an error code, else the message shown for it (already in the interface language). */
function translated(code: string | undefined, shown: string | undefined, t: TFunction): string | undefined {
  if (!shown) return undefined;
  const key = KNOWN[code as ErrorCode];
  return key ? t(key, { max: code === "post_images_max" ? WALL_LIMITS.imagesMax : WALL_LIMITS.contentMax, min: COMMENT_LIMITS.imageMinWidth }) : shown;
}

/**
 * A failed `POST /api/wall/create` as the form shows it: the 400 of illegal links under the text,
 * a 422's field errors by their fields, the posting gate's 403 (verify, photo, account age, the
 * wall's owner) and anything else in the form's alert.
 */
export function postFormErrors(error: unknown, t: TFunction): PostFormErrors {
  if (!(error instanceof ApiError)) return { form: t("wallForm.errors.failed") };
  if (error.status === 429) return { form: t("wallForm.errors.rateLimited") };
  if (error.status === 400 && error.code === "post_illegal_links") return { content: t("wallForm.errors.illegalLinks") };
  if (error.status === 403) return { form: translated(error.code, error.message, t) ?? t("wallForm.errors.failed") };
  const field = (name: string) => translated(error.fieldCodes[name]?.[0], error.fieldErrors[name]?.[0], t);
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
  if (other || !placed) errors.form = other ?? (error.status === 422 || error.status === 400 ? translated(error.code, error.message, t) : undefined) ?? t("wallForm.errors.failed");
  return errors;
}
