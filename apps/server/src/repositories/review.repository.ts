import { bylineColumns } from "./reference-rows.js";
import { type SQL, and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { descIndexed } from "./prepared.js";
import { blocks, episodeViews, episodes, hiddenItems, reports, reviewVotes, reviews, shows, users } from "../db/schema/index.js";

/** The six sub-scores as stored. */
export interface ReviewScores {
  story: number;
  acting: number;
  music: number;
  visuals: number;
  characters: number;
  overall: number;
}

/** Newest first, spelled as the indexes store it (`id DESC NULLS LAST`), so that the planner reads the page off them. */
const newestFirst = descIndexed(reviews.id);

/** Up and down votes minus each other: the "helpful" order (`reviews_show_helpful_idx` holds the same expression). */
const helpfulness = sql<number>`(${reviews.upvoters} - ${reviews.downvoters})`;

/** A review with its author's byline and its show, and the viewer's own vote (1, -1, or null). */
function reviewColumns(viewerId: number | undefined) {
  return {
    id: reviews.id,
    authorId: reviews.userId,
    showId: reviews.showId,
    title: reviews.title,
    content: reviews.content,
    spoiler: reviews.spoiler,
    story: reviews.story,
    acting: reviews.acting,
    music: reviews.music,
    visuals: reviews.visuals,
    characters: reviews.characters,
    overall: reviews.overall,
    seenEpisodes: reviews.seenEpisodes,
    completed: reviews.completed,
    upvoters: reviews.upvoters,
    downvoters: reviews.downvoters,
    commentsCount: reviews.commentsCount,
    editedAt: reviews.editedAt,
    removedAt: reviews.removedAt,
    createdAt: reviews.createdAt,
    helpfulness,
    // One index probe of review_votes_pkey per row of the page; none for a visitor.
    myVote:
      viewerId === undefined
        ? sql<number | null>`null::int`
        : sql<number | null>`(select ${reviewVotes.vote} from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.userId} = ${viewerId})`,
    // Whether the viewer reported it (reports_reporter_item_idx): the Report entry is no longer offered.
    reported:
      viewerId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${reports} where ${reports.reporterId} = ${viewerId} and ${reports.itemType} = 'review' and ${reports.itemId} = ${reviews.id})`,
    author: bylineColumns,
    show: { id: shows.id, slug: shows.slug, originalTitle: shows.originalTitle, title: shows.title, year: shows.year, posterUrl: shows.posterUrl },
  };
}

function selectReviews(db: Executor, viewerId: number | undefined) {
  return db
    .select(reviewColumns(viewerId))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(shows, eq(shows.id, reviews.showId));
}

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/**
 * Which reviews a viewer's pages list, as data (decided in `policies/review.policy.ts`, turned into
 * SQL here): never removed ones, nor those of users who block the viewer or whom the viewer blocks,
 * nor those the viewer hid.
 */
export interface ReviewVisibility {
  viewerId: number | undefined;
}

/** `ReviewVisibility` as a condition on `reviews`; each test is one index probe (blocks both ways, hidden_items' key). */
function reviewListedTo(visibility: ReviewVisibility): SQL | undefined {
  const { viewerId } = visibility;
  const notRemoved = isNull(reviews.removedAt);
  if (viewerId === undefined) return notRemoved;
  return and(
    notRemoved,
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${reviews.userId} and ${blocks.blockedId} = ${viewerId})`,
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${reviews.userId})`,
    sql`not exists (select 1 from ${hiddenItems} where ${hiddenItems.userId} = ${viewerId} and ${hiddenItems.itemType} = 'review' and ${hiddenItems.itemId} = ${reviews.id})`,
  );
}

export async function findReview(db: Executor, id: number, viewerId?: number): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db, viewerId).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** Where a page of a show's reviews starts: after this review in the chosen order. */
export type ShowReviewsAfter = { sort: "helpful"; helpfulness: number; id: number } | { sort: "recent"; id: number };

/**
 * One page of a show's reviews in the "helpful" order (up minus down votes, then newest) or the
 * "recent" one (newest first), keyset on (helpfulness, id) or id: read off `reviews_show_helpful_idx`
 * or `reviews_show_recent_idx`, one statement with the bylines, the show and the viewer's votes.
 */
export async function showReviewsPage(
  db: Executor,
  query: { showId: number; sort: "helpful" | "recent"; after: ShowReviewsAfter | undefined; limit: number; visibility: ReviewVisibility },
): Promise<ReviewRow[]> {
  const { after } = query;
  const conditions: (SQL | undefined)[] = [eq(reviews.showId, query.showId), reviewListedTo(query.visibility)];
  if (query.sort === "helpful") {
    if (after?.sort === "helpful") conditions.push(sql`(${helpfulness}, ${reviews.id}) < (${after.helpfulness}, ${after.id})`);
    return selectReviews(db, query.visibility.viewerId)
      .where(and(...conditions))
      .orderBy(sql`${helpfulness} desc`, newestFirst)
      .limit(query.limit);
  }
  if (after) conditions.push(lt(reviews.id, after.id));
  return selectReviews(db, query.visibility.viewerId)
    .where(and(...conditions))
    .orderBy(newestFirst)
    .limit(query.limit);
}

/** One page of a user's reviews, newest first (keyset on id, `reviews_user_idx`). */
export async function userReviewsPage(
  db: Executor,
  query: { authorId: number; afterId: number | undefined; limit: number; visibility: ReviewVisibility },
): Promise<ReviewRow[]> {
  const conditions: (SQL | undefined)[] = [eq(reviews.userId, query.authorId), reviewListedTo(query.visibility)];
  if (query.afterId !== undefined) conditions.push(lt(reviews.id, query.afterId));
  return selectReviews(db, query.visibility.viewerId)
    .where(and(...conditions))
    .orderBy(newestFirst)
    .limit(query.limit);
}

/** Episodes of a show the user has seen, how many of the show's episodes have aired, and how many of those the user saw. */
export async function viewingOfShow(db: Executor, userId: number, showId: number, now: Date): Promise<{ seen: number; aired: number; seenAired: number }> {
  // episode_views_user_show_idx for the user's views, episodes_show_airs_at_idx for the aired ones.
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${episodeViews} where user_id = ${userId} and show_id = ${showId}) as seen,
      (select count(*)::int from ${episodes} where show_id = ${showId} and airs_at <= ${now}) as aired,
      (select count(*)::int from ${episodeViews} v inner join ${episodes} e on e.id = v.episode_id
        where v.user_id = ${userId} and v.show_id = ${showId} and e.airs_at <= ${now}) as seen_aired`)) as unknown as {
    rows: { seen: number; aired: number; seen_aired: number }[];
  };
  const row = result.rows[0];
  return { seen: Number(row?.seen ?? 0), aired: Number(row?.aired ?? 0), seenAired: Number(row?.seen_aired ?? 0) };
}

export interface NewReview extends ReviewScores {
  userId: number;
  showId: number;
  title: string;
  content: string;
  spoiler: boolean;
  seenEpisodes: number;
  completed: boolean;
  now: Date;
}

/**
 * Adds a review; undefined when the user already reviewed the show. A second submit running at the
 * same moment waits on `reviews_user_show_idx` for the first to commit, then finds the conflict.
 */
export async function insertReview(db: Executor, values: NewReview): Promise<number | undefined> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(reviews)
    .values({ ...rest, createdAt: now })
    .onConflictDoNothing({ target: [reviews.userId, reviews.showId] })
    .returning({ id: reviews.id });
  return row?.id;
}

/** The id of the user's review of a show, if any. */
export async function reviewIdOf(db: Executor, userId: number, showId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.showId, showId)))
    .limit(1);
  return row?.id;
}

export interface ReviewChanges extends Partial<ReviewScores> {
  title?: string | undefined;
  content?: string | undefined;
  spoiler?: boolean | undefined;
  seenEpisodes: number;
  completed: boolean;
  editedAt: Date;
}

export async function updateReviewFields(db: Executor, id: number, changes: ReviewChanges): Promise<void> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await db.update(reviews).set(set).where(eq(reviews.id, id));
}

/**
 * Locks a review's row (`FOR NO KEY UPDATE`) and answers what the policies need. Votes take it
 * before their own row, as a deletion does (the review, then its votes by cascade), so the two
 * never wait on each other in opposite orders; concurrent votes on one review queue here.
 */
export async function lockReview(
  db: Executor,
  id: number,
): Promise<{ authorId: number; showId: number; removedAt: Date | null; upvoters: number; downvoters: number } | undefined> {
  const [row] = await db
    .select({ authorId: reviews.userId, showId: reviews.showId, removedAt: reviews.removedAt, upvoters: reviews.upvoters, downvoters: reviews.downvoters })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for("no key update");
  return row;
}

// ---- Votes --------------------------------------------------------------------------------------

/** The user's vote on a review: 1, -1, or undefined. */
export async function currentVote(db: Executor, reviewId: number, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ vote: reviewVotes.vote })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
  return row?.vote;
}

/** Gives or changes the user's vote (1 or -1). */
export async function putVote(db: Executor, reviewId: number, userId: number, vote: 1 | -1, now: Date): Promise<void> {
  await db
    .insert(reviewVotes)
    .values({ reviewId, userId, vote, createdAt: now })
    .onConflictDoUpdate({ target: [reviewVotes.reviewId, reviewVotes.userId], set: { vote, createdAt: now } });
}

/** Takes the user's vote back. */
export async function deleteVote(db: Executor, reviewId: number, userId: number): Promise<void> {
  await db.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
}

/** Moves a review's vote counters; answers them after the change. */
export async function moveVoteCounters(db: Executor, reviewId: number, upDelta: number, downDelta: number): Promise<{ upvoters: number; downvoters: number }> {
  const [row] = await db
    .update(reviews)
    .set({ upvoters: sql`${reviews.upvoters} + ${upDelta}`, downvoters: sql`${reviews.downvoters} + ${downDelta}` })
    .where(eq(reviews.id, reviewId))
    .returning({ upvoters: reviews.upvoters, downvoters: reviews.downvoters });
  return row ?? { upvoters: 0, downvoters: 0 };
}

// ---- Deletion -----------------------------------------------------------------------------------

/**
 * Deletes a review's own rows: its hide marks and the review (its votes go by cascade). Its
 * comments are deleted first by the caller (`deleteCommentsOfItem`), in the same transaction.
 */
export async function deleteReviewRows(db: Executor, reviewId: number): Promise<void> {
  await db.delete(hiddenItems).where(and(eq(hiddenItems.itemType, "review"), eq(hiddenItems.itemId, reviewId)));
  await db.delete(reviews).where(eq(reviews.id, reviewId));
}

/** The ids of a user's reviews (account deletion removes them one by one, with their comments). */
export async function reviewIdsOfAuthor(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId)).orderBy(reviews.id);
  return rows.map((r) => r.id);
}

/**
 * Takes a user's votes off the counters of the reviews they voted on (the votes themselves go with
 * the user's row, by cascade), so that `upvoters` and `downvoters` stay counts of the rows.
 */
export async function releaseReviewVotesOfUser(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`
    update ${reviews} set
        upvoters = greatest(${reviews.upvoters} - (v.vote = 1)::int, 0),
        downvoters = greatest(${reviews.downvoters} - (v.vote = -1)::int, 0)
      from ${reviewVotes} v
      where v.review_id = ${reviews.id} and v.user_id = ${userId}`);
}
