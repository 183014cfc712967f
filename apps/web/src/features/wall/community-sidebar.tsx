import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Checklist } from "@dizilog/shared/api";
import { COMMUNITY_RULES } from "@dizilog/shared/api/wall-ids";
import { SOCIAL_LINKS } from "../../lib/social-links";
import { buttonClass } from "../../ui/button";
import { useMe } from "../../entities/user";
import { usePopular } from "../../entities/show";
import { useChecklist } from "./api";

const BOX = "rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900/60";

/** The trending shows of the week, ranked 1 to 10 (GET /api/v1/popular). */
export function TrendingShows() {
  const { t } = useTranslation();
  const query = usePopular();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={BOX}>
      <h2 id={headingId} className="mb-3 text-base font-bold">
        {t("wall.trending.title")}
      </h2>
      {query.isPending ? (
        <div role="status" aria-label={t("wall.loading")} className="animate-pulse space-y-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-10 rounded bg-zinc-200 dark:bg-zinc-800" />
          ))}
        </div>
      ) : query.isError ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("wall.trending.error")}</p>
      ) : (
        <ol className="space-y-1">
          {query.data.slice(0, 10).map((show, index) => (
            <li key={show.id}>
              <Link to={show.url} className="flex items-center gap-3 rounded-lg p-1 hover:bg-zinc-100 dark:hover:bg-zinc-800">
                <span aria-hidden="true" className="w-5 text-center text-sm font-bold tabular-nums text-brand-700 dark:text-brand-500">
                  {index + 1}
                </span>
                <img src={show.poster} alt="" width={28} height={42} loading="lazy" className="h-10.5 w-7 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">
                  <span className="sr-only">{t("wall.trending.rank", { rank: index + 1 })} </span>
                  <bdi>{show.original_title}</bdi>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The right column of /community below the app banner (a house ad the page places): the checklist (signed in), the rules and the social links. */
export function CommunitySidebar() {
  const me = useMe().data;
  return (
    <div className="space-y-4">
      {me && <ChecklistCard />}
      <CommunityRules />
      <SocialLinks />
    </div>
  );
}

function SocialLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="wall-social-title" className={BOX}>
      <h2 id="wall-social-title" className="mb-2 text-base font-bold">
        {t("wall.side.social")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const CHECKLIST_ITEMS: readonly (keyof Checklist)[] = ["avatar", "verified_email", "joined_7_days", "bio", "follow_5", "like_3_posts", "visit_feed"];

/** The seven steps of a new member (GET /api/me/checklist), each done or not, with where to do it. */
function ChecklistCard() {
  const { t } = useTranslation();
  const me = useMe().data;
  const query = useChecklist(Boolean(me));
  const where: Partial<Record<keyof Checklist, string>> = {
    avatar: "/settings/profile",
    verified_email: "/verify-email",
    bio: "/settings/profile",
    follow_5: "/community",
    like_3_posts: "/community",
    // The personal feed: the following stream (opening it is what the server records).
    visit_feed: "/community?stream=following",
  };
  const done = query.data ? CHECKLIST_ITEMS.filter((key) => query.data[key]).length : 0;
  return (
    <section aria-labelledby="wall-checklist-title" className={BOX}>
      <h2 id="wall-checklist-title" className="text-base font-bold">
        {t("wall.checklist.title")}
      </h2>
      {query.data && (
        <p className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">{t("wall.checklist.progress", { done, total: CHECKLIST_ITEMS.length })}</p>
      )}
      {query.isPending ? (
        <div role="status" aria-label={t("wall.loading")} className="h-40 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
      ) : query.isError ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("wall.checklist.error")}</p>
      ) : (
        <ul className="space-y-1.5">
          {CHECKLIST_ITEMS.map((key) => {
            const ok = query.data[key];
            const to = where[key];
            const label = t(`wall.checklist.items.${key}`);
            return (
              <li key={key} className="flex items-center gap-2 text-sm">
                <span
                  aria-hidden="true"
                  className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${ok ? "bg-emerald-600 text-white" : "border-2 border-zinc-300 dark:border-zinc-600"}`}
                >
                  {ok ? "✓" : ""}
                </span>
                <span className="sr-only">{ok ? t("wall.checklist.done") : t("wall.checklist.todo")}: </span>
                {to && !ok ? (
                  <Link to={to} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
                    {label}
                  </Link>
                ) : (
                  <span className={ok ? "text-zinc-600 line-through dark:text-zinc-400" : ""}>{label}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The four community rules. */
function CommunityRules() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="wall-rules-title" className={BOX}>
      <h2 id="wall-rules-title" className="mb-2 text-base font-bold">
        {t("wall.rules.title")}
      </h2>
      <ol className="list-decimal space-y-2 ps-5 text-sm">
        {COMMUNITY_RULES.map((rule) => (
          <li key={rule}>
            <span className="font-semibold">{t(`wall.rules.${rule}.title`)}</span>{" "}
            <span className="text-zinc-700 dark:text-zinc-300">{t(`wall.rules.${rule}.text`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
