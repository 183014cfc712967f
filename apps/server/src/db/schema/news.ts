import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { shows } from "./catalog.js";

/**
 * News articles written by staff (decision 0047). `body` is the Markdown as written; `html` is
 * rendered and sanitized once, at write time (`lib/markdown.ts`), so a read never renders. The
 * cover is an image of the one pipeline (`news/<key>.webp`). `sample` marks the demo catalog's
 * articles, which the pages label as sample data.
 */
export const newsArticles = pgTable(
  "news_articles",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 240 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body").notNull(),
    html: text("html").notNull(),
    coverKey: text("cover_key"),
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    language: varchar("language", { length: 8 }).notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    sample: boolean("sample").notNull().default(false),
    commentsCount: integer("comments_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("news_articles_slug_key").on(t.slug),
    index("news_articles_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("news_articles_language_published_idx").on(t.language, t.publishedAt.desc(), t.id.desc()),
    check("news_articles_comments_count_check", sql`${t.commentsCount} >= 0`),
  ],
);

/** The shows an article is about: the show page's "News" section reads it by show. */
export const newsArticleShows = pgTable(
  "news_article_shows",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    showId: integer("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.showId] }), index("news_article_shows_show_idx").on(t.showId, t.articleId)],
);
