import { describe, expect, it } from "vitest";
import { groupOf } from "./tracker-groups.js";

const base = { seen: 0, aired: 10, total: 10, status: "Ended", dropped: false };

describe("tracker groups", () => {
  it.each([
    [{ ...base, dropped: true, seen: 5 }, "dropped"],
    [{ ...base }, "not_started"],
    [{ ...base, seen: 4 }, "in_progress"],
    [{ ...base, seen: 10 }, "completed"],
    [{ ...base, seen: 10, status: "Running", total: 20 }, "caught_up"],
    [{ ...base, seen: 10, status: "Running" }, "caught_up"],
    [{ ...base, seen: 10, status: "Ended", total: 12 }, "caught_up"],
    [{ ...base, seen: 3, aired: 0, total: 5, status: "upcoming" }, "caught_up"],
  ] as const)("%o is %s", (progress, group) => {
    expect(groupOf(progress)).toBe(group);
  });
});
