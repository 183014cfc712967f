import { describe, expect, it } from "vitest";
import type { EpisodeDay } from "../../lib/upcoming-dates";
import { splitAtToday } from "./agenda-days";

const days = (...dates: string[]): EpisodeDay[] => dates.map((date) => ({ date, episodes: [] }));
const dates = (list: EpisodeDay[]) => list.map((day) => day.date);

describe("splitAtToday", () => {
  it("starts the current month's agenda at today, the earlier days set apart", () => {
    const { earlier, fromToday } = splitAtToday(days("2026-11-01", "2026-11-12", "2026-11-25", "2026-11-27"), "2026-11-25");
    expect(dates(earlier)).toEqual(["2026-11-01", "2026-11-12"]);
    expect(dates(fromToday)).toEqual(["2026-11-25", "2026-11-27"]);
  });

  it("starts at the next day with episodes when today has none, and may leave nothing ahead", () => {
    expect(dates(splitAtToday(days("2026-11-03", "2026-11-28"), "2026-11-25").fromToday)).toEqual(["2026-11-28"]);
    const late = splitAtToday(days("2026-11-03", "2026-11-10"), "2026-11-25");
    expect(dates(late.fromToday)).toEqual([]);
    expect(dates(late.earlier)).toEqual(["2026-11-03", "2026-11-10"]);
  });

  it("lists another month whole", () => {
    expect(splitAtToday(days("2026-12-01", "2026-12-05"), "2026-11-25")).toEqual({ earlier: [], fromToday: days("2026-12-01", "2026-12-05") });
    expect(splitAtToday(days("2026-10-01"), "2026-11-25").earlier).toEqual([]);
  });
});
