import { and, asc, eq, gt, lte, max } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { episodes, genres, lists, people, shows } from "../db/schema/index.js";
import { type ListVisibility, listVisibleTo } from "./list.repository.js";

/**
 * The rows of the sitemap (decision 0040). A section file holds the rows whose id falls in one
 * range of `SITEMAP_IDS_PER_FILE` ids, read through the primary key (`id > from and id <= to`, in id
 * order): any file is one index range scan, however far down it is, and never more than that
 * many URLs.
 */

/** The highest id of each paged section's table (each an index lookup): how many files each has. */
export async function sitemapMaxIds(db: Executor): Promise<{ shows: number; episodes: number; people: number; lists: number }> {
  const highest = async (table: typeof shows | typeof episodes | typeof people | typeof lists) => {
    const [row] = await db.select({ id: max(table.id) }).from(table);
    return row?.id ?? 0;
  };
  return { shows: await highest(shows), episodes: await highest(episodes), people: await highest(people), lists: await highest(lists) };
}

export interface IdRange {
  /** Exclusive. */
  after: number;
  /** Inclusive. */
  upTo: number;
}

export async function sitemapShows(db: Executor, range: IdRange): Promise<{ slug: string }[]> {
  return db
    .select({ slug: shows.slug })
    .from(shows)
    .where(and(gt(shows.id, range.after), lte(shows.id, range.upTo)))
    .orderBy(asc(shows.id));
}

export async function sitemapEpisodes(db: Executor, range: IdRange): Promise<{ showSlug: string; seasonNumber: number; number: number }[]> {
  return db
    .select({ showSlug: shows.slug, seasonNumber: episodes.seasonNumber, number: episodes.number })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(and(gt(episodes.id, range.after), lte(episodes.id, range.upTo)))
    .orderBy(asc(episodes.id));
}

export async function sitemapPeople(db: Executor, range: IdRange): Promise<{ slug: string }[]> {
  return db
    .select({ slug: people.slug })
    .from(people)
    .where(and(gt(people.id, range.after), lte(people.id, range.upTo)))
    .orderBy(asc(people.id));
}

export async function sitemapGenres(db: Executor): Promise<{ slug: string }[]> {
  return db.select({ slug: genres.slug }).from(genres).orderBy(asc(genres.position));
}

/** The lists `visibility` shows (the list policy's rule as data; a visitor's: public lists of public accounts). */
export async function sitemapLists(db: Executor, range: IdRange, visibility: ListVisibility): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: lists.id, updatedAt: lists.updatedAt })
    .from(lists)
    .where(and(gt(lists.id, range.after), lte(lists.id, range.upTo), listVisibleTo(visibility)))
    .orderBy(asc(lists.id));
}
