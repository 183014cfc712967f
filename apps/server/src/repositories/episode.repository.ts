import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { episodes, seasons, shows, trackedShows } from "../db/schema/index.js";
import { preparedFor } from "./prepared.js";

/** The columns of an episode row with its show, as presenters take them. */
export const episodeRowColumns = {
  id: episodes.id,
  showId: episodes.showId,
  seasonId: episodes.seasonId,
  seasonNumber: episodes.seasonNumber,
  number: episodes.number,
  title: episodes.title,
  synopsis: episodes.synopsis,
  airsAt: episodes.airsAt,
  runtime: episodes.runtime,
  show: {
    id: shows.id,
    slug: shows.slug,
    originalTitle: shows.originalTitle,
    title: shows.title,
    year: shows.year,
    posterUrl: shows.posterUrl,
    runtime: shows.runtime,
  },
};

export type EpisodeRow = Awaited<ReturnType<typeof selectEpisodes>>[number];

function selectEpisodes(db: Executor) {
  return db.select(episodeRowColumns).from(episodes).innerJoin(shows, eq(shows.id, episodes.showId));
}

export async function episodesOfSeason(db: Executor, seasonId: number): Promise<EpisodeRow[]> {
  return selectEpisodes(db).where(eq(episodes.seasonId, seasonId)).orderBy(asc(episodes.number));
}

export async function findSeason(db: Executor, seasonId: number) {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, seasonId)).limit(1);
  return row;
}

export async function findSeasonOfShow(db: Executor, showId: number, number: number) {
  const [row] = await db
    .select()
    .from(seasons)
    .where(and(eq(seasons.showId, showId), eq(seasons.number, number)))
    .limit(1);
  return row;
}

export async function findEpisode(db: Executor, id: number): Promise<EpisodeRow | undefined> {
  const [row] = await selectEpisodes(db).where(eq(episodes.id, id)).limit(1);
  return row;
}

export async function findEpisodeByNumber(db: Executor, showId: number, seasonNumber: number, number: number) {
  const [row] = await selectEpisodes(db)
    .where(and(eq(episodes.showId, showId), eq(episodes.seasonNumber, seasonNumber), eq(episodes.number, number)))
    .limit(1);
  return row;
}

/** The episodes just before and after one, across season boundaries. */
export async function adjacentEpisodes(db: Executor, episode: { showId: number; seasonNumber: number; number: number }) {
  const after = or(
    gt(episodes.seasonNumber, episode.seasonNumber),
    and(eq(episodes.seasonNumber, episode.seasonNumber), gt(episodes.number, episode.number)),
  );
  const before = or(
    lt(episodes.seasonNumber, episode.seasonNumber),
    and(eq(episodes.seasonNumber, episode.seasonNumber), lt(episodes.number, episode.number)),
  );
  const [[next], [previous]] = await Promise.all([
    selectEpisodes(db)
      .where(and(eq(episodes.showId, episode.showId), after))
      .orderBy(asc(episodes.seasonNumber), asc(episodes.number))
      .limit(1),
    selectEpisodes(db)
      .where(and(eq(episodes.showId, episode.showId), before))
      .orderBy(desc(episodes.seasonNumber), desc(episodes.number))
      .limit(1),
  ]);
  return { previous, next };
}

/** The most recently aired episodes of a show, newest first. */
export async function latestAiredEpisodes(db: Executor, showId: number, now: Date, limit: number): Promise<EpisodeRow[]> {
  return selectEpisodes(db)
    .where(and(eq(episodes.showId, showId), lte(episodes.airsAt, now)))
    .orderBy(desc(episodes.airsAt), desc(episodes.id))
    .limit(limit);
}

/** Episodes of every show airing in [from, to), by air time (home "upcoming", calendar). */
export async function episodesAiringBetween(db: Executor, from: Date, to: Date, limit: number): Promise<EpisodeRow[]> {
  return selectEpisodes(db)
    .where(and(gte(episodes.airsAt, from), lt(episodes.airsAt, to)))
    .orderBy(asc(episodes.airsAt), asc(episodes.id))
    .limit(limit);
}


/** Episodes of the shows a user tracks (not dropped) airing in [from, to), by air time. */
export async function trackedEpisodesAiringBetween(db: Executor, userId: number, from: Date, to: Date, limit: number): Promise<EpisodeRow[]> {
  return trackedEpisodesStatement(db).execute({ userId, from: from.toISOString(), to: to.toISOString(), limit });
}

// The calendar and upcoming of every signed-in user: prepared once (repositories/prepared.ts).
const trackedEpisodesStatement = preparedFor((db) =>
  selectEpisodes(db)
    .innerJoin(trackedShows, and(eq(trackedShows.showId, episodes.showId), eq(trackedShows.userId, sql.placeholder("userId"))))
    .where(
      and(
        isNull(trackedShows.droppedAt),
        sql`${episodes.airsAt} >= ${sql.placeholder("from")}::timestamptz`,
        sql`${episodes.airsAt} < ${sql.placeholder("to")}::timestamptz`,
      ),
    )
    .orderBy(asc(episodes.airsAt), asc(episodes.id))
    .limit(sql.placeholder("limit"))
    .prepare("dz_tracked_episodes_between"),
);

/** One episode of the calendar screen: what a cell shows, the show's part sent once per show (decision 35). */
export interface CalendarEntryRow {
  id: number;
  showId: number;
  seasonNumber: number;
  number: number;
  airsAt: Date | string;
  show: { id: number; slug: string; originalTitle: string; title: string; posterUrl: string | null };
}

const calendarColumns = {
  id: episodes.id,
  showId: episodes.showId,
  seasonNumber: episodes.seasonNumber,
  number: episodes.number,
  airsAt: sql<Date | string>`${episodes.airsAt}`,
  show: { id: shows.id, slug: shows.slug, originalTitle: shows.originalTitle, title: shows.title, posterUrl: shows.posterUrl },
};

/**
 * Episodes airing in [from, to), by air time, with only the columns a calendar cell shows (no
 * synopsis, title or runtime): of the shows `userId` tracks (not dropped), or of every show.
 */
export async function calendarEntriesBetween(db: Executor, userId: number | undefined, from: Date, to: Date, limit: number): Promise<CalendarEntryRow[]> {
  const range = { from: from.toISOString(), to: to.toISOString(), limit };
  return userId === undefined ? calendarAllStatement(db).execute(range) : calendarTrackedStatement(db).execute({ ...range, userId });
}

const inCalendarRange = () =>
  and(sql`${episodes.airsAt} >= ${sql.placeholder("from")}::timestamptz`, sql`${episodes.airsAt} < ${sql.placeholder("to")}::timestamptz`);

const calendarAllStatement = preparedFor((db) =>
  db
    .select(calendarColumns)
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(inCalendarRange())
    .orderBy(asc(episodes.airsAt), asc(episodes.id))
    .limit(sql.placeholder("limit"))
    .prepare("dz_calendar_all"),
);

const calendarTrackedStatement = preparedFor((db) =>
  db
    .select(calendarColumns)
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .innerJoin(trackedShows, and(eq(trackedShows.showId, episodes.showId), eq(trackedShows.userId, sql.placeholder("userId"))))
    .where(and(isNull(trackedShows.droppedAt), inCalendarRange()))
    .orderBy(asc(episodes.airsAt), asc(episodes.id))
    .limit(sql.placeholder("limit"))
    .prepare("dz_calendar_tracked"),
);
