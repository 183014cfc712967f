import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { newsArticleShows, newsArticles, shows } from "../db/schema/index.js";
import type { CommentableBase, ItemPageRow } from "./commentable.repository.js";
import type { ShowRefColumns } from "./reference-rows.js";

/** The public page of an article. Here, below the presenters, because the comments of an article link to it. */
export const newsPath = (slug: string) => `/news/${slug}`;

export interface NewsRow {
  id: number;
  slug: string;
  title: string;
  body: string;
  html: string;
  coverKey: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  language: string;
  authorId: number | null;
  sample: boolean;
  commentsCount: number;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewsWithShows extends NewsRow {
  shows: ShowRefColumns[];
}

export interface NewsValues {
  slug: string;
  title: string;
  body: string;
  html: string;
  coverKey: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  language: string;
  authorId: number | null;
  sample?: boolean;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

const showRefColumns = {
  id: shows.id,
  slug: shows.slug,
  originalTitle: shows.originalTitle,
  title: shows.title,
  year: shows.year,
  posterUrl: shows.posterUrl,
};

export async function findNewsBySlug(db: Executor, slug: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.slug, slug));
  return row;
}

export async function findNewsById(db: Executor, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  return row;
}

/** The row locked for a change (an edit, a delete): concurrent writes of one article run one after the other. */
export async function lockNews(db: Executor, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id)).for("update");
  return row;
}

export async function slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(exceptId ? and(eq(newsArticles.slug, slug), sql`${newsArticles.id} <> ${exceptId}`) : eq(newsArticles.slug, slug))
    .limit(1);
  return rows.length > 0;
}

export async function insertNews(db: Executor, values: NewsValues): Promise<NewsRow> {
  const [row] = await db.insert(newsArticles).values(values).returning();
  return row!;
}

export async function updateNews(db: Executor, id: number, values: Partial<NewsValues>): Promise<NewsRow> {
  const [row] = await db.update(newsArticles).set(values).where(eq(newsArticles.id, id)).returning();
  return row!;
}

export async function deleteNewsRow(db: Executor, id: number): Promise<void> {
  await db.delete(newsArticles).where(eq(newsArticles.id, id));
}

/** Which of these ids are shows of the catalog. */
export async function existingShowIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: shows.id }).from(shows).where(inArray(shows.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Replaces an article's linked shows, in the order given. */
export async function setNewsShows(db: Executor, articleId: number, showIds: readonly number[]): Promise<void> {
  await db.delete(newsArticleShows).where(eq(newsArticleShows.articleId, articleId));
  if (showIds.length) await db.insert(newsArticleShows).values(showIds.map((showId, position) => ({ articleId, showId, position })));
}

/** The linked shows of many articles, one statement, by article id. */
export async function showsOfNews(db: Executor, articleIds: readonly number[]): Promise<Map<number, ShowRefColumns[]>> {
  const found = new Map<number, ShowRefColumns[]>();
  if (!articleIds.length) return found;
  const rows = await db
    .select({ articleId: newsArticleShows.articleId, ...showRefColumns })
    .from(newsArticleShows)
    .innerJoin(shows, eq(shows.id, newsArticleShows.showId))
    .where(inArray(newsArticleShows.articleId, [...articleIds]))
    .orderBy(newsArticleShows.articleId, newsArticleShows.position);
  for (const { articleId, ...show } of rows) (found.get(articleId) ?? found.set(articleId, []).get(articleId)!).push(show);
  return found;
}

export interface NewsPageQuery {
  language?: string;
  showId?: number;
  /** The last article of the previous page (newest first: published_at desc, id desc). */
  after?: { publishedAt: Date; id: number };
  limit: number;
}

/** A page of articles, newest first, keyset on (published_at, id); `limit + 1` rows tell whether more follow. */
export async function newsPage(db: Executor, query: NewsPageQuery): Promise<NewsRow[]> {
  const conditions = [];
  if (query.language) conditions.push(eq(newsArticles.language, query.language));
  if (query.showId) {
    conditions.push(
      sql`exists (select 1 from ${newsArticleShows} where ${newsArticleShows.articleId} = ${newsArticles.id} and ${newsArticleShows.showId} = ${query.showId})`,
    );
  }
  if (query.after) {
    conditions.push(sql`(${newsArticles.publishedAt}, ${newsArticles.id}) < (${query.after.publishedAt.toISOString()}::timestamptz, ${query.after.id})`);
  }
  return db
    .select()
    .from(newsArticles)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(query.limit + 1);
}

/** Slugs and last changes of every article, for the sitemap. */
export async function newsSitemapRows(db: Executor, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt }).from(newsArticles).orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id)).limit(limit);
}

// The comments of an article (items/news.item.ts).

export async function commentableNews(db: Executor, id: number): Promise<CommentableBase | undefined> {
  const [row] = await db.select({ slug: newsArticles.slug, title: newsArticles.title, commentsCount: newsArticles.commentsCount }).from(newsArticles).where(eq(newsArticles.id, id));
  return row && { id, ownerId: null, showId: null, title: row.title, path: newsPath(row.slug), commentsCount: row.commentsCount };
}

export async function newsPages(db: Executor, ids: number[]): Promise<ItemPageRow[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: newsArticles.id, slug: newsArticles.slug, title: newsArticles.title }).from(newsArticles).where(inArray(newsArticles.id, ids));
  return rows.map((r) => ({ id: r.id, title: r.title, path: newsPath(r.slug) }));
}

export async function newsExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, id)).limit(1);
  return rows.length > 0;
}
