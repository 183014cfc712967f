import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const CHART_KINDS = ["shows", "couples"] as const;

/**
 * The social charts (decision 0045): one row per rank of a day's top 20, written by the jobs
 * `charts.shows` and `charts.couples` (a rerun deletes the day's rows of its kind and inserts them
 * again in one transaction). `day` is the New York calendar day whose activity was counted;
 * `item_id` is a show's id (kind `shows`) or a couple's (`couples`), joined at read time, so a
 * deleted item drops out of the answer. `sample` marks the demo seed's rows.
 */
export const chartEntries = pgTable(
  "chart_entries",
  {
    kind: text("kind", { enum: CHART_KINDS }).notNull(),
    day: date("day").notNull(),
    rank: smallint("rank").notNull(),
    itemId: integer("item_id").notNull(),
    score: integer("score").notNull(),
    sample: boolean("sample").notNull().default(false),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.day, t.rank] }),
    // The latest day of a kind (GET /api/charts/social without a date).
    index("chart_entries_latest_idx").on(t.kind, t.day.desc()),
    check("chart_entries_rank_check", sql`${t.rank} between 1 and 20`),
  ],
);
