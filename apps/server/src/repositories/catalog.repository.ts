import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { couples, episodes, genres, networks, people, shows } from "../db/schema/index.js";

const one = sql`1`;

/** Whether a show exists (by id). */
export async function showExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ one }).from(shows).where(eq(shows.id, id)).limit(1)).length > 0;
}

export async function personExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ one }).from(people).where(eq(people.id, id)).limit(1)).length > 0;
}

export async function coupleExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ one }).from(couples).where(eq(couples.id, id)).limit(1)).length > 0;
}

/** An episode's id and air time, or undefined. */
export async function episodeAiring(db: Executor, id: number): Promise<{ id: number; airsAt: Date | null } | undefined> {
  const [row] = await db.select({ id: episodes.id, airsAt: episodes.airsAt }).from(episodes).where(eq(episodes.id, id)).limit(1);
  return row;
}

/** What a generated poster shows: the show's title, year and network. */
export async function showArtworkInfo(db: Executor, id: number) {
  const [row] = await db
    .select({ title: shows.originalTitle, year: shows.year, network: networks.name })
    .from(shows)
    .leftJoin(networks, eq(networks.id, shows.networkId))
    .where(eq(shows.id, id))
    .limit(1);
  return row;
}

/** A person's name by slug (their generated portrait). */
export async function personNameBySlug(db: Executor, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ name: people.name }).from(people).where(eq(people.slug, slug)).limit(1);
  return row?.name;
}

/** The genres in the spec's order. */
export async function allGenres(db: Executor) {
  return db.select({ id: genres.id, name: genres.name, slug: genres.slug }).from(genres).orderBy(asc(genres.position));
}

/** Networks and platforms by name. */
export async function allNetworks(db: Executor) {
  return db.select().from(networks).orderBy(asc(networks.name));
}
