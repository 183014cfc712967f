import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { episodes, lists, posts, reviews, shows, users } from "../db/schema/index.js";
import { episodeCode, itemPaths } from "../domain/item-paths.js";
import { findPost } from "./post.repository.js";

/** The item kinds that have comments today; `news` joins when the news exist. */
export const COMMENTABLE_TYPES = ["show", "episode", "review", "list", "post"] as const;
export type CommentableType = (typeof COMMENTABLE_TYPES)[number];

export function isCommentableType(type: string): type is CommentableType {
  return (COMMENTABLE_TYPES as readonly string[]).includes(type);
}

/**
 * What the comments of an item need to know about it: who owns it (a review's or a list's author;
 * nobody for catalog items), the show it belongs to (for the show's moderators), its title and
 * page, its counter of top-level comments, and what its view policy looks at.
 */
export interface CommentableRow {
  type: CommentableType;
  id: number;
  ownerId: number | null;
  showId: number | null;
  title: string;
  path: string;
  commentsCount: number;
  /** A list: whether it is public, and whether its owner's account is private (followers only). */
  isPublic?: boolean;
  ownerPrivate?: boolean;
  /** A review or a post: removed by a moderator (404 to everyone but staff). */
  removed?: boolean;
  /** A wall post: what the post policy looks at (the owner is its author). */
  post?: {
    type: string;
    wallUserId: number;
    visibility: string;
    authorPrivate: boolean;
    wallUserPrivate: boolean;
  };
}

/** Users besides the owner whose relationship to the viewer decides who sees the item (a post's wall user). */
export function relatedUserIds(row: CommentableRow): number[] {
  return [...(row.ownerId === null ? [] : [row.ownerId]), ...(row.post ? [row.post.wallUserId] : [])];
}

/** A post's title where a comment on it is named (a notification, the moderation page): its first words, or its author's handle. */
export function postTitle(content: string, authorSlug: string): string {
  const text = content.replace(/\s+/g, " ").trim();
  if (!text) return `@${authorSlug}`;
  return text.length <= 80 ? text : `${text.slice(0, 79).trimEnd()}…`;
}

/** The item, or undefined when there is none of that type and id. One primary-key read. */
export async function findCommentable(db: Executor, type: CommentableType, id: number): Promise<CommentableRow | undefined> {
  switch (type) {
    case "show": {
      const [row] = await db
        .select({ slug: shows.slug, title: shows.originalTitle, commentsCount: shows.commentsCount })
        .from(shows)
        .where(eq(shows.id, id));
      return row && { type, id, ownerId: null, showId: id, title: row.title, path: itemPaths.show(row.slug), commentsCount: row.commentsCount };
    }
    case "episode": {
      const [row] = await db
        .select({
          showId: episodes.showId,
          season: episodes.seasonNumber,
          number: episodes.number,
          commentsCount: episodes.commentsCount,
          slug: shows.slug,
          showTitle: shows.originalTitle,
        })
        .from(episodes)
        .innerJoin(shows, eq(shows.id, episodes.showId))
        .where(eq(episodes.id, id));
      if (!row) return undefined;
      return {
        type,
        id,
        ownerId: null,
        showId: row.showId,
        title: `${row.showTitle} ${episodeCode(row.season, row.number)}`,
        path: itemPaths.episode(row.slug, row.season, row.number),
        commentsCount: row.commentsCount,
      };
    }
    case "review": {
      const [row] = await db
        .select({ ownerId: reviews.userId, showId: reviews.showId, title: reviews.title, removedAt: reviews.removedAt, commentsCount: reviews.commentsCount, slug: shows.slug })
        .from(reviews)
        .innerJoin(shows, eq(shows.id, reviews.showId))
        .where(eq(reviews.id, id));
      if (!row) return undefined;
      return {
        type,
        id,
        ownerId: row.ownerId,
        showId: row.showId,
        title: row.title,
        path: itemPaths.review(row.slug, id),
        commentsCount: row.commentsCount,
        removed: row.removedAt !== null,
      };
    }
    case "list": {
      const [row] = await db
        .select({ ownerId: lists.userId, name: lists.name, isPublic: lists.isPublic, commentsCount: lists.commentsCount, ownerPrivate: users.privateAccount })
        .from(lists)
        .innerJoin(users, eq(users.id, lists.userId))
        .where(eq(lists.id, id));
      return (
        row && {
          type,
          id,
          ownerId: row.ownerId,
          showId: null,
          title: row.name,
          path: itemPaths.list(id),
          commentsCount: row.commentsCount,
          isPublic: row.isPublic,
          ownerPrivate: row.ownerPrivate,
        }
      );
    }
    case "post": {
      const row = await findPost(db, id);
      if (!row) return undefined;
      return {
        type,
        id,
        ownerId: row.userId,
        showId: row.showId,
        title: postTitle(row.content, row.authorSlug),
        path: itemPaths.post(row.authorSlug, id),
        commentsCount: row.commentsCount,
        removed: row.removedAt !== null,
        post: { type: row.type, wallUserId: row.wallUserId, visibility: row.visibility, authorPrivate: row.authorPrivate, wallUserPrivate: row.wallUserPrivate },
      };
    }
  }
}

/**
 * Moves an item's `comments_count` by `delta` (never below 0) and answers whether the item is
 * still there. The update takes the item's row lock, so adding a comment to an item that is being
 * deleted waits for it and then finds nothing (404) instead of writing an orphan.
 */
export async function moveCommentsCount(db: Executor, type: CommentableType, id: number, delta: number): Promise<boolean> {
  const table = { show: shows, episode: episodes, review: reviews, list: lists, post: posts }[type];
  const moved = await db
    .update(table)
    .set({ commentsCount: sql`greatest(${table.commentsCount} + ${delta}, 0)` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return moved.length === 1;
}
