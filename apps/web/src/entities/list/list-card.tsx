import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { List, ListSummary } from "@dizilog/shared/api";
import { useLocaleTag } from "../../lib/format";
import { Avatar } from "../../ui/avatar";
import { UserBadges } from "../user";
import { numberFormat } from "../../lib/intl";

export interface ListCardProps {
  /** A whole list, or the summary liked lists come as (it has no show count). */
  list: List | ListSummary;
  /** The owner's name and picture (left out where every list is the viewer's own). */
  showOwner?: boolean;
  /** The level of the card's heading in the page's outline. */
  headingLevel?: 2 | 3;
  /** Controls at the end of the card's footer (e.g. unlike). */
  children?: ReactNode;
}

/** A list in a grid: name, visibility, description, counts and (optionally) its owner. */
export function ListCard({ list, showOwner = true, headingLevel = 3, children }: ListCardProps) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag());
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600/60 dark:border-zinc-800 dark:bg-zinc-900/60 dark:hover:border-brand-500/60">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-zinc-800 dark:text-brand-500"
        >
          <ListIcon />
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="break-words font-semibold leading-snug">
            <Link to={list.url} className="hover:underline">
              {list.name}
            </Link>
          </Heading>
          {!list.public && <PrivateBadge className="mt-1" />}
        </div>
      </div>
      {list.description && <p className="line-clamp-2 break-words text-sm text-zinc-700 dark:text-zinc-300">{list.description}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
        {showOwner && (
          <Link to={list.owner.url} className="flex min-w-0 items-center gap-2 font-medium text-zinc-800 hover:underline dark:text-zinc-200">
            <Avatar src={list.owner.avatar} size={24} />
            <bdi dir="ltr" className="truncate">
              @{list.owner.username}
            </bdi>
            <UserBadges user={list.owner} />
          </Link>
        )}
        {"shows_count" in list && <span>{t("lists.showsCount", { count: list.shows_count, formatted: number.format(list.shows_count) })}</span>}
        <span>{t("lists.likesCount", { count: list.likes_count, formatted: number.format(list.likes_count) })}</span>
        {children}
      </div>
    </article>
  );
}

/** "Private", with a lock: only the owner sees the list. */
export function PrivateBadge({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-1 rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300 ${className}`}>
      <svg viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      {t("lists.private")}
    </span>
  );
}

export function ListIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
    </svg>
  );
}

/** Placeholder cards in the shape of a grid of lists while it loads. */
export function ListGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className={`${LIST_GRID} animate-pulse`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
          <div className="flex gap-3">
            <div className="h-10 w-10 rounded-lg bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-5 flex-1 rounded bg-zinc-200 dark:bg-zinc-800" />
          </div>
          <div className="h-3 w-full rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
      ))}
    </div>
  );
}

export const LIST_GRID = "grid gap-3 sm:grid-cols-2 xl:grid-cols-3";

export interface ListPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * Previous / "Page 2 of 5" / Next under a grid of lists. Not ui/pagination: sharing that module
 * with these lazy pages would split it out of the first page's chunk and cost the first load bytes.
 */
export function ListPager({ page, totalPages, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const button =
    "inline-flex min-h-10 items-center gap-1.5 rounded-md border border-zinc-300 px-3 py-2 text-sm font-medium hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-zinc-700 dark:hover:bg-zinc-800";
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex items-center justify-center gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>
        {t("lists.pager.previous")}
      </button>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("lists.pager.status", { page, total: totalPages })}
      </p>
      <button type="button" className={button} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t("lists.pager.next")}
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ›
        </span>
      </button>
    </nav>
  );
}
