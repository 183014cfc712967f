import { useTranslation } from "../lib/use-translation";
import { Navigate, useNavigate } from "react-router";
import { useMe } from "../features/auth/api";
import { GenreCard } from "../features/onboarding/genre-card";
import { MIN_GENRES, toggleId, useOnboardingChoice } from "../features/onboarding/onboarding-store";
import { OnboardingHeader } from "../features/onboarding/onboarding-header";
import { NextBar } from "../features/onboarding/next-bar";
import { useGenres } from "../entities/show/api";
import { usePageTitle } from "../lib/use-page-title";
import { ErrorState } from "../ui/states";

/** /onboarding/welcome — step 1: choose at least 3 genres. */
export function OnboardingWelcomePage() {
  const { t } = useTranslation();
  usePageTitle(t("onboarding.welcome.pageTitle"));
  const me = useMe().data;
  const navigate = useNavigate();
  const genres = useGenres();
  const [choice, update] = useOnboardingChoice();

  if (me?.is_onboarded) return <Navigate to="/onboarding/complete" replace />;

  const chosen = choice.genres.length;
  const handleToggle = (id: number) => update((current) => ({ ...current, genres: toggleId(current.genres, id) }));
  const handleNext = () => navigate("/onboarding/watchlist");

  return (
    <div className="mx-auto max-w-5xl">
      <OnboardingHeader step={1} title={t("onboarding.welcome.title", { name: me?.name ?? "" })}>
        <p>{t("onboarding.welcome.intro")}</p>
      </OnboardingHeader>
      {genres.isPending && <GenreGridSkeleton />}
      {genres.isError && <ErrorState error={genres.error} onRetry={() => void genres.refetch()} />}
      {genres.data && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-label={t("onboarding.welcome.genres")}>
          {genres.data.map((genre) => (
            <li key={genre.id}>
              <GenreCard genre={genre} selected={choice.genres.includes(genre.id)} onToggle={handleToggle} />
            </li>
          ))}
        </ul>
      )}
      <NextBar
        status={chosen < MIN_GENRES ? t("onboarding.welcome.hint") : t("onboarding.welcome.chosen", { count: chosen })}
        nextDisabled={chosen < MIN_GENRES}
        onNext={handleNext}
      />
    </div>
  );
}

function GenreGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="grid animate-pulse grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {Array.from({ length: 12 }, (_, i) => (
        <div key={i} className="aspect-[5/4] rounded-xl bg-zinc-200 dark:bg-zinc-800" />
      ))}
    </div>
  );
}
