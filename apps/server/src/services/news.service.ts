import { NEWS_MESSAGES } from "@dizilog/shared/api";
import { type Ctx, inTransaction } from "../context.js";
import { AppError } from "../errors.js";
import { renderMarkdown } from "../lib/markdown.js";
import { slugify } from "../lib/slug.js";
import { actorFor, authorize } from "../policies/index.js";
import { newsSubject } from "../policies/news.policy.js";
import { deleteCommentsOfItem } from "../repositories/comment.repository.js";
import {
  type NewsRow,
  type NewsValues,
  type NewsWithShows,
  deleteNewsRow,
  existingShowIds,
  findNewsById,
  findNewsBySlug,
  insertNews,
  lockNews,
  newsPage,
  setNewsShows,
  showsOfNews,
  slugTaken,
  updateNews,
} from "../repositories/news.repository.js";
import { type StoredImage, deleteAttachmentImages, storeAttachmentImages } from "../storage/attachment-images.js";

/** What staff send to write or change an article (the route parsed it; `cover` is the uploaded file). */
export interface NewsInput {
  title?: string | undefined;
  body?: string | undefined;
  language?: string | undefined;
  showIds?: number[] | undefined;
  cover?: Buffer | undefined;
  removeCover?: boolean | undefined;
}

const COVER = { folder: "news", field: "cover" } as const;
const SLUG_MAX = 200;

async function withShows(ctx: Ctx, rows: NewsRow[]): Promise<NewsWithShows[]> {
  const shows = await showsOfNews(ctx.db, rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, shows: shows.get(row.id) ?? [] }));
}

/** A page of articles, newest first (keyset on published_at, id), optionally in one language or about one show. */
export async function newsList(
  ctx: Ctx,
  query: { language?: string | undefined; showId?: number | undefined; after?: { publishedAt: Date; id: number } | undefined; limit: number },
): Promise<{ rows: NewsWithShows[]; more: boolean }> {
  const rows = await newsPage(ctx.db, { language: query.language, showId: query.showId, after: query.after, limit: query.limit });
  const more = rows.length > query.limit;
  return { rows: await withShows(ctx, rows.slice(0, query.limit)), more };
}

export async function newsBySlug(ctx: Ctx, slug: string): Promise<NewsWithShows> {
  const row = await findNewsBySlug(ctx.db, slug);
  if (!row) throw new AppError("not_found");
  return (await withShows(ctx, [row]))[0]!;
}

export async function newsById(ctx: Ctx, id: number): Promise<NewsWithShows> {
  const row = await findNewsById(ctx.db, id);
  if (!row) throw new AppError("not_found");
  authorize(await actorFor(ctx), "edit", newsSubject(row));
  return (await withShows(ctx, [row]))[0]!;
}

/** The editor's preview: the article's own renderer, nothing stored. */
export async function previewNews(ctx: Ctx, body: string): Promise<string> {
  authorize(await actorFor(ctx), "create", newsSubject({ id: 0 }));
  return renderMarkdown(body);
}

async function checkShows(ctx: Ctx, showIds: readonly number[]): Promise<void> {
  const found = await existingShowIds(ctx.db, showIds);
  if (showIds.some((id) => !found.has(id))) throw AppError.field("show_ids", NEWS_MESSAGES.showInvalid);
}

/** A free slug from the title: `the-title`, else `the-title-2` … (a title without Latin letters: `news`). */
async function freeSlug(ctx: Ctx, title: string): Promise<string> {
  const base = slugify(title).slice(0, SLUG_MAX).replace(/-+$/, "") || "news";
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(ctx.db, slug))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

async function storeCover(ctx: Ctx, file: Buffer | undefined): Promise<StoredImage | undefined> {
  if (!file) return undefined;
  const [stored] = await storeAttachmentImages(ctx.deps.storage, [file], COVER);
  return stored;
}

/**
 * Writes an article (staff): the Markdown rendered and sanitized once, here; the cover through the
 * one image pipeline (checked before anything is stored); the linked shows must exist (422 on
 * `show_ids`). Published at once; the slug comes from the title and never changes.
 */
export async function createNews(ctx: Ctx, input: Required<Pick<NewsInput, "title" | "body" | "language">> & NewsInput, sample = false): Promise<NewsWithShows> {
  authorize(await actorFor(ctx), "create", newsSubject({ id: 0 }));
  const showIds = input.showIds ?? [];
  await checkShows(ctx, showIds);
  const html = renderMarkdown(input.body);
  const cover = await storeCover(ctx, input.cover);
  try {
    const row = await inTransaction(ctx, async (tx) => {
      const values: NewsValues = {
        slug: await freeSlug(tx, input.title),
        title: input.title,
        body: input.body,
        html,
        coverKey: cover?.key ?? null,
        coverWidth: cover?.width ?? null,
        coverHeight: cover?.height ?? null,
        language: input.language,
        authorId: ctx.actor?.id ?? null,
        sample,
        publishedAt: ctx.now,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
      const inserted = await insertNews(tx.db, values);
      await setNewsShows(tx.db, inserted.id, showIds);
      return inserted;
    });
    return (await withShows(ctx, [row]))[0]!;
  } catch (error) {
    if (cover) await deleteAttachmentImages(ctx.deps.storage, [cover.key]);
    throw error;
  }
}

/** Changes an article (staff): the fields sent; a new cover replaces the old one, which is removed after the commit. */
export async function updateNewsArticle(ctx: Ctx, id: number, input: NewsInput): Promise<NewsWithShows> {
  const existing = await findNewsById(ctx.db, id);
  if (!existing) throw new AppError("not_found");
  authorize(await actorFor(ctx), "edit", newsSubject(existing));
  if (input.showIds) await checkShows(ctx, input.showIds);
  const html = input.body !== undefined ? renderMarkdown(input.body) : undefined;
  const cover = await storeCover(ctx, input.cover);
  let oldCover: string | null = null;
  try {
    const row = await inTransaction(ctx, async (tx) => {
      const locked = await lockNews(tx.db, id);
      if (!locked) throw new AppError("not_found");
      const values: Partial<NewsValues> = { updatedAt: ctx.now };
      if (input.title !== undefined) values.title = input.title;
      if (input.body !== undefined && html !== undefined) {
        values.body = input.body;
        values.html = html;
      }
      if (input.language !== undefined) values.language = input.language;
      if (cover || input.removeCover) {
        oldCover = locked.coverKey;
        values.coverKey = cover?.key ?? null;
        values.coverWidth = cover?.width ?? null;
        values.coverHeight = cover?.height ?? null;
      }
      const updated = await updateNews(tx.db, id, values);
      if (input.showIds) await setNewsShows(tx.db, id, input.showIds);
      return updated;
    });
    if (oldCover) await deleteAttachmentImages(ctx.deps.storage, [oldCover]);
    return (await withShows(ctx, [row]))[0]!;
  } catch (error) {
    if (cover) await deleteAttachmentImages(ctx.deps.storage, [cover.key]);
    throw error;
  }
}

/** Deletes an article (staff) with its comments (they have no foreign key to it); their images and the cover go after the commit. */
export async function deleteNewsArticle(ctx: Ctx, id: number): Promise<void> {
  const existing = await findNewsById(ctx.db, id);
  if (!existing) throw new AppError("not_found");
  authorize(await actorFor(ctx), "delete", newsSubject(existing));
  const files = await inTransaction(ctx, async (tx) => {
    const locked = await lockNews(tx.db, id);
    if (!locked) throw new AppError("not_found");
    const imageKeys = await deleteCommentsOfItem(tx.db, "news", id);
    await deleteNewsRow(tx.db, id);
    return locked.coverKey ? [...imageKeys, locked.coverKey] : imageKeys;
  });
  await deleteAttachmentImages(ctx.deps.storage, files);
}
