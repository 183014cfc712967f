import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { LINK_BUTTON_CLASS, LINK_CLASS } from "../../ui/button";
import { RowsSkeleton } from "../../ui/skeletons";
import { useMarkAllRead, useMarkRead, useNotifications } from "./api";
import { NotificationContent } from "./notification-item";

/** The bell's panel: the latest ten, "mark all as read" and a link to every notification. */
export function BellPanel({ titleId, unread, onNavigate }: { titleId: string; unread: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const latest = query.data?.pages[0]?.data ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-700">
        <h2 id={titleId} className="text-base font-bold">
          {t("notifications.title")}
        </h2>
        <button type="button" className={`${LINK_BUTTON_CLASS} text-sm`} disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          {t("notifications.markAllRead")}
        </button>
      </div>
      <div className="max-h-[min(65vh,30rem)] overflow-y-auto">
        {query.isPending ? (
          <div className="p-4">
            <RowsSkeleton count={4} thumb="round" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="space-y-2 p-4 text-sm">
            <p>{t("notifications.loadError")}</p>
            <button type="button" className={LINK_BUTTON_CLASS} onClick={() => void query.refetch()}>
              {t("common.retry")}
            </button>
          </div>
        ) : latest.length === 0 ? (
          <div className="px-4 py-8 text-center">
            <p className="font-semibold">{t("notifications.empty")}</p>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("notifications.emptyText")}</p>
          </div>
        ) : (
          <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {latest.map((notification) => (
              <li key={notification.id}>
                <Link
                  to={notification.url}
                  onClick={() => {
                    if (notification.read_at === null) markRead.mutate(notification.id);
                    onNavigate();
                  }}
                  className="flex items-start gap-3 px-4 py-3 hover:bg-zinc-50 focus-visible:bg-zinc-50 dark:hover:bg-zinc-800/60 dark:focus-visible:bg-zinc-800/60"
                >
                  <NotificationContent notification={notification} compact />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-zinc-200 px-4 py-3 text-center dark:border-zinc-700">
        <Link to="/notifications" onClick={onNavigate} className={`${LINK_CLASS} text-sm`}>
          {t("notifications.viewAll")}
        </Link>
      </div>
    </>
  );
}
