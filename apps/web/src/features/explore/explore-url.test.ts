import { describe, expect, it } from "vitest";
import { defaultExploreState, readExploreUrl, toApiParams, writeExploreUrl } from "./explore-url";

describe("explore URL", () => {
  it("leaves defaults out of the URL", () => {
    expect(writeExploreUrl(defaultExploreState()).toString()).toBe("");
  });

  it("writes the spec's parameter names with comma lists and reads them back", () => {
    const state = { ...defaultExploreState(), keyword: "aşk", sort: "rating", page: 2, ratingStart: 3.5, yearStart: 2010, statuses: ["Ended", "Running"], genres: [4, 10], types: ["daily"], network: 3 };
    const params = writeExploreUrl(state);
    expect(Object.fromEntries(params)).toEqual({
      keyword: "aşk",
      sort_by: "rating",
      page: "2",
      "filter-rating_start": "3.5",
      "filter-year_start": "2010",
      "filter-status": "Ended,Running",
      "filter-genres": "4,10",
      "filter-type": "daily",
      "filter-network": "3",
    });
    expect(readExploreUrl(params)).toEqual(state);
  });

  it("sends the status filter only for 1 to 3 statuses", () => {
    const base = defaultExploreState();
    expect(toApiParams({ ...base, statuses: ["Ended"] }).status).toEqual(["Ended"]);
    expect(toApiParams({ ...base, statuses: ["Ended", "Running", "Hiatus"] }).status).toHaveLength(3);
    expect(toApiParams({ ...base, statuses: ["Ended", "Running", "Hiatus", "Cancelled"] }).status).toBeUndefined();
  });

  it("ignores garbage in the URL", () => {
    const state = readExploreUrl(new URLSearchParams("page=-4&filter-network=abc&filter-genres=x,2"));
    expect(state.page).toBe(1);
    expect(state.network).toBeUndefined();
    expect(state.genres).toEqual([2]);
  });
});
