import { describe, expect, it } from "vitest";
import type { Episode } from "@dizilog/shared/api";
import { addDays, dayHeading, daysBetween, groupByDay, todayIn } from "./upcoming-dates";

describe("upcoming dates", () => {
  it("reads today in the user's time zone", () => {
    const lateUtc = new Date("2025-03-10T22:30:00Z");
    expect(todayIn("Europe/Istanbul", lateUtc)).toBe("2025-03-11");
    expect(todayIn("America/New_York", lateUtc)).toBe("2025-03-10");
    expect(todayIn("Not/AZone", lateUtc)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("moves and counts whole days across months", () => {
    expect(addDays("2025-02-26", 7)).toBe("2025-03-05");
    expect(daysBetween("2025-02-26", "2025-03-05")).toBe(7);
    expect(daysBetween("2025-03-05", "2025-03-04")).toBe(-1);
  });

  it("groups episodes by air date in order and skips undated ones", () => {
    const episode = (id: number, air_date: string | null) => ({ id, air_date }) as Episode;
    const days = groupByDay([episode(1, "2025-03-12"), episode(2, "2025-03-11"), episode(3, "2025-03-12"), episode(4, null)]);
    expect(days.map((d) => [d.date, d.episodes.map((e) => e.id)])).toEqual([
      ["2025-03-11", [2]],
      ["2025-03-12", [1, 3]],
    ]);
  });

  it("names today and tomorrow in the language", () => {
    expect(dayHeading("2025-03-11", "2025-03-11", "en").relative).toBe("Today");
    expect(dayHeading("2025-03-12", "2025-03-11", "en").relative).toBe("Tomorrow");
    expect(dayHeading("2025-03-13", "2025-03-11", "en")).toEqual({ relative: undefined, date: "Thursday, March 13" });
    expect(dayHeading("2025-03-12", "2025-03-11", "tr").relative).toBe("Yarın");
  });
});
