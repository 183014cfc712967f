import { desc } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { devOutbox } from "../db/schema/index.js";

/** The latest mail of the development outbox, newest first. */
export async function latestOutboxMail(db: Executor, limit: number) {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
}
