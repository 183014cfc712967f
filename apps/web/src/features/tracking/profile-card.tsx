import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { numberFormat } from "../../lib/intl";
import { UserBadges } from "../../entities/user";

export interface ProfileCardProps {
  user: User;
}

/** The tracker's profile card: picture, name, @username and the counts of shows, episodes and likes. */
export function ProfileCard({ user }: ProfileCardProps) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag());
  const counts = [
    { key: "shows", value: user.track_count },
    { key: "episodes", value: user.seen_count },
    { key: "likes", value: user.like_count },
  ] as const;
  return (
    <section aria-labelledby="tracker-profile" className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/60">
      <div className="flex items-center gap-4">
        <img src={user.avatar} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800" />
        <div className="min-w-0">
          <h2 id="tracker-profile" className="truncate text-lg font-bold">
            <Link to={user.url} className="hover:underline">
              {user.name}
            </Link>{" "}
            <UserBadges user={user} />
          </h2>
          <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">
            <span dir="ltr">@{user.username}</span>
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 divide-x divide-zinc-200 rounded-xl bg-zinc-50 py-3 text-center dark:divide-zinc-800 dark:bg-zinc-800/50">
        {counts.map((count) => (
          <div key={count.key} className="flex flex-col-reverse px-1">
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t(`trackerPage.counts.${count.key}`, { count: count.value })}</dt>
            <dd className="text-xl font-bold tabular-nums">{number.format(count.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
