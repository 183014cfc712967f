import { useTranslation } from "../../lib/use-translation";
import type { Review } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { useGatedAction, useMe } from "../../entities/user";
import { useVoteReview } from "./api";
import { numberFormat } from "../../lib/intl";

type VotedReview = Pick<Review, "id" | "user_id" | "upvoters" | "downvoters" | "voters" | "upvoted" | "downvoted">;

/**
 * "Was this review helpful?" with up and down votes (spec "Review vote"): optimistic, pressed when
 * given, pressed again to take back. A visitor gets the login modal, an unverified user the verify
 * message; the author sees the counts without buttons (one's own review is not votable).
 */
export function ReviewVotes({ review }: { review: VotedReview }) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag());
  const me = useMe().data;
  const gated = useGatedAction();
  const { vote } = useVoteReview(review);
  const own = me?.id === review.user_id;

  if (own) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("reviews.votes.summary", { up: number.format(review.upvoters), down: number.format(review.downvoters) })}
      </p>
    );
  }
  const button = (direction: "up" | "down") => {
    const pressed = direction === "up" ? review.upvoted : review.downvoted;
    const count = direction === "up" ? review.upvoters : review.downvoters;
    // Named by what it shows ("Helpful 3"), so that speech input and screen readers agree with the eye.
    return (
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => gated(() => vote(direction), { verified: true })}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold ${
          pressed
            ? "border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600"
            : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        }`}
      >
        <span aria-hidden="true">{direction === "up" ? "▲" : "▼"}</span>
        {t(direction === "up" ? "reviews.votes.up" : "reviews.votes.down")}{" "}
        <span className="tabular-nums">{number.format(count)}</span>
      </button>
    );
  };
  return (
    <div role="group" aria-label={t("reviews.votes.label")} className="flex flex-wrap items-center gap-2">
      {button("up")}
      {button("down")}
    </div>
  );
}
