import { type SQL, and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { LIST_LIMITS, LIST_MESSAGES, type CreateListBody, type ListSort, type UpdateListBody } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { withRetryingTransaction } from "../db/transaction.js";
import { blocks, likes, listItems, lists, shows, subscriptions, users } from "../db/schema/index.js";
import { AppError } from "../errors.js";

/** The shows of a list, counted per row (no counter cache in the schema; list_items is indexed by list). */
const showsCount = sql<number>`(select count(*)::int from ${listItems} where ${listItems.listId} = ${lists.id})`;

/**
 * The "rated" sorts: the mean rating of the list's rated shows (a show without votes has no
 * rating, so it does not pull the mean to 0). A list with no rated show has none: last either way.
 */
const meanRating = sql`(select avg(${shows.ratingSum} / ${shows.votesCount}) from ${listItems}
  inner join ${shows} on ${shows.id} = ${listItems.showId}
  where ${listItems.listId} = ${lists.id} and ${shows.votesCount} > 0)`;

const listColumns = {
  id: lists.id,
  name: lists.name,
  description: lists.description,
  isPublic: lists.isPublic,
  likesCount: lists.likesCount,
  createdAt: lists.createdAt,
  updatedAt: lists.updatedAt,
  showsCount,
  owner: { id: users.id, username: users.username, slug: users.slug, avatarKey: users.avatarKey },
};

export type ListRow = Awaited<ReturnType<typeof selectLists>>[number];

function selectLists(db: Db) {
  return db.select(listColumns).from(lists).innerJoin(users, eq(users.id, lists.userId));
}

/** Every sort ends with the id so that pages are stable; "newest" breaks ties newest id first. */
function listOrder(sort: ListSort): SQL[] {
  switch (sort) {
    case "most_liked":
      return [desc(lists.likesCount), asc(lists.id)];
    case "least_liked":
      return [asc(lists.likesCount), asc(lists.id)];
    case "newest":
      return [desc(lists.createdAt), desc(lists.id)];
    case "oldest":
      return [asc(lists.createdAt), asc(lists.id)];
    case "highest_rated":
      return [sql`${meanRating} desc nulls last`, asc(lists.id)];
    case "lowest_rated":
      return [sql`${meanRating} asc nulls last`, asc(lists.id)];
  }
}

export interface ListPageQuery {
  sort: ListSort;
  page: number;
  perPage: number;
  /** Only this user's lists (a profile's lists page); everyone's otherwise. */
  ownerId?: number | undefined;
  /** The owner looking at their own lists also sees the private ones. */
  includePrivate: boolean;
  /** The signed-in viewer: lists of owners who blocked them are left out. */
  viewerId?: number | undefined;
}

/** One page of lists in the chosen order, with the total for the page envelope. */
export async function pageOfLists(db: Db, query: ListPageQuery): Promise<{ rows: ListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.ownerId !== undefined) conditions.push(eq(lists.userId, query.ownerId));
  if (!query.includePrivate) conditions.push(eq(lists.isPublic, true));
  if (query.viewerId !== undefined && query.ownerId === undefined) {
    conditions.push(
      sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${lists.userId} and ${blocks.blockedId} = ${query.viewerId})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db.select({ total: count() }).from(lists).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.perPage;
  if (total === 0 || offset >= total) return { rows: [], total };
  const rows = await selectLists(db)
    .where(where)
    .orderBy(...listOrder(query.sort))
    .limit(query.perPage)
    .offset(offset);
  return { rows, total };
}

export async function findList(db: Db, id: number): Promise<ListRow | undefined> {
  const [row] = await selectLists(db).where(eq(lists.id, id)).limit(1);
  return row;
}

/** The ids of a list's shows in the list's order. */
export async function showIdsOfList(db: Db, listId: number): Promise<number[]> {
  const rows = await db
    .select({ showId: listItems.showId })
    .from(listItems)
    .where(eq(listItems.listId, listId))
    .orderBy(asc(listItems.position), asc(listItems.showId));
  return rows.map((r) => r.showId);
}

/** Pro is an active subscription (any plan). */
export async function isPro(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates a list. A free account may own 5 (spec section 6); Pro has no cap. The owner's row is
 * locked first, so two creates at the same moment are counted one after the other and can never
 * make a sixth list.
 */
export async function createList(db: Db, userId: number, input: CreateListBody, now: Date): Promise<number> {
  return withRetryingTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
    if (!(await isPro(tx, userId))) {
      const [owned] = await tx.select({ n: count() }).from(lists).where(eq(lists.userId, userId));
      if ((owned?.n ?? 0) >= LIST_LIMITS.freeLists) throw new AppError("forbidden", LIST_MESSAGES.limitReached);
    }
    const [created] = await tx
      .insert(lists)
      .values({ userId, name: input.name, description: input.description, isPublic: input.public, createdAt: now, updatedAt: now })
      .returning({ id: lists.id });
    return created!.id;
  });
}

/** Changes only the fields sent. */
export async function updateList(db: Db, listId: number, patch: UpdateListBody, now: Date): Promise<void> {
  await db
    .update(lists)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.public !== undefined ? { isPublic: patch.public } : {}),
      updatedAt: now,
    })
    .where(eq(lists.id, listId));
}

/**
 * Deletes a list with its items (cascade) and its likes; each liker's like counter follows in the
 * same transaction (`likes.item_id` has no foreign key, so nothing else would remove them).
 */
export async function deleteList(db: Db, listId: number): Promise<void> {
  await withRetryingTransaction(db, async (tx) => {
    const removed = await tx
      .delete(likes)
      .where(and(eq(likes.itemType, "list"), eq(likes.itemId, listId)))
      .returning({ userId: likes.userId });
    if (removed.length) {
      await tx
        .update(users)
        .set({ likeCount: sql`greatest(${users.likeCount} - 1, 0)` })
        .where(
          inArray(
            users.id,
            // Ascending ids: the users are updated in primary-key order, as by other writers.
            removed.map((r) => r.userId).sort((x, y) => x - y),
          ),
        );
    }
    await tx.delete(lists).where(eq(lists.id, listId));
  });
}

/** Locks a list's row so that writes to its items (positions) happen one after the other. */
async function lockList(tx: Db, listId: number): Promise<void> {
  await tx.select({ id: lists.id }).from(lists).where(eq(lists.id, listId)).for("update");
}

/** Adds a show at the end of a list; adding it again changes nothing (idempotent). */
export async function addShowToList(db: Db, listId: number, showId: number, now: Date): Promise<void> {
  await withRetryingTransaction(db, async (tx) => {
    await lockList(tx, listId);
    const [show] = await tx.select({ id: shows.id }).from(shows).where(eq(shows.id, showId)).limit(1);
    if (!show) throw AppError.field("show_id", LIST_MESSAGES.showInvalid);
    const [last] = await tx
      .select({ position: sql<number | null>`max(${listItems.position})` })
      .from(listItems)
      .where(eq(listItems.listId, listId));
    const added = await tx
      .insert(listItems)
      .values({ listId, showId, position: (last?.position ?? 0) + 1, createdAt: now })
      .onConflictDoNothing()
      .returning({ showId: listItems.showId });
    if (added.length) await tx.update(lists).set({ updatedAt: now }).where(eq(lists.id, listId));
  });
}

/** Removes a show from a list; removing one that is not there changes nothing. */
export async function removeShowFromList(db: Db, listId: number, showId: number, now: Date): Promise<void> {
  await withRetryingTransaction(db, async (tx) => {
    const removed = await tx
      .delete(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.showId, showId)))
      .returning({ showId: listItems.showId });
    if (removed.length) await tx.update(lists).set({ updatedAt: now }).where(eq(lists.id, listId));
  });
}

/**
 * Puts a list's shows in the given order, which must name each of them exactly once
 * (422 otherwise: a stale client must not silently drop or duplicate shows).
 */
export async function reorderList(db: Db, listId: number, showIds: number[], now: Date): Promise<void> {
  await withRetryingTransaction(db, async (tx) => {
    await lockList(tx, listId);
    const current = new Set(await showIdsOfList(tx, listId));
    const wanted = new Set(showIds);
    const same = wanted.size === showIds.length && wanted.size === current.size && showIds.every((id) => current.has(id));
    if (!same) throw AppError.field("show_ids", LIST_MESSAGES.orderMismatch);
    if (!showIds.length) return;
    const order = sql.join(
      showIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx
      .update(listItems)
      .set({ position: sql`array_position(array[${order}]::int[], ${listItems.showId})` })
      .where(eq(listItems.listId, listId));
    await tx.update(lists).set({ updatedAt: now }).where(eq(lists.id, listId));
  });
}
