import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { WALL_MESSAGES } from "@dizilog/shared/api/wall-ids";
import { COMMENT_MESSAGES } from "@dizilog/shared/api/comment-ids";
import { ApiError } from "../../lib/api";
import { postFormErrors } from "./post-errors";

/** The key itself stands for its text. */
const t = ((key: string) => key) as unknown as TFunction;

describe("postFormErrors", () => {
  it("puts the illegal-links 400 under the text", () => {
    expect(postFormErrors(new ApiError(400, WALL_MESSAGES.illegalLinks), t)).toEqual({ content: "wallForm.errors.illegalLinks" });
  });

  it("shows the posting gate's 403 in the form's alert, in the interface language", () => {
    expect(postFormErrors(new ApiError(403, WALL_MESSAGES.noPhoto), t)).toEqual({ form: "wallForm.errors.noPhoto" });
    expect(postFormErrors(new ApiError(403, WALL_MESSAGES.tooNew), t)).toEqual({ form: "wallForm.errors.tooNew" });
    expect(postFormErrors(new ApiError(403, WALL_MESSAGES.verify), t)).toEqual({ form: "auth.verifyRequired" });
    expect(postFormErrors(new ApiError(403, WALL_MESSAGES.targetRefused), t)).toEqual({ form: "wallForm.errors.targetRefused" });
  });

  it("places a 422's field errors by their fields, and an unknown field's in the alert", () => {
    const error = new ApiError(422, WALL_MESSAGES.recommendSame, { similar_id: [WALL_MESSAGES.recommendSame], images: [COMMENT_MESSAGES.imageWidth] });
    const placed = postFormErrors(error, t);
    expect(placed).toMatchObject({ similar: "wallForm.errors.recommendSame", media: "comments.errors.uploadWidth" });
    expect(placed.form).toBeUndefined();
    expect(postFormErrors(new ApiError(422, "The selected visibility is invalid.", { visibility: ["The selected visibility is invalid."] }), t).form).toBe(
      "The selected visibility is invalid.",
    );
    expect(postFormErrors(new ApiError(422, WALL_MESSAGES.pollOptionsCount, { poll: [WALL_MESSAGES.pollOptionsCount] }), t).poll).toBe("wallForm.errors.pollOptionsCount");
  });

  it("says the post failed for anything else, and too fast for a 429", () => {
    expect(postFormErrors(new ApiError(500, "boom"), t)).toEqual({ form: "wallForm.errors.failed" });
    expect(postFormErrors(new ApiError(429, "Too many requests."), t)).toEqual({ form: "wallForm.errors.rateLimited" });
    expect(postFormErrors(new TypeError("offline"), t)).toEqual({ form: "wallForm.errors.failed" });
  });
});
