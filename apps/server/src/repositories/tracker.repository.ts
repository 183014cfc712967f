import { type SQL, and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import { anyOf, intArray, preparedFor } from "./prepared.js";
import { episodes, shows, trackedShows } from "../db/schema/index.js";
import { FINISHED_STATUSES, type ShowGroup, type TrackedState } from "../services/tracker-groups.js";
import { episodeRowColumns, type EpisodeRow } from "./episode.repository.js";

/** A tracked show as tracked_shows stores it, with the air time of its next unseen episode. */
export interface TrackedShowRow {
  showId: number;
  trackedAt: Date;
  droppedAt: Date | null;
  lastSeenAt: Date | null;
  seen: number;
  nextEpisodeId: number | null;
  nextAirsAt: Date | null;
}

/** Where a tracked show stands, given its show's status (see groupOf). */
export function trackedState(row: TrackedShowRow, status: string, now: Date): TrackedState {
  const next = row.nextEpisodeId === null ? "none" : row.nextAirsAt !== null && row.nextAirsAt <= now ? "aired" : "unaired";
  return { dropped: row.droppedAt !== null, seen: row.seen, next, status };
}

const nextEpisode = alias(episodes, "next_episode");

const trackedShowColumns = {
  showId: trackedShows.showId,
  trackedAt: trackedShows.createdAt,
  droppedAt: trackedShows.droppedAt,
  lastSeenAt: trackedShows.lastSeenAt,
  seen: trackedShows.seenCount,
  nextEpisodeId: trackedShows.nextEpisodeId,
  nextAirsAt: nextEpisode.airsAt,
};

/** Only these groups depend on the show's status: the others need no join with shows. */
const needsShowStatus = (group: ShowGroup | "live") => group === "completed" || group === "caught_up";

/** `groupOf` (services/tracker-groups.ts) in SQL, over tracked_shows ⟕ next_episode (⋈ shows when needsShowStatus). */
function groupCondition(group: ShowGroup | "live", now: Date): SQL {
  const live = isNull(trackedShows.droppedAt);
  const started = and(live, gt(trackedShows.seenCount, 0))!;
  const nextAired = lte(nextEpisode.airsAt, now);
  const finished = inArray(shows.status, [...FINISHED_STATUSES]);
  switch (group) {
    case "live":
      return live;
    case "dropped":
      return isNotNull(trackedShows.droppedAt);
    case "not_started":
      return and(live, eq(trackedShows.seenCount, 0))!;
    case "in_progress":
      return and(started, nextAired)!;
    case "completed":
      return and(started, isNull(trackedShows.nextEpisodeId), finished)!;
    case "caught_up":
      return and(
        started,
        or(isNull(nextEpisode.airsAt), gt(nextEpisode.airsAt, now)),
        or(isNotNull(trackedShows.nextEpisodeId), sql`not ${finished}`),
      )!;
  }
}

// Keys compared at millisecond precision: the cursor carries a JavaScript time.
const trackedAtMs = sql`date_trunc('milliseconds', ${trackedShows.createdAt})`;
const nextAirsAtMs = sql`date_trunc('milliseconds', ${nextEpisode.airsAt})`;

export type TrackerOrder = "tracked" | "next_airs";
export interface TrackerKey {
  at: Date;
  showId: number;
}

/**
 * One keyset page of a user's tracked shows in a group: newest tracked first, or (watch_next) the
 * oldest next episode first. Reads only the user's tracked_shows rows (primary key range) and
 * the next episode of each; nothing is counted.
 */
export async function trackedShowsPage(
  db: Db,
  userId: number,
  group: ShowGroup | "live",
  order: TrackerOrder,
  now: Date,
  limit: number,
  after?: TrackerKey,
): Promise<TrackedShowRow[]> {
  const keyset =
    after === undefined
      ? undefined
      : order === "tracked"
        ? or(lt(trackedAtMs, after.at), and(eq(trackedAtMs, after.at), gt(trackedShows.showId, after.showId)))
        : or(gt(nextAirsAtMs, after.at), and(eq(nextAirsAtMs, after.at), gt(trackedShows.showId, after.showId)));
  const query = db.select(trackedShowColumns).from(trackedShows).leftJoin(nextEpisode, eq(nextEpisode.id, trackedShows.nextEpisodeId));
  return (needsShowStatus(group) ? query.innerJoin(shows, eq(shows.id, trackedShows.showId)) : query)
    .where(and(eq(trackedShows.userId, userId), groupCondition(group, now), keyset))
    .orderBy(...(order === "tracked" ? [desc(trackedShows.createdAt)] : [asc(nextEpisode.airsAt)]), asc(trackedShows.showId))
    .limit(limit);
}

/** One tracked show of a user, or undefined when it is not tracked. */
export async function findTrackedShow(db: Db, userId: number, showId: number): Promise<TrackedShowRow | undefined> {
  const [row] = await db
    .select(trackedShowColumns)
    .from(trackedShows)
    .leftJoin(nextEpisode, eq(nextEpisode.id, trackedShows.nextEpisodeId))
    .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)));
  return row;
}

/** Aired and total episodes of some shows (one index range per show through episodes_show_airs_at_idx). */
export async function episodeCounts(db: Db, showIds: number[], now: Date): Promise<Map<number, { aired: number; total: number }>> {
  if (!showIds.length) return new Map();
  const rows = await episodeCountsStatement(db).execute({ ids: intArray(showIds), now: now.toISOString() });
  return new Map(rows.map((r) => [r.showId, { aired: Number(r.aired), total: Number(r.total) }]));
}

const episodeCountsStatement = preparedFor((db) =>
  db
    .select({
      showId: episodes.showId,
      aired: sql<number>`(count(*) filter (where ${episodes.airsAt} <= ${sql.placeholder("now")}::timestamptz))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(episodes)
    .where(anyOf(episodes.showId, sql.placeholder("ids")))
    .groupBy(episodes.showId)
    .prepare("dz_episode_counts"),
);

/** Episodes by id, with their shows (the next episodes of a watch_next page). */
export async function episodesByIds(db: Db, ids: number[]): Promise<EpisodeRow[]> {
  if (!ids.length) return [];
  return episodesByIdsStatement(db).execute({ ids: intArray(ids) });
}

const episodesByIdsStatement = preparedFor((db) =>
  db.select(episodeRowColumns).from(episodes).innerJoin(shows, eq(shows.id, episodes.showId)).where(anyOf(episodes.id, sql.placeholder("ids"))).prepare("dz_episodes_by_ids"),
);
