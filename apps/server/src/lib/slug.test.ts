import { describe, expect, it } from "vitest";
import { slugify } from "./slug.js";
import { decodeHashid, encodeHashid } from "./hashid.js";

describe("slugify", () => {
  it.each([
    ["Aşk-ı Memnu", "ask-i-memnu"],
    ["Yalı Çapkını", "yali-capkini"],
    ["Kuruluş: Osman", "kurulus-osman"],
    ["Fatmagül'ün Suçu Ne?", "fatmagul-un-sucu-ne"],
    ["İstanbullu Gelin", "istanbullu-gelin"],
    ["Üç Kuruş", "uc-kurus"],
  ])("%s → %s", (title, slug) => expect(slugify(title)).toBe(slug));
});

describe("hashids", () => {
  it("round-trips and is not the number itself", () => {
    for (const id of [1, 2, 42, 99_999]) {
      const hash = encodeHashid("show", id);
      expect(hash.length).toBeGreaterThanOrEqual(6);
      expect(hash).not.toContain(String(id));
      expect(decodeHashid("show", hash)).toBe(id);
    }
  });

  it("keeps one id space per kind: a show's hashid is never a post's, and the other way round", () => {
    for (let id = 1; id <= 3000; id++) {
      const show = encodeHashid("show", id);
      const post = encodeHashid("post", id);
      expect(post.length).toBeGreaterThan(7);
      expect(decodeHashid("post", post)).toBe(id);
      expect(decodeHashid("post", show)).toBeUndefined();
      expect(decodeHashid("show", post)).toBeUndefined();
    }
    // The longest show hashid (the largest int4 id) is shorter than any post's.
    expect(encodeHashid("show", 2_147_483_647).length).toBeLessThan(encodeHashid("post", 1).length);
  });

  it("refuses strings that are not ours", () => {
    expect(decodeHashid("show", "ask-i-memnu")).toBeUndefined();
    expect(decodeHashid("show", "")).toBeUndefined();
  });
});
