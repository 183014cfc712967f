import { type Placeholder, type SQL, and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type AnyPgColumn, alias, union } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import { type CommentItemType, type CommentPhoto, blocks, comments, hiddenItems, likes, mentions, reports, reviews, users } from "../db/schema/index.js";
import { intArray, preparedFor, descIndexed } from "./prepared.js";

/** The kinds of item a comment may hang on (the commentable kinds of items/registry.ts). */
type CommentableType = CommentItemType;

/**
 * Which comments of a visible item a viewer is listed (decided in `policies/comment.policy.ts`,
 * turned into SQL here): not removed (unless staff), not by a user who blocked the viewer or whom
 * the viewer blocked, and not hidden by the viewer.
 */
export interface CommentVisibility {
  viewerId: number | undefined;
  includeRemoved: boolean;
}

type CommentsTable = typeof comments;

/** A comment's stored picture (an uploaded image or a provider's GIF). */
export type StoredCommentPhoto = CommentPhoto;

/** The columns the visibility looks at, of `comments` or of an alias of it. */
interface VisibilityColumns {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  removedAt: AnyPgColumn;
}

/** The viewer as a value, or as the `viewer` placeholder of a prepared statement. */
type ViewerParam = number | Placeholder;

function visibleTo(c: VisibilityColumns, visibility: { viewerId: ViewerParam | undefined; includeRemoved: boolean }): SQL | undefined {
  const { viewerId } = visibility;
  const notRemoved = visibility.includeRemoved ? undefined : isNull(c.removedAt);
  if (viewerId === undefined) return notRemoved;
  return and(
    notRemoved,
    // Each direction of a block is a primary-key probe (blocks_pkey, and the pair in the other order).
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${c.userId})`,
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${c.userId} and ${blocks.blockedId} = ${viewerId})`,
    sql`not exists (select 1 from ${hiddenItems} where ${hiddenItems.userId} = ${viewerId} and ${hiddenItems.itemType} = 'comment' and ${hiddenItems.itemId} = ${c.id})`,
  );
}

/** The columns of a comment with its author's byline, and whether the viewer likes it. */
function commentColumns(c: CommentsTable, u: typeof users, viewerId: ViewerParam | undefined) {
  return {
    id: c.id,
    itemType: c.itemType,
    itemId: c.itemId,
    showId: c.showId,
    userId: c.userId,
    parentId: c.parentId,
    replyToUserId: c.replyToUserId,
    content: c.content,
    spoiler: c.spoiler,
    photo: c.photo,
    replyCount: c.replyCount,
    likeCount: c.likeCount,
    editedAt: c.editedAt,
    removedAt: c.removedAt,
    createdAt: c.createdAt,
    author: { id: u.id, name: u.name, username: u.username, slug: u.slug, avatarKey: u.avatarKey, role: u.role, plan: u.plan },
    // The users it mentions, in the same statement (one round trip less per page).
    mentions: sql<{ username: string; slug: string }[]>`(select coalesce(json_agg(json_build_object('username', mu.username, 'slug', mu.slug) order by mu.username), '[]'::json)
      from ${mentions} mm join ${users} mu on mu.id = mm.user_id where mm.item_type = 'comment' and mm.item_id = ${c.id})`,
    hasLiked:
      viewerId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${viewerId} and ${likes.itemType} = 'comment' and ${likes.itemId} = ${c.id})`,
    // Whether the viewer reported it (reports_reporter_item_idx): the Report entry is no longer offered.
    reported:
      viewerId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${reports} where ${reports.reporterId} = ${viewerId} and ${reports.itemType} = 'comment' and ${reports.itemId} = ${c.id})`,
  };
}

export type CommentRow = Awaited<ReturnType<typeof findComment>> & {};

/** A comment with its author, whatever its state (removed ones too: the policy decides). */
export async function findComment(db: Executor, id: number, viewerId?: number) {
  const [row] = await db.select(commentColumns(comments, users, viewerId)).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, id));
  return row;
}

/** Several comments with their authors, in the order of `ids` (a page's fresh copies). */
export async function commentsByIds(db: Executor, ids: number[], viewerId?: number): Promise<CommentRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(commentColumns(comments, users, viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(sql`${comments.id} = any(${intArray(ids)}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface CommentPageKey {
  itemType: CommentableType;
  itemId: number;
  /** The last id of the previous page (top-level comments come newest first). */
  beforeId: number | undefined;
  limit: number;
  visibility: CommentVisibility;
}

/**
 * Up to `limit` top-level comments of an item, newest first, after the cursor. Keyset on id over
 * `comments_item_idx` (item_type, item_id, id desc where parent_id is null): the page is read off
 * the index; blocked authors and hidden comments are filtered in the same statement.
 */
export async function pageOfComments(db: Executor, key: CommentPageKey): Promise<CommentRow[]> {
  const { viewerId, includeRemoved } = key.visibility;
  const params = { type: key.itemType, item: key.itemId, before: key.beforeId, limit: key.limit, viewer: viewerId };
  // Staff (who also see removed comments) are few: their pages are built each time.
  if (includeRemoved) return pageQuery(db, { viewer: viewerId !== undefined, cursor: key.beforeId !== undefined }, key.visibility, params);
  return pageStatement(viewerId !== undefined, key.beforeId !== undefined)(db).execute(params);
}

type PageParams = { type: CommentableType; item: number; before: number | undefined; limit: number; viewer: number | undefined };

/** The page's query: with values (`params`), or with placeholders for a prepared statement. */
function pageQuery(db: Executor, variant: { viewer: boolean; cursor: boolean }, visibility: { includeRemoved: boolean }, params?: PageParams) {
  const value = <K extends keyof PageParams>(name: K) => (params ? params[name] : sql.placeholder(name));
  const viewer = variant.viewer ? (value("viewer") as ViewerParam) : undefined;
  return db
    .select(commentColumns(comments, users, viewer))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.itemType, value("type") as CommentableType),
        eq(comments.itemId, value("item") as number),
        isNull(comments.parentId),
        variant.cursor ? lt(comments.id, value("before") as number) : undefined,
        visibleTo(comments, { viewerId: viewer, includeRemoved: visibility.includeRemoved }),
      ),
    )
    .orderBy(descIndexed(comments.id))
    .limit(value("limit") as number);
}

/**
 * The hottest read of comments, prepared once per handle in four variants (a visitor or a
 * signed-in viewer; first page or after a cursor): PostgreSQL plans its filters once instead of on
 * every page (planning cost more than running it: 0.9 ms against 0.3 ms).
 */
const PAGE_STATEMENTS = new Map<string, ReturnType<typeof preparedPage>>();
function preparedPage(viewer: boolean, cursor: boolean) {
  const name = `dz_comments_page_${viewer ? "viewer" : "visitor"}_${cursor ? "next" : "first"}`;
  return preparedFor((db) => pageQuery(db, { viewer, cursor }, { includeRemoved: false }).prepare(name));
}
function pageStatement(viewer: boolean, cursor: boolean) {
  const key = `${viewer}:${cursor}`;
  let statement = PAGE_STATEMENTS.get(key);
  if (!statement) PAGE_STATEMENTS.set(key, (statement = preparedPage(viewer, cursor)));
  return statement;
}

/** Up to `limit` replies of a top-level comment after the cursor, oldest first (`comments_parent_idx`). */
export async function pageOfReplies(db: Executor, parentId: number, afterId: number | undefined, limit: number, visibility: CommentVisibility): Promise<CommentRow[]> {
  return db
    .select(commentColumns(comments, users, visibility.viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.parentId, parentId), afterId === undefined ? undefined : gt(comments.id, afterId), visibleTo(comments, visibility)))
    .orderBy(asc(comments.id))
    .limit(limit);
}

/**
 * The first `perParent` visible replies of each of the given comments, oldest first, in one
 * statement: a lateral subquery per parent reads `comments_parent_idx` and stops at `perParent`,
 * however many replies a comment has.
 */
export async function firstRepliesOf(db: Executor, parentIds: number[], perParent: number, visibility: CommentVisibility): Promise<CommentRow[]> {
  if (!parentIds.length) return [];
  const params = { parents: intArray(parentIds), perParent, viewer: visibility.viewerId };
  if (visibility.includeRemoved) return firstRepliesQuery(db, visibility.viewerId !== undefined, true, params);
  return (visibility.viewerId === undefined ? firstRepliesForVisitors : firstRepliesForViewers)(db).execute(params);
}

type RepliesParams = { parents: string; perParent: number; viewer: number | undefined };

function firstRepliesQuery(db: Executor, withViewer: boolean, includeRemoved: boolean, params?: RepliesParams) {
  const value = <K extends keyof RepliesParams>(name: K) => (params ? params[name] : sql.placeholder(name));
  const viewer = withViewer ? (value("viewer") as ViewerParam) : undefined;
  const r = alias(comments, "r");
  const first = db
    .select({ id: r.id })
    .from(r)
    .where(and(sql`${r.parentId} = wanted.id`, visibleTo(r, { viewerId: viewer, includeRemoved })))
    .orderBy(asc(r.id))
    .limit(value("perParent") as number)
    .as("first");
  const ids = db
    .select({ id: first.id })
    .from(sql`unnest(${value("parents")}::int[]) as wanted(id)`)
    .innerJoinLateral(first, sql`true`);
  return db
    .select(commentColumns(comments, users, viewer))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.id, ids))
    .orderBy(asc(comments.parentId), asc(comments.id));
}

/**
 * The comments a viewer is not shown (hidden by them, or by a user blocked either way) among the
 * stored counters' comments: the item's top-level comments and the replies of `parentIds`, not
 * removed. Read from the viewer's side (their hidden comments, their blocked users' comments), so
 * it costs what the viewer hid or blocked, not what the item holds. The counters say what there is;
 * minus these, what this viewer sees (a count above "No comments yet" would lie).
 */
export async function unseenComments(
  db: Executor,
  viewerId: number,
  item: { type: CommentableType; id: number },
  parentIds: number[],
): Promise<{ topLevel: number; replies: Map<number, number> }> {
  const scope = and(
    isNull(comments.removedAt),
    or(
      and(isNull(comments.parentId), eq(comments.itemType, item.type), eq(comments.itemId, item.id)),
      parentIds.length ? sql`${comments.parentId} = any(${intArray(parentIds)}::int[])` : undefined,
    ),
  );
  const columns = { id: comments.id, parentId: comments.parentId };
  const hidden = db
    .select(columns)
    .from(hiddenItems)
    .innerJoin(comments, eq(comments.id, hiddenItems.itemId))
    .where(and(eq(hiddenItems.userId, viewerId), eq(hiddenItems.itemType, "comment"), scope));
  const blocked = db
    .select(columns)
    .from(comments)
    .where(
      and(
        sql`${comments.userId} in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
          union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`,
        scope,
      ),
    );
  const rows = await union(hidden, blocked);
  const replies = new Map<number, number>();
  let topLevel = 0;
  for (const row of rows) {
    if (row.parentId === null) topLevel++;
    else replies.set(row.parentId, (replies.get(row.parentId) ?? 0) + 1);
  }
  return { topLevel, replies };
}

const firstRepliesForVisitors = preparedFor((db) => firstRepliesQuery(db, false, false).prepare("dz_comments_first_replies_visitor"));
const firstRepliesForViewers = preparedFor((db) => firstRepliesQuery(db, true, false).prepare("dz_comments_first_replies_viewer"));

/**
 * The users an author may mention among `usernames` (lower case): known, not the author, and
 * neither blocking the author nor blocked by them. Others stay plain text.
 */
export async function mentionableUsers(db: Executor, authorId: number, usernames: string[]): Promise<{ id: number; username: string }[]> {
  if (!usernames.length) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = any(${`{${usernames.join(",")}}`}::text[])`,
        sql`${users.id} <> ${authorId}`,
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${authorId} and ${blocks.blockedId} = ${users.id})`,
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${authorId})`,
      ),
    );
}

/** Replaces the mentions of a comment (an edit names other users); a new comment has none to delete. */
export async function replaceMentions(db: Executor, commentId: number, userIds: number[], options: { fresh?: boolean } = {}): Promise<void> {
  if (!options.fresh) await db.delete(mentions).where(and(eq(mentions.itemType, "comment"), eq(mentions.itemId, commentId)));
  if (userIds.length) await db.insert(mentions).values(userIds.map((userId) => ({ itemType: "comment" as const, itemId: commentId, userId }))).onConflictDoNothing();
}

export interface NewComment {
  itemType: CommentableType;
  itemId: number;
  showId: number | null;
  userId: number;
  parentId: number | null;
  replyToUserId: number | null;
  content: string;
  spoiler: boolean;
  photo: CommentPhoto | null;
  createdAt: Date;
}

export async function insertComment(db: Executor, values: NewComment): Promise<number> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

export async function updateCommentContent(db: Executor, id: number, content: string, editedAt: Date): Promise<void> {
  await db.update(comments).set({ content, editedAt }).where(eq(comments.id, id));
}

/**
 * Moves a top-level comment's `reply_count` and answers whether it is still there. The update takes
 * its row lock first, so a reply to a comment being deleted waits and then finds nothing.
 */
export async function moveReplyCount(db: Executor, parentId: number, delta: number): Promise<boolean> {
  const moved = await db
    .update(comments)
    .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)` })
    .where(eq(comments.id, parentId))
    .returning({ id: comments.id });
  return moved.length === 1;
}

/** Locks a comment's row (a like, or the parent of a reply being deleted); false when it is gone. */
export async function lockComment(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: comments.id }).from(comments).where(eq(comments.id, id)).for("update");
  return rows.length === 1;
}

/** Moves a comment's `like_count` (its likes are counted in this cache, not per read). */
export async function moveCommentLikes(db: Executor, id: number, delta: number): Promise<void> {
  await db
    .update(comments)
    .set({ likeCount: sql`greatest(${comments.likeCount} + ${delta}, 0)` })
    .where(eq(comments.id, id));
}

export async function commentLikeCount(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: comments.likeCount }).from(comments).where(eq(comments.id, id));
  return row?.n ?? 0;
}

// ---- Deleting comments --------------------------------------------------------------------------

/** Storage keys of the uploaded images of deleted comments, to remove once the transaction committed. */
export type ImageKeys = string[];

/**
 * Deletes comments with what hangs on them by id alone (`item_id` columns without foreign keys):
 * their likes, mentions and hide marks; then the comments (their replies go by cascade — callers
 * pass the replies' ids too, so their likes and mentions go as well). Answers the image keys.
 */
async function purgeComments(db: Executor, rows: { id: number; photo: CommentPhoto | null }[]): Promise<ImageKeys> {
  if (!rows.length) return [];
  const ids = intArray(rows.map((r) => r.id));
  await db.delete(likes).where(and(eq(likes.itemType, "comment"), sql`${likes.itemId} = any(${ids}::int[])`));
  await db.delete(mentions).where(and(eq(mentions.itemType, "comment"), sql`${mentions.itemId} = any(${ids}::int[])`));
  await db.delete(hiddenItems).where(and(eq(hiddenItems.itemType, "comment"), sql`${hiddenItems.itemId} = any(${ids}::int[])`));
  await db.delete(comments).where(sql`${comments.id} = any(${ids}::int[])`);
  return rows.flatMap((r) => (r.photo?.key ? [r.photo.key] : []));
}

/** Deletes a comment (a top-level one with its replies); answers whether it was there and its images. */
export async function deleteCommentTree(db: Executor, id: number): Promise<{ deleted: boolean; imageKeys: ImageKeys }> {
  const rows = await db
    .select({ id: comments.id, photo: comments.photo })
    .from(comments)
    .where(sql`${comments.id} = ${id} or ${comments.parentId} = ${id}`)
    .for("update");
  if (!rows.some((r) => r.id === id)) return { deleted: false, imageKeys: [] };
  return { deleted: true, imageKeys: await purgeComments(db, rows) };
}

/** Deletes every comment of an item (the item itself is being deleted: a list, a review). */
export async function deleteCommentsOfItem(db: Executor, itemType: CommentableType, itemId: number): Promise<ImageKeys> {
  const rows = await db
    .select({ id: comments.id, photo: comments.photo })
    .from(comments)
    .where(and(eq(comments.itemType, itemType), eq(comments.itemId, itemId)));
  return purgeComments(db, rows);
}

/**
 * Before an account's row is deleted (decision 6): its comments and replies go, with the replies
 * under its comments and the comments on its reviews; every counter they were part of follows in
 * the same transaction — the items' `comments_count`, the parents' `reply_count` and the
 * `like_count` of the comments it liked. Answers the image keys to remove after the commit.
 * `counters`: the commentable kinds' tables (`commentCounters()` of items/registry.ts).
 */
export async function releaseCommentsOfUser(db: Executor, userId: number, counters: readonly { type: string; table: string }[]): Promise<ImageKeys> {
  // Items lose the user's top-level comments (the table of each commentable kind: `counters`).
  for (const { type, table } of counters) {
    await db.execute(sql`update ${sql.identifier(table)} t set comments_count = greatest(t.comments_count - x.n, 0)
      from (select item_id, count(*)::int as n from ${comments}
            where user_id = ${userId} and parent_id is null and item_type = ${type} group by item_id) x
      where t.id = x.item_id`);
  }
  // Others' comments lose the user's replies (the user's own comments go entirely).
  await db.execute(sql`update ${comments} p set reply_count = greatest(p.reply_count - x.n, 0)
    from (select parent_id, count(*)::int as n from ${comments} where user_id = ${userId} and parent_id is not null group by parent_id) x
    where p.id = x.parent_id and p.user_id <> ${userId}`);
  // Comments the user liked lose the like (the likes rows go with the user's row).
  await db.execute(sql`update ${comments} set like_count = greatest(like_count - 1, 0)
    where id in (select item_id from ${likes} where user_id = ${userId} and item_type = 'comment')`);
  const rows = await db
    .select({ id: comments.id, photo: comments.photo })
    .from(comments)
    .where(
      sql`${comments.userId} = ${userId}
        or ${comments.parentId} in (select own.id from ${comments} own where own.user_id = ${userId} and own.parent_id is null)
        or (${comments.itemType} = 'review' and ${comments.itemId} in (select r.id from ${reviews} r where r.user_id = ${userId}))`,
    );
  return purgeComments(db, rows);
}
