import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { episodes, lists, posts, reviews, shows, users } from "../db/schema/index.js";
import { episodeCode, itemPaths } from "../domain/item-paths.js";
import { type PostRow, findPost } from "./post.repository.js";

/**
 * The reads of commentable items, one function per kind: the item kinds under `items/` pick theirs
 * (decision 0031). What every kind answers — owner, show, title, page and the counter of
 * top-level comments — and what its view rule looks at besides.
 */
export interface CommentableBase {
  id: number;
  /** Who owns it: a review's, a list's or a post's author; nobody for catalog items. */
  ownerId: number | null;
  /** The show it belongs to (for the show's moderators); null for a list. */
  showId: number | null;
  title: string;
  path: string;
  commentsCount: number;
}

/** A commented item's name and page, for a page of many (the moderation page's reported comments). */
export interface ItemPageRow {
  id: number;
  title: string;
  path: string;
}

/** A post's title where a comment on it is named (a notification, the moderation page): its first words, or its author's handle. */
export function postTitle(content: string, authorSlug: string): string {
  const text = content.replace(/\s+/g, " ").trim();
  if (!text) return `@${authorSlug}`;
  return text.length <= 80 ? text : `${text.slice(0, 79).trimEnd()}…`;
}

export async function commentableShow(db: Executor, id: number): Promise<CommentableBase | undefined> {
  const [row] = await db.select({ slug: shows.slug, title: shows.originalTitle, commentsCount: shows.commentsCount }).from(shows).where(eq(shows.id, id));
  return row && { id, ownerId: null, showId: id, title: row.title, path: itemPaths.show(row.slug), commentsCount: row.commentsCount };
}

export async function showPages(db: Executor, ids: number[]): Promise<ItemPageRow[]> {
  const rows = await db.select({ id: shows.id, slug: shows.slug, title: shows.originalTitle }).from(shows).where(inArray(shows.id, ids));
  return rows.map((r) => ({ id: r.id, title: r.title, path: itemPaths.show(r.slug) }));
}

export async function commentableEpisode(db: Executor, id: number): Promise<CommentableBase | undefined> {
  const [row] = await episodeRows(db, [id]);
  return row && { id, ownerId: null, showId: row.showId, title: row.title, path: row.path, commentsCount: row.commentsCount };
}

export async function episodePages(db: Executor, ids: number[]): Promise<ItemPageRow[]> {
  return (await episodeRows(db, ids)).map((r) => ({ id: r.id, title: r.title, path: r.path }));
}

async function episodeRows(db: Executor, ids: number[]) {
  const rows = await db
    .select({
      id: episodes.id,
      showId: episodes.showId,
      season: episodes.seasonNumber,
      number: episodes.number,
      commentsCount: episodes.commentsCount,
      slug: shows.slug,
      showTitle: shows.originalTitle,
    })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(inArray(episodes.id, ids));
  return rows.map((r) => ({
    id: r.id,
    showId: r.showId,
    commentsCount: r.commentsCount,
    title: `${r.showTitle} ${episodeCode(r.season, r.number)}`,
    path: itemPaths.episode(r.slug, r.season, r.number),
  }));
}

export async function commentableReview(db: Executor, id: number): Promise<(CommentableBase & { ownerId: number; showId: number; removed: boolean }) | undefined> {
  const [row] = await db
    .select({ ownerId: reviews.userId, showId: reviews.showId, title: reviews.title, removedAt: reviews.removedAt, commentsCount: reviews.commentsCount, slug: shows.slug })
    .from(reviews)
    .innerJoin(shows, eq(shows.id, reviews.showId))
    .where(eq(reviews.id, id));
  if (!row) return undefined;
  return { id, ownerId: row.ownerId, showId: row.showId, title: row.title, path: itemPaths.review(row.slug, id), commentsCount: row.commentsCount, removed: row.removedAt !== null };
}

export async function reviewPages(db: Executor, ids: number[]): Promise<ItemPageRow[]> {
  const rows = await db.select({ id: reviews.id, title: reviews.title, slug: shows.slug }).from(reviews).innerJoin(shows, eq(shows.id, reviews.showId)).where(inArray(reviews.id, ids));
  return rows.map((r) => ({ id: r.id, title: r.title, path: itemPaths.review(r.slug, r.id) }));
}

export async function commentableList(db: Executor, id: number): Promise<(CommentableBase & { ownerId: number; isPublic: boolean; ownerPrivate: boolean }) | undefined> {
  const [row] = await db
    .select({ ownerId: lists.userId, name: lists.name, isPublic: lists.isPublic, commentsCount: lists.commentsCount, ownerPrivate: users.privateAccount })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.userId))
    .where(eq(lists.id, id));
  if (!row) return undefined;
  return { id, ownerId: row.ownerId, showId: null, title: row.name, path: itemPaths.list(id), commentsCount: row.commentsCount, isPublic: row.isPublic, ownerPrivate: row.ownerPrivate };
}

export async function listPages(db: Executor, ids: number[]): Promise<ItemPageRow[]> {
  const rows = await db.select({ id: lists.id, name: lists.name }).from(lists).where(inArray(lists.id, ids));
  return rows.map((r) => ({ id: r.id, title: r.name, path: itemPaths.list(r.id) }));
}

export async function commentablePost(db: Executor, id: number): Promise<(CommentableBase & { ownerId: number; post: PostRow }) | undefined> {
  const row = await findPost(db, id);
  if (!row) return undefined;
  return { id, ownerId: row.userId, showId: row.showId, title: postTitle(row.content, row.authorSlug), path: itemPaths.post(row.authorSlug, id), commentsCount: row.commentsCount, post: row };
}

/** Posts with their authors' slugs (their pages are `/user/{slug}/wall/{hashid}`). */
export function postPages(db: Executor, ids: number[]) {
  return db
    .select({ id: posts.id, content: posts.content, spoilers: posts.spoilers, removedAt: posts.removedAt, authorSlug: users.slug })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(inArray(posts.id, ids));
}

export async function commentedPostPages(db: Executor, ids: number[]): Promise<ItemPageRow[]> {
  return (await postPages(db, ids)).map((r) => ({ id: r.id, title: postTitle(r.content, r.authorSlug), path: itemPaths.post(r.authorSlug, r.id) }));
}

/**
 * Moves an item's `comments_count` by `delta` (never below 0) and answers whether the item is
 * still there. `table` is the item kind's table (its descriptor names it). The update takes the
 * item's row lock, so adding a comment to an item that is being deleted waits for it and then
 * finds nothing (404) instead of writing an orphan.
 */
export async function moveCommentsCount(db: Executor, table: string, id: number, delta: number): Promise<boolean> {
  const result = (await db.execute(
    sql`update ${sql.identifier(table)} set comments_count = greatest(comments_count + ${delta}, 0) where id = ${id} returning id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.length === 1;
}
