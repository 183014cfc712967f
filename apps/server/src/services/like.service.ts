import { listUrl } from "../presenters/list.presenter.js";
import { type SQL, and, asc, count, desc, eq, exists, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { type Couple, type LikeResponse, type LikeType, type LikedType, type LikesPage, type ListSummary, cursorKey } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { withRetryingTransaction } from "../db/transaction.js";
import { couples, likes, lists, people, shows, users } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { localDate } from "../lib/time.js";
import { presentPersonSummary } from "../presenters/person.presenter.js";
import { presentShowRef } from "../presenters/show.presenter.js";
import { avatarUrl, userUrl } from "../presenters/user.presenter.js";
import type { Viewer } from "../presenters/viewer.js";
import { findShowsByIds } from "../repositories/show.repository.js";
import { type EngagementContext, type Tx, addShowActivity } from "./rating.service.js";
import { presentShowList } from "./show-list.service.js";

export interface LikeTarget {
  type: LikeType;
  id: number;
}

/**
 * Likes an item, or takes the like back when it is already there (a toggle). The item must exist
 * and be visible to the user (404 otherwise; a private list of another user included). The
 * user's `like_count`, a list's `likes_count` and today's trending activity of a show move in the
 * same transaction as the like row, and only when a row was really added or removed.
 */
export async function toggleLike(ctx: EngagementContext, target: LikeTarget): Promise<LikeResponse> {
  return withRetryingTransaction(ctx.db, async (tx) => {
    const visible = await isVisible(tx, target, ctx.userId);
    // A like of a list that has turned private since can still be taken back, never given.
    if (!visible && target.type !== "list") throw new AppError("not_found");
    const key = and(eq(likes.userId, ctx.userId), eq(likes.itemType, target.type), eq(likes.itemId, target.id));
    const [removed] = await tx.delete(likes).where(key).returning({ createdAt: likes.createdAt });
    if (removed) {
      await moveCounters(tx, ctx, target, -1, localDate(removed.createdAt) === localDate(ctx.now));
      return { liked: false, like_count: await likeCount(tx, target) };
    }
    if (!visible) throw new AppError("not_found");
    const added = await tx
      .insert(likes)
      .values({ userId: ctx.userId, itemType: target.type, itemId: target.id, createdAt: ctx.now })
      .onConflictDoNothing()
      .returning({ itemId: likes.itemId });
    if (added.length) await moveCounters(tx, ctx, target, 1, true);
    return { liked: true, like_count: await likeCount(tx, target) };
  });
}

async function moveCounters(tx: Tx, ctx: EngagementContext, target: LikeTarget, delta: 1 | -1, sameDay: boolean): Promise<void> {
  await tx
    .update(users)
    .set({ likeCount: sql`greatest(${users.likeCount} + ${delta}, 0)` })
    .where(eq(users.id, ctx.userId));
  if (target.type === "list") {
    await tx
      .update(lists)
      .set({ likesCount: sql`greatest(${lists.likesCount} + ${delta}, 0)` })
      .where(eq(lists.id, target.id));
  }
  // A like taken back on the day it was given takes its trending point back too.
  if (target.type === "show" && sameDay) await addShowActivity(tx, target.id, ctx.now, delta);
}

/** Lists keep a counter cache; other items count their likes over `likes_item_idx`. */
async function likeCount(tx: Tx, target: LikeTarget): Promise<number> {
  if (target.type === "list") {
    const [row] = await tx.select({ n: lists.likesCount }).from(lists).where(eq(lists.id, target.id));
    return row?.n ?? 0;
  }
  const [row] = await tx
    .select({ n: count() })
    .from(likes)
    .where(and(eq(likes.itemType, target.type), eq(likes.itemId, target.id)));
  return Number(row?.n ?? 0);
}

async function isVisible(db: Db | Tx, target: LikeTarget, viewerId: number): Promise<boolean> {
  const one = sql`1`;
  switch (target.type) {
    case "show":
      return (await db.select({ one }).from(shows).where(eq(shows.id, target.id)).limit(1)).length > 0;
    case "person":
      return (await db.select({ one }).from(people).where(eq(people.id, target.id)).limit(1)).length > 0;
    case "couple":
      return (await db.select({ one }).from(couples).where(eq(couples.id, target.id)).limit(1)).length > 0;
    case "list":
      return (
        (await db
          .select({ one })
          .from(lists)
          .where(and(eq(lists.id, target.id), listVisibleTo(viewerId)))
          .limit(1)).length > 0
      );
    case "post":
      // No posts yet: every post is unknown.
      return false;
  }
}

/** Private lists are seen by their owner only (spec section 6). */
function listVisibleTo(viewerId: number | undefined): SQL | undefined {
  return viewerId === undefined ? eq(lists.isPublic, true) : or(eq(lists.isPublic, true), eq(lists.userId, viewerId));
}

// ---- Pages of liked items -----------------------------------------------------------------------

export interface LikedItemsQuery {
  /** Whose likes. */
  ownerId: number;
  /** Who looks (private lists of others stay hidden). */
  viewerId: number | undefined;
  type: LikedType;
  cursor: string | undefined;
  limit: number;
}

const cursorKeys = z.object({ at: cursorKey.timestamp, id: cursorKey.id });

/** A like's time to the microsecond in UTC: the exact key, so a page ends where the next begins. */
const likedAtKey = sql<string>`to_char(${likes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One cursor page of a user's liked items of one kind, newest like first. Keyset on
 * (created_at desc, item_id) — the order of `likes_user_created_idx` once user and type are
 * fixed, so the page is read off the index without a sort. A like added while the client pages
 * lands before the cursor, so pages neither repeat nor skip items. Items that no longer exist,
 * and private lists of other users, are left out in the query so that pages stay full.
 */
export async function likedItems(db: Db, query: LikedItemsQuery, viewer: Viewer): Promise<LikesPage> {
  const after = decodeCursor(query.cursor, cursorKeys);
  const rows = await db
    .select({ itemId: likes.itemId, at: likedAtKey })
    .from(likes)
    .where(
      and(
        eq(likes.userId, query.ownerId),
        eq(likes.itemType, query.type),
        after
          ? sql`(${likes.createdAt} < ${after.at}::timestamptz or (${likes.createdAt} = ${after.at}::timestamptz and ${likes.itemId} > ${after.id}))`
          : undefined,
        itemExists(db, query.type, query.viewerId),
      ),
    )
    .orderBy(desc(likes.createdAt), asc(likes.itemId))
    .limit(query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.itemId }) : null;
  const ids = pageRows.map((r) => r.itemId);
  return { data: await presentLiked(db, query.type, ids, viewer, query.viewerId), meta: { cursor: { next } } };
}

function itemExists(db: Db, type: LikedType, viewerId: number | undefined): SQL {
  const one = sql`1`;
  switch (type) {
    case "show":
      return exists(db.select({ one }).from(shows).where(eq(shows.id, likes.itemId)));
    case "person":
      return exists(db.select({ one }).from(people).where(eq(people.id, likes.itemId)));
    case "couple":
      return exists(db.select({ one }).from(couples).where(eq(couples.id, likes.itemId)));
    case "list":
      return exists(
        db
          .select({ one })
          .from(lists)
          .where(and(eq(lists.id, likes.itemId), listVisibleTo(viewerId))),
      );
  }
}

/** The liked items in like order; shows carry the viewer's `is_tracking` (the cards' track button). */
async function presentLiked(db: Db, type: LikedType, ids: number[], viewer: Viewer, viewerId: number | undefined): Promise<LikesPage["data"]> {
  if (!ids.length) return [];
  switch (type) {
    case "show":
      return presentShowList(db, await findShowsByIds(db, ids), { genres: false }, viewer, viewerId);
    case "person": {
      const rows = await db
        .select({ id: people.id, slug: people.slug, name: people.name, birthday: people.birthday })
        .from(people)
        .where(inArray(people.id, ids));
      return inOrder(ids, rows).map(presentPersonSummary);
    }
    case "couple":
      return presentCouples(db, ids);
    case "list":
      return presentLists(db, ids);
  }
}

function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Couples with their show and both people, in two queries. */
async function presentCouples(db: Db, ids: number[]): Promise<Couple[]> {
  const rows = await db
    .select({
      id: couples.id,
      slug: couples.slug,
      name: couples.name,
      personAId: couples.personAId,
      personBId: couples.personBId,
      show: { id: shows.id, slug: shows.slug, originalTitle: shows.originalTitle, title: shows.title, year: shows.year, posterUrl: shows.posterUrl },
    })
    .from(couples)
    .innerJoin(shows, eq(shows.id, couples.showId))
    .where(inArray(couples.id, ids));
  const personIds = [...new Set(rows.flatMap((r) => [r.personAId, r.personBId]))];
  const persons = personIds.length
    ? await db
        .select({ id: people.id, slug: people.slug, name: people.name, birthday: people.birthday })
        .from(people)
        .where(inArray(people.id, personIds))
    : [];
  const byId = new Map(persons.map((p) => [p.id, p]));
  return inOrder(ids, rows).flatMap((row) => {
    const a = byId.get(row.personAId);
    const b = byId.get(row.personBId);
    if (!a || !b) return [];
    return [{ id: row.id, slug: row.slug, name: row.name, show: presentShowRef(row.show), people: [presentPersonSummary(a), presentPersonSummary(b)] }];
  });
}

/** Lists with their owners, in one query. */
async function presentLists(db: Db, ids: number[]): Promise<ListSummary[]> {
  const rows = await db
    .select({
      id: lists.id,
      name: lists.name,
      description: lists.description,
      isPublic: lists.isPublic,
      likesCount: lists.likesCount,
      owner: { id: users.id, name: users.name, username: users.username, slug: users.slug, avatarKey: users.avatarKey },
    })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.userId))
    .where(inArray(lists.id, ids));
  return inOrder(ids, rows).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    public: row.isPublic,
    url: listUrl(row.id),
    likes_count: row.likesCount,
    owner: {
      id: row.owner.id,
      name: row.owner.name,
      username: row.owner.username,
      slug: row.owner.slug,
      url: userUrl(row.owner.slug),
      avatar: avatarUrl(row.owner, 64),
    },
  }));
}
