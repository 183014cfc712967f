import { count } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { couples, episodes, genres, networks, people, seasons, shows } from "../db/schema/index.js";

/**
 * The writes of the reference data and the demo catalog (`seed/`): each function is one statement
 * (a batch of rows); the seed decides the batches and holds the transaction. Show genres and
 * credits are written with `catalog-import.repository.ts`'s `insertShowGenres` and `insertCredits`.
 */

export type NewGenre = typeof genres.$inferInsert;
export type NewNetwork = typeof networks.$inferInsert;
export type NewPerson = typeof people.$inferInsert;
export type NewShow = typeof shows.$inferInsert;
export type NewEpisode = typeof episodes.$inferInsert;
export type NewCouple = typeof couples.$inferInsert;

/** Inserts the genres not there yet (by their unique keys). */
export async function insertMissingGenres(db: Executor, rows: NewGenre[]): Promise<void> {
  await db.insert(genres).values(rows).onConflictDoNothing();
}

/** True when the catalog has no show yet: the first start of a fresh DATA_DIR. */
export async function catalogIsEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(shows);
  return (row?.n ?? 0) === 0;
}

export function allGenres(db: Executor) {
  return db.select().from(genres);
}

export function insertNetworks(db: Executor, rows: NewNetwork[]) {
  return db.insert(networks).values(rows).returning();
}

export function insertPeople(db: Executor, rows: NewPerson[]): Promise<{ id: number; name: string }[]> {
  return db.insert(people).values(rows).returning({ id: people.id, name: people.name });
}

export async function insertShow(db: Executor, row: NewShow): Promise<number> {
  const [inserted] = await db.insert(shows).values(row).returning({ id: shows.id });
  return inserted!.id;
}

export function insertSeasons(db: Executor, rows: { showId: number; number: number; premiered: string | null }[]): Promise<{ id: number; number: number }[]> {
  return db.insert(seasons).values(rows).returning({ id: seasons.id, number: seasons.number });
}

/** One batch of episodes. */
export async function insertEpisodes(db: Executor, rows: NewEpisode[]): Promise<void> {
  await db.insert(episodes).values(rows);
}

export async function insertCouples(db: Executor, rows: NewCouple[]): Promise<void> {
  await db.insert(couples).values(rows);
}
