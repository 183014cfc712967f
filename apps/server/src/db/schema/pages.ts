import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";
import { shows } from "./catalog.js";

/**
 * Where a coming show stands before its premiere (decision 0050): the spec's pilot production
 * code (1 pre-production, 2 filming scheduled, 3 in production, 4 post-production) and the
 * expected premiere when announced. One row per show, kept beside `shows` so that the catalog's
 * table stays as it is; `sample` marks the demo catalog's rows, which the UI labels "sample data".
 */
export const showProduction = pgTable(
  "show_production",
  {
    showId: integer("show_id")
      .primaryKey()
      .references(() => shows.id, { onDelete: "cascade" }),
    productionStage: smallint("production_stage").notNull(),
    expectedPremiere: date("expected_premiere"),
    sample: boolean("sample").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("show_production_stage_check", sql`${t.productionStage} between 1 and 4`),
    index("show_production_stage_idx").on(t.productionStage, t.showId),
  ],
);
