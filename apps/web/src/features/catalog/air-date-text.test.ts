import { describe, expect, it } from "vitest";
import { airDateText } from "./air-date-text";

describe("airDateText", () => {
  it("prints a date once, whatever the two sides' date styles", () => {
    expect(airDateText("September 11, 2008", "Sep 11, 2008")).toEqual({ label: "September 11, 2008", date: null });
    expect(airDateText("11 Eylül 2008", "11 Eyl 2008")).toEqual({ label: "11 Eylül 2008", date: null });
    expect(airDateText("١١ سبتمبر ٢٠٠٨", "١١‏/٠٩‏/٢٠٠٨")).toEqual({ label: "١١ سبتمبر ٢٠٠٨", date: null });
    expect(airDateText("۲۰ شهریور ۱۳۸۷", "۲۰ شهریور ۱۳۸۷")).toEqual({ label: "۲۰ شهریور ۱۳۸۷", date: null });
  });

  it("adds the date to a relative day, and falls back to the date without a label", () => {
    expect(airDateText("tomorrow", "Nov 26, 2026")).toEqual({ label: "tomorrow", date: "Nov 26, 2026" });
    expect(airDateText("bugün", "25 Kas 2026")).toEqual({ label: "bugün", date: "25 Kas 2026" });
    expect(airDateText(null, "Nov 26, 2026")).toEqual({ label: "Nov 26, 2026", date: null });
  });
});
