import { IMPORT_ENTRIES_MESSAGE, IMPORT_MAX_ENTRIES, IMPORT_MAX_TITLES, IMPORT_TITLES_MESSAGE, LIST_LIMITS } from "@dizilog/shared/api";
import type { Executor } from "../../db/database.js";
import { type Ctx, inTransaction, requireActor } from "../../context.js";
import { AppError } from "../../errors.js";
import { entitlementsOf } from "../../services/entitlements.js";
import {
  addToShowRatings,
  addToTrackedSeen,
  addToUserSeenCount,
  addToUserTrackCount,
  addTrackers,
  appendListItems,
  insertEpisodeViews,
  insertImportedList,
  insertRatings,
  insertTrackedShows,
  listNamesOf,
  lockLists,
  lockShowsThenUser,
  touchLists,
} from "../../repositories/import.repository.js";
import { type ShowCandidate, type ShowMatch, type TitleQuery, matchItems, titleKey } from "./matcher.js";
import { parseTraktExport } from "./trakt.parser.js";
import { parseTvTimeSeenEpisodes } from "./tvtime.parser.js";

export type ImportSource = "trakt" | "tvtime";

/** What a parser reads from a file, before anything is matched. */
export interface ImportShowRef {
  title: string;
  year: number | null;
}
export interface ImportWatchedShow {
  show: ImportShowRef;
  episodes: { season: number; number: number; watchedAt: string | null }[];
}
export interface ImportRating {
  show: ImportShowRef;
  /** Half stars, 0.5–5 (a parser maps its source's scale). */
  rating: number;
  ratedAt: string | null;
}
export interface ImportList {
  name: string;
  description: string | null;
  isPublic: boolean;
  shows: ImportShowRef[];
}
export interface ImportData {
  watched: ImportWatchedShow[];
  ratings: ImportRating[];
  lists: ImportList[];
  /** Entries that are not about shows (movies, episode ratings, people in lists …), left out. */
  skipped: number;
}

export interface ImportShowRefOut {
  id: number;
  slug: string;
  original_title: string;
  title: string;
  year: number | null;
}

/** One show of the file in the preview: how it matched and how many of its episodes did. */
export interface ImportPreviewItem {
  title: string;
  year: number | null;
  status: ShowMatch["status"];
  show: ImportShowRefOut | null;
  candidates: ImportShowRefOut[];
  episodes: { matched: number; unmatched: number };
}

/** The preview answered before anything is written. */
export interface ImportSummary {
  source: ImportSource;
  /** Every distinct title of the file (watched, rated, listed). */
  shows: { matched: number; unmatched: string[]; ambiguous: string[] };
  episodes: { matched: number; unmatched: number };
  ratings: { matched: number; unmatched: number };
  /** `skipped`: lists over the free cap of 5, by name. */
  lists: { matched: number; skipped: string[]; items: { matched: number; unmatched: number } };
  /** Entries that are not about shows (movies, episodes rated one by one …). */
  skipped_entries: number;
  items: ImportPreviewItem[];
}

export interface PlannedList {
  name: string;
  description: string | null;
  isPublic: boolean;
  showIds: number[];
}

/**
 * The parsed, matched file: what a commit writes. Kept in the cache between preview and commit,
 * so it is plain JSON (tuples keep a long history small).
 */
export interface ImportPlan {
  userId: number;
  source: ImportSource;
  /** Shows to track: every matched show of the watch history. */
  track: number[];
  /** [episode id, show id, watched at (ISO)]. */
  seen: [number, number, string][];
  /** [show id, half stars, rated at (ISO)]. */
  ratings: [number, number, string][];
  lists: PlannedList[];
  summary: ImportSummary;
}

export interface ImportWritten {
  tracked: number;
  seen: number;
  ratings: number;
  lists: number;
  list_items: number;
}

export const NOTHING_TO_IMPORT = "The file has nothing to import.";
export const CATALOG_CHANGED = "The catalog has changed since the preview. Please preview the file again.";

/** Parses a file of the given source (422 naming the line or field when it is not valid). */
export function parseImport(source: ImportSource, text: string): ImportData {
  switch (source) {
    case "trakt":
      return parseTraktExport(text);
    case "tvtime":
      return parseTvTimeSeenEpisodes(text);
  }
}

/**
 * Parses and matches a file and plans what a commit would write; reads only. The summary counts
 * matched and unmatched shows, episodes, ratings and list items, and names the lists a free
 * account could not keep (over the cap of 5).
 */
export async function previewImport(ctx: Ctx, source: ImportSource, text: string): Promise<ImportPlan> {
  const { db, now } = ctx;
  const userId = requireActor(ctx).id;
  const data = parseImport(source, text);
  if (!data.watched.length && !data.ratings.length && !data.lists.length) throw AppError.field("file", NOTHING_TO_IMPORT);
  const extra = [...data.ratings.map((r) => r.show), ...data.lists.flatMap((l) => l.shows)];
  checkImportSize(data, extra);
  const { items, titles } = await matchItems(db, data.watched, extra, now);
  const matchOf = (query: TitleQuery): ShowMatch => titles.get(titleKey(query)) ?? { status: "unmatched" };

  // Seen: one row per episode; an episode listed twice keeps its latest watch, never a future one.
  const seen = new Map<number, [number, number, string]>();
  const track = new Set<number>();
  let episodesMatched = 0;
  let episodesUnmatched = 0;
  const previewItems: ImportPreviewItem[] = items.map((item, i) => {
    const match = item.match;
    if (match.status === "matched") track.add(match.show.id);
    let matched = 0;
    item.episodes.forEach((episode, e) => {
      if (episode.episodeId === null || match.status !== "matched") return;
      matched++;
      const at = instantOf(data.watched[i]!.episodes[e]!.watchedAt, now);
      const previous = seen.get(episode.episodeId);
      if (!previous || previous[2] < at) seen.set(episode.episodeId, [episode.episodeId, match.show.id, at]);
    });
    episodesMatched += matched;
    episodesUnmatched += item.episodes.length - matched;
    return {
      title: item.query.title,
      year: item.query.year,
      status: match.status,
      show: match.status === "matched" ? presentCandidate(match.show) : null,
      candidates: match.status === "ambiguous" ? match.candidates.map(presentCandidate) : [],
      episodes: { matched, unmatched: item.episodes.length - matched },
    };
  });

  const ratings = new Map<number, [number, number, string]>();
  let ratingsUnmatched = 0;
  for (const rating of data.ratings) {
    const match = matchOf(rating.show);
    if (match.status === "matched") ratings.set(match.show.id, [match.show.id, rating.rating, instantOf(rating.ratedAt, now)]);
    else ratingsUnmatched++;
  }

  let itemsMatched = 0;
  let itemsUnmatched = 0;
  const planned: PlannedList[] = data.lists.map((list) => {
    const showIds: number[] = [];
    for (const show of list.shows) {
      const match = matchOf(show);
      if (match.status !== "matched") itemsUnmatched++;
      else if (!showIds.includes(match.show.id)) showIds.push(match.show.id);
    }
    itemsMatched += showIds.length;
    return {
      name: list.name.slice(0, LIST_LIMITS.nameMax),
      description: list.description?.slice(0, LIST_LIMITS.descriptionMax) ?? null,
      isPublic: list.isPublic,
      showIds,
    };
  });
  const allocation = allocateLists(planned, await listState(db, userId, entitlementsOf(ctx).unlimitedLists));

  const summary: ImportSummary = {
    source,
    shows: summarizeTitles([...data.watched.map((w) => w.show), ...extra], matchOf),
    episodes: { matched: episodesMatched, unmatched: episodesUnmatched },
    ratings: { matched: data.ratings.length - ratingsUnmatched, unmatched: ratingsUnmatched },
    lists: { matched: allocation.kept.length, skipped: allocation.skipped, items: { matched: itemsMatched, unmatched: itemsUnmatched } },
    skipped_entries: data.skipped,
    items: previewItems,
  };
  return { userId, source, track: [...track], seen: [...seen.values()], ratings: [...ratings.values()], lists: planned, summary };
}

/**
 * Bounds the work of one file before anything is matched: at most `IMPORT_MAX_TITLES` distinct
 * titles and `IMPORT_MAX_ENTRIES` entries (seen episodes, ratings, list items); 422 naming the limit.
 */
function checkImportSize(data: ImportData, extra: ImportShowRef[]): void {
  const entries = data.watched.reduce((n, w) => n + w.episodes.length, 0) + extra.length;
  if (entries > IMPORT_MAX_ENTRIES) throw AppError.field("file", IMPORT_ENTRIES_MESSAGE);
  const titles = new Set([...data.watched.map((w) => titleKey(w.show)), ...extra.map(titleKey)]);
  if (titles.size > IMPORT_MAX_TITLES) throw AppError.field("file", IMPORT_TITLES_MESSAGE);
}

function instantOf(value: string | null, now: Date): string {
  const time = value === null ? Number.NaN : Date.parse(value);
  return new Date(Number.isNaN(time) ? now.getTime() : Math.min(time, now.getTime())).toISOString();
}

function presentCandidate(show: ShowCandidate): ImportShowRefOut {
  return { id: show.id, slug: show.slug, original_title: show.originalTitle, title: show.title, year: show.year };
}

function summarizeTitles(refs: ImportShowRef[], matchOf: (q: TitleQuery) => ShowMatch): ImportSummary["shows"] {
  const seen = new Set<string>();
  const result: ImportSummary["shows"] = { matched: 0, unmatched: [], ambiguous: [] };
  for (const ref of refs) {
    const key = titleKey(ref);
    if (seen.has(key)) continue;
    seen.add(key);
    const status = matchOf(ref).status;
    if (status === "matched") result.matched++;
    else (status === "ambiguous" ? result.ambiguous : result.unmatched).push(ref.title);
  }
  return result;
}

interface ListState {
  pro: boolean;
  owned: number;
  /** The user's lists by lower-cased name: an imported list of the same name adds to it. */
  byName: Map<string, number>;
}

async function listState(db: Executor, userId: number, pro: boolean): Promise<ListState> {
  const owned = await listNamesOf(db, userId);
  const byName = new Map<string, number>();
  for (const list of owned) if (!byName.has(nameKey(list.name))) byName.set(nameKey(list.name), list.id);
  return { pro, owned: owned.length, byName };
}

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Which lists of the file are kept, in the file's order: a list named like one the user has (or
 * like an earlier one of the file) adds to it; a new one counts against the free cap of 5, and
 * those past it are skipped.
 */
function allocateLists(planned: PlannedList[], state: ListState): { kept: PlannedList[]; skipped: string[] } {
  const kept: PlannedList[] = [];
  const skipped: string[] = [];
  const names = new Set(state.byName.keys());
  let owned = state.owned;
  for (const list of planned) {
    const key = nameKey(list.name);
    if (names.has(key)) {
      kept.push(list);
      continue;
    }
    if (!state.pro && owned >= LIST_LIMITS.freeLists) {
      skipped.push(list.name);
      continue;
    }
    names.add(key);
    owned++;
    kept.push(list);
  }
  return { kept, skipped };
}

/**
 * Writes a plan in one transaction (run again on a deadlock or serialization failure): tracked shows, seen episodes, ratings, lists and their items.
 * Idempotent: rows already there are left alone (a rating given here is not overwritten), and
 * every counter (`tracked_shows.seen_count`, the user's `seen_count`/`track_count`, the show's
 * `trackers_count`, `rating_sum`/`votes_count`) moves by the rows actually added. Imported history
 * is not today's activity: trending is left as it is. A show or episode deleted since the preview
 * aborts the whole commit (409), leaving nothing written.
 */
export async function commitImport(ctx: Ctx, plan: ImportPlan): Promise<{ written: ImportWritten; skippedLists: string[] }> {
  const now = ctx.now;
  try {
    return await inTransaction(ctx, async ({ db: tx }) => {
      // Shared rows in the order of every write path (shows by id, then the user): the shows whose
      // counters may move first, then the user's row, which makes imports and list creates of one
      // user run one after the other (as in createList).
      const showIds = [...new Set([...plan.track, ...plan.ratings.map(([showId]) => showId)])].sort((a, b) => a - b);
      await lockShowsThenUser(tx, showIds, plan.userId);
      const tracked = await writeTracked(tx, plan, now);
      const seen = await writeSeen(tx, plan);
      const ratings = await writeRatings(tx, plan);
      const listsWritten = await writeLists(tx, plan, now, entitlementsOf(ctx).unlimitedLists);
      return {
        written: { tracked, seen, ratings, lists: listsWritten.created, list_items: listsWritten.items },
        skippedLists: listsWritten.skipped,
      };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("conflict", CATALOG_CHANGED);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === "object" && e !== null && "code" in e ? (e as { code: unknown }).code : undefined);
  return code(error) === "23503" || (error instanceof Error && code(error.cause) === "23503");
}

async function writeTracked(tx: Executor, plan: ImportPlan, now: Date): Promise<number> {
  if (!plan.track.length) return 0;
  // A show tracked anew starts from the views the user already has of it (an untracked show keeps them).
  const added = await insertTrackedShows(tx, plan.userId, plan.track, now);
  if (!added.length) return 0;
  const ids = added.map((r) => Number(r.show_id));
  await addTrackers(tx, ids);
  await addToUserTrackCount(tx, plan.userId, ids.length);
  return ids.length;
}

async function writeSeen(tx: Executor, plan: ImportPlan): Promise<number> {
  if (!plan.seen.length) return 0;
  const input = plan.seen.map(([episode_id, show_id, watched_at]) => ({ episode_id, show_id, watched_at }));
  const added = await insertEpisodeViews(tx, plan.userId, input);
  if (!added.length) return 0;
  const watchedAt = new Map(plan.seen.map(([episodeId, , at]) => [episodeId, at]));
  const perShow = new Map<number, { show_id: number; n: number; last: string }>();
  for (const row of added) {
    const showId = Number(row.show_id);
    const at = watchedAt.get(Number(row.episode_id))!;
    const entry = perShow.get(showId) ?? { show_id: showId, n: 0, last: at };
    entry.n++;
    if (entry.last < at) entry.last = at;
    perShow.set(showId, entry);
  }
  await addToTrackedSeen(tx, plan.userId, [...perShow.values()]);
  await addToUserSeenCount(tx, plan.userId, added.length);
  return added.length;
}

async function writeRatings(tx: Executor, plan: ImportPlan): Promise<number> {
  if (!plan.ratings.length) return 0;
  const input = plan.ratings.map(([show_id, rating, rated_at]) => ({ show_id, rating, rated_at }));
  const added = await insertRatings(tx, plan.userId, input);
  if (!added.length) return 0;
  const totals = added.map((r) => ({ show_id: Number(r.show_id), rating: Number(r.rating) }));
  await addToShowRatings(tx, totals);
  return added.length;
}

async function writeLists(tx: Executor, plan: ImportPlan, now: Date, pro: boolean): Promise<{ created: number; items: number; skipped: string[] }> {
  if (!plan.lists.length) return { created: 0, items: 0, skipped: [] };
  const state = await listState(tx, plan.userId, pro);
  const { kept, skipped } = allocateLists(plan.lists, state);
  const targets = new Map(state.byName);
  let created = 0;
  const items: { list_id: number; show_id: number; ord: number }[] = [];
  const existing = new Set<number>();
  for (const list of kept) {
    const key = nameKey(list.name);
    let listId = targets.get(key);
    if (listId === undefined) {
      listId = await insertImportedList(tx, plan.userId, list, now);
      targets.set(key, listId);
      created++;
    } else {
      existing.add(listId);
    }
    const id = listId;
    for (const showId of list.showIds) items.push({ list_id: id, show_id: showId, ord: items.length + 1 });
  }
  if (!items.length) return { created, items: 0, skipped };
  // Positions of lists that already had shows continue after their last one (rows locked as in addShowToList).
  if (existing.size) await lockLists(tx, [...existing]);
  const added = await appendListItems(tx, items, now);
  const touched = [...new Set(added.map((r) => Number(r.list_id)))].filter((id) => existing.has(id));
  if (touched.length) await touchLists(tx, touched, now);
  return { created, items: added.length, skipped };
}
