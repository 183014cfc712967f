import { Link } from "react-router";
import { CoupleCard, useCouples } from "../features/charts";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { LoadMoreButton } from "../ui/load-more";
import { PosterGridSkeleton, EmptyState, ErrorState } from "../ui/states";

const TEXT_LINK = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500";

/** /pairs — the catalog's on-screen couples, each to its page. */
export function PairsPage() {
  const { t } = useTranslation();
  const couples = useCouples();
  usePageTitle(t("charts.pairs.title"));
  const items = couples.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("charts.pairs.title")}</h1>
          <p className="mt-1 max-w-prose text-zinc-600 dark:text-zinc-400">{t("charts.pairs.lead")}</p>
        </div>
        <Link to="/charts?kind=couples" className={TEXT_LINK}>
          {t("charts.pairs.chartLink")}
        </Link>
      </div>
      {couples.isPending ? (
        <PosterGridSkeleton count={6} />
      ) : couples.isError ? (
        <ErrorState error={couples.error} onRetry={() => void couples.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t("charts.pairs.empty")} />
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((couple) => (
              <li key={couple.id}>
                <CoupleCard couple={couple} />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={couples} />
        </>
      )}
    </div>
  );
}
