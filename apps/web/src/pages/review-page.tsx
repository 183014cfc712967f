import { useEffect } from "react";
import { useTranslation } from "../lib/use-translation";
import { useNavigate, useParams } from "react-router";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { CommentsBlock } from "../features/comments";
import { isNotFound } from "../lib/route-params";
import { useReview } from "../features/reviews/api";
import { ReviewArticle } from "../features/reviews/review-article";
import { usePageTitle } from "../lib/use-page-title";
import { DetailSkeleton } from "../ui/skeletons";
import { ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

const INT_MAX = 2_147_483_647;

/** The review id of the path, or 0 when the segment is not one (the page is then "not found"). */
function parseId(segment: string | undefined): number {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return 0;
  const id = Number(segment);
  return id <= INT_MAX ? id : 0;
}

/**
 * /shows/:slug/reviews/:id — one review with its scores, votes and menu. A removed review, or one
 * between users who block each other, answers 404 and shows the not-found page.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const id = parseId(params.id);
  const query = useReview(id);
  const notFound = id === 0 || isNotFound(query.error);
  const review = query.data;
  usePageTitle(notFound ? t("notFound.title") : review ? t("reviews.page.title", { title: review.title, show: review.show.original_title }) : undefined);

  // A link with an old or wrong show slug lands on the review's own address.
  useEffect(() => {
    if (review && params.slug !== review.show.slug) void navigate(review.url, { replace: true });
  }, [review, params.slug, navigate]);

  if (notFound) return <NotFoundPage />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <div>
        <Breadcrumb
          items={[
            { label: t("nav.explore"), to: "/explore" },
            { label: data.show.original_title, to: data.show.url },
            { label: t("reviews.page.breadcrumb") },
          ]}
        />
        <ReviewArticle review={data} />
      </div>
      <CommentsBlock type="review" id={data.id} />
    </article>
  );
}
