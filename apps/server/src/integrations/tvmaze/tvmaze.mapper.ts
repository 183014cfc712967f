import { type CrewRole, DEFAULT_TIME_ZONE, type GenreSlug, type ShowStatus, type ShowType } from "@dizilog/shared";
import type { LocalizedText } from "../../repositories/catalog-import.repository.js";
import { slugify } from "../../lib/slug.js";
import { zonedTimeToInstant } from "../../lib/time.js";
import type { TvmazeCastCredit, TvmazeCrewCredit, TvmazeEpisode, TvmazePerson, TvmazeSeason, TvmazeShow } from "./tvmaze.client.js";

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
type KnownFor = "acting" | "directing" | "writing" | "production" | "music" | "camera";

export interface MappedShow {
  tvmazeId: number;
  originalTitle: string;
  title: string;
  type: ShowType;
  status: ShowStatus;
  network: { name: string; slug: string; kind: "tv" | "streaming" } | null;
  year: number | null;
  premiered: string | null;
  runtime: number | null;
  airTime: string | null;
  airDays: Weekday[];
  synopsis: LocalizedText;
  posterUrl: string | null;
  genres: GenreSlug[];
  /** Zone of the network's wall clock, in which TVMaze's airdate/airtime are written. */
  timeZone: string;
}

export interface MappedSeason {
  number: number;
  premiered: string | null;
}

export interface MappedEpisode {
  seasonNumber: number;
  number: number;
  title: string | null;
  synopsis: LocalizedText | null;
  airsAt: Date | null;
  runtime: number | null;
}

export interface MappedPerson {
  slug: string;
  name: string;
  birthday: string | null;
  gender: "female" | "male" | null;
  knownFor: KnownFor | null;
}

export interface MappedCredit {
  personSlug: string;
  kind: "cast" | "crew";
  character: string | null;
  role: CrewRole | null;
  position: number;
}

const STATUSES: Record<string, ShowStatus> = {
  Running: "Running",
  Ended: "Ended",
  "To Be Determined": "Hiatus",
  "In Development": "In Production",
};

/** TVMaze genre names that mean one of our 12 genres; the others (Horror, Sports …) are dropped. */
const GENRE_SLUGS: Record<string, GenreSlug> = {
  Action: "action",
  Comedy: "comedy",
  Crime: "crime",
  Drama: "drama",
  Family: "family",
  Fantasy: "fantasy",
  History: "history",
  Mystery: "mystery",
  Thriller: "mystery",
  Medical: "medical",
  Romance: "romance",
};

const CREW_ROLES: Record<string, CrewRole> = {
  Creator: "Creator",
  Director: "Director",
  Writer: "Screenwriter",
  Screenwriter: "Screenwriter",
  "Executive Producer": "Producer",
  Producer: "Producer",
  Composer: "Composer",
  Music: "Composer",
  "Director of Photography": "Cinematographer",
  Editor: "Editor",
};

const KNOWN_FOR: Partial<Record<CrewRole, KnownFor>> = {
  Creator: "writing",
  Screenwriter: "writing",
  Director: "directing",
  Producer: "production",
  Composer: "music",
  Cinematographer: "camera",
};

const WEEKDAYS: Record<string, Weekday> = {
  Monday: "mon",
  Tuesday: "tue",
  Wednesday: "wed",
  Thursday: "thu",
  Friday: "fri",
  Saturday: "sat",
  Sunday: "sun",
};

/** Our status enum has no "To Be Determined"; anything TVMaze adds later reads as "unknown". */
export function mapStatus(status: string | null | undefined): ShowStatus {
  return (status && STATUSES[status]) || "unknown";
}

/** A web-only release is digital; five or more days a week is a daily (gündüz kuşağı) show. */
export function mapShowType(show: Pick<TvmazeShow, "network" | "webChannel" | "schedule">): ShowType {
  if (show.webChannel && !show.network) return "digital";
  if ((show.schedule?.days?.length ?? 0) >= 5) return "daily";
  return "primetime";
}

/** Our genre slugs for TVMaze's genre names, without repeats, in TVMaze's order. */
export function mapGenres(names: readonly string[] | null | undefined): GenreSlug[] {
  const slugs = (names ?? []).map((name) => GENRE_SLUGS[name]).filter((slug): slug is GenreSlug => slug !== undefined);
  return [...new Set(slugs)];
}

/** TVMaze's free-form crew types folded into the spec's crew roles. */
export function mapCrewRole(type: string): CrewRole {
  return CREW_ROLES[type] ?? "Other";
}

/** Plain text of TVMaze's HTML summaries ("<p><b>Kara</b> is …</p>"); never rendered as HTML here. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp|#39);/gi, (_, entity: string) => decodeEntity(entity))
    .replace(/\s+/g, " ")
    .trim();
}

function decodeEntity(entity: string): string {
  const lower = entity.toLowerCase();
  if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
  if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
  return named[lower] ?? `&${entity};`;
}

/** The network's zone, so that a wall-clock airdate/airtime becomes the right instant. */
export function showTimeZone(show: Pick<TvmazeShow, "network" | "webChannel">): string {
  const zone = show.network?.country?.timezone ?? show.webChannel?.country?.timezone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The broadcast instant: TVMaze's airstamp when it has one, otherwise airdate + airtime read in the
 * network's zone (the show's usual time, then midnight, when the episode has no time of its own).
 */
export function episodeInstant(episode: Pick<TvmazeEpisode, "airstamp" | "airdate" | "airtime">, timeZone: string, fallbackTime: string | null): Date | null {
  if (episode.airstamp) {
    const stamp = new Date(episode.airstamp);
    if (!Number.isNaN(stamp.getTime())) return stamp;
  }
  if (!episode.airdate || !/^\d{4}-\d{2}-\d{2}$/.test(episode.airdate)) return null;
  const time = [episode.airtime, fallbackTime].find((t): t is string => !!t && HHMM.test(t)) ?? "00:00";
  return zonedTimeToInstant(episode.airdate, time, timeZone);
}

/** Only absolute web URLs become posters; the client puts them in <img src>. */
function posterOf(show: TvmazeShow): string | null {
  const url = show.image?.original ?? show.image?.medium ?? null;
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Our show row for a TVMaze show; `englishTitle` is the English AKA when one is known. */
export function mapShow(show: TvmazeShow, options: { englishTitle?: string | null } = {}): MappedShow {
  const channel = show.network ?? show.webChannel ?? null;
  const synopsis = stripHtml(show.summary);
  const premiered = show.premiered ?? null;
  const time = show.schedule?.time;
  return {
    tvmazeId: show.id,
    originalTitle: show.name,
    title: options.englishTitle?.trim() || show.name,
    type: mapShowType(show),
    status: mapStatus(show.status),
    network: channel
      ? { name: channel.name, slug: slugify(channel.name) || `network-${channel.id}`, kind: show.network ? "tv" : "streaming" }
      : null,
    year: premiered ? Number(premiered.slice(0, 4)) : null,
    premiered,
    runtime: show.runtime ?? show.averageRuntime ?? null,
    airTime: time && HHMM.test(time) ? time : null,
    airDays: (show.schedule?.days ?? []).map((day) => WEEKDAYS[day]).filter((day): day is Weekday => day !== undefined),
    synopsis: { en: synopsis, tr: synopsis },
    posterUrl: posterOf(show),
    genres: mapGenres(show.genres),
    timeZone: showTimeZone(show),
  };
}

/** Seasons from TVMaze's season list plus any season number only the episodes mention. */
export function mapSeasons(seasons: readonly TvmazeSeason[], episodes: readonly MappedEpisode[]): MappedSeason[] {
  const byNumber = new Map<number, MappedSeason>();
  for (const season of seasons) byNumber.set(season.number, { number: season.number, premiered: season.premiereDate ?? null });
  for (const episode of episodes) {
    if (!byNumber.has(episode.seasonNumber)) byNumber.set(episode.seasonNumber, { number: episode.seasonNumber, premiered: null });
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}

/** Numbered episodes (specials have no number and no place in our season/number key). */
export function mapEpisodes(episodes: readonly TvmazeEpisode[], show: MappedShow): MappedEpisode[] {
  const seen = new Set<string>();
  return episodes.flatMap((episode) => {
    if (episode.number === null || episode.number === undefined) return [];
    const key = `${episode.season}:${episode.number}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const summary = stripHtml(episode.summary);
    return [
      {
        seasonNumber: episode.season,
        number: episode.number,
        title: episode.name?.trim() || null,
        synopsis: summary ? { en: summary, tr: summary } : null,
        airsAt: episodeInstant(episode, show.timeZone, show.airTime),
        runtime: episode.runtime ?? show.runtime,
      },
    ];
  });
}

function mapPerson(person: TvmazePerson, knownFor: KnownFor | null): MappedPerson {
  const gender = person.gender?.toLowerCase();
  return {
    slug: personSlug(person),
    name: person.name.trim(),
    birthday: person.birthday ?? null,
    gender: gender === "female" || gender === "male" ? gender : null,
    knownFor,
  };
}

function personSlug(person: TvmazePerson): string {
  return slugify(person.name) || `person-${person.id}`;
}

/** Everyone credited, once per slug (a cast member who also directs is known for acting). */
export function mapPeople(cast: readonly TvmazeCastCredit[], crew: readonly TvmazeCrewCredit[]): MappedPerson[] {
  const bySlug = new Map<string, MappedPerson>();
  for (const credit of cast) {
    const person = mapPerson(credit.person, "acting");
    if (!bySlug.has(person.slug)) bySlug.set(person.slug, person);
  }
  for (const credit of crew) {
    const person = mapPerson(credit.person, KNOWN_FOR[mapCrewRole(credit.type)] ?? null);
    if (!bySlug.has(person.slug)) bySlug.set(person.slug, person);
  }
  return [...bySlug.values()];
}

/** Cast in billing order, then crew in TVMaze's order; positions count within each kind. */
export function mapCredits(cast: readonly TvmazeCastCredit[], crew: readonly TvmazeCrewCredit[]): MappedCredit[] {
  return [
    ...cast.map((credit, position) => ({
      personSlug: personSlug(credit.person),
      kind: "cast" as const,
      character: credit.character?.name?.trim() || null,
      role: null,
      position,
    })),
    ...crew.map((credit, position) => ({
      personSlug: personSlug(credit.person),
      kind: "crew" as const,
      character: null,
      role: mapCrewRole(credit.type),
      position,
    })),
  ];
}
