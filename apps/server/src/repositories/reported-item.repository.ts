import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { comments, lists, postHashtags, postImages, posts, reviews, shows, users } from "../db/schema/index.js";
import { itemPaths } from "../domain/item-paths.js";
import { postPages, postTitle } from "./commentable.repository.js";
import type { ReportItemType } from "./moderation.repository.js";

/** A reported item as the moderation page shows it (see `ReportedItem` in the shared schemas). */
export interface ReportedItemRow {
  type: ReportItemType;
  id: number;
  /** A comment's: the commented item's title (an episode's with its code). */
  title: string;
  text: string | null;
  spoiler: boolean;
  removed: boolean;
  /** Its page (a comment's: its item's page). */
  path: string;
  /** A comment's anchor on its page (`comment_{id}`). */
  anchor?: string;
  /** The pictures it shows (a comment's image or GIF, a post's images in their order). */
  images?: { url: string; width: number; height: number }[];
}

export function reportedItemKey(type: string, id: number): string {
  return `${type}:${id}`;
}

// The reported items of a page of reports, one statement per kind of item (the item kinds under
// `items/` pick theirs, decision 0031): the moderation page shows each in context.

export async function reportedReviews(db: Executor, ids: number[]): Promise<ReportedItemRow[]> {
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
    path: itemPaths.review(r.showSlug, r.id),
  }));
}

export async function reportedUsers(db: Executor, ids: number[]): Promise<ReportedItemRow[]> {
  const rows = await db.select({ id: users.id, name: users.name, username: users.username, slug: users.slug, biography: users.biography }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => ({ type: "user", id: r.id, title: `${r.name} (@${r.username})`, text: r.biography, spoiler: false, removed: false, path: itemPaths.user(r.slug) }));
}

export async function reportedShows(db: Executor, ids: number[]): Promise<ReportedItemRow[]> {
  const rows = await db.select({ id: shows.id, title: shows.originalTitle, slug: shows.slug }).from(shows).where(inArray(shows.id, ids));
  return rows.map((r) => ({ type: "show", id: r.id, title: r.title, text: null, spoiler: false, removed: false, path: itemPaths.show(r.slug) }));
}

export async function reportedLists(db: Executor, ids: number[]): Promise<ReportedItemRow[]> {
  const rows = await db.select({ id: lists.id, name: lists.name, description: lists.description, isPublic: lists.isPublic }).from(lists).where(inArray(lists.id, ids));
  return rows.map((r) => ({ type: "list", id: r.id, title: r.name, text: r.description, spoiler: false, removed: !r.isPublic, path: itemPaths.list(r.id) }));
}

export async function reportedPosts(db: Executor, ids: number[]): Promise<ReportedItemRow[]> {
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
    path: itemPaths.post(r.authorSlug, r.id),
  }));
}

/** Reported comments with the item each hangs on (whose page the comment kind looks up through the item's kind). */
export async function reportedComments(db: Executor, ids: number[]) {
  return db
    .select({ id: comments.id, itemType: comments.itemType, itemId: comments.itemId, content: comments.content, spoiler: comments.spoiler, removedAt: comments.removedAt, photo: comments.photo })
    .from(comments)
    .where(inArray(comments.id, ids));
}

function excerpt(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

// ---- Removal -------------------------------------------------------------------------------------

/**
 * Removes a comment (`removed_at`), once: a reply leaves its parent's `reply_count` in the
 * caller's transaction; its uploaded image is cleared. Answers whether there is such a comment, the
 * storage keys to delete after the commit and, for a top-level comment, the item whose
 * `comments_count` the caller moves (its kind knows the table); removing a removed comment changes nothing.
 */
export async function removeComment(
  db: Executor,
  id: number,
  now: Date,
): Promise<{ found: boolean; imageKeys: string[]; uncounted?: { itemType: string; itemId: number } }> {
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
  return { found: true, imageKeys, uncounted: { itemType: row.itemType, itemId: row.itemId } };
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
