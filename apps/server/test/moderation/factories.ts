import { eq, sql } from "drizzle-orm";
import type { Db } from "../../src/db/database.js";
import { comments, lists, reports, reviews, showModerators, shows, users } from "../../src/db/schema/index.js";

type ReportInsert = typeof reports.$inferInsert;

/**
 * A report as `POST /api/submit-report` stores it (the comments slice builds that route): the
 * reporter, the item, its owner (whom `suspend_user` suspends) and its show (whose moderators see it).
 */
export async function makeReport(db: Db, values: Pick<ReportInsert, "reporterId" | "itemType" | "itemId"> & Partial<ReportInsert>) {
  const [row] = await db
    .insert(reports)
    .values({ reason: "spam", ...values })
    .returning();
  return row!;
}

/** A top-level comment (or a reply, with `parentId`), counted as the comments service counts it. */
export async function makeComment(
  db: Db,
  values: { userId: number; itemType: "show" | "review" | "list"; itemId: number; showId: number | null; content?: string; parentId?: number },
) {
  const [row] = await db
    .insert(comments)
    .values({ userId: values.userId, itemType: values.itemType, itemId: values.itemId, showId: values.showId, content: values.content ?? "Bu bölüm harikaydı!", parentId: values.parentId ?? null })
    .returning();
  if (values.parentId) {
    await db.update(comments).set({ replyCount: sql`${comments.replyCount} + 1` }).where(eq(comments.id, values.parentId));
  } else if (values.itemType === "show") {
    await db.update(shows).set({ commentsCount: sql`${shows.commentsCount} + 1` }).where(eq(shows.id, values.itemId));
  } else if (values.itemType === "review") {
    await db.update(reviews).set({ commentsCount: sql`${reviews.commentsCount} + 1` }).where(eq(reviews.id, values.itemId));
  } else {
    await db.update(lists).set({ commentsCount: sql`${lists.commentsCount} + 1` }).where(eq(lists.id, values.itemId));
  }
  return row!;
}

export async function makeReview(db: Db, values: { userId: number; showId: number; title?: string }) {
  const [row] = await db
    .insert(reviews)
    .values({
      userId: values.userId,
      showId: values.showId,
      title: values.title ?? "Yılın dizisi",
      content: "Çok güzel bir dizi. ".repeat(20),
      story: 4,
      acting: 4.5,
      music: 3.5,
      visuals: 4,
      characters: 5,
      overall: 4.5,
    })
    .returning();
  return row!;
}

/** Makes a user a moderator of a show straight in the database (the admin route has its own tests). */
export async function makeModerator(db: Db, userId: number, showId: number): Promise<void> {
  await db.insert(showModerators).values({ userId, showId });
  await db.update(users).set({ role: "moderator" }).where(eq(users.id, userId));
}
