import { type SQL, and, asc, count, eq, exists, inArray, sql } from "drizzle-orm";
import type { LikeType, LikedType } from "@dizilog/shared/api";
import type { Executor } from "../db/database.js";
import { couples, likes, lists, people, shows } from "../db/schema/index.js";
import { type ListSummaryRow, type ListVisibility, listVisibleTo } from "./list.repository.js";
import { descIndexed } from "./prepared.js";
import type { ShowCardRow } from "./show-card.repository.js";

const likeKey = (userId: number, type: LikeType, itemId: number) =>
  and(eq(likes.userId, userId), eq(likes.itemType, type), eq(likes.itemId, itemId));

/** Removes a like; answers when it was given, or undefined when there was none. */
export async function deleteLike(db: Executor, userId: number, type: LikeType, itemId: number): Promise<{ createdAt: Date } | undefined> {
  const [removed] = await db.delete(likes).where(likeKey(userId, type, itemId)).returning({ createdAt: likes.createdAt });
  return removed;
}

/** Adds a like; false when it was already there. */
export async function insertLike(db: Executor, userId: number, type: LikeType, itemId: number, now: Date): Promise<boolean> {
  const added = await db
    .insert(likes)
    .values({ userId, itemType: type, itemId, createdAt: now })
    .onConflictDoNothing()
    .returning({ itemId: likes.itemId });
  return added.length > 0;
}

/** A list's likes: its counter cache. */
export async function listLikeCount(db: Executor, listId: number): Promise<number> {
  const [row] = await db.select({ n: lists.likesCount }).from(lists).where(eq(lists.id, listId));
  return row?.n ?? 0;
}

/** The likes of an item without a counter cache (shows, people, couples), counted over `likes_item_idx`. */
export async function likeCount(db: Executor, type: LikeType, itemId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(likes)
    .where(and(eq(likes.itemType, type), eq(likes.itemId, itemId)));
  return Number(row?.n ?? 0);
}

export async function moveListLikes(db: Executor, listId: number, delta: number): Promise<void> {
  await db
    .update(lists)
    .set({ likesCount: sql`greatest(${lists.likesCount} + ${delta}, 0)` })
    .where(eq(lists.id, listId));
}

export interface LikedItemsKey {
  ownerId: number;
  type: LikedType;
  after: { at: string; id: number } | undefined;
  limit: number;
  /** Which lists the viewer may see (the list policy's rule as data). */
  visibility: ListVisibility;
}

/** A like's time to the microsecond in UTC: the exact key, so a page ends where the next begins. */
const likedAtKey = sql<string>`to_char(${likes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Up to `limit` of a user's likes of one kind after the cursor, newest like first. Keyset on
 * (created_at desc, item_id) — the order of `likes_user_created_idx` once user and type are
 * fixed, so the page is read off the index without a sort. Items that no longer exist, and lists
 * the viewer may not see, are left out in the query so that pages stay full.
 */
export async function likedItemIds(db: Executor, key: LikedItemsKey): Promise<{ itemId: number; at: string }[]> {
  const { after } = key;
  return db
    .select({ itemId: likes.itemId, at: likedAtKey })
    .from(likes)
    .where(
      and(
        eq(likes.userId, key.ownerId),
        eq(likes.itemType, key.type),
        after
          ? sql`(${likes.createdAt} < ${after.at}::timestamptz or (${likes.createdAt} = ${after.at}::timestamptz and ${likes.itemId} > ${after.id}))`
          : undefined,
        itemExists(db, key.type, key.visibility),
      ),
    )
    .orderBy(descIndexed(likes.createdAt), asc(likes.itemId))
    .limit(key.limit);
}

function itemExists(db: Executor, type: LikedType, visibility: ListVisibility): SQL {
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
          .where(and(eq(lists.id, likes.itemId), listVisibleTo(visibility))),
      );
  }
}

/** People as summaries, in the order of `ids`. */
export async function peopleByIds(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: people.id, slug: people.slug, name: people.name, birthday: people.birthday })
    .from(people)
    .where(inArray(people.id, ids));
  return inOrder(ids, rows);
}

/** Couples with their show and both people, in two queries, in the order of `ids`. */
export async function couplesByIds(db: Executor, ids: number[]) {
  if (!ids.length) return [];
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
  const persons = await peopleByIds(db, [...new Set(rows.flatMap((r) => [r.personAId, r.personBId]))]);
  const byId = new Map(persons.map((p) => [p.id, p]));
  return inOrder(ids, rows).flatMap(({ personAId, personBId, ...row }) => {
    const a = byId.get(personAId);
    const b = byId.get(personBId);
    return a && b ? [{ ...row, people: [a, b] as const }] : [];
  });
}

export type CoupleRow = Awaited<ReturnType<typeof couplesByIds>>[number];

export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * An item's like count, and for a signed-in viewer whether they like it: the fields the client's
 * heart starts from (`like_count`, `has_liked`).
 */
export async function likeStateOf(db: Executor, itemType: "show" | "person" | "couple", itemId: number, userId?: number) {
  const [total, mine] = await Promise.all([
    db.select({ n: count() }).from(likes).where(and(eq(likes.itemType, itemType), eq(likes.itemId, itemId))),
    userId === undefined
      ? Promise.resolve(undefined)
      : db
          .select({ n: count() })
          .from(likes)
          .where(and(eq(likes.itemType, itemType), eq(likes.itemId, itemId), eq(likes.userId, userId))),
  ]);
  return { like_count: total[0]?.n ?? 0, has_liked: mine === undefined ? undefined : (mine[0]?.n ?? 0) > 0 };
}

/** The rows of a page of liked items, by kind, in like order. */
export type LikedRows =
  | { type: "show"; rows: ShowCardRow[] }
  | { type: "person"; rows: Awaited<ReturnType<typeof peopleByIds>> }
  | { type: "couple"; rows: CoupleRow[] }
  | { type: "list"; rows: ListSummaryRow[] };
