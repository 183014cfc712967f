import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { EmptyState } from "../../ui/states";
import { ImportLink } from "./import-link";
import { useTracker, useWatchlist } from "./api";
import { TrackerList } from "./tracker-list";

/**
 * The watchlist tab: "Up next" (the next unseen aired episode of each show in progress), "Start
 * watching" (the first episode of each show not started), then the watchlist. "Up next" says
 * "nothing waiting" only to a user who has started something: shows not started are not caught up.
 */
export function WatchlistPanel() {
  const { t } = useTranslation();
  const upNext = useTracker("watch_next");
  const notStarted = useTracker("not_started");
  const watchlist = useWatchlist();
  const hasNotStarted = notStarted.isSuccess && notStarted.data.length > 0;
  const hideUpNext = upNext.isSuccess && upNext.data.length === 0 && hasNotStarted;
  if (upNext.isSuccess && watchlist.isSuccess && upNext.data.length === 0 && watchlist.data.length === 0) {
    return (
      <EmptyState title={t("trackerPage.watchlistEmpty.title")}>
        <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("trackerPage.watchlistEmpty.text")}</p>
        <Link to="/explore" className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("trackerPage.explore")}
        </Link>
        <ImportLink />
      </EmptyState>
    );
  }
  return (
    <div className="space-y-8">
      {!hideUpNext && <TrackerList id="tracker-up-next" title={t("trackerPage.groups.watch_next")} query={upNext} empty={t("trackerPage.groupEmpty.watch_next")} />}
      {hasNotStarted && <TrackerList id="tracker-start-watching" title={t("trackerPage.groups.start_watching")} query={notStarted} empty={null} />}
      <TrackerList id="tracker-watchlist" title={t("trackerPage.groups.watchlist")} query={watchlist} empty={t("trackerPage.groupEmpty.watchlist")} />
    </div>
  );
}
