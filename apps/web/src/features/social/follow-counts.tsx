import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { numberFormat } from "../../lib/intl";

export interface FollowCountsProps {
  user: Pick<User, "url" | "followers_count" | "following_count" | "abilities">;
}

const COUNT = "inline-flex items-baseline gap-1 rounded";

/** "12 followers · 3 following": links to the two lists, or plain text where the viewer may not open them (a private account). */
export function FollowCounts({ user }: FollowCountsProps) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag());
  const entries = [
    { key: "followers", count: user.followers_count, to: `${user.url}/followers` },
    { key: "following", count: user.following_count, to: `${user.url}/following` },
  ] as const;
  return (
    <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm sm:justify-start">
      {entries.map((entry) => {
        const content = (
          <>
            <strong className="text-base font-bold text-zinc-900 dark:text-zinc-100">{number.format(entry.count)}</strong>{" "}
            <span className="text-zinc-600 dark:text-zinc-400">{t(`social.counts.${entry.key}`, { count: entry.count })}</span>
          </>
        );
        return (
          <li key={entry.key}>
            {user.abilities.view_follows ? (
              <Link to={entry.to} className={`${COUNT} hover:underline`}>
                {content}
              </Link>
            ) : (
              <span className={COUNT}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
