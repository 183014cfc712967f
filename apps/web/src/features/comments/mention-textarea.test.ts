import { describe, expect, it } from "vitest";
import { hashtagAt, mentionAt } from "./mention-textarea";

describe("mentionAt", () => {
  it("finds the @name right before the caret, as the server tokenizes mentions", () => {
    expect(mentionAt("Selam @ay", 9)).toEqual({ start: 6, query: "ay" });
    expect(mentionAt("@ayse", 5)).toEqual({ start: 0, query: "ayse" });
    expect(mentionAt("(@zeynep", 8)).toEqual({ start: 1, query: "zeynep" });
  });

  it("finds nothing in an email address, after a space, or without a caret", () => {
    expect(mentionAt("mail@host", 9)).toBeUndefined();
    expect(mentionAt("Selam @ay ", 10)).toBeUndefined();
    expect(mentionAt("Selam @ay", 5)).toBeUndefined();
    expect(mentionAt("Selam @ay", -1)).toBeUndefined();
  });
});

describe("hashtagAt (the post box's # suggestions)", () => {
  it("finds the hashtag being typed before the caret, Turkish letters and capitals included", () => {
    expect(hashtagAt("Bu akşam #Kiz", 13)).toEqual({ start: 9, query: "Kiz" });
    expect(hashtagAt("#kızılcık", 9)).toEqual({ start: 0, query: "kızılcık" });
  });

  it("finds none inside a word, an entity, after a space, or for digits alone", () => {
    expect(hashtagAt("a#b", 3)).toBeUndefined();
    expect(hashtagAt("&#39", 4)).toBeUndefined();
    expect(hashtagAt("#Kiz ", 5)).toBeUndefined();
    expect(hashtagAt("#2024", 5)).toBeUndefined();
    expect(hashtagAt("#Kiz", -1)).toBeUndefined();
  });
});
