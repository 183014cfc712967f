import { describe, expect, it } from "vitest";
import { showPath } from "./api";

describe("the show page's first screen", () => {
  it("is one call, with the latest episodes", () => {
    expect(showPath("ask-i-memnu")).toContain("latest_episodes");
    expect(showPath("çalıkuşu")).toContain(encodeURIComponent("çalıkuşu"));
  });
});
