import { describe, expect, it } from "vitest";
import type { Person } from "@dizilog/shared/api";
import { filterByName, groupByBirthday } from "./birthdays";
import { missingFields } from "../contact";
import { formatIsoDate, monthNames } from "../../lib/format";
import { isNotFound, parseSegment, readPage } from "../../lib/route-params";
import { truncateAtWord } from "../../lib/text";
import { ApiError } from "../../lib/api";

const person = (id: number, name: string, date: string | null): Person => ({
  id,
  slug: `p${id}`,
  name,
  url: `/person/p${id}`,
  picture: "",
  date,
  birthplace: null,
  known_for: null,
  age: null,
});

describe("truncateAtWord", () => {
  it("keeps short text and cuts long text on a word boundary within the limit", () => {
    expect(truncateAtWord("A short synopsis.", 150)).toBe("A short synopsis.");
    const long = "word ".repeat(60).trim();
    const cut = truncateAtWord(long, 150);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(151);
  });
});

describe("parseSegment", () => {
  it("reads season-N and episode-M only", () => {
    expect(parseSegment("season-2", "season")).toBe(2);
    expect(parseSegment("episode-10", "episode")).toBe(10);
    expect(parseSegment("season-x", "season")).toBeNull();
    expect(parseSegment("episode-1", "season")).toBeNull();
    expect(parseSegment(undefined, "season")).toBeNull();
  });
});

describe("route helpers", () => {
  it("recognises a 404 and reads a page number", () => {
    expect(isNotFound(new ApiError(404, "Something went wrong"))).toBe(true);
    expect(isNotFound(new ApiError(500, "x"))).toBe(false);
    expect(readPage("3")).toBe(3);
    expect(readPage("-1")).toBe(1);
    expect(readPage(null)).toBe(1);
  });
});

describe("birthdays", () => {
  it("groups by day in day order, names sorted", () => {
    const groups = groupByBirthday([person(1, "Zeki", "1990-05-20"), person(2, "Ali", "1985-05-03"), person(3, "Can", "1992-05-20"), person(4, "X", null)], "tr");
    expect(groups.map((g) => [g.monthDay, g.people.map((p) => p.name)])).toEqual([
      ["05-03", ["Ali"]],
      ["05-20", ["Can", "Zeki"]],
    ]);
  });

  it("filters names without regard to case or Turkish accents", () => {
    const people = [person(1, "Çağatay Ulusoy", null), person(2, "Işıl Yücesoy", null)];
    expect(filterByName(people, "cagat").map((p) => p.id)).toEqual([1]);
    expect(filterByName(people, "ISIL").map((p) => p.id)).toEqual([2]);
    expect(filterByName(people, "  ")).toHaveLength(2);
  });
});

describe("format", () => {
  it("formats calendar dates without shifting the day and names 12 months", () => {
    expect(formatIsoDate("2000-02-29", "en", { day: "numeric", month: "long" })).toBe("February 29");
    expect(monthNames("en")).toHaveLength(12);
    expect(monthNames("en")[0]).toBe("January");
  });
});

describe("contact", () => {
  it("lists the empty required fields", () => {
    expect(missingFields({ name: " ", email: "a@b.co", subject: "", message: "Hi" })).toEqual(["name", "subject"]);
  });
});
