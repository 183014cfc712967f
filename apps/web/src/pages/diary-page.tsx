import { useTranslation } from "../lib/use-translation";
import { Link, useParams, useSearchParams } from "react-router";
import type { DiaryEntry } from "@dizilog/shared/api";
import { useMe } from "../features/auth/api";
import { EpisodeTitleText } from "../entities/episode/spoiler-shield";
import { formatIsoDate, useLocaleTag } from "../lib/format";
import { isNotFound } from "../lib/route-params";
import { useDiary } from "../features/lists/api";
import { Avatar } from "../ui/avatar";
import { usePublicProfile } from "../features/settings/api";
import { useShowTitles } from "../entities/show/use-show-titles";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";
import { dateTimeFormat } from "../lib/intl";
import { UserBadges } from "../entities/user";

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The calendar date (YYYY-MM-DD) and the time of an instant in a time zone (the browser's when unknown). */
function dayAndTime(instant: string, timeZone: string | undefined, tag: string): { day: string; time: string } {
  const date = new Date(instant);
  let parts: Intl.DateTimeFormatPart[];
  let time: string;
  try {
    parts = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
    time = dateTimeFormat(tag, { timeZone, timeStyle: "short" }).format(date);
  } catch {
    parts = dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
    time = dateTimeFormat(tag, { timeStyle: "short" }).format(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, time };
}

interface DiaryDay {
  day: string;
  entries: { entry: DiaryEntry; time: string }[];
}

/** The entries (newest first, as the server answers) grouped by the day they were watched. */
function groupByDay(entries: DiaryEntry[], timeZone: string | undefined, tag: string): DiaryDay[] {
  const days: DiaryDay[] = [];
  for (const entry of entries) {
    const { day, time } = dayAndTime(entry.watched_at, timeZone, tag);
    const last = days[days.length - 1];
    if (last?.day === day) last.entries.push({ entry, time });
    else days.push({ day, entries: [{ entry, time }] });
  }
  return days;
}

function monthLabel(month: string, tag: string): string {
  return formatIsoDate(`${month}-01`, tag, { month: "long", year: "numeric" });
}

/**
 * /user/:slug/diary?month=YYYY-MM — one month of a user's diary (default: their current month),
 * entries grouped by day, with links to the previous and next months.
 */
export function DiaryPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { slug = "" } = useParams();
  const [searchParams] = useSearchParams();
  const monthParam = searchParams.get("month");
  const month = monthParam && MONTH_RE.test(monthParam) ? monthParam : undefined;
  const diary = useDiary(slug, month);
  const profile = usePublicProfile(slug);
  const me = useMe().data;
  const isOwner = Boolean(me && profile.data && me.id === profile.data.id);
  const notFound = isNotFound(diary.error);
  const shownMonth = diary.data?.meta.month ?? month;
  const name = profile.data?.name ?? slug;
  usePageTitle(
    notFound ? t("notFound.title") : shownMonth ? t("diary.pageTitle", { name, month: monthLabel(shownMonth, tag) }) : t("diary.heading", { name }),
  );

  if (notFound) return <NotFoundPage />;
  // The owner's diary is grouped in their own time zone; anyone else sees their own clock.
  const timeZone = isOwner ? me?.time_zone : undefined;
  const meta = diary.data?.meta;

  return (
    <section aria-labelledby="diary-title" className="mx-auto max-w-3xl">
      <div className="mb-5 flex items-center gap-3">
        {profile.data && <Avatar src={profile.data.avatar} size={48} />}
        <div className="min-w-0">
          <h1 id="diary-title" className="break-words text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t("diary.heading", { name })}
          </h1>
          {profile.data && (
            <Link to={profile.data.url} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500">
              <bdi dir="ltr">@{profile.data.username}</bdi>
            </Link>
          )}
          {profile.data && <UserBadges user={profile.data} className="ms-1" />}
        </div>
      </div>

      <nav aria-label={t("diary.months")} className="mb-6 flex items-center justify-between gap-2 rounded-xl border border-zinc-200 bg-white p-2 dark:border-zinc-800 dark:bg-zinc-900/60">
        {meta ? (
          <Link to={`?month=${meta.previous_month}`} className={MONTH_LINK} aria-label={t("diary.previousMonth", { month: monthLabel(meta.previous_month, tag) })}>
            <Arrow direction="start" />
            <span className="hidden sm:inline">{monthLabel(meta.previous_month, tag)}</span>
          </Link>
        ) : (
          <span className="h-9 w-9" />
        )}
        <h2 className="text-center text-lg font-bold" aria-live="polite">
          {shownMonth ? monthLabel(shownMonth, tag) : t("common.loading")}
        </h2>
        {meta ? (
          <Link to={`?month=${meta.next_month}`} className={MONTH_LINK} aria-label={t("diary.nextMonth", { month: monthLabel(meta.next_month, tag) })}>
            <span className="hidden sm:inline">{monthLabel(meta.next_month, tag)}</span>
            <Arrow direction="end" />
          </Link>
        ) : (
          <span className="h-9 w-9" />
        )}
      </nav>

      {diary.isPending ? (
        <DiarySkeleton />
      ) : diary.isError ? (
        <ErrorState error={diary.error} onRetry={() => void diary.refetch()} />
      ) : diary.data.data.length === 0 ? (
        <EmptyState title={t("diary.emptyTitle", { month: monthLabel(diary.data.meta.month, tag) })}>
          <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{isOwner ? t("diary.emptyOwner") : t("diary.emptyText")}</p>
        </EmptyState>
      ) : (
        <div aria-busy={diary.isFetching} className={`space-y-6 ${diary.isPlaceholderData ? "opacity-60 transition-opacity" : ""}`}>
          {groupByDay(diary.data.data, timeZone, tag).map(({ day, entries }) => (
            <section key={day} aria-labelledby={`diary-day-${day}`}>
              <h3 id={`diary-day-${day}`} className="mb-2 text-sm font-bold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
                <time dateTime={day}>{formatIsoDate(day, tag, { weekday: "long", day: "numeric", month: "long" })}</time>
              </h3>
              <ul className="space-y-3">
                {entries.map(({ entry, time }) => (
                  <li key={entry.id}>
                    <DiaryEntryCard entry={entry} time={time} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

/** A back or forward arrow that flips in right-to-left languages (drawn here: the catalog's Chevron would be one more shared chunk to list in the first page). */
function Arrow({ direction }: { direction: "start" | "end" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === "end" ? "M7 4l6 6-6 6" : "M13 4l-6 6 6 6"} />
    </svg>
  );
}

const MONTH_LINK =
  "inline-flex min-h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-zinc-100 dark:text-brand-500 dark:hover:bg-zinc-800";

function DiaryEntryCard({ entry, time }: { entry: DiaryEntry; time: string }) {
  const { t } = useTranslation();
  const { episode } = entry;
  const show = episode.show;
  const titles = useShowTitles(show ?? { original_title: "", title: "" });
  return (
    <article className="flex gap-3 rounded-xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900/60">
      {show && (
        <Link to={show.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
          <img src={show.poster} alt="" width={56} height={84} loading="lazy" className="h-21 w-14 rounded-md bg-zinc-200 object-cover dark:bg-zinc-800" />
        </Link>
      )}
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold">
          <Link to={episode.url} className="hover:underline">
            {show ? `${titles.primary} · ` : ""}
            <bdi dir="ltr">{episode.code}</bdi>
          </Link>
        </h4>
        <p className="truncate text-sm text-zinc-600 dark:text-zinc-400"><EpisodeTitleText episode={episode} /></p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <time dateTime={entry.watched_at} className="text-zinc-600 dark:text-zinc-400">
            {time}
          </time>
          {entry.rating !== null && (
            <span className="font-semibold text-amber-700 dark:text-amber-400">
              <span aria-hidden="true">★ {entry.rating}</span>
              <span className="sr-only">{t("diary.rated", { count: entry.rating })}</span>
            </span>
          )}
          {entry.rewatch && (
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">{t("diary.rewatch")}</span>
          )}
        </div>
        {entry.note && <p className="mt-2 whitespace-pre-line break-words text-sm text-zinc-800 dark:text-zinc-200">{entry.note}</p>}
      </div>
    </article>
  );
}

function DiarySkeleton() {
  const { t } = useTranslation();
  const block = "rounded bg-zinc-200 dark:bg-zinc-800";
  return (
    <div role="status" aria-label={t("common.loading")} className="animate-pulse space-y-3">
      <div className={`h-4 w-40 ${block}`} />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
          <div className={`h-21 w-14 ${block}`} />
          <div className="flex-1 space-y-2 pt-1">
            <div className={`h-4 w-1/2 ${block}`} />
            <div className={`h-3 w-1/3 ${block}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
