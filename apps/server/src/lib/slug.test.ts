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
      const hash = encodeHashid(id);
      expect(hash.length).toBeGreaterThanOrEqual(6);
      expect(hash).not.toContain(String(id));
      expect(decodeHashid(hash)).toBe(id);
    }
  });

  it("refuses strings that are not ours", () => {
    expect(decodeHashid("ask-i-memnu")).toBeUndefined();
    expect(decodeHashid("")).toBeUndefined();
  });
});
