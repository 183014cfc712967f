import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { WALL_MESSAGES } from "@dizilog/shared/api/wall-ids";
import { COMMENT_MESSAGES } from "@dizilog/shared/api/comment-ids";
import { ApiError } from "../../lib/api";

/** An answer as the server sends it: the text and its code, per field too. */
const answer = (status: number, code: string, message: string, fields: Record<string, [string, string]> = {}) =>
  ApiError.of(status, {
    message,
    code,
    ...(Object.keys(fields).length
      ? {
          errors: Object.fromEntries(Object.entries(fields).map(([f, [, text]]) => [f, [text]])),
          error_codes: Object.fromEntries(Object.entries(fields).map(([f, [c]]) => [f, [c]])),
        }
      : {}),
  });
import { postFormErrors } from "./post-errors";

/** The key itself stands for its text. */
const t = ((key: string) => key) as unknown as TFunction;

describe("postFormErrors", () => {
  it("puts the illegal-links 400 under the text", () => {
    expect(postFormErrors(answer(400, "post_illegal_links", WALL_MESSAGES.illegalLinks), t)).toEqual({ content: "wallForm.errors.illegalLinks" });
  });

  it("shows the posting gate's 403 in the form's alert, in the interface language", () => {
    expect(postFormErrors(answer(403, "post_needs_photo", WALL_MESSAGES.noPhoto), t)).toEqual({ form: "wallForm.errors.noPhoto" });
    expect(postFormErrors(answer(403, "post_account_too_new", WALL_MESSAGES.tooNew), t)).toEqual({ form: "wallForm.errors.tooNew" });
    expect(postFormErrors(answer(403, "email_unverified", WALL_MESSAGES.verify), t)).toEqual({ form: "auth.verifyRequired" });
    expect(postFormErrors(answer(403, "wall_target_refused", WALL_MESSAGES.targetRefused), t)).toEqual({ form: "wallForm.errors.targetRefused" });
  });

  it("places a 422's field errors by their fields, and an unknown field's in the alert", () => {
    const error = answer(422, "recommend_same_show", WALL_MESSAGES.recommendSame, {
      similar_id: ["recommend_same_show", WALL_MESSAGES.recommendSame],
      images: ["image_too_narrow", COMMENT_MESSAGES.imageWidth],
    });
    const placed = postFormErrors(error, t);
    expect(placed).toMatchObject({ similar: "wallForm.errors.recommendSame", media: "comments.errors.uploadWidth" });
    expect(placed.form).toBeUndefined();
    expect(postFormErrors(answer(422, "visibility_invalid", "The selected visibility is invalid.", { visibility: ["visibility_invalid", "The selected visibility is invalid."] }), t).form).toBe(
      "The selected visibility is invalid.",
    );
    expect(postFormErrors(answer(422, "poll_options_count", WALL_MESSAGES.pollOptionsCount, { poll: ["poll_options_count", WALL_MESSAGES.pollOptionsCount] }), t).poll).toBe("wallForm.errors.pollOptionsCount");
  });

  it("goes by the code, not the text: a Turkish answer lands in the same places", () => {
    expect(postFormErrors(answer(403, "post_needs_photo", "Gönderi paylaşmak için bir profil fotoğrafı ekleyin."), t)).toEqual({ form: "wallForm.errors.noPhoto" });
    expect(postFormErrors(answer(400, "post_illegal_links", "Bu gönderi izin verilmeyen bağlantılar içeriyor."), t)).toEqual({ content: "wallForm.errors.illegalLinks" });
  });

  it("says the post failed for anything else, and too fast for a 429", () => {
    expect(postFormErrors(answer(500, "internal_error", "boom"), t)).toEqual({ form: "wallForm.errors.failed" });
    expect(postFormErrors(answer(429, "post_rate_limited", "Too many requests."), t)).toEqual({ form: "wallForm.errors.rateLimited" });
    expect(postFormErrors(new TypeError("offline"), t)).toEqual({ form: "wallForm.errors.failed" });
  });
});
