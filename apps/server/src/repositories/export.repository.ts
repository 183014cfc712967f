import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { couples, diaryLogs, episodeViews, episodes, likes, listItems, lists, people, ratings, shows, trackedShows } from "../db/schema/index.js";

/**
 * The reads of a user's data export (`integrations/import/exporter.ts`): one statement per kind
 * (two for lists: the lists, then every item of them), each in the export's order.
 */

const showColumns = { id: shows.id, slug: shows.slug, originalTitle: shows.originalTitle, title: shows.title, year: shows.year };

/** The show of an exported row. */
export type ExportShowRow = { id: number; slug: string; originalTitle: string; title: string; year: number | null };

export function trackedRows(db: Executor, userId: number) {
  return db
    .select({ show: showColumns, createdAt: trackedShows.createdAt, droppedAt: trackedShows.droppedAt, seenCount: trackedShows.seenCount, lastSeenAt: trackedShows.lastSeenAt })
    .from(trackedShows)
    .innerJoin(shows, eq(shows.id, trackedShows.showId))
    .where(eq(trackedShows.userId, userId))
    .orderBy(asc(trackedShows.createdAt), asc(trackedShows.showId));
}

export function seenRows(db: Executor, userId: number) {
  return db
    .select({ show: showColumns, episodeId: episodes.id, season: episodes.seasonNumber, number: episodes.number, watchedAt: episodeViews.watchedAt })
    .from(episodeViews)
    .innerJoin(episodes, eq(episodes.id, episodeViews.episodeId))
    .innerJoin(shows, eq(shows.id, episodeViews.showId))
    .where(eq(episodeViews.userId, userId))
    .orderBy(asc(episodeViews.watchedAt), asc(shows.id), asc(episodes.seasonNumber), asc(episodes.number));
}

export function diaryRows(db: Executor, userId: number) {
  return db
    .select({
      id: diaryLogs.id,
      show: showColumns,
      season: episodes.seasonNumber,
      number: episodes.number,
      watchedAt: diaryLogs.watchedAt,
      halfStars: diaryLogs.rating,
      note: diaryLogs.note,
      rewatch: diaryLogs.rewatch,
    })
    .from(diaryLogs)
    .innerJoin(episodes, eq(episodes.id, diaryLogs.episodeId))
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(eq(diaryLogs.userId, userId))
    .orderBy(asc(diaryLogs.watchedAt), asc(diaryLogs.id));
}

export function ratingRows(db: Executor, userId: number) {
  return db
    .select({ show: showColumns, rating: ratings.rating, createdAt: ratings.createdAt, updatedAt: ratings.updatedAt })
    .from(ratings)
    .innerJoin(shows, eq(shows.id, ratings.showId))
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.createdAt), asc(ratings.showId));
}

/** The user's lists, each with its items in order (two statements). */
export async function listRows(db: Executor, userId: number) {
  const owned = await db.select().from(lists).where(eq(lists.userId, userId)).orderBy(asc(lists.createdAt), asc(lists.id));
  const items = await db
    .select({ listId: listItems.listId, position: listItems.position, addedAt: listItems.createdAt, show: showColumns })
    .from(listItems)
    .innerJoin(lists, eq(lists.id, listItems.listId))
    .innerJoin(shows, eq(shows.id, listItems.showId))
    .where(eq(lists.userId, userId))
    .orderBy(asc(listItems.listId), asc(listItems.position), asc(listItems.showId));
  return owned.map((list) => ({ list, items: items.filter((i) => i.listId === list.id) }));
}

/** Likes with the name of what was liked, resolved per type in the same query (posts have none). */
export function likeRows(db: Executor, userId: number) {
  const likedList = sql`(select ${lists.name} from ${lists} where ${lists.id} = ${likes.itemId})`;
  return db
    .select({
      type: likes.itemType,
      id: likes.itemId,
      createdAt: likes.createdAt,
      name: sql<string | null>`case ${likes.itemType}
        when 'show' then ${shows.originalTitle} when 'person' then ${people.name}
        when 'couple' then ${couples.name} when 'list' then ${likedList} end`,
      slug: sql<string | null>`case ${likes.itemType}
        when 'show' then ${shows.slug} when 'person' then ${people.slug} when 'couple' then ${couples.slug} end`,
    })
    .from(likes)
    .leftJoin(shows, and(eq(likes.itemType, "show"), eq(shows.id, likes.itemId)))
    .leftJoin(people, and(eq(likes.itemType, "person"), eq(people.id, likes.itemId)))
    .leftJoin(couples, and(eq(likes.itemType, "couple"), eq(couples.id, likes.itemId)))
    .where(eq(likes.userId, userId))
    .orderBy(asc(likes.createdAt), asc(likes.itemType), asc(likes.itemId));
}
