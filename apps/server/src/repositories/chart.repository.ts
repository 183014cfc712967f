import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { chartEntries, comments, couples, episodeViews, episodes, likes, posts, ratings, reactions, shows, trackedShows } from "../db/schema/index.js";
import { CHART_SIZE, COUPLE_WEIGHTS, SHOW_WEIGHTS } from "../domain/charts.js";

export type ChartKind = "shows" | "couples";

/**
 * Every show's weighted activity in [start, end): one aggregate per activity table, each a range on
 * that table's created_at index (decision 0045), summed per show. A subquery `(show_id, points)`.
 */
function showActivity(start: Date, end: Date) {
  const w = SHOW_WEIGHTS;
  const inWindow = (column: unknown) => sql`${column} >= ${start} and ${column} < ${end}`;
  return sql`(
    select show_id, sum(points)::bigint as points from (
      select ${trackedShows.showId} as show_id, ${w.track} * count(*) as points from ${trackedShows}
        where ${inWindow(trackedShows.createdAt)} group by 1
      union all
      select ${episodeViews.showId}, ${w.seen} * count(*) from ${episodeViews}
        where ${inWindow(episodeViews.watchedAt)} group by 1
      union all
      select ${ratings.showId}, ${w.rating} * count(*) from ${ratings}
        where ${inWindow(ratings.updatedAt)} group by 1
      union all
      select e.show_id, ${w.reaction} * count(*) from ${reactions} r join ${episodes} e on e.id = r.item_id
        where r.item_type = 'episode' and r.created_at >= ${start} and r.created_at < ${end} group by 1
      union all
      select p.show_id, ${w.reaction} * count(*) from ${reactions} r join ${posts} p on p.id = r.item_id
        where r.item_type = 'post' and p.show_id is not null and r.created_at >= ${start} and r.created_at < ${end} group by 1
      union all
      select ${likes.itemId}, ${w.like} * count(*) from ${likes}
        where ${likes.itemType} = 'show' and ${inWindow(likes.createdAt)} group by 1
      union all
      select ${comments.showId}, ${w.comment} * count(*) from ${comments}
        where ${comments.showId} is not null and ${comments.removedAt} is null and ${inWindow(comments.createdAt)} group by 1
      union all
      select ${posts.showId}, ${w.post} * count(*) from ${posts}
        where ${posts.showId} is not null and ${posts.visibility} = 'public' and ${posts.removedAt} is null
          and ${inWindow(posts.createdAt)} group by 1
    ) a group by show_id
  )`;
}

/** The likes of one kind of item in [start, end), per item: a subquery `(item_id, n)`. */
function likesOf(type: "couple" | "person", start: Date, end: Date) {
  return sql`(select ${likes.itemId} as item_id, count(*)::bigint as n from ${likes}
    where ${likes.itemType} = ${type} and ${likes.createdAt} >= ${start} and ${likes.createdAt} < ${end} group by 1)`;
}

/**
 * Replaces the day's chart of a kind by the top 20 of the activity in [start, end): one DELETE and
 * one INSERT … SELECT (set-based, nothing read into the process). Items scoring 0 are left out;
 * ties go to the lower id. Answers how many ranks were written.
 */
export async function replaceChart(
  db: Executor,
  input: { kind: ChartKind; day: string; start: Date; end: Date; now: Date },
): Promise<number> {
  const { kind, day, start, end, now } = input;
  await db.delete(chartEntries).where(and(eq(chartEntries.kind, kind), eq(chartEntries.day, day)));
  const scored =
    kind === "shows"
      ? sql`select a.show_id as item_id, a.points as score from ${showActivity(start, end)} a
          join ${shows} s on s.id = a.show_id`
      : sql`select c.id as item_id,
            ${COUPLE_WEIGHTS.like} * coalesce(cl.n, 0)
            + ${COUPLE_WEIGHTS.personLike} * (coalesce(pa.n, 0) + coalesce(pb.n, 0))
            + coalesce(sa.points, 0) / ${COUPLE_WEIGHTS.showDivisor} as score
          from ${couples} c
          left join ${likesOf("couple", start, end)} cl on cl.item_id = c.id
          left join ${likesOf("person", start, end)} pa on pa.item_id = c.person_a_id
          left join ${likesOf("person", start, end)} pb on pb.item_id = c.person_b_id
          left join ${showActivity(start, end)} sa on sa.show_id = c.show_id`;
  const result = (await db.execute(sql`
    insert into ${chartEntries} (kind, day, rank, item_id, score, sample, computed_at)
    select ${kind}, ${day}::date, rank, item_id, least(score, 2147483647)::int, false, ${now}
    from (
      select item_id, score, row_number() over (order by score desc, item_id) as rank
      from (${scored}) scored where score > 0
    ) ranked
    where rank <= ${CHART_SIZE}
    returning rank`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Inserts rows as they are (the demo seed's sample charts). */
export async function insertChartEntries(db: Executor, rows: (typeof chartEntries.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(chartEntries).values(rows).onConflictDoNothing();
}

/** The latest day that has a chart of this kind, or undefined. */
export async function latestChartDay(db: Executor, kind: ChartKind): Promise<string | undefined> {
  const [row] = await db
    .select({ day: chartEntries.day })
    .from(chartEntries)
    .where(eq(chartEntries.kind, kind))
    .orderBy(desc(chartEntries.day))
    .limit(1);
  return row?.day;
}

/** A day's chart of a kind, by rank: rank, item id, score and the sample flag. */
export async function chartOf(db: Executor, kind: ChartKind, day: string) {
  return db
    .select({ rank: chartEntries.rank, itemId: chartEntries.itemId, score: chartEntries.score, sample: chartEntries.sample })
    .from(chartEntries)
    .where(and(eq(chartEntries.kind, kind), eq(chartEntries.day, day)))
    .orderBy(chartEntries.rank);
}

export type ChartEntryRow = Awaited<ReturnType<typeof chartOf>>[number];

/** Shows as references (id, slug, titles, year, poster), in the order of `ids`. */
export async function showRefsByIds(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: shows.id, slug: shows.slug, originalTitle: shows.originalTitle, title: shows.title, year: shows.year, posterUrl: shows.posterUrl })
    .from(shows)
    .where(inArray(shows.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The demo seed's sample charts for a day (flagged `sample`): 20 shows and up to 20 couples in a
 * fixed shuffled order with falling made-up scores; nothing is written when the day has a chart.
 */
export async function insertSampleCharts(db: Executor, day: string): Promise<void> {
  for (const [kind, table] of [
    ["shows", shows],
    ["couples", couples],
  ] as const) {
    await db.execute(sql`
      insert into ${chartEntries} (kind, day, rank, item_id, score, sample)
      select ${kind}, ${day}::date, rank, id, 1200 - rank * 47 + (id * 13) % 40, true
      from (select id, row_number() over (order by (id * 7919) % 101, id) as rank from ${table}) t
      where rank <= ${CHART_SIZE}
      on conflict do nothing`);
  }
}
