import { type SQL, and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { ListSort, UpdateListBody } from "@dizilog/shared/api";
import type { Executor } from "../db/database.js";
import { blocks, follows, likes, listItems, lists, shows, users } from "../db/schema/index.js";

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
  owner: { id: users.id, username: users.username, slug: users.slug, avatarKey: users.avatarKey, privateAccount: users.privateAccount, plan: users.plan },
};

export type ListRow = Awaited<ReturnType<typeof selectLists>>[number];

function selectLists(db: Executor) {
  return db.select(listColumns).from(lists).innerJoin(users, eq(users.id, lists.userId));
}

/**
 * Which lists a viewer may see, as data (decided in `policies/list.policy.ts`, turned into SQL
 * here for pages that filter in the query): public ones not of an owner who blocked the viewer
 * nor of a private account the viewer does not follow, and the viewer's own.
 */
export interface ListVisibility {
  viewerId: number | undefined;
}

/** The owner of the list has a private account (one primary-key lookup per list). */
const ownerIsPrivate = sql`exists (select 1 from ${users} list_owner where list_owner.id = ${lists.userId} and list_owner.private_account)`;

/** `ListVisibility` as a condition on `lists` (pages of lists, liked lists). */
export function listVisibleTo(visibility: ListVisibility): SQL | undefined {
  const { viewerId } = visibility;
  if (viewerId === undefined) return and(eq(lists.isPublic, true), sql`not ${ownerIsPrivate}`);
  return or(
    eq(lists.userId, viewerId),
    and(
      eq(lists.isPublic, true),
      sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${lists.userId} and ${blocks.blockedId} = ${viewerId})`,
      sql`(not ${ownerIsPrivate} or exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId}
        and ${follows.followedId} = ${lists.userId} and ${follows.status} = 'accepted'))`,
    ),
  );
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
  /** Public lists only (everyone's lists page, someone else's profile), or all the owner's. */
  publicOnly: boolean;
  /** What the viewer may see (the policy's rule); owners who blocked the viewer are left out. */
  visibility: ListVisibility;
}

/** One page of lists in the chosen order, with the total for the page envelope. */
export async function pageOfLists(db: Executor, query: ListPageQuery): Promise<{ rows: ListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [listVisibleTo(query.visibility)];
  if (query.ownerId !== undefined) conditions.push(eq(lists.userId, query.ownerId));
  if (query.publicOnly) conditions.push(eq(lists.isPublic, true));
  const where = and(...conditions);
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

export async function findList(db: Executor, id: number): Promise<ListRow | undefined> {
  const [row] = await selectLists(db).where(eq(lists.id, id)).limit(1);
  return row;
}

/** Lists with their owners (name included) for cards of liked lists, in one query. */
export async function listSummariesByIds(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: lists.id,
      name: lists.name,
      description: lists.description,
      isPublic: lists.isPublic,
      likesCount: lists.likesCount,
      owner: { id: users.id, name: users.name, username: users.username, slug: users.slug, avatarKey: users.avatarKey, plan: users.plan },
    })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.userId))
    .where(inArray(lists.id, ids));
}

export type ListSummaryRow = Awaited<ReturnType<typeof listSummariesByIds>>[number];

/** The ids of a list's shows in the list's order. */
export async function showIdsOfList(db: Executor, listId: number): Promise<number[]> {
  const rows = await db
    .select({ showId: listItems.showId })
    .from(listItems)
    .where(eq(listItems.listId, listId))
    .orderBy(asc(listItems.position), asc(listItems.showId));
  return rows.map((r) => r.showId);
}

/** The ids of a user's own lists. */
export async function listIdsOfOwner(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ id: lists.id }).from(lists).where(eq(lists.userId, userId));
  return rows.map((r) => r.id);
}

/** How many lists a user owns. */
export async function countListsOfOwner(db: Executor, userId: number): Promise<number> {
  const [owned] = await db.select({ n: count() }).from(lists).where(eq(lists.userId, userId));
  return owned?.n ?? 0;
}

/** Locks the owner's row, so that two creates at the same moment are counted one after the other. */
export async function lockOwner(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

export async function insertList(
  db: Executor,
  values: { userId: number; name: string; description: string | null; isPublic: boolean; now: Date },
): Promise<number> {
  const [created] = await db
    .insert(lists)
    .values({ userId: values.userId, name: values.name, description: values.description, isPublic: values.isPublic, createdAt: values.now, updatedAt: values.now })
    .returning({ id: lists.id });
  return created!.id;
}

/** Changes only the fields sent. */
export async function updateListFields(db: Executor, listId: number, patch: UpdateListBody, now: Date): Promise<void> {
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

export async function touchList(db: Executor, listId: number, now: Date): Promise<void> {
  await db.update(lists).set({ updatedAt: now }).where(eq(lists.id, listId));
}

/**
 * Deletes a list's likes, moving each liker's like counter (`likes.item_id` has no foreign key,
 * so nothing else would remove them), then the list with its items (cascade).
 */
export async function deleteListRows(db: Executor, listId: number): Promise<void> {
  const removed = await db
    .delete(likes)
    .where(and(eq(likes.itemType, "list"), eq(likes.itemId, listId)))
    .returning({ userId: likes.userId });
  if (removed.length) {
    await db
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
  await db.delete(lists).where(eq(lists.id, listId));
}

/** Locks a list's row so that writes to its items (positions) happen one after the other. */
export async function lockList(db: Executor, listId: number): Promise<void> {
  await db.select({ id: lists.id }).from(lists).where(eq(lists.id, listId)).for("update");
}

/** Appends a show after the list's last position; false when it was already there. */
export async function appendListItem(db: Executor, listId: number, showId: number, now: Date): Promise<boolean> {
  const [last] = await db
    .select({ position: sql<number | null>`max(${listItems.position})` })
    .from(listItems)
    .where(eq(listItems.listId, listId));
  const added = await db
    .insert(listItems)
    .values({ listId, showId, position: (last?.position ?? 0) + 1, createdAt: now })
    .onConflictDoNothing()
    .returning({ showId: listItems.showId });
  return added.length > 0;
}

/** Removes a show from a list; false when it was not there. */
export async function deleteListItem(db: Executor, listId: number, showId: number): Promise<boolean> {
  const removed = await db
    .delete(listItems)
    .where(and(eq(listItems.listId, listId), eq(listItems.showId, showId)))
    .returning({ showId: listItems.showId });
  return removed.length > 0;
}

/** Sets every item's position to its index in `showIds` (one statement). */
export async function setListOrder(db: Executor, listId: number, showIds: number[]): Promise<void> {
  const order = sql.join(
    showIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db
    .update(listItems)
    .set({ position: sql`array_position(array[${order}]::int[], ${listItems.showId})` })
    .where(eq(listItems.listId, listId));
}
