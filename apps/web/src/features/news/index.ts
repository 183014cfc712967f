/** The public face of the news feature (decision 0047): the show page's section, and the pages' pieces. */
export { NEWS_LANGUAGES, NEWS_LANGUAGE_NAMES, newsKeys, useAdminNewsArticle, useNewsArticle, useNewsList } from "./api";
export { ArticleHtml, NewsCard, NewsCardsSkeleton, PublishedDate, SampleBadge } from "./news-parts";
export { ShowNewsSection } from "./show-news-section";
export { NewsEditor } from "./news-editor";
