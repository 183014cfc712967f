import { describe, expect, it } from "vitest";
import { reviewPath, seenStateOf } from "./review.js";

describe("review domain rules", () => {
  it("links a review under its show", () => {
    expect(reviewPath("ezel", 12)).toBe("/shows/ezel/reviews/12");
  });

  it("calls a review completed when every aired episode is seen, and never for a show with nothing aired", () => {
    expect(seenStateOf({ seen: 3, aired: 3, seenAired: 3 })).toEqual({ seenEpisodes: 3, completed: true });
    expect(seenStateOf({ seen: 3, aired: 5, seenAired: 3 })).toEqual({ seenEpisodes: 3, completed: false });
    expect(seenStateOf({ seen: 0, aired: 0, seenAired: 0 })).toEqual({ seenEpisodes: 0, completed: false });
  });
});
