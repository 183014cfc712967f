import { describe, expect, it } from "vitest";
import { addDays, airDateLabel, daysBetween, localDate, zonedTimeToInstant } from "./time.js";

describe("time in Europe/Istanbul", () => {
  it("turns a Turkish wall-clock time into the right instant (UTC+3 since 2016)", () => {
    expect(zonedTimeToInstant("2024-10-01", "20:00").toISOString()).toBe("2024-10-01T17:00:00.000Z");
  });

  it("knows the old summer time of 2010 (UTC+3) and winter time (UTC+2)", () => {
    expect(zonedTimeToInstant("2010-07-01", "20:00").toISOString()).toBe("2010-07-01T17:00:00.000Z");
    expect(zonedTimeToInstant("2010-01-05", "20:00").toISOString()).toBe("2010-01-05T18:00:00.000Z");
  });

  it("computes the local date around midnight in Istanbul", () => {
    // 21:30 UTC is 00:30 the next day in Istanbul
    expect(localDate(new Date("2026-11-21T21:30:00Z"))).toBe("2026-11-22");
    expect(localDate(new Date("2026-11-21T20:59:00Z"))).toBe("2026-11-21");
    expect(localDate(new Date("2026-11-21T21:30:00Z"), "America/New_York")).toBe("2026-11-21");
  });

  it("labels today, tomorrow and other days in the viewer's language", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(airDateLabel(new Date("2026-11-21T17:00:00Z"), now, "en")).toBe("today");
    expect(airDateLabel(new Date("2026-11-22T17:00:00Z"), now, "en")).toBe("tomorrow");
    expect(airDateLabel(new Date("2026-11-22T17:00:00Z"), now, "tr")).toBe("yarın");
    expect(airDateLabel(new Date("2026-11-25T17:00:00Z"), now, "en")).toBe("November 25, 2026");
  });

  it("a broadcast at 01:00 Istanbul time is 'tomorrow' for an Istanbul viewer late in the evening", () => {
    const now = new Date("2026-11-21T20:00:00Z"); // 23:00 in Istanbul
    const airs = zonedTimeToInstant("2026-11-22", "01:00");
    expect(airDateLabel(airs, now, "en")).toBe("tomorrow");
    expect(airDateLabel(airs, now, "en", "America/New_York")).toBe("today");
  });

  it("adds and counts days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
  });
});
