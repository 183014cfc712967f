import { describe, expect, it } from "vitest";
import { isMonth, mondayIndex, monthWeeks, REFERENCE_WEEK, shiftMonth } from "./month-grid";

describe("month grid", () => {
  it("starts every week on Monday and covers the month in whole weeks", () => {
    // November 2026 starts on a Sunday: the first row is Mon 26 Oct … Sun 1 Nov.
    const weeks = monthWeeks("2026-11");
    expect(weeks[0]).toEqual(["2026-10-26", "2026-10-27", "2026-10-28", "2026-10-29", "2026-10-30", "2026-10-31", "2026-11-01"]);
    expect(weeks.at(-1)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(weeks).toHaveLength(6);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(mondayIndex(week[0]!)).toBe(0);
    }
  });

  it("adds no week of the next month when the month ends on a Sunday", () => {
    // May 2026 ends on a Sunday; June 2026 starts on a Monday.
    expect(monthWeeks("2026-05").at(-1)?.at(-1)).toBe("2026-05-31");
    expect(monthWeeks("2026-06")[0]?.[0]).toBe("2026-06-01");
  });

  it("knows leap Februaries", () => {
    const leap = monthWeeks("2024-02").flat().filter((d) => d.startsWith("2024-02"));
    expect(leap).toHaveLength(29);
    expect(leap.at(-1)).toBe("2024-02-29");
    const common = monthWeeks("2026-02").flat().filter((d) => d.startsWith("2026-02"));
    expect(common).toHaveLength(28);
    // February 2027 starts on a Monday and has 28 days: exactly four rows.
    expect(monthWeeks("2027-02")).toHaveLength(4);
    expect(monthWeeks("2100-02").flat().filter((d) => d.startsWith("2100-02"))).toHaveLength(28);
  });

  it("moves across year boundaries", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", -13)).toBe("2025-10");
    expect(monthWeeks("2027-01")[0]?.[0]).toBe("2026-12-28");
  });

  it("accepts only YYYY-MM months", () => {
    expect(isMonth("2026-11")).toBe(true);
    expect(isMonth("2026-13")).toBe(false);
    expect(isMonth("2026-1")).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it("names weekdays from a Monday", () => {
    const names = REFERENCE_WEEK.map((d) => new Intl.DateTimeFormat("en", { weekday: "short", timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`)));
    expect(names).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });
});
