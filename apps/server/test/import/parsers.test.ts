import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { AppError } from "../../src/errors.js";
import { toCsv } from "../../src/integrations/import/exporter.js";
import { parseTraktExport, traktRatingToStars } from "../../src/integrations/import/trakt.parser.js";
import { parseCsv, parseTvTimeSeenEpisodes } from "../../src/integrations/import/tvtime.parser.js";
import { SAMPLES } from "./samples.js";

/** The 422 message a parser throws for `run`. */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).fieldErrors).toHaveProperty("file");
    return (error as AppError).message;
  }
  throw new Error("expected a 422");
}

describe("RFC 4180 CSV", () => {
  it("reads quoted commas, doubled quotes and line breaks in quotes, CRLF or LF", () => {
    const records = parseCsv('a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,""\n\n');
    expect(records).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["x, y", 'say "hi"', "two\r\nlines"] },
      { line: 4, fields: ["1", "", ""] },
    ]);
  });

  it("reads a last record without a line end", () => {
    expect(parseCsv("a,b\n1,2").map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("names the line of a malformed quote", () => {
    expect(failure(() => parseCsv('a,b\n1,"open\n2,3\n'))).toBe("Line 2: a quoted field is never closed.");
    expect(failure(() => parseCsv('a,b\n1,"x"y\n'))).toBe("Line 2: a quoted field must be followed by a comma or the end of the line.");
    expect(failure(() => parseCsv('a,b\n1,2\n3,x"y\n'))).toMatch(/^Line 3: a quote may only appear inside a quoted field/);
  });

  it("writes what it reads back (quoting only where needed)", () => {
    const text = toCsv(["name", "note", "n", "flag", "empty"], [["Aşk, Mantık, İntikam", 'a "quoted" word\nnext', 3, true, null]]);
    expect(text).toBe('name,note,n,flag,empty\r\n"Aşk, Mantık, İntikam","a ""quoted"" word\nnext",3,true,\r\n');
    expect(parseCsv(text).map((r) => r.fields)).toEqual([
      ["name", "note", "n", "flag", "empty"],
      ["Aşk, Mantık, İntikam", 'a "quoted" word\nnext', "3", "true", ""],
    ]);
  });
});

describe("TV Time seen_episode.csv", () => {
  it("groups the sample's episodes by show, columns found by name", async () => {
    const data = parseTvTimeSeenEpisodes(await readFile(SAMPLES.tvtime, "utf8"));
    expect(data.watched.map((w) => w.show.title)).toEqual([
      "Aşk-ı Memnu",
      "Kara Sevda",
      "Ezel",
      "Fatmagulun Sucu Ne",
      "Love, Death & Robots",
      "Behzat Ç. Bir Ankara Polisiyesi",
    ]);
    expect(data.watched[0]!.show.year).toBeNull();
    expect(data.watched[0]!.episodes[0]).toEqual({ season: 1, number: 1, watchedAt: "2018-01-10T21:45:00.000Z" });
    expect(data.watched[1]!.episodes.map((e) => [e.season, e.number])).toEqual([
      [1, 1],
      [1, 2],
      [3, 1],
    ]);
  });

  it("takes the columns in any order and tolerates a BOM and extra columns", () => {
    const data = parseTvTimeSeenEpisodes('\uFEFFepisode_number,extra,TV_SHOW_NAME,episode_season_number\r\n4,x,"Ezel",2\r\n');
    expect(data.watched).toEqual([{ show: { title: "Ezel", year: null }, episodes: [{ season: 2, number: 4, watchedAt: null }] }]);
  });

  it("refuses a missing column, a bad number, a bad date and a short row, naming the line", () => {
    expect(failure(() => parseTvTimeSeenEpisodes("tv_show_name,episode_number\nEzel,1\n"))).toBe(
      "The CSV header has no episode_season_number column (needed: tv_show_name, episode_season_number, episode_number).",
    );
    expect(failure(() => parseTvTimeSeenEpisodes("tv_show_name,episode_season_number,episode_number\nEzel,1,1\nEzel,1,two\n"))).toBe(
      'Line 3: episode_number must be a whole number, not "two".',
    );
    expect(failure(() => parseTvTimeSeenEpisodes("tv_show_name,episode_season_number,episode_number,updated_at\nEzel,1,1,yesterday\n"))).toBe(
      'Line 2: updated_at is not a date ("yesterday").',
    );
    expect(failure(() => parseTvTimeSeenEpisodes("tv_show_name,episode_season_number,episode_number\nEzel,1\n"))).toBe("Line 2 has 2 fields; the header has 3.");
    expect(failure(() => parseTvTimeSeenEpisodes(""))).toBe("The CSV file is empty.");
  });
});

describe("Trakt export", () => {
  it("maps ratings 1–10 to half stars (rating / 2, rounded to 0.5, at least 0.5)", () => {
    expect([1, 2, 3, 7, 8, 9, 10].map(traktRatingToStars)).toEqual([0.5, 1, 1.5, 3.5, 4, 4.5, 5]);
    expect(traktRatingToStars(1.2)).toBe(0.5);
    expect(traktRatingToStars(6.6)).toBe(3.5);
  });

  it("reads the combined sample: watched, ratings and lists, skipping a movie", async () => {
    const data = parseTraktExport(await readFile(SAMPLES.trakt, "utf8"));
    expect(data.watched).toHaveLength(4);
    expect(data.watched[0]!.show).toEqual({ title: "Aşk-ı Memnu", year: 2008 });
    expect(data.watched[0]!.episodes).toHaveLength(5);
    expect(data.ratings.map((r) => r.rating)).toEqual([4.5, 5, 3.5, 4]);
    expect(data.lists.map((l) => [l.name, l.isPublic, l.shows.length])).toEqual([
      ["Favori diziler", true, 3],
      ["İzlenecekler", false, 1],
    ]);
    expect(data.skipped).toBe(1);
  });

  it("accepts any one of the arrays on its own", () => {
    const watched = parseTraktExport(JSON.stringify([{ show: { title: "Ezel", year: 2009 }, seasons: [{ number: 1, episodes: [{ number: 1 }] }] }]));
    expect(watched.watched[0]!.episodes).toEqual([{ season: 1, number: 1, watchedAt: null }]);
    const ratings = parseTraktExport(JSON.stringify([{ rating: 6, rated_at: "2020-01-01T00:00:00Z", show: { title: "Ezel", year: 2009 } }]));
    expect(ratings.ratings).toEqual([{ show: { title: "Ezel", year: 2009 }, rating: 3, ratedAt: "2020-01-01T00:00:00Z" }]);
    const lists = parseTraktExport(JSON.stringify([{ name: "A", items: [{ type: "show", show: { title: "Ezel", year: 2009 } }] }]));
    expect(lists.lists[0]).toMatchObject({ name: "A", isPublic: false, shows: [{ title: "Ezel", year: 2009 }] });
  });

  it("names the field or the line of an invalid file", () => {
    expect(failure(() => parseTraktExport(JSON.stringify({ ratings: [{ rating: 11, show: { title: "Ezel" } }] })))).toBe(
      "The Trakt file is invalid at ratings[0].rating: the rating must be from 1 to 10.",
    );
    expect(failure(() => parseTraktExport(JSON.stringify([{ show: { title: "Ezel" }, seasons: [{ number: 1, episodes: [{ number: "one" }] }] }])))).toMatch(
      /^The Trakt file is invalid at \[0\]\.seasons\[0\]\.episodes\[0\]\.number: /,
    );
    expect(failure(() => parseTraktExport('{\n  "watched": [\n    { "show": } ]\n}'))).toBe("The file is not valid JSON (line 3, column 15).");
    expect(failure(() => parseTraktExport('{"movies": []}'))).toMatch(/^The file is not a Trakt export/);
    expect(failure(() => parseTraktExport("[1, 2]"))).toMatch(/^The file is not a Trakt export/);
  });
});
