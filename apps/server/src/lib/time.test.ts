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

describe("localDate's cached zone offsets", () => {
  const reference = (instant: Date, timeZone: string) =>
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

  it.each([
    ["America/New_York", "2026-03-08T00:00:00Z"],
    ["America/New_York", "2026-11-01T00:00:00Z"],
    ["Australia/Adelaide", "2026-04-04T10:00:00Z"], // +10:30 → +9:30 at 03:00 local
    ["Australia/Lord_Howe", "2026-10-03T10:00:00Z"], // a 30-minute change
    ["America/St_Johns", "2026-03-08T00:00:00Z"], // −3:30
    ["Asia/Kathmandu", "2026-06-01T00:00:00Z"], // +5:45
    ["Europe/Istanbul", "2010-10-30T18:00:00Z"], // the last autumn change Turkey had
  ])("agrees with Intl minute by minute across a change in %s", (timeZone, from) => {
    const start = Date.parse(from);
    for (let t = start; t < start + 30 * 3_600_000; t += 7 * 60_000) {
      expect(localDate(new Date(t), timeZone), new Date(t).toISOString()).toBe(reference(new Date(t), timeZone));
    }
  });
});
