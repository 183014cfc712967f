import { commentableNews, newsPages } from "../repositories/news.repository.js";
import type { ItemKind } from "./item-kind.js";

/**
 * A news article (decision 0047): written by staff and public, so everyone sees it and its
 * conversation; commented (the comments block under each article). Its comments are moderated as
 * any comment (staff: an article belongs to no show's moderators); the article itself is not
 * reported or liked — staff edit or delete it.
 */
export const news: ItemKind = {
  type: "news",
  comments: {
    table: "news_articles",
    find: async (db, id) => {
      const row = await commentableNews(db, id);
      return row && { ...row, type: "news", relatedUserIds: [], seenBy: () => true };
    },
    pages: newsPages,
  },
};
