import { useTranslation } from "../lib/use-translation";
import { Link, Navigate, useNavigate } from "react-router";
import { LIMITS } from "@dizilog/shared";
import { useMe } from "../features/auth/api";
import { NextBar } from "../features/onboarding/next-bar";
import { OnboardingHeader } from "../features/onboarding/onboarding-header";
import { MIN_GENRES, toggleId, useOnboardingChoice } from "../features/onboarding/onboarding-store";
import { ShowToggleCard } from "../features/onboarding/show-toggle-card";
import { useExplore } from "../entities/show/api";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../ui/states";

/** /onboarding/watchlist — step 2: posters of the chosen genres that toggle add/remove. */
export function OnboardingWatchlistPage() {
  const { t } = useTranslation();
  usePageTitle(t("onboarding.watchlist.pageTitle"));
  const me = useMe().data;
  const navigate = useNavigate();
  const [choice, update] = useOnboardingChoice();
  const enough = choice.genres.length >= MIN_GENRES;

  if (me?.is_onboarded) return <Navigate to="/onboarding/complete" replace />;
  // Genres come first: without them (a direct visit) the user goes back to choose them.
  if (!enough) return <Navigate to="/onboarding/welcome" replace />;

  const count = choice.shows.length;
  const handleToggle = (id: number) => update((current) => ({ ...current, shows: toggleId(current.shows, id) }));

  return (
    <div className="mx-auto max-w-5xl">
      <OnboardingHeader step={2} title={t("onboarding.watchlist.title")}>
        <p>{t("onboarding.watchlist.intro")}</p>
      </OnboardingHeader>
      <ShowChoices genres={choice.genres} chosen={choice.shows} onToggle={handleToggle} />
      <NextBar
        status={count > 0 ? t("onboarding.watchlist.chosen", { count }) : t("onboarding.watchlist.none")}
        onNext={() => navigate("/onboarding/complete")}
        backTo="/onboarding/welcome"
      />
    </div>
  );
}

interface ShowChoicesProps {
  genres: number[];
  chosen: number[];
  onToggle: (id: number) => void;
}

function ShowChoices({ genres, chosen, onToggle }: ShowChoicesProps) {
  const { t } = useTranslation();
  const shows = useExplore({ genres: [...genres].sort((a, b) => a - b), per_page: LIMITS.onboardingPerPage, sort_by: "onboarding" });
  if (shows.isPending) return <PosterGridSkeleton count={12} />;
  if (shows.isError) return <ErrorState error={shows.error} onRetry={() => void shows.refetch()} />;
  if (shows.data.data.length === 0) {
    return (
      <EmptyState title={t("onboarding.watchlist.empty")}>
        <Link to="/onboarding/welcome" className="font-medium text-brand-700 underline dark:text-brand-500">
          {t("onboarding.watchlist.changeGenres")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" aria-label={t("onboarding.watchlist.shows")}>
      {shows.data.data.map((show) => (
        <li key={show.id}>
          <ShowToggleCard show={show} selected={chosen.includes(show.id)} onToggle={onToggle} />
        </li>
      ))}
    </ul>
  );
}
