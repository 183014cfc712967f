import { describe, expect, it } from "vitest";
import { type TrackedState, groupOf } from "./tracker-groups.js";

const base: TrackedState = { dropped: false, seen: 0, next: "aired", status: "Ended" };

describe("tracker groups", () => {
  it.each([
    [{ ...base, dropped: true, seen: 5 }, "dropped"],
    [{ ...base, dropped: true, seen: 0 }, "dropped"],
    [{ ...base }, "not_started"],
    [{ ...base, next: "none" }, "not_started"],
    [{ ...base, seen: 4 }, "in_progress"],
    [{ ...base, seen: 4, status: "Running" }, "in_progress"],
    [{ ...base, seen: 10, next: "none" }, "completed"],
    [{ ...base, seen: 10, next: "none", status: "Cancelled" }, "completed"],
    [{ ...base, seen: 10, next: "none", status: "Running" }, "caught_up"],
    [{ ...base, seen: 10, next: "unaired", status: "Running" }, "caught_up"],
    // An ended show with an episode still to air (or without a date) is not complete.
    [{ ...base, seen: 10, next: "unaired", status: "Ended" }, "caught_up"],
    [{ ...base, seen: 3, next: "unaired", status: "upcoming" }, "caught_up"],
  ] as const)("%o is %s", (state, group) => {
    expect(groupOf(state)).toBe(group);
  });
});
