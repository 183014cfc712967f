import { describe, expect, it } from "vitest";
import { PRO_FEATURES } from "@dizilog/shared/api/pro-ids";
import { PRO_REFERRERS, proPath, referredFeature } from "./referrer";

describe("the Pro modal's referrer", () => {
  it("is kept in the upgrade page's address", () => {
    expect(proPath("show ratings")).toBe("/pro?from=show+ratings");
    expect(new URLSearchParams(proPath("customization").split("?")[1]).get("from")).toBe("customization");
    expect(proPath()).toBe("/pro");
  });

  it("names a feature of the table for every referrer, and none for anything else", () => {
    for (const referrer of PRO_REFERRERS) expect(PRO_FEATURES).toContain(referredFeature(referrer));
    expect(referredFeature("show ratings")).toBe("season_ratings");
    expect(referredFeature("elsewhere")).toBeNull();
    expect(referredFeature(null)).toBeNull();
  });
});
