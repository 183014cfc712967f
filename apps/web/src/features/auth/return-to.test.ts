import { describe, expect, it } from "vitest";
import { afterSignIn } from "./return-to";

describe("afterSignIn", () => {
  const fresh = { is_onboarded: false };
  const onboarded = { is_onboarded: true };

  it("keeps a new user on the episode whose comment box they signed in from (the onboarding can follow)", () => {
    expect(afterSignIn(fresh, undefined, "/shows/hercai/season/1/episode/2")).toBeUndefined();
    expect(afterSignIn(fresh, "/shows/hercai/season/1/episode/2#comments", "/login")).toBe("/shows/hercai/season/1/episode/2#comments");
  });

  it("starts the onboarding of a new user who signed in from no particular place", () => {
    expect(afterSignIn(fresh, undefined, "/explore")).toBe("/onboarding");
    expect(afterSignIn(fresh, undefined, "/")).toBe("/onboarding");
    expect(afterSignIn(fresh, "/explore?genre=drama", "/login")).toBe("/onboarding");
  });

  it("sends an onboarded user back where they were", () => {
    expect(afterSignIn(onboarded, undefined, "/explore")).toBeUndefined();
    expect(afterSignIn(onboarded, "/tracker", "/login")).toBe("/tracker");
  });
});
