import { describe, expect, it } from "vitest";
import { airDates } from "./episode-schedule.js";

describe("airDates", () => {
  it("schedules a weekly show once a week on its weekday", () => {
    expect(airDates("2026-09-15", ["tue"], 3)).toEqual(["2026-09-15", "2026-09-22", "2026-09-29"]);
  });

  it("schedules a daily show on every weekday, skipping the weekend", () => {
    expect(airDates("2026-11-19", ["mon", "tue", "wed", "thu", "fri"], 4)).toEqual(["2026-11-19", "2026-11-20", "2026-11-23", "2026-11-24"]);
  });
});
