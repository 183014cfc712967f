import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { isNotFound } from "../lib/route-params";
import { UserPageHeader } from "../features/ratings/user-page-header";
import { useUserReviews } from "../features/reviews/api";
import { ReviewCard } from "../features/reviews/review-card";
import { usePublicProfile } from "../features/settings/api";
import { usePageTitle } from "../lib/use-page-title";
import { LoadMoreButton } from "../ui/load-more";
import { EmptyState, ErrorState, Loader } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /user/:slug/reviews — a user's reviews, newest first. */
export function UserReviewsPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const profile = usePublicProfile(slug);
  const reviews = useUserReviews(slug);
  const notFound = isNotFound(profile.error) || isNotFound(reviews.error);
  const name = profile.data?.name;
  usePageTitle(notFound ? t("notFound.title") : name ? t("reviews.userPage.title", { name }) : undefined);

  if (notFound) return <NotFoundPage />;
  if (profile.isPending) return <Loader />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const user = profile.data;
  return (
    <div className="mx-auto max-w-3xl">
      <UserPageHeader user={user} heading={t("reviews.userPage.heading", { name: user.name })} other={{ to: `${user.url}/ratings`, label: t("userRatingsPage.link") }} />
      <h2 className="sr-only">{t("reviews.userPage.listTitle")}</h2>
      {reviews.isPending ? (
        <Loader label={t("reviews.section.loading")} />
      ) : reviews.isError ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <EmptyState title={t("reviews.userPage.empty", { name: user.name })} />
      ) : (
        <>
          <ul className="space-y-4">
            {reviews.data.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} context="user" />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={reviews} />
        </>
      )}
    </div>
  );
}
