import { useEffect, useRef } from "react";
import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import { useMe } from "../features/auth";
import { NotificationContent, useMarkAllRead, useMarkRead, useNotifications } from "../features/notifications";
import { usePageTitle } from "../lib/use-page-title";
import { Button } from "../ui/button";
import { BellIcon } from "../ui/icons";
import { LoadMoreButton } from "../ui/load-more";
import { RowsSkeleton } from "../ui/skeletons";
import { EmptyState, ErrorState } from "../ui/states";

/**
 * /notifications: every notification, 10 a page (spec section 9), the next page loaded as the end of
 * the list scrolls into view (and by the button under it, for keyboards and when observers are
 * missing). A notification opens its item and is marked read.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t("notifications.title"));
  const me = useMe();
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = me.data?.unread_count ?? 0;
  const notifications = query.data?.pages.flatMap((page) => page.data) ?? [];
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "400px 0px" });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("notifications.title")}</h1>
        <Button variant="secondary" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t("notifications.markAllRead")}
        </Button>
      </div>
      {query.isPending ? (
        <RowsSkeleton count={6} thumb="round" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : notifications.length === 0 ? (
        <EmptyState title={t("notifications.empty")} icon={<BellIcon className="h-10 w-10" />}>
          <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{t("notifications.emptyText")}</p>
          <Link to="/settings/notifications" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
            {t("notifications.settingsLink")}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-zinc-200 overflow-hidden rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <Link
                  to={notification.url}
                  onClick={() => notification.read_at === null && markRead.mutate(notification.id)}
                  className={`flex items-start gap-3 px-4 py-4 hover:bg-zinc-50 dark:hover:bg-zinc-900 ${notification.read_at === null ? "bg-brand-50/60 dark:bg-brand-700/10" : ""}`}
                >
                  <NotificationContent notification={notification} />
                </Link>
              </li>
            ))}
          </ul>
          <div ref={end} />
          <LoadMoreButton query={query} />
          {!hasNextPage && <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{t("notifications.end")}</p>}
        </>
      )}
    </div>
  );
}
