import { type AnyColumn, and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import { type CommentItemType, comments, episodes, lists, postHashtags, postImages, posts, reviews, shows, users } from "../db/schema/index.js";
import { postTitle } from "./commentable.repository.js";
import type { ReportItemType } from "./moderation.repository.js";

/** Where an item is shown: the data of its page's address (the presenter writes the URL). */
export type ItemPage =
  | { kind: "show"; slug: string }
  | { kind: "episode"; slug: string; season: number; number: number }
  | { kind: "review"; showSlug: string; id: number }
  | { kind: "list"; id: number }
  | { kind: "user"; slug: string }
  | { kind: "post"; authorSlug: string; id: number };

/** A reported item as the moderation page shows it (see `ReportedItem` in the shared schemas). */
export interface ReportedItemRow {
  type: ReportItemType;
  id: number;
  /** A comment's: the commented item's title (and, for an episode, its code is added by the presenter). */
  title: string;
  text: string | null;
  spoiler: boolean;
  removed: boolean;
  page: ItemPage;
  /** A comment's anchor on its page (`comment_{id}`). */
  anchor?: string;
  /** The pictures it shows (a comment's image or GIF, a post's images in their order). */
  images?: { url: string; width: number; height: number }[];
}

const key = (type: string, id: number) => `${type}:${id}`;

/**
 * The reported items of a page of reports, in context, keyed `type:id`: one query per item type
 * present, and one per kind of commented item (never one per report). Items that no longer exist
 * are absent.
 */
export async function loadReportedItems(db: Executor, refs: readonly { itemType: ReportItemType; itemId: number }[]): Promise<Map<string, ReportedItemRow>> {
  const byType = new Map<ReportItemType, number[]>();
  for (const ref of refs) byType.set(ref.itemType, [...(byType.get(ref.itemType) ?? []), ref.itemId]);
  const found = new Map<string, ReportedItemRow>();
  for (const [type, ids] of byType) {
    const loader = LOADERS[type];
    if (!loader) continue;
    for (const item of await loader(db, [...new Set(ids)])) found.set(key(item.type, item.id), item);
  }
  return found;
}

export function reportedItemKey(type: ReportItemType, id: number): string {
  return key(type, id);
}

type Loader = (db: Executor, ids: number[]) => Promise<ReportedItemRow[]>;

const LOADERS: Partial<Record<ReportItemType, Loader>> = {
  comment: loadComments,
  review: async (db, ids) => {
    const rows = await db
      .select({ id: reviews.id, title: reviews.title, content: reviews.content, spoiler: reviews.spoiler, removedAt: reviews.removedAt, showSlug: shows.slug })
      .from(reviews)
      .innerJoin(shows, eq(shows.id, reviews.showId))
      .where(inArray(reviews.id, ids));
    return rows.map((r) => ({
      type: "review",
      id: r.id,
      title: r.title,
      text: excerpt(r.content, 300),
      spoiler: r.spoiler,
      removed: r.removedAt !== null,
      page: { kind: "review", showSlug: r.showSlug, id: r.id },
    }));
  },
  user: async (db, ids) => {
    const rows = await db.select({ id: users.id, name: users.name, username: users.username, slug: users.slug, biography: users.biography }).from(users).where(inArray(users.id, ids));
    return rows.map((r) => ({ type: "user", id: r.id, title: `${r.name} (@${r.username})`, text: r.biography, spoiler: false, removed: false, page: { kind: "user", slug: r.slug } }));
  },
  show: async (db, ids) => {
    const rows = await db.select({ id: shows.id, title: shows.originalTitle, slug: shows.slug }).from(shows).where(inArray(shows.id, ids));
    return rows.map((r) => ({ type: "show", id: r.id, title: r.title, text: null, spoiler: false, removed: false, page: { kind: "show", slug: r.slug } }));
  },
  list: async (db, ids) => {
    const rows = await db.select({ id: lists.id, name: lists.name, description: lists.description, isPublic: lists.isPublic }).from(lists).where(inArray(lists.id, ids));
    return rows.map((r) => ({ type: "list", id: r.id, title: r.name, text: r.description, spoiler: false, removed: !r.isPublic, page: { kind: "list", id: r.id } }));
  },
  post: async (db, ids) => {
    const rows = await postPages(db, ids);
    const pictures = await db
      .select({ postId: postImages.postId, url: postImages.url, width: postImages.width, height: postImages.height })
      .from(postImages)
      .where(inArray(postImages.postId, ids))
      .orderBy(postImages.postId, postImages.position);
    return rows.map((r) => ({
      images: pictures.filter((p) => p.postId === r.id).map(({ url, width, height }) => ({ url, width, height })),
      type: "post",
      id: r.id,
      title: postTitle(r.content, r.authorSlug),
      text: excerpt(r.content, 300),
      spoiler: r.spoilers,
      removed: r.removedAt !== null,
      page: { kind: "post", authorSlug: r.authorSlug, id: r.id },
    }));
  },
};

/** Posts with their authors' slugs (their pages are `/user/{slug}/wall/{hashid}`). */
function postPages(db: Executor, ids: number[]) {
  return db
    .select({ id: posts.id, content: posts.content, spoilers: posts.spoilers, removedAt: posts.removedAt, authorSlug: users.slug })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(inArray(posts.id, ids));
}

async function loadComments(db: Executor, ids: number[]): Promise<ReportedItemRow[]> {
  const rows = await db
    .select({ id: comments.id, itemType: comments.itemType, itemId: comments.itemId, content: comments.content, spoiler: comments.spoiler, removedAt: comments.removedAt, photo: comments.photo })
    .from(comments)
    .where(inArray(comments.id, ids));
  const pages = await commentedItemPages(db, rows);
  return rows.flatMap((r) => {
    const item = pages.get(key(r.itemType, r.itemId));
    if (!item) return [];
    return [{ type: "comment" as const, id: r.id, title: item.title, text: r.content, spoiler: r.spoiler, removed: r.removedAt !== null, page: item.page, anchor: `comment_${r.id}`,
      images: r.photo ? [{ url: r.photo.url, width: r.photo.width, height: r.photo.height }] : [] }];
  });
}

/** The pages of commented items (a show, an episode, a review, a list, a post), one query per kind. */
async function commentedItemPages(db: Executor, refs: readonly { itemType: CommentItemType; itemId: number }[]): Promise<Map<string, { title: string; page: ItemPage }>> {
  const idsOf = (type: CommentItemType) => [...new Set(refs.filter((r) => r.itemType === type).map((r) => r.itemId))];
  const pages = new Map<string, { title: string; page: ItemPage }>();
  const showIds = idsOf("show");
  if (showIds.length) {
    for (const r of await db.select({ id: shows.id, slug: shows.slug, title: shows.originalTitle }).from(shows).where(inArray(shows.id, showIds))) {
      pages.set(key("show", r.id), { title: r.title, page: { kind: "show", slug: r.slug } });
    }
  }
  const episodeIds = idsOf("episode");
  if (episodeIds.length) {
    const rows = await db
      .select({ id: episodes.id, season: episodes.seasonNumber, number: episodes.number, slug: shows.slug, title: shows.originalTitle })
      .from(episodes)
      .innerJoin(shows, eq(shows.id, episodes.showId))
      .where(inArray(episodes.id, episodeIds));
    for (const r of rows) pages.set(key("episode", r.id), { title: r.title, page: { kind: "episode", slug: r.slug, season: r.season, number: r.number } });
  }
  const reviewIds = idsOf("review");
  if (reviewIds.length) {
    const rows = await db.select({ id: reviews.id, title: reviews.title, slug: shows.slug }).from(reviews).innerJoin(shows, eq(shows.id, reviews.showId)).where(inArray(reviews.id, reviewIds));
    for (const r of rows) pages.set(key("review", r.id), { title: r.title, page: { kind: "review", showSlug: r.slug, id: r.id } });
  }
  const listIds = idsOf("list");
  if (listIds.length) {
    for (const r of await db.select({ id: lists.id, name: lists.name }).from(lists).where(inArray(lists.id, listIds))) {
      pages.set(key("list", r.id), { title: r.name, page: { kind: "list", id: r.id } });
    }
  }
  const postIds = idsOf("post");
  if (postIds.length) {
    for (const r of await postPages(db, postIds)) {
      pages.set(key("post", r.id), { title: postTitle(r.content, r.authorSlug), page: { kind: "post", authorSlug: r.authorSlug, id: r.id } });
    }
  }
  return pages;
}

function excerpt(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

// ---- Removal -------------------------------------------------------------------------------------

/**
 * The tables whose `comments_count` counts top-level comments, by comment item type (news will
 * add one entry).
 */
const COMMENT_COUNTERS: Partial<Record<CommentItemType, { table: PgTable; id: AnyColumn; count: AnyColumn }>> = {
  show: { table: shows, id: shows.id, count: shows.commentsCount },
  episode: { table: episodes, id: episodes.id, count: episodes.commentsCount },
  review: { table: reviews, id: reviews.id, count: reviews.commentsCount },
  list: { table: lists, id: lists.id, count: lists.commentsCount },
  post: { table: posts, id: posts.id, count: posts.commentsCount },
};

/**
 * Removes a comment (`removed_at`), once: a top-level comment leaves its item's `comments_count`,
 * a reply its parent's `reply_count`, in the caller's transaction; its uploaded image is cleared.
 * Answers whether there is such a comment and the storage keys to delete after the commit;
 * removing a removed comment changes nothing.
 */
export async function removeComment(db: Executor, id: number, now: Date): Promise<{ found: boolean; imageKeys: string[] }> {
  const [before] = await db.select({ photo: comments.photo }).from(comments).where(eq(comments.id, id)).for("update");
  if (!before) return { found: false, imageKeys: [] };
  // A removed comment's uploaded image goes with it (its files after the commit): its address
  // would otherwise keep showing it to anyone who has the link. A GIF is the provider's.
  const imageKeys = before.photo?.kind === "image" && before.photo.key ? [before.photo.key] : [];
  const [row] = await db
    .update(comments)
    .set({ removedAt: now, ...(imageKeys.length ? { photo: null } : {}) })
    .where(and(eq(comments.id, id), isNull(comments.removedAt)))
    .returning({ itemType: comments.itemType, itemId: comments.itemId, parentId: comments.parentId });
  if (!row) return { found: true, imageKeys: [] };
  if (row.parentId !== null) {
    await db
      .update(comments)
      .set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` })
      .where(eq(comments.id, row.parentId));
    return { found: true, imageKeys };
  }
  const counter = COMMENT_COUNTERS[row.itemType];
  if (counter) await db.execute(sql`update ${counter.table} set ${sql.identifier(counter.count.name)} = greatest(${counter.count} - 1, 0) where ${counter.id} = ${row.itemId}`);
  return { found: true, imageKeys };
}

/** Removes a review (`removed_at`), once. Answers false when there is no such review. */
export async function removeReview(db: Executor, id: number, now: Date): Promise<boolean> {
  await db
    .update(reviews)
    .set({ removedAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.removedAt)));
  return (await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id))).length > 0;
}

/**
 * Removes a wall post (`removed_at`), once: it leaves every stream (their indexes skip removed
 * posts, and its hashtags stop being public) and answers 404 to everyone but staff; its comments,
 * suggestions, likes and reactions stay with it, unseen (decision 0028); its uploaded images are
 * deleted. Answers whether there is such a post and the image keys to delete after the commit.
 */
export async function removePost(db: Executor, id: number, now: Date): Promise<{ found: boolean; imageKeys: string[] }> {
  const found = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).for("update");
  if (!found.length) return { found: false, imageKeys: [] };
  await db
    .update(posts)
    .set({ removedAt: now, pinned: false })
    .where(and(eq(posts.id, id), isNull(posts.removedAt)));
  await db.update(postHashtags).set({ public: false }).where(eq(postHashtags.postId, id));
  // Its uploaded images go with it (their files after the commit), as a removed comment's.
  const images = await db.delete(postImages).where(eq(postImages.postId, id)).returning({ key: postImages.key });
  return { found: true, imageKeys: images.map((image) => image.key) };
}

/** Takes a list out of public view: it becomes private (its owner keeps it). Answers false when there is no such list. */
export async function makeListPrivate(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(lists).set({ isPublic: false, updatedAt: now }).where(eq(lists.id, id)).returning({ id: lists.id });
  return rows.length > 0;
}

/**
 * Clears what a user wrote or showed on their profile (biography, location, picture); their name
 * and username stay. Answers the removed avatar's storage key (its files go after the commit), or
 * false when there is no such user.
 */
export async function clearProfile(db: Executor, userId: number): Promise<{ avatarKey: string | null } | false> {
  const [before] = await db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId)).for("no key update");
  if (!before) return false;
  await db.update(users).set({ biography: null, location: null, avatarKey: null }).where(eq(users.id, userId));
  return { avatarKey: before.avatarKey };
}
