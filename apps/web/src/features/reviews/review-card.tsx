import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Review } from "@dizilog/shared/api";
import { REVIEW_LIMITS } from "@dizilog/shared/api/review-constants";
import { useLocaleTag } from "../../lib/format";
import { useMe } from "../../entities/user";
import { ReadMore } from "../../ui/read-more";
import { Stars } from "../../ui/stars";
import { ReviewByline } from "./review-byline";
import { ReviewVotes } from "./review-votes";
import { SeenBadge, SpoilerBadge } from "./seen-badge";
import { SpoilerCover } from "./spoiler-cover";
import { numberFormat } from "../../lib/intl";

export interface ReviewCardProps {
  review: Review;
  /** On a user's reviews page the show is named (the author is the page's); on a show's, the author. */
  context: "show" | "user";
  /** The heading level of the card's title in its page. */
  headingLevel?: 3 | 4;
}

/** A review in a list: title (linking to its page), author or show, score, badges, text cut at 300 characters, votes. */
export function ReviewCard({ review, context, headingLevel = 3 }: ReviewCardProps) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag());
  const me = useMe().data;
  const revealed = me?.id === review.user_id || me?.spoilers === true;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/60">
      <header className="flex flex-wrap items-start justify-between gap-3">
        {context === "show" ? (
          <ReviewByline review={review} />
        ) : (
          <Link to={review.show.url} className="flex min-w-0 items-center gap-3 hover:underline">
            <img src={review.show.poster} alt="" width={36} height={54} loading="lazy" className="h-[54px] w-9 shrink-0 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />
            <span className="truncate font-semibold">{review.show.original_title}</span>
          </Link>
        )}
        <Stars value={review.score} size={18} />
      </header>
      <Heading className="mt-3 break-words text-lg font-bold">
        <Link to={review.url} className="hover:underline">
          {review.title}
        </Link>
      </Heading>
      <div className="mt-1 flex flex-wrap gap-2">
        <SeenBadge seen={review.seen} completed={review.completed} />
        {review.spoiler && <SpoilerBadge />}
      </div>
      <div className="mt-3">
        <SpoilerCover spoiler={review.spoiler} revealed={revealed}>
          <ReadMore text={review.content} limit={REVIEW_LIMITS.readMore} />
        </SpoilerCover>
      </div>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <ReviewVotes review={review} />
        <Link to={review.url} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
          {t("reviews.card.comments", { count: review.comments_count, formatted: number.format(review.comments_count) })}
        </Link>
      </footer>
    </article>
  );
}
