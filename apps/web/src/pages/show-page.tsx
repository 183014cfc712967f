import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { LatestEpisodes } from "../features/catalog/latest-episodes";
import { isNotFound } from "../lib/route-params";
import { ShowCast, ShowCrew } from "../features/catalog/show-credits";
import { ShowHeader } from "../widgets/show-header";
import { ShowSeasons } from "../features/catalog/show-seasons";
import { ShowReviewsSection } from "../features/reviews/show-reviews-section";
import { DetailSkeleton } from "../ui/skeletons";
import { useShow } from "../entities/show/api";
import { usePageTitle } from "../lib/use-page-title";
import { AfterHydration } from "../ui/after-hydration";
import { ErrorState, Loader } from "../ui/states";
import { CommentsBlock } from "../features/comments";
import { ShowThoughts } from "../features/wall";
import { ShowNewsSection } from "../features/news";
import { PostForm } from "../features/wall-form";
import { ShowContribution } from "../features/contrib";
import { ShowRatingsSection } from "../features/tv-ratings";
import { NotFoundPage } from "./not-found-page";
import { BuzzControl, WhereToWatch } from "../features/watch";
import { useMe } from "../features/auth";
import { HouseAd } from "../features/ads";

/** /shows/:slug — a show with its facts, seasons, cast, crew and latest episodes. */
export function ShowPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const query = useShow(slug);
  const me = useMe();
  const notFound = isNotFound(query.error);
  usePageTitle(notFound ? t("notFound.title") : query.data?.original_title);

  if (notFound) return <NotFoundPage />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const show = query.data;

  return (
    <article className="space-y-10">
      <div>
        <Breadcrumb items={[{ label: t("nav.explore"), to: "/explore" }, { label: show.original_title }]} />
        <ShowHeader show={show} />
      </div>
      <ShowSeasons show={show} />
      <WhereToWatch showId={show.id} showTitle={show.original_title} />
      <LatestEpisodes showId={show.id} />
      <HouseAd type="leaderboard" />
      <ShowCast cast={show.cast?.data ?? []} />
      <ShowCrew crew={show.crew?.data ?? []} />
      <AfterHydration fallback={<Loader />}>
        <ShowNewsSection showId={show.id} />
        <ShowContribution show={show} />
        {me.data?.role === "staff" && <BuzzControl showId={show.id} />}
        <ShowRatingsSection show={show} />
        <ShowReviewsSection show={show} />
        <ShowThoughts show={show} form={<PostForm show={show} />} />
      </AfterHydration>
      <CommentsBlock type="show" id={show.id} />
    </article>
  );
}
