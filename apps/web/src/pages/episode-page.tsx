import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { EpisodeDetails } from "../features/catalog/episode-details";
import { EpisodeNav } from "../features/catalog/episode-nav";
import { isNotFound, parseSegment } from "../lib/route-params";
import { DetailSkeleton } from "../ui/skeletons";
import { useEpisodeTitleText, useSpoilerShield } from "../entities/episode/spoiler-shield";
import { CommentsBlock } from "../features/comments";
import { AddToDiaryButton } from "../features/diary/add-log-modal";
import { useEpisode } from "../entities/show/api";
import { ReactionsBar } from "../features/engagement/reactions-bar";
import { SeenToggle } from "../features/tracking/seen-toggle";
import { usePageTitle } from "../lib/use-page-title";
import { ErrorState, Loader } from "../ui/states";
import { AfterHydration } from "../ui/after-hydration";
import { ClipsSection, EpisodeImages } from "../features/contrib";
import { NotFoundPage } from "./not-found-page";

/** /shows/:slug/season-N/episode-M — one episode with links to its neighbours. */
export function EpisodePage() {
  const { t } = useTranslation();
  const { slug = "", seasonSegment, episodeSegment } = useParams();
  const season = parseSegment(seasonSegment, "season");
  const number = parseSegment(episodeSegment, "episode");
  const query = useEpisode(slug, season ?? 0, number ?? 0);
  const episode = query.data;
  const showTitle = episode?.show?.original_title ?? slug;
  const notFound = season === null || number === null || isNotFound(query.error);
  // The document title is read out and shown in tabs and history: it follows the spoiler shield too.
  // An episode without a title of its own is named by its code, as its head names it (decision 41).
  const title = useEpisodeTitleText(episode);
  const pageTitle = episode?.title?.trim() ? t("episodePage.title", { show: showTitle, code: episode.code, title }) : episode ? t("meta.episode.titleCode", { show: showTitle, code: episode.code }) : undefined;
  usePageTitle(notFound ? t("notFound.title") : pageTitle);

  if (notFound) return <NotFoundPage />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  const showUrl = data.show?.url ?? `/shows/${slug}`;

  return (
    <article className="space-y-8">
      <div>
        <Breadcrumb
          items={[
            { label: t("nav.explore"), to: "/explore" },
            { label: showTitle, to: showUrl },
            { label: t("catalog.season", { number: data.season_number }), to: `${showUrl}/season-${data.season_number}` },
            { label: t("catalog.episode", { number: data.number }) },
          ]}
        />
        <EpisodeDetails episode={data} showUrl={showUrl} showTitle={showTitle} />
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <SeenToggle episode={data} showId={data.show?.id} variant="button" />
          {data.has_aired && <AddToDiaryButton episode={data} showTitle={showTitle} />}
        </div>
      </div>
      {/* Reactions, like seen marks, need an aired episode (the server answers 422 otherwise). */}
      {data.has_aired && <ReactionsBar episodeId={data.id} />}
      {data.show && (
        <AfterHydration fallback={<Loader />}>
          <EpisodeImages episodeId={data.id} label={`${showTitle} ${data.code}`} />
          <ClipsSection showId={data.show.id} episodeId={data.id} />
        </AfterHydration>
      )}
      <EpisodeNav previous={data.previous} next={data.next} />
      <EpisodeComments episode={data} />
    </article>
  );
}

/**
 * The episode's conversation, folded behind the spoiler warning while the episode's own shield
 * stands (decision 10): revealing the episode, or marking it seen, opens it too.
 */
function EpisodeComments({ episode }: { episode: Parameters<typeof useSpoilerShield>[0] & { id: number } }) {
  const { shielded } = useSpoilerShield(episode);
  return <CommentsBlock type="episode" id={episode.id} spoilerShield={shielded} />;
}
