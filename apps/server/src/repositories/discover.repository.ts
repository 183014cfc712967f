import { REACTION_IDS, type ReactionId } from "@dizilog/shared/api/engagement-ids";
import { UPCOMING_STATUSES } from "@dizilog/shared/api/discover-ids";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { episodes, showProduction, shows } from "../db/schema/index.js";

/**
 * The discovery pages' reads (decision 0050): coming shows, a user's unseen episodes, the shows
 * by the reaction their episodes draw most, and the people index. Each is one set-based statement.
 */

export interface UpcomingShowRow {
  showId: number;
  productionStage: number | null;
  expectedPremiere: string | null;
  sample: boolean;
}

/**
 * Shows not on air yet: a status of UPCOMING_STATUSES or a production stage, and no episode aired
 * by `now`. Nearest the premiere first: the later stage, then the earlier announced premiere, then
 * the most trackers.
 */
export async function upcomingShows(db: Executor, now: Date, limit: number, stage?: number): Promise<UpcomingShowRow[]> {
  const aired = sql`exists (select 1 from ${episodes} e where e.show_id = ${shows.id} and e.airs_at <= ${now.toISOString()}::timestamptz)`;
  const statuses = sql.join(
    UPCOMING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const candidate = sql`(${shows.status} in (${statuses}) or ${showProduction.showId} is not null)`;
  return db
    .select({
      showId: shows.id,
      productionStage: showProduction.productionStage,
      expectedPremiere: showProduction.expectedPremiere,
      sample: sql<boolean>`coalesce(${showProduction.sample}, false)`,
    })
    .from(shows)
    .leftJoin(showProduction, eq(showProduction.showId, shows.id))
    .where(and(candidate, sql`not ${aired}`, stage === undefined ? undefined : eq(showProduction.productionStage, stage)))
    .orderBy(
      sql`${showProduction.productionStage} desc nulls last`,
      sql`${showProduction.expectedPremiere} asc nulls last`,
      sql`${shows.trackersCount} desc`,
      asc(shows.id),
    )
    .limit(limit);
}

/** A show's production stage (the demo seed's sample rows, and staff later). */
export async function upsertShowProduction(
  db: Executor,
  rows: { showId: number; productionStage: number; expectedPremiere: string | null; sample: boolean }[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(showProduction)
    .values(rows)
    .onConflictDoUpdate({
      target: showProduction.showId,
      set: {
        productionStage: sql`excluded.production_stage`,
        expectedPremiere: sql`excluded.expected_premiere`,
        sample: sql`excluded.sample`,
        updatedAt: sql`now()`,
      },
    });
}

export interface UnseenRow {
  showId: number;
  aired: number;
  unseen: number;
  nextEpisodeId: number | null;
}

/**
 * A user's tracked shows (not dropped) with aired episodes they have not seen, counted in one
 * statement: the shows whose latest unseen episode aired most recently first.
 */
export async function unseenShows(db: Executor, userId: number, now: Date, limit: number): Promise<UnseenRow[]> {
  const result = (await db.execute(sql`
    select e.show_id as "showId",
           count(*)::int as aired,
           (count(*) filter (where v.episode_id is null))::int as unseen,
           min(ts.next_episode_id) as "nextEpisodeId"
      from tracked_shows ts
      join episodes e on e.show_id = ts.show_id and e.airs_at <= ${now.toISOString()}::timestamptz
      left join episode_views v on v.user_id = ts.user_id and v.episode_id = e.id
     where ts.user_id = ${userId} and ts.dropped_at is null
     group by e.show_id
    having count(*) filter (where v.episode_id is null) > 0
     order by max(e.airs_at) filter (where v.episode_id is null) desc, e.show_id
     limit ${limit}`)) as unknown as { rows: UnseenRow[] };
  return result.rows.map((r) => ({ showId: Number(r.showId), aired: Number(r.aired), unseen: Number(r.unseen), nextEpisodeId: r.nextEpisodeId === null ? null : Number(r.nextEpisodeId) }));
}

export interface MoodRow {
  showId: number;
  reaction: ReactionId;
  count: number;
  total: number;
}

/**
 * Every show's leading reaction: the episodes' reactions counted per show and kind in one pass,
 * the most drawn kind kept (a tie goes to the earlier kind in REACTION_IDS). Most reactions first.
 */
export async function moodLeaders(db: Executor): Promise<MoodRow[]> {
  const kinds = sql.join(
    REACTION_IDS.map((r) => sql`${r}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with counts as (
      select e.show_id, r.reaction, count(*)::int as n
        from reactions r
        join episodes e on e.id = r.item_id
       where r.item_type = 'episode' and r.reaction in (${kinds})
       group by e.show_id, r.reaction
    ), ranked as (
      select show_id, reaction, n,
             (sum(n) over (partition by show_id))::int as total,
             row_number() over (partition by show_id order by n desc, array_position(array[${kinds}]::text[], reaction)) as rn
        from counts
    )
    select show_id as "showId", reaction, n as count, total
      from ranked
     where rn = 1
     order by n desc, total desc, show_id`)) as unknown as { rows: MoodRow[] };
  return result.rows.map((r) => ({ showId: Number(r.showId), reaction: r.reaction, count: Number(r.count), total: Number(r.total) }));
}

export interface PersonIndexRow {
  id: number;
  slug: string;
  name: string;
  birthday: string | null;
  knownFor: string | null;
  showsCount: number;
  popularity: number;
}

/**
 * One page of the people index: `popular` by the trackers of the shows a person is credited in
 * plus their likes, `name` in Turkish alphabetical order (optionally one initial letter).
 */
export async function peopleIndex(
  db: Executor,
  options: { sort: "popular" | "name"; letter?: string; page: number; perPage: number },
): Promise<{ rows: PersonIndexRow[]; total: number }> {
  const order = options.sort === "popular" ? sql`popularity desc, shows_count desc, p.id` : sql`dz_tr_sort_key(p.name) collate "C", p.id`;
  const letter = options.letter === undefined ? sql`true` : sql`left(p.name, 1) = ${options.letter}`;
  const result = (await db.execute(sql`
    with person_shows as (
      select c.person_id, count(*)::int as shows_count, coalesce(sum(s.trackers_count), 0)::int as trackers
        from (select distinct person_id, show_id from credits) c
        join shows s on s.id = c.show_id
       group by c.person_id
    ), person_likes as (
      select item_id as person_id, count(*)::int as n from likes where item_type = 'person' group by item_id
    )
    select p.id, p.slug, p.name, p.birthday::text as birthday, p.known_for as "knownFor",
           coalesce(ps.shows_count, 0) as shows_count,
           (coalesce(ps.trackers, 0) + coalesce(pl.n, 0))::int as popularity,
           (count(*) over ())::int as total
      from people p
      left join person_shows ps on ps.person_id = p.id
      left join person_likes pl on pl.person_id = p.id
     where ${letter}
     order by ${order}
     limit ${options.perPage} offset ${(options.page - 1) * options.perPage}`)) as unknown as {
    rows: { id: number; slug: string; name: string; birthday: string | null; knownFor: string | null; shows_count: number; popularity: number; total: number }[];
  };
  let total = Number(result.rows[0]?.total ?? 0);
  if (!result.rows.length && options.page > 1) {
    const counted = (await db.execute(sql`select count(*)::int as n from people p where ${letter}`)) as unknown as { rows: { n: number }[] };
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    rows: result.rows.map((r) => ({
      id: Number(r.id),
      slug: r.slug,
      name: r.name,
      birthday: r.birthday,
      knownFor: r.knownFor,
      showsCount: Number(r.shows_count),
      popularity: Number(r.popularity),
    })),
    total,
  };
}
