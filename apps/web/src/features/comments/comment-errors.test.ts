import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { commentFormErrors } from "./comment-errors";

/** The key itself stands for its text. */
const t = ((key: string) => key) as unknown as TFunction;

describe("commentFormErrors", () => {
  it("places a field's error by its code, whatever language the server answered in", () => {
    const tooLong = ApiError.of(422, {
      message: "İçerik en fazla 2000 karakter olabilir.",
      code: "content_too_long",
      errors: { content: ["İçerik en fazla 2000 karakter olabilir."] },
      error_codes: { content: ["content_too_long"] },
    });
    expect(commentFormErrors(tooLong, t, "comments.errors.add")).toEqual({ content: "comments.errors.tooLong", attachment: undefined });

    const narrow = ApiError.of(422, {
      message: "Görsel en az 500 piksel genişliğinde olmalıdır.",
      code: "image_too_narrow",
      errors: { image: ["Görsel en az 500 piksel genişliğinde olmalıdır."] },
      error_codes: { image: ["image_too_narrow"] },
    });
    expect(commentFormErrors(narrow, t, "comments.errors.add")).toEqual({ content: undefined, attachment: "comments.errors.uploadWidth" });
  });

  it("words the unverified 403 itself, and shows the server's text for a code it has no words for", () => {
    expect(commentFormErrors(ApiError.of(403, { message: "Lütfen doğrulayın.", code: "email_unverified" }), t, "comments.errors.add")).toEqual({
      form: "auth.verifyRequired",
    });
    expect(commentFormErrors(ApiError.of(403, { message: "Yeni bir kural.", code: "some_future_code" }), t, "comments.errors.add")).toEqual({
      form: "Yeni bir kural.",
    });
  });
});
