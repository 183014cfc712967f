import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Couple, ListSummary } from "@dizilog/shared/api";
import { useLocaleTag } from "../catalog/format";
import { Avatar, ListIcon, PrivateBadge } from "../lists/list-card";
import { useShowTitles } from "../shows/use-show-titles";

/** A liked list: name, owner and likes (a list summary has no show count, unlike ListCard's list). */
export function LikedListCard({ list, children }: { list: ListSummary; children?: ReactNode }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLocaleTag());
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-zinc-800 dark:text-brand-500">
          <ListIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold leading-snug">
            <Link to={list.url} className="hover:underline">
              {list.name}
            </Link>
          </h3>
          {!list.public && <PrivateBadge className="mt-1" />}
        </div>
      </div>
      {list.description && <p className="line-clamp-2 break-words text-sm text-zinc-700 dark:text-zinc-300">{list.description}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Link to={list.owner.url} className="flex min-w-0 items-center gap-2 font-medium text-zinc-800 hover:underline dark:text-zinc-200">
          <Avatar src={list.owner.avatar} size={24} />
          <bdi dir="ltr" className="truncate">
            @{list.owner.username}
          </bdi>
        </Link>
        <span>{t("lists.likesCount", { count: list.likes_count, formatted: number.format(list.likes_count) })}</span>
        {children}
      </div>
    </article>
  );
}

/** A liked couple: both pictures, the pair's name and the show they are in. */
export function LikedCoupleCard({ couple, children }: { couple: Couple; children?: ReactNode }) {
  const { t } = useTranslation();
  const { primary } = useShowTitles(couple.show);
  return (
    <article className="flex h-full flex-col items-center gap-2 rounded-xl border border-zinc-200 bg-white p-4 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      <div className="flex -space-x-4 rtl:space-x-reverse">
        {couple.people.map((person) => (
          <img key={person.id} src={person.picture} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-full bg-zinc-200 object-cover ring-2 ring-white dark:bg-zinc-800 dark:ring-zinc-900" />
        ))}
      </div>
      <h3 className="font-semibold">{couple.name}</h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {couple.people.map((person, i) => (
          <span key={person.id}>
            {i > 0 && " · "}
            <Link to={person.url} className="hover:underline">
              {person.name}
            </Link>
          </span>
        ))}
      </p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t("likesTab.coupleIn")}{" "}
        <Link to={couple.show.url} className="font-medium text-zinc-800 hover:underline dark:text-zinc-200">
          {primary}
        </Link>
      </p>
      {children && <div className="mt-auto pt-1">{children}</div>}
    </article>
  );
}
