import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { credits, episodes, genres, networks, people, seasons, showGenres, shows } from "../../db/schema/index.js";
import { slugify } from "../../lib/slug.js";
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

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface TvmazeImportSummary {
  showId: number;
  slug: string;
  title: string;
  seasons: number;
  episodes: number;
  people: number;
  /** False when the show was already imported and has been updated in place. */
  created: boolean;
}

interface ImportBundle {
  show: MappedShow;
  seasons: MappedSeason[];
  episodes: MappedEpisode[];
  people: MappedPerson[];
  credits: MappedCredit[];
}

const BATCH = 500;

/**
 * Imports (or re-imports) one TVMaze show by id or by name. Everything is fetched first, so no
 * transaction waits on the network, then written in one transaction: a failure leaves the
 * catalog as it was, and a second import updates the same rows (keyed by tvmaze_id, season
 * number and episode number) instead of duplicating them.
 */
export async function importTvmazeShow(db: Db, client: TvmazeClient, key: string): Promise<TvmazeImportSummary> {
  const bundle = await fetchBundle(client, key.trim());
  return db.transaction((tx) => writeBundle(tx, bundle));
}

async function fetchBundle(client: TvmazeClient, key: string): Promise<ImportBundle> {
  const found = /^\d+$/.test(key) ? await client.showById(Number(key)) : await client.searchShow(key);
  // One request at a time: TVMaze allows about 20 calls per 10 s, and a failure leaves no
  // request running behind it.
  const seasonList = await client.seasons(found.id);
  const episodeList = await client.episodes(found.id);
  const cast = await client.cast(found.id);
  const crew = await client.crew(found.id);
  const show = mapShow(found);
  const mappedEpisodes = mapEpisodes(episodeList, show);
  return {
    show,
    seasons: mapSeasons(seasonList, mappedEpisodes),
    episodes: mappedEpisodes,
    people: mapPeople(cast, crew),
    credits: mapCredits(cast, crew),
  };
}

async function writeBundle(tx: Tx, bundle: ImportBundle): Promise<TvmazeImportSummary> {
  const { show } = bundle;
  const networkId = show.network ? await upsertNetwork(tx, show.network) : null;
  const [existing] = await tx.select({ id: shows.id, slug: shows.slug }).from(shows).where(eq(shows.tvmazeId, show.tvmazeId));
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
  const [row] = await tx
    .insert(shows)
    .values({ ...fields, slug, tvmazeId: show.tvmazeId })
    .onConflictDoUpdate({ target: shows.tvmazeId, set: fields })
    .returning({ id: shows.id, slug: shows.slug, title: shows.title });
  const showId = row!.id;

  await replaceGenres(tx, showId, show.genres);
  const seasonIds = await upsertSeasons(tx, showId, bundle.seasons);
  await upsertEpisodes(tx, showId, seasonIds, bundle.episodes);
  const personIds = await upsertPeople(tx, bundle.people);
  await replaceCredits(tx, showId, personIds, bundle.credits);

  return {
    showId,
    slug: row!.slug,
    title: row!.title,
    seasons: bundle.seasons.length,
    episodes: bundle.episodes.length,
    people: personIds.size,
    created: !existing,
  };
}

/** Reuses a network of the same slug (the demo catalog's "Star TV" is TVMaze's "Star TV"). */
async function upsertNetwork(tx: Tx, network: NonNullable<MappedShow["network"]>): Promise<number> {
  const [row] = await tx
    .insert(networks)
    .values(network)
    .onConflictDoUpdate({ target: networks.slug, set: { slug: sql`excluded.slug` } })
    .returning({ id: networks.id });
  return row!.id;
}

/** The title's slug, or with the year / a counter when another show already has it. */
async function freeShowSlug(tx: Tx, show: MappedShow): Promise<string> {
  const base = slugify(show.originalTitle) || `tvmaze-${show.tvmazeId}`;
  const candidates = [base, ...(show.year ? [`${base}-${show.year}`] : []), `${base}-tvmaze-${show.tvmazeId}`];
  const taken = await tx.select({ slug: shows.slug }).from(shows).where(inArray(shows.slug, candidates));
  const used = new Set(taken.map((t) => t.slug));
  return candidates.find((c) => !used.has(c)) ?? `${base}-tvmaze-${show.tvmazeId}`;
}

async function replaceGenres(tx: Tx, showId: number, slugs: MappedShow["genres"]): Promise<void> {
  await tx.delete(showGenres).where(eq(showGenres.showId, showId));
  if (!slugs.length) return;
  await seedGenres(tx);
  const rows = await tx.select({ id: genres.id }).from(genres).where(inArray(genres.slug, slugs));
  if (rows.length) await tx.insert(showGenres).values(rows.map((g) => ({ showId, genreId: g.id })));
}

async function upsertSeasons(tx: Tx, showId: number, list: MappedSeason[]): Promise<Map<number, number>> {
  if (!list.length) return new Map();
  const rows = await tx
    .insert(seasons)
    .values(list.map((s) => ({ showId, number: s.number, premiered: s.premiered })))
    .onConflictDoUpdate({ target: [seasons.showId, seasons.number], set: { premiered: sql`excluded.premiered` } })
    .returning({ id: seasons.id, number: seasons.number });
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
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(episodes)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [episodes.showId, episodes.seasonNumber, episodes.number],
        set: {
          seasonId: sql`excluded.season_id`,
          title: sql`excluded.title`,
          synopsis: sql`excluded.synopsis`,
          airsAt: sql`excluded.airs_at`,
          runtime: sql`excluded.runtime`,
        },
      });
  }
}

/**
 * A person with the same slug is the same person: their row is reused, and only what it lacks
 * (birthday, gender, department) is filled in from TVMaze, so hand-kept data wins.
 */
async function upsertPeople(tx: Tx, list: MappedPerson[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < list.length; i += BATCH) {
    const rows = await tx
      .insert(people)
      .values(list.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: people.slug,
        set: {
          birthday: sql`coalesce(${people.birthday}, excluded.birthday)`,
          gender: sql`coalesce(${people.gender}, excluded.gender)`,
          knownFor: sql`coalesce(${people.knownFor}, excluded.known_for)`,
        },
      })
      .returning({ id: people.id, slug: people.slug });
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

/** TVMaze's credit list is the whole truth for an imported show, so it replaces ours. */
async function replaceCredits(tx: Tx, showId: number, personIds: Map<string, number>, list: MappedCredit[]): Promise<void> {
  await tx.delete(credits).where(eq(credits.showId, showId));
  const rows = list.flatMap(({ personSlug, ...credit }) => {
    const personId = personIds.get(personSlug);
    return personId === undefined ? [] : [{ ...credit, showId, personId }];
  });
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(credits).values(rows.slice(i, i + BATCH));
}
