import { Link, useParams, useSearchParams } from "react-router";
import { REACTION_IDS, type ReactionId } from "@dizilog/shared/api/engagement-ids";
import { ShowCard } from "../entities/show/show-card";
import { DiscoverHeader, DiscoverLinks, FaceIcon, useMoodOverview, useMoodShows } from "../features/discover";
import { ReactionFace } from "../features/engagement";
import { usePosterSrc } from "../lib/data-saver";
import { useLocaleTag, useRenderClock } from "../lib/format";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { Pagination } from "../ui/pagination";
import { EmptyState, ErrorState, PosterGridSkeleton } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/**
 * /mood — the six reactions of the episodes (amazing, funny, sad, wow, meh, wtf), each with how
 * many shows draw it most and their first posters; a card opens /mood/{reaction}.
 */
export function MoodPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  usePageTitle(t("discover.mood.title"));
  const year = new Date(useRenderClock().now).getFullYear();
  const overview = useMoodOverview();
  const poster = usePosterSrc();
  const number = new Intl.NumberFormat(tag);

  return (
    <div className="mx-auto max-w-6xl">
      <DiscoverHeader title={t("discover.mood.heading")} intro={t("discover.mood.intro")} />
      <div className="mb-6">
        <DiscoverLinks year={year} current="mood" />
      </div>
      {overview.isPending ? (
        <PosterGridSkeleton count={6} />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {overview.data.map((mood) => (
            <li key={mood.reaction}>
              <Link
                to={`/mood/${mood.reaction}`}
                className="flex h-full flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900/60 dark:hover:border-brand-500"
              >
                <span className="flex items-center gap-3">
                  <ReactionFace id={mood.reaction} className="h-10 w-10 text-brand-700 dark:text-brand-500" />
                  <span>
                    <span className="block text-lg font-bold">{t(`engagement.reactions.${mood.reaction}`)}</span>
                    <span className="block text-sm text-zinc-600 dark:text-zinc-400">
                      {t("discover.mood.showsCount", { count: mood.shows_count, value: number.format(mood.shows_count) })}
                    </span>
                  </span>
                </span>
                {mood.shows.data.length > 0 ? (
                  <span className="grid grid-cols-4 gap-2">
                    {mood.shows.data.map((entry) => (
                      <img key={entry.show.id} src={poster(entry.show.poster)} alt={entry.show.original_title} width={80} height={120} loading="lazy" className="aspect-[2/3] w-full rounded bg-zinc-200 object-cover dark:bg-zinc-800" />
                    ))}
                  </span>
                ) : (
                  <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("discover.mood.noneYet")}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const isReaction = (value: string | undefined): value is ReactionId => (REACTION_IDS as readonly string[]).includes(value ?? "");

/** /mood/{reaction} — the shows whose episodes draw this reaction most, by how many they drew. */
export function MoodReactionPage() {
  const { reaction } = useParams();
  if (!isReaction(reaction)) return <NotFoundPage />;
  return <MoodShows reaction={reaction} />;
}

function MoodShows({ reaction }: { reaction: ReactionId }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const name = t(`engagement.reactions.${reaction}`);
  usePageTitle(t("discover.mood.reactionTitle", { reaction: name }));
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.min(10_000, Number(search.get("page")) || 1));
  const shows = useMoodShows(reaction, page);
  const number = new Intl.NumberFormat(tag);
  const handlePage = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});

  return (
    <div className="mx-auto max-w-6xl">
      <p className="mb-2 text-sm">
        <Link to="/mood" className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
          {t("discover.mood.back")}
        </Link>
      </p>
      <DiscoverHeader title={t("discover.mood.reactionHeading", { reaction: name })} intro={t("discover.mood.reactionIntro", { reaction: name })}>
        <ReactionFace id={reaction} className="h-12 w-12 text-brand-700 dark:text-brand-500" />
      </DiscoverHeader>
      {shows.isPending ? (
        <PosterGridSkeleton count={10} />
      ) : shows.isError ? (
        <ErrorState error={shows.error} onRetry={() => void shows.refetch()} />
      ) : shows.data.data.length === 0 ? (
        <EmptyState title={t("discover.mood.empty", { reaction: name })} icon={<FaceIcon />}>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("discover.mood.emptyText")}</p>
        </EmptyState>
      ) : (
        <>
          <ol className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-5">
            {shows.data.data.map((entry, index) => (
              <li key={entry.show.id}>
                <ShowCard show={entry.show} priority={index < 5 ? "eager" : undefined} />
                <p className="text-xs text-zinc-700 dark:text-zinc-300">
                  {t("discover.mood.share", { count: entry.reactions_count, value: number.format(entry.reactions_count), total: number.format(entry.total_reactions), reaction: name })}
                </p>
              </li>
            ))}
          </ol>
          <Pagination page={page} totalPages={shows.data.meta.pagination.total_pages} onChange={handlePage} />
        </>
      )}
    </div>
  );
}
