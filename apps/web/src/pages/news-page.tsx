import { useSearchParams } from "react-router";
import type { NewsLanguage } from "@dizilog/shared/api";
import { NEWS_LANGUAGES, NEWS_LANGUAGE_NAMES, NewsCard, NewsCardsSkeleton, useNewsList } from "../features/news";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { LoadMoreButton } from "../ui/load-more";
import { EmptyState, ErrorState } from "../ui/states";

function readLanguage(value: string | null): NewsLanguage | "" {
  return NEWS_LANGUAGES.find((code) => code === value) ?? "";
}

/** /news — the articles, newest first, 10 at a time; `?language=` keeps one language (in the URL). */
export function NewsPage() {
  const { t } = useTranslation();
  usePageTitle(t("news.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const language = readLanguage(searchParams.get("language"));
  const news = useNewsList(language);

  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-5xl">
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 id="news-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t("news.title")}
          </h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("news.intro")}</p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="news-language" className="text-sm font-medium">
            {t("news.languageLabel")}
          </label>
          <select
            id="news-language"
            value={language}
            onChange={(event) => setSearchParams(event.target.value ? { language: event.target.value } : {})}
            className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            <option value="">{t("news.allLanguages")}</option>
            {NEWS_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {NEWS_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {news.isPending ? (
        <NewsCardsSkeleton />
      ) : news.isError ? (
        <ErrorState error={news.error} onRetry={() => void news.refetch()} />
      ) : news.data.length === 0 ? (
        <EmptyState title={t("news.emptyTitle")}>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("news.emptyText")}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {news.data.map((article) => (
              <li key={article.id}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={news} className="mt-6" />
        </>
      )}
    </section>
  );
}
