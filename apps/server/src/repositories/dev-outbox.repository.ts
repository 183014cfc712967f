import { desc } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { devOutbox } from "../db/schema/index.js";

/** The latest mail of the development outbox, newest first. */
export async function latestOutboxMail(db: Executor, limit: number) {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
}

/** Keeps one mail in the development outbox. */
export async function insertOutboxMail(db: Executor, mail: { to: string; subject: string; text: string; html: string }): Promise<void> {
  await db.insert(devOutbox).values(mail);
}
