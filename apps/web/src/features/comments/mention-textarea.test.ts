import { describe, expect, it } from "vitest";
import { mentionAt } from "./mention-textarea";

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
