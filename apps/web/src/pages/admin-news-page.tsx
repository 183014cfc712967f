import { Link, useParams } from "react-router";
import { useMe } from "../entities/user";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { NewsEditor, PublishedDate, SampleBadge, useAdminNewsArticle, useNewsList } from "../features/news";
import { isNotFound } from "../lib/route-params";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { LoadMoreButton } from "../ui/load-more";
import { EmptyState, ErrorState, Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /admin/news and /admin/news/:id — one lazy page for both (the first page's JavaScript counts every route). */
export function AdminNewsRoute() {
  return useParams().id === undefined ? <AdminNewsPage /> : <AdminNewsEditPage />;
}

/** Staff only: anyone else gets the not-found page, as the API answers them 404. */
function useStaff(): { ready: boolean; staff: boolean } {
  const me = useMe();
  return { ready: !me.isPending, staff: me.data?.role === "staff" };
}

/** /admin/news — staff: every article, newest first, with a link to write one and to edit each. */
export function AdminNewsPage() {
  const { t } = useTranslation();
  usePageTitle(t("news.admin.title"));
  const { ready, staff } = useStaff();
  if (!ready) return <Loader />;
  if (!staff) return <NotFoundPage />;
  return <AdminNewsList />;
}

function AdminNewsList() {
  const { t } = useTranslation();
  const news = useNewsList("");
  return (
    <section aria-labelledby="admin-news-title" className="mx-auto max-w-4xl">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-news-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("news.admin.title")}
        </h1>
        <Link to="/admin/news/new" className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("news.admin.new")}
        </Link>
      </div>
      {news.isPending ? (
        <Loader />
      ) : news.isError ? (
        <ErrorState error={news.error} onRetry={() => void news.refetch()} />
      ) : news.data.length === 0 ? (
        <EmptyState title={t("news.emptyTitle")} />
      ) : (
        <>
          <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {news.data.map((article) => (
              <li key={article.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <Link to={`/admin/news/${article.id}`} className="font-semibold hover:underline" lang={article.language}>
                    {article.title}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
                    <PublishedDate at={article.published_at} />
                    {article.sample && <SampleBadge />}
                  </div>
                </div>
                <Link to={article.url} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500">
                  {t("news.admin.view")}
                  <span className="sr-only">: {article.title}</span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMoreButton query={news} />
        </>
      )}
    </section>
  );
}

/** /admin/news/new and /admin/news/:id — staff: the editor. */
export function AdminNewsEditPage() {
  const { t } = useTranslation();
  const { id: segment = "" } = useParams();
  const isNew = segment === "new";
  const id = !isNew && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : 0;
  const { ready, staff } = useStaff();
  const query = useAdminNewsArticle(staff ? id : 0);
  usePageTitle(isNew ? t("news.admin.newTitle") : t("news.admin.editTitle"));
  if (!ready) return <Loader />;
  if (!staff || (!isNew && (id === 0 || isNotFound(query.error)))) return <NotFoundPage />;
  if (!isNew && query.isPending) return <Loader />;
  if (!isNew && query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <section className="mx-auto max-w-6xl">
      <Breadcrumb items={[{ label: t("news.admin.title"), to: "/admin/news" }, { label: isNew ? t("news.admin.newTitle") : t("news.admin.editTitle") }]} />
      <h1 id="news-editor-title" className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {isNew ? t("news.admin.newTitle") : t("news.admin.editTitle")}
      </h1>
      <NewsEditor key={query.data?.id ?? "new"} article={isNew ? undefined : query.data} />
    </section>
  );
}
