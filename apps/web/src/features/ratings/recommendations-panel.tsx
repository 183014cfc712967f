import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Recommendation } from "@dizilog/shared/api";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../../ui/states";
import { ShowCard } from "../../entities/show";
import { TrackButton } from "../tracking";
import { useShowTitles } from "../../entities/show";
import { useRecommendations } from "./api";

/** The tracker's Recommendations tab: shows liked by users who rate like the user, with why. */
export function RecommendationsPanel() {
  const { t } = useTranslation();
  const query = useRecommendations();
  if (query.isPending) return <PosterGridSkeleton count={8} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { data, reason } = query.data;
  if (!data.length) {
    const why = reason ?? "no_new_shows";
    return (
      <EmptyState title={t(`recommendationsTab.empty.${why}.title`)}>
        <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{t(`recommendationsTab.empty.${why}.text`)}</p>
        <Link to="/explore" className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("recommendationsTab.rateMore")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="recommendations-tab-title">
      <h2 id="recommendations-tab-title" className="text-lg font-bold">
        {t("recommendationsTab.heading")}
      </h2>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{t("recommendationsTab.intro")}</p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
        {data.map((item) => (
          <li key={item.show.id} className="flex flex-col gap-1">
            <ShowCard show={item.show} action={(title) => <TrackButton show={item.show} variant="overlay" title={title} />} />
            <Because item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Because you rated X (and Y)", in the viewer's preferred titles. */
function Because({ item }: { item: Recommendation }) {
  const { t } = useTranslation();
  const [first, second] = item.because;
  const firstTitle = useShowTitles(first ?? { original_title: "", title: "" }).primary;
  const secondTitle = useShowTitles(second ?? { original_title: "", title: "" }).primary;
  if (!first) return null;
  return (
    <p className="line-clamp-2 text-xs text-zinc-600 dark:text-zinc-400">
      {second ? t("recommendationsTab.becauseTwo", { first: firstTitle, second: secondTitle }) : t("recommendationsTab.because", { first: firstTitle })}
    </p>
  );
}
