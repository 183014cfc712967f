import { bylineColumns } from "./reference-rows.js";
import { type SQL, and, asc, count, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { askSuggestions, blocks, likes, posts, shows, users } from "../db/schema/index.js";
import { anyOf, descIndexed } from "./prepared.js";
import type { BylineRow, ShowRefColumns } from "./reference-rows.js";

export type { BylineRow };

/** A suggestion with its show, its author's byline and whether the viewer likes it. */
export interface SuggestionRow {
  id: number;
  askId: number;
  showId: number;
  userId: number;
  likesCount: number;
  createdAt: Date;
  show: ShowRefColumns;
  author: BylineRow;
  hasLiked: boolean;
}

function suggestionColumns(viewerId: number | undefined) {
  return {
    id: askSuggestions.id,
    askId: askSuggestions.askId,
    showId: askSuggestions.showId,
    userId: askSuggestions.userId,
    likesCount: askSuggestions.likesCount,
    createdAt: askSuggestions.createdAt,
    show: { id: shows.id, slug: shows.slug, originalTitle: shows.originalTitle, title: shows.title, year: shows.year, posterUrl: shows.posterUrl },
    author: bylineColumns,
    hasLiked:
      viewerId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${viewerId} and ${likes.itemType} = 'suggestion' and ${likes.itemId} = ${askSuggestions.id})`,
  };
}

/** Neither the viewer nor the user in `userColumn` blocked the other (nothing for a visitor). */
function notBlockedWith(viewerId: number | undefined, userColumn: SQL | typeof askSuggestions.userId | typeof likes.userId): SQL | undefined {
  if (viewerId === undefined) return undefined;
  return and(
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${userColumn})`,
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${userColumn} and ${blocks.blockedId} = ${viewerId})`,
  );
}

export interface SuggestionsPageKey {
  askId: number;
  viewerId: number | undefined;
  limit: number;
  offset: number;
}

/**
 * A page of an ask's suggestions, most liked first, then oldest first (ids grow with time): the
 * order of `ask_suggestions_ask_likes_idx`. Suggestions by users the viewer blocked, or who blocked
 * the viewer, are left out (as their comments are), and so are they from `total`.
 */
export async function suggestionsPage(db: Executor, key: SuggestionsPageKey): Promise<{ rows: SuggestionRow[]; total: number }> {
  const where = and(eq(askSuggestions.askId, key.askId), notBlockedWith(key.viewerId, askSuggestions.userId));
  const [rows, totals] = await Promise.all([
    db
      .select(suggestionColumns(key.viewerId))
      .from(askSuggestions)
      .innerJoin(shows, eq(shows.id, askSuggestions.showId))
      .innerJoin(users, eq(users.id, askSuggestions.userId))
      .where(where)
      .orderBy(descIndexed(askSuggestions.likesCount), asc(askSuggestions.id))
      .limit(key.limit)
      .offset(key.offset),
    db.select({ n: count() }).from(askSuggestions).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** One suggestion as a page shows it. */
export async function suggestionById(db: Executor, id: number, viewerId?: number): Promise<SuggestionRow | undefined> {
  const [row] = await db
    .select(suggestionColumns(viewerId))
    .from(askSuggestions)
    .innerJoin(shows, eq(shows.id, askSuggestions.showId))
    .innerJoin(users, eq(users.id, askSuggestions.userId))
    .where(eq(askSuggestions.id, id));
  return row;
}

/**
 * The latest `perSuggestion` likers of each suggestion, most recent like first, in one query for
 * a whole page (a window over the likes of those suggestions, never one query per suggestion).
 * Likers the viewer blocked, or who blocked the viewer, are left out.
 */
export async function likersOf(db: Executor, suggestionIds: readonly number[], perSuggestion: number, viewerId?: number): Promise<Map<number, BylineRow[]>> {
  const found = new Map<number, BylineRow[]>();
  if (!suggestionIds.length) return found;
  const ranked = db
    .select({
      suggestionId: sql<number>`${likes.itemId}`.as("suggestion_id"),
      userId: sql<number>`${likes.userId}`.as("liker_id"),
      likedAt: sql<Date>`${likes.createdAt}`.as("liked_at"),
      rank: sql<number>`row_number() over (partition by ${likes.itemId} order by ${likes.createdAt} desc, ${likes.userId} desc)`.as("rank"),
    })
    .from(likes)
    .where(and(eq(likes.itemType, "suggestion"), anyOf(likes.itemId, suggestionIds), notBlockedWith(viewerId, likes.userId)))
    .as("ranked");
  const rows = await db
    .select({
      suggestionId: ranked.suggestionId,
      user: bylineColumns,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .where(lte(ranked.rank, perSuggestion))
    .orderBy(asc(ranked.suggestionId), asc(ranked.rank));
  for (const row of rows) found.set(row.suggestionId, [...(found.get(row.suggestionId) ?? []), row.user]);
  return found;
}

/** Adds a suggestion; undefined when that show was already suggested on that ask (the unique index decides). */
export async function insertSuggestion(db: Executor, values: { askId: number; showId: number; userId: number; now: Date }): Promise<number | undefined> {
  const [row] = await db
    .insert(askSuggestions)
    .values({ askId: values.askId, showId: values.showId, userId: values.userId, createdAt: values.now })
    .onConflictDoNothing()
    .returning({ id: askSuggestions.id });
  return row?.id;
}

/** Moves an ask's `suggestions_count`. */
export async function moveSuggestionsCount(db: Executor, askId: number, delta: number): Promise<void> {
  await db
    .update(posts)
    .set({ suggestionsCount: sql`greatest(${posts.suggestionsCount} + ${delta}, 0)` })
    .where(eq(posts.id, askId));
}

/** The ask a suggestion hangs on (unlocked: the caller locks the ask, then the suggestion). */
export async function askOfSuggestion(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ askId: askSuggestions.askId }).from(askSuggestions).where(eq(askSuggestions.id, id));
  return row?.askId;
}

/**
 * A suggestion's row, locked (its like counter moves next, and a deletion of its ask waits), with
 * its ask and author: what a like needs to ask the policy.
 */
export async function lockSuggestion(db: Executor, id: number): Promise<{ id: number; askId: number; userId: number } | undefined> {
  const [row] = await db
    .select({ id: askSuggestions.id, askId: askSuggestions.askId, userId: askSuggestions.userId })
    .from(askSuggestions)
    .where(eq(askSuggestions.id, id))
    .for("update");
  return row;
}

/** Moves a suggestion's `likes_count`. */
export async function moveSuggestionLikes(db: Executor, id: number, delta: number): Promise<void> {
  await db
    .update(askSuggestions)
    .set({ likesCount: sql`greatest(${askSuggestions.likesCount} + ${delta}, 0)` })
    .where(eq(askSuggestions.id, id));
}

export async function suggestionLikeCount(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: askSuggestions.likesCount }).from(askSuggestions).where(eq(askSuggestions.id, id));
  return row?.n ?? 0;
}

/**
 * Before an account's row is deleted: the asks the user suggested on lose those suggestions, the
 * suggestions the user liked lose the like, and the likes others gave the user's suggestions go
 * (`likes.item_id` has no foreign key). The suggestion rows themselves go by cascade.
 */
export async function releaseSuggestionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`update ${posts} p set suggestions_count = greatest(p.suggestions_count - x.n, 0)
    from (select ask_id, count(*)::int as n from ${askSuggestions} where user_id = ${userId} group by ask_id) x
    where p.id = x.ask_id`);
  await db.execute(sql`update ${askSuggestions} set likes_count = greatest(${askSuggestions.likesCount} - 1, 0)
    where ${askSuggestions.id} in (select item_id from ${likes} where user_id = ${userId} and item_type = 'suggestion')`);
  await db.execute(sql`delete from ${likes} where item_type = 'suggestion'
    and item_id in (select id from ${askSuggestions} where user_id = ${userId})`);
}
