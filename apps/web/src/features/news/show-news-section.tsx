import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { useShowNews } from "./api";
import { NewsCard } from "./news-parts";

/** A show page's "News": its latest articles, or nothing when there are none (no empty promise). */
export function ShowNewsSection({ showId }: { showId: number }) {
  const { t } = useTranslation();
  const query = useShowNews(showId);
  const articles = query.data?.data ?? [];
  if (!articles.length) return null;
  return (
    <section aria-labelledby="show-news-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="show-news-title" className="text-xl font-bold">
          {t("news.showSection")}
        </h2>
        <Link to="/news" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500">
          {t("news.allNews")}
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {articles.map((article) => (
          <li key={article.id}>
            <NewsCard article={article} headingLevel={3} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
