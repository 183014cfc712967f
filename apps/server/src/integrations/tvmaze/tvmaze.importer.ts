import type { Db, Tx } from "../../db/database.js";
import { slugify } from "../../lib/slug.js";
import {
  deleteShowCredits,
  deleteShowGenres,
  genreIdsBySlug,
  insertCredits,
  insertShowGenres,
  showByTvmazeId,
  takenShowSlugs,
  upsertEpisodeBatch,
  upsertNetwork,
  upsertPeopleBatch,
  upsertSeasonRows,
  upsertTvmazeShow,
} from "../../repositories/catalog-import.repository.js";
import { seedGenres } from "../../seed/seed-demo.js";
import type { TvmazeClient } from "./tvmaze.client.js";
import {
  type MappedCredit,
  type MappedEpisode,
  type MappedPerson,
  type MappedSeason,
  type MappedShow,
  mapCredits,
  mapEpisodes,
  mapPeople,
  mapSeasons,
  mapShow,
} from "./tvmaze.mapper.js";
import { withRetryingTransaction } from "../../db/transaction.js";
import { showSnapshot } from "../../repositories/catalog-sync.repository.js";
import { type CatalogChanges, diffShow, recordCatalogChanges } from "./catalog-changes.js";

export interface TvmazeImportSummary {
  showId: number;
  slug: string;
  title: string;
  seasons: number;
  episodes: number;
  people: number;
  /** False when the show was already imported and has been updated in place. */
  created: boolean;
  /**
   * What changed in an existing show's seasons and episodes (each recorded as a domain event in the
   * import's transaction, decision 0048); null for a show the import created.
   */
  changes: CatalogChanges | null;
}

interface ImportBundle {
  show: MappedShow;
  seasons: MappedSeason[];
  episodes: MappedEpisode[];
  /** Cast and crew; absent for a sync, which leaves an imported show's credits as they are. */
  credits?: { people: MappedPerson[]; credits: MappedCredit[] };
}

export interface TvmazeImportOptions {
  /** Fetch and replace cast and crew (true: the import; the daily sync passes false and asks TVMaze 3 times per show, not 5). */
  credits?: boolean;
}

const BATCH = 500;

/**
 * Imports (or re-imports) one TVMaze show by id or by name. Everything is fetched first, so no
 * transaction waits on the network, then written in one transaction: a failure leaves the
 * catalog as it was, and a second import updates the same rows (keyed by tvmaze_id, season
 * number and episode number) instead of duplicating them.
 */
export async function importTvmazeShow(db: Db, client: TvmazeClient, key: string, options: TvmazeImportOptions = {}): Promise<TvmazeImportSummary> {
  const bundle = await fetchBundle(client, key.trim(), options.credits ?? true);
  return withRetryingTransaction(db, (tx) => writeBundle(tx, bundle));
}

async function fetchBundle(client: TvmazeClient, key: string, withCredits: boolean): Promise<ImportBundle> {
  const found = /^\d+$/.test(key) ? await client.showById(Number(key)) : await client.searchShow(key);
  // One request at a time: TVMaze allows about 20 calls per 10 s, and a failure leaves no
  // request running behind it.
  const seasonList = await client.seasons(found.id);
  const episodeList = await client.episodes(found.id);
  const show = mapShow(found);
  const mappedEpisodes = mapEpisodes(episodeList, show);
  const bundle: ImportBundle = { show, seasons: mapSeasons(seasonList, mappedEpisodes), episodes: mappedEpisodes };
  if (withCredits) {
    const cast = await client.cast(found.id);
    const crew = await client.crew(found.id);
    bundle.credits = { people: mapPeople(cast, crew), credits: mapCredits(cast, crew) };
  }
  return bundle;
}

async function writeBundle(tx: Tx, bundle: ImportBundle): Promise<TvmazeImportSummary> {
  const { show } = bundle;
  const networkId = show.network ? await upsertNetwork(tx, show.network) : null;
  const existing = await showByTvmazeId(tx, show.tvmazeId);
  const fields = {
    originalTitle: show.originalTitle,
    title: show.title,
    type: show.type,
    status: show.status,
    networkId,
    year: show.year,
    premiered: show.premiered,
    runtime: show.runtime,
    airTime: show.airTime,
    airDays: show.airDays,
    synopsis: show.synopsis,
    posterUrl: show.posterUrl,
  };
  // The slug stays as first given so that links to the show keep working after a re-import.
  const slug = existing?.slug ?? (await freeShowSlug(tx, show));
  // An existing show's seasons and episodes before the write: what changed becomes events.
  const before = existing ? await showSnapshot(tx, existing.id) : undefined;
  const row = await upsertTvmazeShow(tx, fields, slug, show.tvmazeId);
  const showId = row.id;

  await replaceGenres(tx, showId, show.genres);
  const seasonIds = await upsertSeasons(tx, showId, bundle.seasons);
  await upsertEpisodes(tx, showId, seasonIds, bundle.episodes);
  let people = 0;
  if (bundle.credits) {
    const personIds = await upsertPeople(tx, bundle.credits.people);
    await replaceCredits(tx, showId, personIds, bundle.credits.credits);
    people = personIds.size;
  }
  let changes: CatalogChanges | null = null;
  if (before) {
    changes = diffShow(before, await showSnapshot(tx, showId));
    await recordCatalogChanges(tx, { id: showId, title: row.title, slug: row.slug }, changes);
  }

  return {
    showId,
    slug: row.slug,
    title: row.title,
    seasons: bundle.seasons.length,
    episodes: bundle.episodes.length,
    people,
    created: !existing,
    changes,
  };
}

/** The title's slug, or with the year / a counter when another show already has it. */
async function freeShowSlug(tx: Tx, show: MappedShow): Promise<string> {
  const base = slugify(show.originalTitle) || `tvmaze-${show.tvmazeId}`;
  const candidates = [base, ...(show.year ? [`${base}-${show.year}`] : []), `${base}-tvmaze-${show.tvmazeId}`];
  const used = new Set(await takenShowSlugs(tx, candidates));
  return candidates.find((c) => !used.has(c)) ?? `${base}-tvmaze-${show.tvmazeId}`;
}

async function replaceGenres(tx: Tx, showId: number, slugs: MappedShow["genres"]): Promise<void> {
  await deleteShowGenres(tx, showId);
  if (!slugs.length) return;
  await seedGenres(tx);
  const ids = await genreIdsBySlug(tx, slugs);
  if (ids.length) await insertShowGenres(tx, ids.map((genreId) => ({ showId, genreId })));
}

async function upsertSeasons(tx: Tx, showId: number, list: MappedSeason[]): Promise<Map<number, number>> {
  if (!list.length) return new Map();
  const rows = await upsertSeasonRows(tx, showId, list);
  return new Map(rows.map((r) => [r.number, r.id]));
}

async function upsertEpisodes(tx: Tx, showId: number, seasonIds: Map<number, number>, list: MappedEpisode[]): Promise<void> {
  const rows = list.map((e) => ({
    showId,
    seasonId: seasonIds.get(e.seasonNumber)!,
    seasonNumber: e.seasonNumber,
    number: e.number,
    title: e.title,
    synopsis: e.synopsis,
    airsAt: e.airsAt,
    runtime: e.runtime,
  }));
  for (let i = 0; i < rows.length; i += BATCH) await upsertEpisodeBatch(tx, rows.slice(i, i + BATCH));
}

/**
 * A person with the same slug is the same person: their row is reused, and only what it lacks
 * (birthday, gender, department) is filled in from TVMaze, so hand-kept data wins.
 */
async function upsertPeople(tx: Tx, list: MappedPerson[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < list.length; i += BATCH) {
    const rows = await upsertPeopleBatch(tx, list.slice(i, i + BATCH));
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

/** TVMaze's credit list is the whole truth for an imported show, so it replaces ours. */
async function replaceCredits(tx: Tx, showId: number, personIds: Map<string, number>, list: MappedCredit[]): Promise<void> {
  await deleteShowCredits(tx, showId);
  const rows = list.flatMap(({ personSlug, ...credit }) => {
    const personId = personIds.get(personSlug);
    return personId === undefined ? [] : [{ ...credit, showId, personId }];
  });
  for (let i = 0; i < rows.length; i += BATCH) await insertCredits(tx, rows.slice(i, i + BATCH));
}
