import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** "Report a problem" messages sent from /contact-us, kept for the team to read. */
export const contactReports = pgTable(
  "contact_reports",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    pageUrl: text("page_url"),
    userAgent: text("user_agent"),
    ipHash: text("ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_reports_created_idx").on(t.createdAt)],
);
