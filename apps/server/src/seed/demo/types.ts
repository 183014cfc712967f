import type { CrewRole, GenreSlug, ShowStatus, ShowType } from "@dizilog/shared";

/**
 * The demo catalog is written by hand as data; `seed-demo.ts` turns it into rows.
 * Episodes are not listed one by one: they are generated from the premiere date, the
 * weekday(s) the show aired on and the episode count of each season.
 */
export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

export interface DemoSeason {
  /** Number of episodes in the season (real counts, e.g. Aşk-ı Memnu: 45 and 34). */
  episodes: number;
  /** First air date of the season, YYYY-MM-DD (a date that falls on one of `weekdays`). */
  premiered: string;
}

export interface DemoShow {
  /** Original Turkish title with exact diacritics, e.g. "Aşk-ı Memnu". */
  originalTitle: string;
  /** International / English title, e.g. "Forbidden Love". */
  title: string;
  type: ShowType;
  /** Status as of November 2026 (one of the spec's enum values). */
  status: ShowStatus;
  /** Network name exactly as in DemoNetwork.name (e.g. "Kanal D", "Star TV", "Netflix"). */
  network: string;
  /** Weekday(s) of broadcast: one day for weekly primetime, mon..fri for daily shows. */
  weekdays: Weekday[];
  /** Broadcast start time in Europe/Istanbul, "HH:MM" (e.g. "20:00"). Digital shows: "00:00"-ish release time. */
  airTime: string;
  /** Runtime of one episode in minutes (modern primetime dizi: 120–150). */
  runtime: number;
  /** 1 to 4 of the 12 genres. */
  genres: GenreSlug[];
  synopsis: { en: string; tr: string };
  seasons: DemoSeason[];
  /**
   * True for shows still on air in the 2026–27 season. Their last season is extended at every
   * start of the app so that episodes are always scheduled after today (weekly on `weekdays`).
   */
  airing?: boolean;
  cast: { person: string; character: string }[];
  crew: { person: string; role: CrewRole }[];
}

export interface DemoPerson {
  /** Full name exactly as credited, e.g. "Beren Saat". Unique key used by cast / crew / couples. */
  name: string;
  /** YYYY-MM-DD, the real date of birth. */
  birthday: string;
  birthplace?: string;
  /** Main department: acting, directing, writing, production, music, camera. */
  knownFor: "acting" | "directing" | "writing" | "production" | "music" | "camera";
  gender: "female" | "male";
}

export interface DemoCouple {
  /** originalTitle of the show they are a couple in. */
  show: string;
  /** Two DemoPerson names, both in that show's cast. */
  people: [string, string];
  /** The fans' name for the pair, e.g. "SeyFer" or "Bihter & Behlül". */
  name: string;
}

export interface DemoNetwork {
  name: string;
  /** "tv" for broadcast channels, "streaming" for platforms. */
  kind: "tv" | "streaming";
}
