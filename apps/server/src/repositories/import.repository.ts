import { type SQL, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { lists, users } from "../db/schema/index.js";

/**
 * The statements of the Trakt / TV Time import (`integrations/import/`): matching a file's titles
 * and episodes against the catalog, and writing a plan. Every one is set-based — a batch of the
 * file travels as one JSON parameter (`jsonb_to_recordset`) — so a file of thousands of entries
 * costs a handful of statements; the integration decides the batches and the transaction.
 */

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

// ---- Matching -------------------------------------------------------------------------------

/** One title of the file to match: `key` answers it (the matcher's `titleKey`). */
export interface TitleLookup {
  key: string;
  title: string;
  year: number | null;
}

/** A show that may be the one a title means, with the key of that title (and the similarity score). */
export type ShowTitleRow = { key: string; id: number; slug: string; original_title: string; title: string; year: number | null; score?: number };

/**
 * A title compared for equality: `dz_normalize` (Turkish letters folded, no accents, lower
 * case), then every run of punctuation or spaces made one space ("Fatmagül'ün Suçu Ne?" and
 * "Fatmagulun Sucu Ne" stay apart; "Fatmagul'un Sucu Ne" is equal). A title of punctuation
 * only keeps its plain normalized form.
 */
function folded(value: SQL): SQL {
  return sql`coalesce(nullif(btrim(regexp_replace(dz_normalize(${value}), '[^[:alnum:]]+', ' ', 'g')), ''), dz_normalize(${value}))`;
}

/** The shows whose original or translated title is equal (folded) to each title, in one statement. */
export function showsWithEqualTitle(db: Executor, titles: TitleLookup[]): Promise<ShowTitleRow[]> {
  const input = JSON.stringify(titles.map((t) => ({ key: t.key, title: t.title, year: t.year })));
  return rows<ShowTitleRow>(
    db,
    sql`with q as (
          select x.key, ${folded(sql`x.title`)} as folded
          from jsonb_to_recordset(${input}::jsonb) as x(key text, title text, year int)
        ), t as (
          select id, ${folded(sql`original_title`)} as folded from shows
          union
          select id, ${folded(sql`title`)} from shows
        )
        select q.key, s.id, s.slug, s.original_title, s.title, s.year
        from q
        join t on t.folded = q.folded
        join shows s on s.id = t.id
        order by q.key, s.id`,
  );
}

/**
 * For each title, the two shows most similar to it (trigram similarity to `search_text` or to
 * either title, ± 1 year when both years are known) scoring at least `minSimilarity`, in one statement.
 */
export function showsWithSimilarTitle(db: Executor, titles: TitleLookup[], minSimilarity: number): Promise<ShowTitleRow[]> {
  return rows<ShowTitleRow>(
    db,
    sql`with q as (
          select x.key, x.year, dz_normalize(x.title) as n
          from jsonb_to_recordset(${JSON.stringify(titles.map((t) => ({ key: t.key, title: t.title, year: t.year })))}::jsonb)
            as x(key text, title text, year int)
        )
        select q.key, c.id, c.slug, c.original_title, c.title, c.year, c.score
        from q
        cross join lateral (
          select s.id, s.slug, s.original_title, s.title, s.year,
            greatest(similarity(q.n, s.search_text), similarity(q.n, dz_normalize(s.original_title)), similarity(q.n, dz_normalize(s.title)))::float8 as score
          from shows s
          where (s.search_text % q.n or q.n <% s.search_text)
            and (q.year is null or s.year is null or abs(s.year - q.year) <= 1)
          order by score desc, s.id
          limit 2
        ) c
        where c.score >= ${minSimilarity}
        order by q.key, c.score desc, c.id`,
  );
}

export interface EpisodeLookup {
  showId: number;
  season: number;
  number: number;
}

/** The episodes found by (show, season, number) that aired by `now`, in one statement. */
export function airedEpisodesByNumber(
  db: Executor,
  wanted: EpisodeLookup[],
  now: Date,
): Promise<{ id: number; show_id: number; season_number: number; number: number }[]> {
  const input = JSON.stringify(wanted.map((w) => ({ show_id: w.showId, season: w.season, number: w.number })));
  return rows<{ id: number; show_id: number; season_number: number; number: number }>(
    db,
    sql`select e.id, e.show_id, e.season_number, e.number
        from jsonb_to_recordset(${input}::jsonb) as x(show_id int, season int, number int)
        join episodes e on e.show_id = x.show_id and e.season_number = x.season and e.number = x.number
        where e.airs_at <= ${now.toISOString()}::timestamptz`,
  );
}

// ---- Writing a plan -------------------------------------------------------------------------

/** The user's lists (id and name): an imported list of the same name adds to one of them. */
export function listNamesOf(db: Executor, userId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: lists.id, name: lists.name }).from(lists).where(eq(lists.userId, userId));
}

/**
 * Locks the rows an import writes to, in the order of every write path: the shows whose counters
 * may move (by id), then the user's row, which makes imports and list creates of one user run one
 * after the other (as in createList).
 */
export async function lockShowsThenUser(tx: Executor, showIds: number[], userId: number): Promise<void> {
  if (showIds.length) await tx.execute(sql`select id from shows where id = any(${`{${showIds.join(",")}}`}::int[]) order by id for no key update`);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/**
 * Tracks the shows not tracked yet (one statement); a show tracked anew starts from the views the
 * user already has of it (an untracked show keeps them). Answers the shows added.
 */
export function insertTrackedShows(tx: Executor, userId: number, showIds: number[], now: Date): Promise<{ show_id: number }[]> {
  return rows<{ show_id: number }>(
    tx,
    sql`insert into tracked_shows (user_id, show_id, created_at, seen_count, last_seen_at)
        select ${userId}, x.id, ${now.toISOString()}::timestamptz,
          (select count(*)::int from episode_views v where v.user_id = ${userId} and v.show_id = x.id),
          (select max(v.watched_at) from episode_views v where v.user_id = ${userId} and v.show_id = x.id)
        from (select distinct value::int as id from jsonb_array_elements_text(${json(showIds)})) x
        on conflict do nothing
        returning show_id`,
  );
}

/** One more tracker for each show (one statement). */
export async function addTrackers(tx: Executor, showIds: number[]): Promise<void> {
  await tx.execute(sql`update shows set trackers_count = trackers_count + 1 where id in (select value::int from jsonb_array_elements_text(${json(showIds)}))`);
}

export async function addToUserTrackCount(tx: Executor, userId: number, added: number): Promise<void> {
  await tx
    .update(users)
    .set({ trackCount: sql`${users.trackCount} + ${added}` })
    .where(eq(users.id, userId));
}

/** Inserts the seen episodes not seen yet (one statement); answers the rows added. */
export function insertEpisodeViews(
  tx: Executor,
  userId: number,
  views: { episode_id: number; show_id: number; watched_at: string }[],
): Promise<{ episode_id: number; show_id: number }[]> {
  return rows<{ episode_id: number; show_id: number }>(
    tx,
    sql`insert into episode_views (user_id, episode_id, show_id, watched_at)
        select ${userId}, x.episode_id, x.show_id, x.watched_at
        from jsonb_to_recordset(${json(views)}) as x(episode_id int, show_id int, watched_at timestamptz)
        on conflict do nothing
        returning episode_id, show_id`,
  );
}

/** Moves each tracked show's `seen_count` by `n` and its `last_seen_at` to `last` when later (one statement). */
export async function addToTrackedSeen(tx: Executor, userId: number, perShow: { show_id: number; n: number; last: string }[]): Promise<void> {
  await tx.execute(
    sql`update tracked_shows t
        set seen_count = t.seen_count + x.n, last_seen_at = greatest(t.last_seen_at, x.last)
        from jsonb_to_recordset(${json(perShow)}) as x(show_id int, n int, last timestamptz)
        where t.user_id = ${userId} and t.show_id = x.show_id`,
  );
}

export async function addToUserSeenCount(tx: Executor, userId: number, added: number): Promise<void> {
  await tx
    .update(users)
    .set({ seenCount: sql`${users.seenCount} + ${added}` })
    .where(eq(users.id, userId));
}

/** Inserts the ratings of shows not rated yet (one statement; a rating given here is kept); answers the rows added. */
export function insertRatings(
  tx: Executor,
  userId: number,
  ratings: { show_id: number; rating: number; rated_at: string }[],
): Promise<{ show_id: number; rating: string | number }[]> {
  return rows<{ show_id: number; rating: string | number }>(
    tx,
    sql`insert into ratings (user_id, show_id, rating, created_at, updated_at)
        select ${userId}, x.show_id, x.rating, x.rated_at, x.rated_at
        from jsonb_to_recordset(${json(ratings)}) as x(show_id int, rating numeric, rated_at timestamptz)
        on conflict do nothing
        returning show_id, rating`,
  );
}

/** Adds each rating to its show's `rating_sum` and `votes_count` (one statement). */
export async function addToShowRatings(tx: Executor, totals: { show_id: number; rating: number }[]): Promise<void> {
  await tx.execute(
    sql`update shows s
        set rating_sum = s.rating_sum + x.rating, votes_count = s.votes_count + 1
        from jsonb_to_recordset(${json(totals)}) as x(show_id int, rating numeric)
        where s.id = x.show_id`,
  );
}

export async function insertImportedList(
  tx: Executor,
  userId: number,
  list: { name: string; description: string | null; isPublic: boolean },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(lists)
    .values({ userId, name: list.name, description: list.description, isPublic: list.isPublic, createdAt: now, updatedAt: now })
    .returning({ id: lists.id });
  return row!.id;
}

/** Locks lists that already have shows before items are appended to them (as in addShowToList). */
export async function lockLists(tx: Executor, listIds: number[]): Promise<void> {
  await tx.select({ id: lists.id }).from(lists).where(inArray(lists.id, listIds)).for("update");
}

/**
 * Appends items to lists (one statement): a list's positions continue after its last one, in the
 * order `ord`; a show already in the list is left alone. Answers the rows added.
 */
export function appendListItems(tx: Executor, items: { list_id: number; show_id: number; ord: number }[], now: Date): Promise<{ list_id: number }[]> {
  return rows<{ list_id: number }>(
    tx,
    sql`insert into list_items (list_id, show_id, position, created_at)
        select x.list_id, x.show_id,
          coalesce((select max(li.position) from list_items li where li.list_id = x.list_id), 0) + x.ord,
          ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${json(items)}) as x(list_id int, show_id int, ord int)
        on conflict do nothing
        returning list_id`,
  );
}

export async function touchLists(tx: Executor, listIds: number[], now: Date): Promise<void> {
  await tx.update(lists).set({ updatedAt: now }).where(inArray(lists.id, listIds));
}
