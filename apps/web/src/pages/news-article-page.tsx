import { Link, useParams } from "react-router";
import type { NewsArticle } from "@dizilog/shared/api";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { CommentsBlock } from "../features/comments";
import { ArticleHtml, PublishedDate, SampleBadge, useNewsArticle } from "../features/news";
import { useMe } from "../entities/user";
import { isNotFound } from "../lib/route-params";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { DetailSkeleton } from "../ui/skeletons";
import { ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /news/:slug — an article: cover, title, date, the server's HTML, its shows, and the comments block. */
export function NewsArticlePage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const query = useNewsArticle(slug);
  const notFound = isNotFound(query.error);
  usePageTitle(notFound ? t("notFound.title") : query.data?.title);

  if (notFound) return <NotFoundPage />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <ArticleView article={query.data} />;
}

function ArticleView({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const me = useMe();
  const shows = article.shows.data;
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <article aria-labelledby="article-title" className="space-y-6">
        <Breadcrumb items={[{ label: t("news.title"), to: "/news" }, { label: article.title }]} />
        <header className="space-y-3">
          <h1 id="article-title" lang={article.language} className="break-words text-3xl font-extrabold tracking-tight sm:text-4xl">
            {article.title}
          </h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-600 dark:text-zinc-400">
            <span>
              {t("news.published")} <PublishedDate at={article.published_at} />
            </span>
            {article.sample && <SampleBadge />}
            {me.data?.role === "staff" && (
              <Link to={`/admin/news/${article.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
                {t("news.admin.edit")}
              </Link>
            )}
          </div>
        </header>
        {article.cover && (
          <img src={article.cover.url} alt="" width={article.cover.width} height={article.cover.height} fetchPriority="high" className="h-auto w-full rounded-xl object-cover" />
        )}
        <ArticleHtml html={article.html} language={article.language} />
        {shows.length > 0 && (
          <section aria-labelledby="article-shows-title" className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
            <h2 id="article-shows-title" className="mb-3 text-lg font-bold">
              {t("news.linkedShows")}
            </h2>
            <ul className="flex flex-wrap gap-3">
              {shows.map((show) => (
                <li key={show.id}>
                  <Link to={show.url} className="flex items-center gap-2 rounded-lg p-1 pe-3 hover:bg-zinc-100 dark:hover:bg-zinc-800">
                    <img src={show.poster} alt="" width={40} height={60} loading="lazy" className="h-15 w-10 rounded object-cover" />
                    <span className="font-medium">{show.original_title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <CommentsBlock type="news" id={article.id} />
    </div>
  );
}
