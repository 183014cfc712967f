import type { Executor } from "../db/database.js";
import { contactReports } from "../db/schema/index.js";

/** Stores a contact report for the team. */
export async function insertContactReport(db: Executor, values: typeof contactReports.$inferInsert): Promise<void> {
  await db.insert(contactReports).values(values);
}
