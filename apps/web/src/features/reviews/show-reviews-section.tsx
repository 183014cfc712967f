import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { REVIEW_SORTS, type ReviewSort } from "@dizilog/shared/api/review-constants";
import { useGatedAction, useMe } from "../../entities/user";
import { Button } from "../../ui/button";
import { LoadMoreButton } from "../../ui/load-more";
import { EmptyState, ErrorState, Loader } from "../../ui/states";
import { Tabs } from "../../ui/tabs";
import { useShowReviews } from "./api";
import { ReviewCard } from "./review-card";
import { ReviewModal } from "./review-modal";

export interface ShowReviewsSectionProps {
  show: { id: number; original_title: string };
}

/** The show page's reviews: the two sorts of the spec (most helpful, most recent), the list, and "Write a review". */
export function ShowReviewsSection({ show }: ShowReviewsSectionProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<ReviewSort>("helpful");
  const [writing, setWriting] = useState(false);
  const me = useMe().data;
  const gated = useGatedAction();
  const handleWrite = () => gated(() => setWriting(true), { verified: true });
  return (
    <section aria-labelledby="show-reviews-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="show-reviews-title" className="text-xl font-bold">
          {t("reviews.section.title")}
        </h2>
        <Button onClick={handleWrite}>{t("reviews.section.write")}</Button>
      </div>
      <Tabs
        tabs={REVIEW_SORTS}
        active={sort}
        onSelect={setSort}
        label={t("reviews.section.sortLabel")}
        idPrefix="show-reviews"
        labelOf={(tab) => t(`reviews.sort.${tab}`)}
        variant="pills"
      >
        <ReviewList showId={show.id} sort={sort} onWrite={handleWrite} />
      </Tabs>
      {me && <ReviewModal open={writing} onOpenChange={setWriting} userId={me.id} show={{ id: show.id, title: show.original_title }} />}
    </section>
  );
}

function ReviewList({ showId, sort, onWrite }: { showId: number; sort: ReviewSort; onWrite: () => void }) {
  const { t } = useTranslation();
  const query = useShowReviews(showId, sort);
  if (query.isPending) return <Loader label={t("reviews.section.loading")} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.length) {
    return (
      <EmptyState title={t("reviews.section.empty")}>
        <Button variant="secondary" onClick={onWrite}>
          {t("reviews.section.beFirst")}
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-4">
        {query.data.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} context="show" />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </>
  );
}
