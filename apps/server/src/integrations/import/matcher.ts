import type { Db } from "../../db/database.js";
import { type ShowTitleRow, airedEpisodesByNumber, showsWithEqualTitle, showsWithSimilarTitle } from "../../repositories/import.repository.js";

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


const candidateOf = (row: ShowTitleRow): ShowCandidate => ({
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
 * 1. an equal normalized original or translated title (`showsWithEqualTitle`): the same year
 *    first, then ± 1 year (premiere dates differ between sites); a query without a year takes the
 *    only show so titled;
 * 2. for the rest, trigram similarity ≥ 0.6 to `search_text` or to either title, ± 1 year
 *    (`showsWithSimilarTitle`).
 * Two equally good shows answer "ambiguous": nothing is guessed.
 */
export async function matchShows(db: Db, queries: TitleQuery[]): Promise<Map<string, ShowMatch>> {
  const unique = new Map<string, TitleQuery>();
  for (const query of queries) unique.set(titleKey(query), query);
  const answers = new Map<string, ShowMatch>();
  if (!unique.size) return answers;

  await inBatches([...unique], MATCH_BATCH.equal, async (batch) => {
    const equal = await showsWithEqualTitle(
      db,
      batch.map(([key, q]) => ({ key, title: q.title, year: q.year })),
    );
    const byKey = groupByKey(equal);
    for (const [key, query] of batch) {
      const answer = byYear(byKey.get(key) ?? [], query.year);
      if (answer) answers.set(key, answer);
    }
  });

  const rest = [...unique].filter(([key]) => !answers.has(key));
  await inBatches(rest, MATCH_BATCH.similar, async (batch) => {
    const similar = await showsWithSimilarTitle(
      db,
      batch.map(([key, q]) => ({ key, title: q.title, year: q.year })),
      MIN_SIMILARITY,
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

function groupByKey(found: ShowTitleRow[]): Map<string, ShowTitleRow[]> {
  const map = new Map<string, ShowTitleRow[]>();
  for (const row of found) {
    const list = map.get(row.key) ?? [];
    list.push(row);
    map.set(row.key, list);
  }
  return map;
}

/** Equal titles narrowed by year; undefined sends the query on to the similarity step. */
function byYear(found: ShowTitleRow[], year: number | null): ShowMatch | undefined {
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
    const hits = await airedEpisodesByNumber(db, batch, now);
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
