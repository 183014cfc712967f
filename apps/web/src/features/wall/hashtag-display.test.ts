import { describe, expect, it } from "vitest";
import { hashtagDisplay } from "./hashtag-display";

describe("hashtagDisplay", () => {
  it("writes the hashtag as its earliest post among those loaded does, not lower-cased", () => {
    expect(hashtagDisplay(["yine #kızılcık", "Bu akşam #Kızılcık!"], "kızılcık")).toBe("Kızılcık");
    expect(hashtagDisplay(["#IĞDIR güzel"], "ığdır")).toBe("IĞDIR");
  });

  it("falls back on the keyword when no loaded post writes it", () => {
    expect(hashtagDisplay([], "ezel")).toBe("ezel");
    expect(hashtagDisplay(["başka #dizi"], "ezel")).toBe("ezel");
  });
});
