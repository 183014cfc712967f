import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Review } from "@dizilog/shared/api";
import { formatDateTime, formatRelative, useLocaleTag, useRenderClock } from "../../lib/format";
import { Avatar } from "../../ui/avatar";
import { UserBadges } from "../../entities/user";

/** Who wrote the review and when (and that it was edited). */
export function ReviewByline({ review }: { review: Pick<Review, "user" | "created" | "edited"> }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const clock = useRenderClock();
  const { user } = review;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={user.avatar} size={36} />
      <div className="min-w-0 text-sm">
        <Link to={user.url} className="font-semibold hover:underline">
          {user.name}
        </Link>{" "}
        <UserBadges user={user} />{" "}
        <span className="text-zinc-600 dark:text-zinc-400">
          <bdi dir="ltr">@{user.username}</bdi>
        </span>
        <p className="text-zinc-600 dark:text-zinc-400">
          <time dateTime={review.created} title={formatDateTime(review.created, tag, clock.timeZone)}>
            {formatRelative(review.created, tag, clock.now)}
          </time>
          {review.edited && (
            <>
              {" · "}
              <span title={formatDateTime(review.edited, tag, clock.timeZone)}>{t("reviews.edited")}</span>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
