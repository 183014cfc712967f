import type { NewsArticle, NewsLanguage } from "@dizilog/shared/api";
import { plainSummary } from "../lib/markdown.js";
import type { NewsWithShows } from "../repositories/news.repository.js";
import { presentShowRef } from "./show.presenter.js";

/** The page of an article (api-contract "TV data": `url`). */
export const newsUrl = (slug: string) => `/news/${slug}`;

/** An article (api-contract "TV data": News), field by field; `html` is what the write rendered and sanitized. */
export function presentNews(row: NewsWithShows): NewsArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    html: row.html,
    summary: plainSummary(row.html),
    cover: row.coverKey && row.coverWidth && row.coverHeight ? { url: `/media/${row.coverKey}`, width: row.coverWidth, height: row.coverHeight } : null,
    language: row.language as NewsLanguage,
    shows: { data: row.shows.map(presentShowRef) },
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    url: newsUrl(row.slug),
    comments_count: row.commentsCount,
    sample: row.sample,
  };
}
