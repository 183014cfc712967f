import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The catalog that keeps itself current (decision 0048).
 *
 * `catalog_job_marks`: the high-water mark of a scheduled catalog job — the instant up to which it
 * has looked (`catalog.announce-aired-episodes`: episodes whose air instant is at most the mark were
 * already considered). Moved in the transaction that records the job's events.
 */
export const catalogJobMarks = pgTable("catalog_job_marks", {
  job: text("job").primaryKey(),
  mark: timestamp("mark", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the catalog jobs already announced, one row per (kind, subject): `aired` per episode,
 * `premiere` per show. An event is recorded only by the statement that inserts its row, so two runs
 * of a job (or two workers racing) announce an episode once, even if its air time moves back and
 * forth across the job's window.
 */
export const catalogAnnouncements = pgTable(
  "catalog_announcements",
  {
    kind: text("kind", { enum: ["aired", "premiere"] }).notNull(),
    subjectId: integer("subject_id").notNull(),
    announcedAt: timestamp("announced_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] }), index("catalog_announcements_at_idx").on(t.announcedAt)],
);
