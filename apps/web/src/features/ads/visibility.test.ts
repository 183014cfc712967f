import { describe, expect, it } from "vitest";
import { adsShown } from "./visibility";

const entitlements = (adFree: boolean) => ({
  ratings_archive: adFree,
  season_ratings: adFree,
  own_stats: adFree,
  chart_scores: adFree,
  unlimited_lists: adFree,
  customization: adFree,
  ad_free: adFree,
});

describe("adsShown: house ads only for viewers whose plan lacks ad_free", () => {
  it("shows them to a visitor", () => expect(adsShown(null)).toBe(true));
  it("shows them to a free user", () => expect(adsShown({ entitlements: entitlements(false) })).toBe(true));
  it("hides them from a Pro (or staff) user", () => expect(adsShown({ entitlements: entitlements(true) })).toBe(false));
  it("draws nothing while the signed-in user is not known yet", () => expect(adsShown(undefined)).toBe(false));
  it("treats an own user without entitlements as the free plan", () => expect(adsShown({})).toBe(true));
});
