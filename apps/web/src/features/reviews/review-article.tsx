import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Review } from "@dizilog/shared/api";
import { REVIEW_LIMITS } from "@dizilog/shared/api/review-constants";
import { useMe } from "../auth";
import { ReadMore } from "../catalog";
import { Stars } from "../ratings";
import { ReviewByline } from "./review-byline";
import { ReviewMenu } from "./review-menu";
import { ReviewScores } from "./review-scores";
import { ReviewVotes } from "./review-votes";
import { SeenBadge, SpoilerBadge } from "./seen-badge";
import { SpoilerCover } from "./spoiler-cover";

export interface ReviewArticleProps {
  review: Review;
  /** More actions beside the review's menu (the report and hide actions of other viewers). */
  actions?: ReactNode;
}

/**
 * A review on its own page: title, author, the seen/completed and spoiler badges, the overall score
 * and the six sub-scores, the text (cut at 300 characters, behind the spoiler warning when flagged),
 * the votes and the menu.
 */
export function ReviewArticle({ review, actions }: ReviewArticleProps) {
  const { t } = useTranslation();
  const me = useMe().data;
  const revealed = me?.id === review.user_id || me?.spoilers === true;
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60">
      <header>
        <div className="flex items-start gap-3">
          <h1 className="min-w-0 flex-1 break-words text-2xl font-extrabold tracking-tight sm:text-3xl">{review.title}</h1>
          {actions}
          <ReviewMenu review={review} />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <ReviewByline review={review} />
          <div className="flex flex-wrap gap-2">
            <SeenBadge seen={review.seen} completed={review.completed} />
            {review.spoiler && <SpoilerBadge />}
          </div>
        </div>
      </header>
      <section aria-labelledby="review-scores-title" className="mt-5 rounded-xl bg-zinc-50 p-4 dark:bg-zinc-800/50">
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <h2 id="review-scores-title" className="font-semibold">
            {t("reviews.page.scores")}
          </h2>
          <Stars value={review.score} size={24} />
        </div>
        <ReviewScores userRate={review.user_rate} />
      </section>
      <div className="mt-5">
        <SpoilerCover spoiler={review.spoiler} revealed={revealed}>
          <ReadMore text={review.content} limit={REVIEW_LIMITS.readMore} />
        </SpoilerCover>
      </div>
      <div className="mt-5 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <ReviewVotes review={review} />
      </div>
    </div>
  );
}
