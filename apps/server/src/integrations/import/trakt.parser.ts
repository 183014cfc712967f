import { z } from "zod";
import { AppError } from "../../errors.js";
import type { ImportData, ImportList, ImportRating, ImportShowRef, ImportWatchedShow } from "./importer.js";

/**
 * Trakt's data export (docs/import/FORMATS.md): `watched-shows.json`, `ratings-shows.json` and
 * lists, each as its own array, or one object `{watched, ratings, lists}` holding any of them.
 * Only what matching needs is read; every other field is ignored.
 */

const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)), "expected an ISO 8601 date and time");
const title = z.string().trim().min(1, "the title is empty").max(300, "the title is longer than 300 characters");
const year = z.number().int().min(1900).max(2100);

const idsSchema = z
  .object({
    trakt: z.number().nullish(),
    tvdb: z.number().nullish(),
    imdb: z.string().nullish(),
    tmdb: z.number().nullish(),
    slug: z.string().nullish(),
  })
  .nullish();

const showSchema = z.object({ title, year: year.nullish(), ids: idsSchema });

const watchedShowSchema = z.object({
  show: showSchema,
  last_watched_at: instant.nullish(),
  seasons: z
    .array(
      z.object({
        number: z.number().int().min(0).max(1000),
        episodes: z.array(
          z.object({
            number: z.number().int().min(0).max(10_000),
            plays: z.number().int().min(0).nullish(),
            last_watched_at: instant.nullish(),
          }),
        ),
      }),
    )
    .nullish(),
});

const ratingSchema = z.object({
  rating: z.number().min(1, "the rating must be from 1 to 10").max(10, "the rating must be from 1 to 10"),
  rated_at: instant.nullish(),
  /** `ratings-episodes.json` or `ratings-movies.json` entries carry another type: they are skipped. */
  type: z.string().nullish(),
  show: showSchema.nullish(),
});

const listSchema = z.object({
  name: z.string().trim().min(1, "the list name is empty"),
  description: z.string().nullish(),
  privacy: z.string().nullish(),
  items: z.array(z.object({ type: z.string().nullish(), show: showSchema.nullish() })).nullish(),
});

const combinedSchema = z.object({
  watched: z.array(watchedShowSchema).nullish(),
  ratings: z.array(ratingSchema).nullish(),
  lists: z.array(listSchema).nullish(),
});

type Combined = z.infer<typeof combinedSchema>;

const UNRECOGNIZED =
  "The file is not a Trakt export: expected watched-shows.json, ratings-shows.json, a lists array or an object {watched, ratings, lists}.";

/** Maps a Trakt rating (1–10) to half stars: rating / 2 rounded to 0.5, clamped to 0.5–5. */
export function traktRatingToStars(rating: number): number {
  return Math.min(5, Math.max(0.5, Math.round(rating) / 2));
}

/** Parses and validates a Trakt export file; a 422 names the line (JSON) or the field (shape). */
export function parseTraktExport(text: string): ImportData {
  const json = parseJson(text.replace(/^\uFEFF/, ""));
  const { input, prefix } = combine(json);
  const parsed = combinedSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = fieldPath(prefix, issue.path);
    throw AppError.field("file", `The Trakt file is invalid at ${at}: ${issue.message}.`);
  }
  return toImportData(parsed.data);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const offset = jsonErrorOffset(text);
    const where = offset < 0 ? "" : ` (${lineAndColumn(text, offset)})`;
    throw AppError.field("file", `The file is not valid JSON${where}.`);
  }
}

/**
 * Where JSON.parse stopped: V8 does not always say ("Unexpected token '}'"), so the text is walked
 * again by a small recursive descent reader. -1 when it cannot tell (nesting too deep).
 */
function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    // The offset itself is thrown to unwind the reader; the caller catches only numbers.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw i;
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const c = text[i]!;
      if (c === "\\") i += 2;
      else if (c === '"') return void i++;
      else if (c < " ") fail();
      else i++;
    }
    fail();
  };
  const sequence = (close: string, entry: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      entry();
      space();
      if (text[i] === ",") i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === "{") {
      return sequence("}", () => {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ":") fail();
        i++;
        value();
      });
    }
    if (c === "[") return sequence("]", value);
    if (c === '"') return string();
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!literal) fail();
    i += literal![0].length;
  };
  try {
    value();
    space();
    return i < text.length ? i : -1;
  } catch (at) {
    return typeof at === "number" ? at : -1;
  }
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
}

/** A bare array is recognized by its first entry; its issues are then named from the array itself. */
function combine(json: unknown): { input: unknown; prefix: string | null } {
  if (Array.isArray(json)) {
    const first: unknown = json[0];
    if (first === undefined) return { input: {}, prefix: null };
    if (typeof first === "object" && first !== null) {
      if ("seasons" in first) return { input: { watched: json }, prefix: "watched" };
      if ("rating" in first) return { input: { ratings: json }, prefix: "ratings" };
      if ("items" in first || "name" in first) return { input: { lists: json }, prefix: "lists" };
    }
    throw AppError.field("file", UNRECOGNIZED);
  }
  if (typeof json === "object" && json !== null && ("watched" in json || "ratings" in json || "lists" in json)) {
    return { input: json, prefix: null };
  }
  throw AppError.field("file", UNRECOGNIZED);
}

/** `watched[2].seasons[0].episodes[1].number`; a bare array drops its wrapper: `[2].seasons…`. */
function fieldPath(prefix: string | null, path: PropertyKey[]): string {
  const parts = prefix !== null && path[0] === prefix ? path.slice(1) : path;
  const text = parts.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`)).join("");
  return text || "the top level";
}

function showRef(show: { title: string; year?: number | null | undefined }): ImportShowRef {
  return { title: show.title, year: show.year ?? null };
}

function toImportData(data: Combined): ImportData {
  let skipped = 0;
  const watched: ImportWatchedShow[] = (data.watched ?? []).map((entry) => ({
    show: showRef(entry.show),
    episodes: (entry.seasons ?? []).flatMap((season) =>
      season.episodes.map((episode) => ({
        season: season.number,
        number: episode.number,
        watchedAt: episode.last_watched_at ?? entry.last_watched_at ?? null,
      })),
    ),
  }));
  const ratings: ImportRating[] = [];
  for (const entry of data.ratings ?? []) {
    if (!entry.show || (entry.type && entry.type !== "show")) {
      skipped++;
      continue;
    }
    ratings.push({ show: showRef(entry.show), rating: traktRatingToStars(entry.rating), ratedAt: entry.rated_at ?? null });
  }
  const lists: ImportList[] = (data.lists ?? []).map((list) => {
    const shows: ImportShowRef[] = [];
    for (const item of list.items ?? []) {
      if (!item.show || (item.type && item.type !== "show")) skipped++;
      else shows.push(showRef(item.show));
    }
    // Trakt's privacy is private, friends, link or public: only "public" is public here.
    return { name: list.name, description: list.description?.trim() || null, isPublic: list.privacy === "public", shows };
  });
  return { watched, ratings, lists, skipped };
}
