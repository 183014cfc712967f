import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";

/** A show of our catalog that an imported title may mean. */
export interface ShowCandidate {
  id: number;
  slug: string;
  originalTitle: string;
  title: string;
  year: number | null;
}

export interface TitleQuery {
  title: string;
  year: number | null;
}

export type ShowMatch =
  | { status: "matched"; show: ShowCandidate; by: "title" | "title_near_year" | "similar" }
  | { status: "ambiguous"; candidates: ShowCandidate[] }
  | { status: "unmatched" };

export interface EpisodeQuery {
  season: number;
  number: number;
}

/** An episode of the file against our catalog: its id when found and aired, else null. */
export interface EpisodeMatch extends EpisodeQuery {
  episodeId: number | null;
}

/** One show of the file with its answer: the show, and its episodes by (season, number). */
export interface ItemMatch {
  query: TitleQuery;
  match: ShowMatch;
  episodes: EpisodeMatch[];
}

/** The least trigram similarity accepted when no title is equal. */
export const MIN_SIMILARITY = 0.6;

/** Equal queries (same title and year) are matched once. */
export function titleKey(query: TitleQuery): string {
  return `${query.year ?? ""}|${query.title.trim().toLowerCase()}`;
}

/**
 * A title compared for equality: `dz_normalize` (Turkish letters folded, no accents, lower
 * case), then every run of punctuation or spaces made one space ("Fatmagül'ün Suçu Ne?" and
 * "Fatmagulun Sucu Ne" stay apart; "Fatmagul'un Sucu Ne" is equal). A title of punctuation
 * only keeps its plain normalized form.
 */
function folded(value: SQL): SQL {
  return sql`coalesce(nullif(btrim(regexp_replace(dz_normalize(${value}), '[^[:alnum:]]+', ' ', 'g')), ''), dz_normalize(${value}))`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type CandidateRow = { key: string; id: number; slug: string; original_title: string; title: string; year: number | null; score?: number };

const candidateOf = (row: CandidateRow): ShowCandidate => ({
  id: Number(row.id),
  slug: row.slug,
  originalTitle: row.original_title,
  title: row.title,
  year: row.year === null ? null : Number(row.year),
});

/**
 * How many queries one statement matches. A statement on the embedded database holds its only
 * connection and the event loop until it ends, so each is kept short (tens of milliseconds) and
 * the matcher yields between them: other requests run in between (docs/decisions/0016).
 */
export const MATCH_BATCH = { equal: 1000, similar: 100, episodes: 5000 } as const;

/** Lets queued requests (and their statements) run before the next batch. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `work` on consecutive slices of `items`, yielding before each. */
async function inBatches<T>(items: T[], size: number, work: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await yieldToOthers();
    await work(items.slice(start, start + size));
  }
}

/**
 * Matches titles (with their year when known) to our shows, set-based: each batch of queries is
 * one statement per step (the batches are bounded and yield, see `MATCH_BATCH`):
 * 1. an equal normalized original or translated title: the same year first, then ± 1 year
 *    (premiere dates differ between sites); a query without a year takes the only show so titled;
 * 2. for the rest, trigram similarity ≥ 0.6 to `search_text` or to either title, ± 1 year.
 * Two equally good shows answer "ambiguous": nothing is guessed.
 */
export async function matchShows(db: Db, queries: TitleQuery[]): Promise<Map<string, ShowMatch>> {
  const unique = new Map<string, TitleQuery>();
  for (const query of queries) unique.set(titleKey(query), query);
  const answers = new Map<string, ShowMatch>();
  if (!unique.size) return answers;

  await inBatches([...unique], MATCH_BATCH.equal, async (batch) => {
    const input = JSON.stringify(batch.map(([key, q]) => ({ key, title: q.title, year: q.year })));
    const equal = await rows<CandidateRow>(
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
    const byKey = groupByKey(equal);
    for (const [key, query] of batch) {
      const answer = byYear(byKey.get(key) ?? [], query.year);
      if (answer) answers.set(key, answer);
    }
  });

  const rest = [...unique].filter(([key]) => !answers.has(key));
  await inBatches(rest, MATCH_BATCH.similar, async (batch) => {
    const similar = await rows<CandidateRow>(
      db,
      sql`with q as (
            select x.key, x.year, dz_normalize(x.title) as n
            from jsonb_to_recordset(${JSON.stringify(batch.map(([key, q]) => ({ key, title: q.title, year: q.year })))}::jsonb)
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
          where c.score >= ${MIN_SIMILARITY}
          order by q.key, c.score desc, c.id`,
    );
    const similarByKey = groupByKey(similar);
    for (const [key] of batch) {
      const found = similarByKey.get(key) ?? [];
      const [best, second] = found;
      if (!best) answers.set(key, { status: "unmatched" });
      else if (second && Math.abs(Number(second.score) - Number(best.score)) < 1e-6) {
        answers.set(key, { status: "ambiguous", candidates: found.map(candidateOf) });
      } else answers.set(key, { status: "matched", show: candidateOf(best), by: "similar" });
    }
  });
  return answers;
}

function groupByKey(found: CandidateRow[]): Map<string, CandidateRow[]> {
  const map = new Map<string, CandidateRow[]>();
  for (const row of found) {
    const list = map.get(row.key) ?? [];
    list.push(row);
    map.set(row.key, list);
  }
  return map;
}

/** Equal titles narrowed by year; undefined sends the query on to the similarity step. */
function byYear(found: CandidateRow[], year: number | null): ShowMatch | undefined {
  if (!found.length) return undefined;
  const candidates = found.map(candidateOf);
  const one = (list: ShowCandidate[], by: "title" | "title_near_year"): ShowMatch =>
    list.length === 1 ? { status: "matched", show: list[0]!, by } : { status: "ambiguous", candidates: list };
  if (year === null) return one(candidates, "title");
  const same = candidates.filter((c) => c.year === year);
  if (same.length) return one(same, "title");
  const near = candidates.filter((c) => c.year === null || Math.abs(c.year - year) <= 1);
  // The same title years apart is most likely another show (a remake): not this one.
  return near.length ? one(near, "title_near_year") : undefined;
}

export function episodeKey(showId: number, season: number, number: number): string {
  return `${showId}:${season}:${number}`;
}

/**
 * Finds episodes by (show, season, number), one statement per batch. Only aired episodes are
 * answered (a seen mark needs an aired episode, as in `markSeen`).
 */
export async function matchEpisodes(db: Db, wanted: { showId: number; season: number; number: number }[], now: Date): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  await inBatches(wanted, MATCH_BATCH.episodes, async (batch) => {
    const input = JSON.stringify(batch.map((w) => ({ show_id: w.showId, season: w.season, number: w.number })));
    const hits = await rows<{ id: number; show_id: number; season_number: number; number: number }>(
      db,
      sql`select e.id, e.show_id, e.season_number, e.number
          from jsonb_to_recordset(${input}::jsonb) as x(show_id int, season int, number int)
          join episodes e on e.show_id = x.show_id and e.season_number = x.season and e.number = x.number
          where e.airs_at <= ${now.toISOString()}::timestamptz`,
    );
    for (const hit of hits) found.set(episodeKey(Number(hit.show_id), Number(hit.season_number), Number(hit.number)), Number(hit.id));
  });
  return found;
}

/**
 * Matches shows with their episodes: every title in one call of `matchShows`, then the episodes
 * of every matched show in one call of `matchEpisodes` (each in bounded batches that yield). `extra` titles (ratings, list items)
 * are matched in the same statements and answered in `titles`.
 */
export async function matchItems(
  db: Db,
  items: { show: TitleQuery; episodes: EpisodeQuery[] }[],
  extra: TitleQuery[],
  now: Date,
): Promise<{ items: ItemMatch[]; titles: Map<string, ShowMatch> }> {
  const titles = await matchShows(db, [...items.map((i) => i.show), ...extra]);
  const matchOf = (query: TitleQuery): ShowMatch => titles.get(titleKey(query)) ?? { status: "unmatched" };
  const wanted = items.flatMap((item) => {
    const match = matchOf(item.show);
    return match.status === "matched" ? item.episodes.map((e) => ({ showId: match.show.id, season: e.season, number: e.number })) : [];
  });
  const episodes = await matchEpisodes(db, wanted, now);
  return {
    titles,
    items: items.map((item) => {
      const match = matchOf(item.show);
      const showId = match.status === "matched" ? match.show.id : undefined;
      return {
        query: item.show,
        match,
        episodes: item.episodes.map((e) => ({
          season: e.season,
          number: e.number,
          episodeId: showId === undefined ? null : (episodes.get(episodeKey(showId, e.season, e.number)) ?? null),
        })),
      };
    }),
  };
}
