import { Link } from "react-router";
import type { ShowSuggestion } from "@dizilog/shared/api";
import { useTranslation } from "../../lib/use-translation";
import { formatIsoDate, useLocaleTag } from "../../lib/format";

/** Suggestions with their status; `withUser` for staff's list (who sent each). */
export function SuggestionList({ suggestions, withUser = false }: { suggestions: ShowSuggestion[]; withUser?: boolean }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const day = (iso: string) => formatIsoDate(iso.slice(0, 10), tag, { day: "numeric", month: "short", year: "numeric" });
  return (
    <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {suggestions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium">
              {s.show ? (
                <Link to={s.show.url} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
                  {s.title}
                </Link>
              ) : (
                s.title
              )}
            </p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {withUser && s.user && <span>@{s.user.username} · </span>}
              {s.status === "pending" ? t("watch.suggestions.due", { date: day(s.due_at) }) : t("watch.suggestions.sent", { date: day(s.created_at) })}
              {s.note && <span> · {s.note}</span>}
            </p>
          </div>
          <span className="rounded-full bg-zinc-100 px-2.5 py-0.5 text-sm font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
            {t(`watch.suggestions.status.${s.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
