import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { EmptyState } from "../../ui/states";
import { useRatings } from "./api";
import { RatedShowList } from "./rated-show-list";

/** The tracker's Ratings tab: the user's rated shows, the latest first, each with its rating widget. */
export function RatingsPanel() {
  const { t } = useTranslation();
  const query = useRatings({ kind: "me" });
  return (
    <section aria-labelledby="ratings-tab-title">
      <h2 id="ratings-tab-title" className="mb-3 text-lg font-bold">
        {t("ratingsTab.heading")}
      </h2>
      <RatedShowList
        query={query}
        editable
        empty={
          <EmptyState title={t("ratingsTab.empty.title")}>
            <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("ratingsTab.empty.text")}</p>
            <Link to="/explore" className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              {t("ratingsTab.explore")}
            </Link>
          </EmptyState>
        }
      />
    </section>
  );
}
