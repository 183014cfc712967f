import { useTranslation } from "../lib/use-translation";
import { Link } from "react-router";
import type { Show } from "@dizilog/shared/api";
import { LikeButton, likeStateOf, StarRating } from "../features/engagement";
import { formatMinutes, useLocaleTag } from "../lib/format";
import { ReadMore } from "../ui/read-more";
import { useShowTitles } from "../entities/show";
import { ShowProgress, TrackButton } from "../features/tracking";
import { AddToListButton } from "../features/lists";
import { posterSrc } from "../lib/data-saver";

export interface ShowHeaderProps {
  show: Show;
}

/** Poster, original and translated titles, facts, genres, rating and synopsis of a show. */
export function ShowHeader({ show }: ShowHeaderProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const genres = show.genres?.data ?? [];
  const titles = useShowTitles(show);
  const facts = [
    { key: "year", label: t("showPage.year"), value: show.year?.toString() },
    { key: "status", label: t("showPage.status"), value: t(`status.${show.status}`) },
    { key: "type", label: t("showPage.type"), value: t(`type.${show.type}`) },
    { key: "network", label: t("showPage.network"), value: show.network?.name },
    { key: "runtime", label: t("showPage.runtime"), value: show.runtime ? formatMinutes(show.runtime, tag) : undefined },
  ].filter((fact) => fact.value);

  return (
    <div className="grid gap-6 sm:grid-cols-[12rem_1fr] lg:grid-cols-[16rem_1fr]">
      <img
        src={posterSrc(show.poster)}
        alt=""
        width={300}
        height={450}
        fetchPriority="high"
        className="mx-auto aspect-[2/3] w-48 rounded-xl bg-zinc-200 object-cover shadow-md sm:w-full dark:bg-zinc-800"
      />
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{titles.primary}</h1>
        {titles.secondary && (
          <p className="mt-1 text-lg text-zinc-600 dark:text-zinc-400">{titles.secondary}</p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <TrackButton show={show} title={titles.primary} />
          <AddToListButton show={show} />
          <LikeButton type="show" id={show.id} name={titles.primary} initial={likeStateOf(show)} />
        </div>
        <StarRating show={show} />
        <ShowProgress show={show} />
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt className="text-zinc-600 dark:text-zinc-400">{fact.label}</dt>
              <dd className="font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {genres.length > 0 && (
          <div className="mt-4">
            <h2 className="sr-only">{t("showPage.genres")}</h2>
            <ul className="flex flex-wrap gap-2">
              {genres.map((genre) => (
                <li key={genre.id}>
                  <Link
                    to={`/genre/${genre.slug}`}
                    className="inline-block rounded-full border border-zinc-300 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:border-zinc-700 dark:text-brand-500 dark:hover:bg-zinc-800"
                  >
                    {t(`genre.${genre.slug}`, { defaultValue: genre.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {show.synopsis && (
          <section aria-labelledby="show-synopsis" className="mt-6">
            <h2 id="show-synopsis" className="mb-2 text-lg font-bold">
              {t("showPage.synopsis")}
            </h2>
            <ReadMore text={show.synopsis} />
          </section>
        )}
      </div>
    </div>
  );
}
