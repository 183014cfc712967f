import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { credits, episodes, genres, networks, people, seasons, showGenres, shows } from "../db/schema/index.js";

/**
 * Catalog writes of an imported show (TVMaze, `integrations/tvmaze/`) — upserts keyed by
 * tvmaze_id, season number, episode number and slugs, so that a re-import updates rows in place.
 * The integration fetches, maps, batches and holds the transaction.
 */

/** A text kept in English and Turkish (synopses). */
export type { LocalizedText } from "../db/schema/catalog.js";

export type NewNetwork = typeof networks.$inferInsert;
export type NewShowGenre = typeof showGenres.$inferInsert;
export type NewEpisode = typeof episodes.$inferInsert;
export type NewPerson = typeof people.$inferInsert;
export type NewCredit = typeof credits.$inferInsert;

/** The fields of a show an import writes (and rewrites on a re-import). */
export type ImportedShowFields = Pick<
  typeof shows.$inferInsert,
  "originalTitle" | "title" | "type" | "status" | "networkId" | "year" | "premiered" | "runtime" | "airTime" | "airDays" | "synopsis" | "posterUrl"
>;

/** Reuses a network of the same slug (the demo catalog's "Star TV" is TVMaze's "Star TV"). */
export async function upsertNetwork(tx: Executor, network: NewNetwork): Promise<number> {
  const [row] = await tx
    .insert(networks)
    .values(network)
    .onConflictDoUpdate({ target: networks.slug, set: { slug: sql`excluded.slug` } })
    .returning({ id: networks.id });
  return row!.id;
}

export async function showByTvmazeId(tx: Executor, tvmazeId: number): Promise<{ id: number; slug: string } | undefined> {
  const [row] = await tx.select({ id: shows.id, slug: shows.slug }).from(shows).where(eq(shows.tvmazeId, tvmazeId));
  return row;
}

/** Which of `slugs` shows already have. */
export async function takenShowSlugs(tx: Executor, slugs: string[]): Promise<string[]> {
  const taken = await tx.select({ slug: shows.slug }).from(shows).where(inArray(shows.slug, slugs));
  return taken.map((t) => t.slug);
}

/** Inserts the show, or updates its fields when its tvmaze_id is there (the slug stays as first given). */
export async function upsertTvmazeShow(
  tx: Executor,
  fields: ImportedShowFields,
  slug: string,
  tvmazeId: number,
): Promise<{ id: number; slug: string; title: string }> {
  const [row] = await tx
    .insert(shows)
    .values({ ...fields, slug, tvmazeId })
    .onConflictDoUpdate({ target: shows.tvmazeId, set: fields })
    .returning({ id: shows.id, slug: shows.slug, title: shows.title });
  return row!;
}

export async function deleteShowGenres(tx: Executor, showId: number): Promise<void> {
  await tx.delete(showGenres).where(eq(showGenres.showId, showId));
}

export async function genreIdsBySlug(tx: Executor, slugs: string[]): Promise<number[]> {
  const rows = await tx.select({ id: genres.id }).from(genres).where(inArray(genres.slug, slugs));
  return rows.map((g) => g.id);
}

/** Links a show to genres (one statement; also the demo seed's). */
export async function insertShowGenres(tx: Executor, rows: NewShowGenre[]): Promise<void> {
  await tx.insert(showGenres).values(rows);
}

/** Inserts or dates a show's seasons (one statement); answers each season's id by number. */
export async function upsertSeasonRows(tx: Executor, showId: number, list: { number: number; premiered: string | null }[]): Promise<{ id: number; number: number }[]> {
  return tx
    .insert(seasons)
    .values(list.map((s) => ({ showId, number: s.number, premiered: s.premiered })))
    .onConflictDoUpdate({ target: [seasons.showId, seasons.number], set: { premiered: sql`excluded.premiered` } })
    .returning({ id: seasons.id, number: seasons.number });
}

/** One batch of episodes, inserted or updated by (show, season number, number): one statement. */
export async function upsertEpisodeBatch(tx: Executor, rows: NewEpisode[]): Promise<void> {
  await tx
    .insert(episodes)
    .values(rows)
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

/**
 * One batch of people, one statement. A person with the same slug is the same person: their row
 * is reused, and only what it lacks (birthday, gender, department) is filled in, so hand-kept
 * data wins. Answers each person's id and slug.
 */
export async function upsertPeopleBatch(tx: Executor, rows: NewPerson[]): Promise<{ id: number; slug: string }[]> {
  return tx
    .insert(people)
    .values(rows)
    .onConflictDoUpdate({
      target: people.slug,
      set: {
        birthday: sql`coalesce(${people.birthday}, excluded.birthday)`,
        gender: sql`coalesce(${people.gender}, excluded.gender)`,
        knownFor: sql`coalesce(${people.knownFor}, excluded.known_for)`,
      },
    })
    .returning({ id: people.id, slug: people.slug });
}

export async function deleteShowCredits(tx: Executor, showId: number): Promise<void> {
  await tx.delete(credits).where(eq(credits.showId, showId));
}

/** One batch of credits, one statement (also the demo seed's). */
export async function insertCredits(tx: Executor, rows: NewCredit[]): Promise<void> {
  await tx.insert(credits).values(rows);
}
