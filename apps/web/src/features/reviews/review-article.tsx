import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Review } from "@dizilog/shared/api";
import { useMe } from "../../entities/user";
import { HiddenItemNotice, useHideItem } from "../item-actions";
import { useToast } from "../../ui/toast";
import { Stars } from "../../ui/stars";
import { ReviewByline } from "./review-byline";
import { ReviewMenu } from "./review-menu";
import { ReviewScores } from "./review-scores";
import { ReviewVotes } from "./review-votes";
import { SeenBadge, SpoilerBadge } from "./seen-badge";
import { SpoilerCover } from "./spoiler-cover";

export interface ReviewArticleProps {
  review: Review;
}

/**
 * A review on its own page: title, author, the seen/completed and spoiler badges, the overall score
 * and the six sub-scores, the whole text (behind the spoiler warning when flagged),
 * the votes and the menu; a review the viewer hides leaves the hidden notice with its undo.
 */
export function ReviewArticle({ review }: ReviewArticleProps) {
  const { t } = useTranslation();
  const me = useMe().data;
  const toast = useToast();
  const revealed = me?.id === review.user_id || me?.spoilers === true;
  const [hidden, setHidden] = useState(false);
  const hide = useHideItem("review", review.id);
  const handleHide = (undo: boolean) =>
    hide.mutate(undo, {
      onSuccess: (isHidden) => setHidden(isHidden),
      onError: () => toast(t("errors.default"), "error"),
    });

  if (hidden) return <HiddenItemNotice message={t("reviews.hidden")} onUndo={() => handleHide(true)} busy={hide.isPending} />;
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60">
      <header>
        <div className="flex items-start gap-3">
          <h1 className="min-w-0 flex-1 break-words text-2xl font-extrabold tracking-tight sm:text-3xl">{review.title}</h1>
          <ReviewMenu review={review} onHide={() => handleHide(false)} />
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
          {/* Its own page shows the whole text: the 300-character cut is for the cards of lists. */}
          <p dir="auto" className="whitespace-pre-line break-words leading-relaxed text-zinc-800 dark:text-zinc-200">
            {review.content}
          </p>
        </SpoilerCover>
      </div>
      <div className="mt-5 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <ReviewVotes review={review} />
      </div>
    </div>
  );
}
