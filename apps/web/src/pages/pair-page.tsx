import { Link, useParams } from "react-router";
import type { ShowRef } from "@dizilog/shared/api";
import { useShowTitles } from "../entities/show";
import { useCouple } from "../features/charts";
import { LikeButton, likeStateOf } from "../features/engagement";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { isNotFound } from "../lib/route-params";
import { usePageTitle } from "../lib/use-page-title";
import { useTranslation } from "../lib/use-translation";
import { DetailSkeleton } from "../ui/skeletons";
import { ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /pairs/:slug — a couple: both people, the like button and the shows they are in together. */
export function PairPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const query = useCouple(slug);
  const notFound = isNotFound(query.error);
  usePageTitle(notFound ? t("notFound.title") : query.data?.name);

  if (notFound) return <NotFoundPage />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const couple = query.data;

  return (
    <article className="space-y-10">
      <div>
        <Breadcrumb items={[{ label: t("charts.pairs.title"), to: "/pairs" }, { label: couple.name }]} />
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <div className="flex shrink-0 -space-x-6 rtl:space-x-reverse">
            {couple.people.map((person) => (
              <img key={person.id} src={person.picture} alt="" width={144} height={144} className="h-28 w-28 rounded-full bg-zinc-200 object-cover shadow-md ring-4 ring-white sm:h-36 sm:w-36 dark:bg-zinc-800 dark:ring-zinc-950" />
            ))}
          </div>
          <div className="min-w-0 text-center sm:text-start">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{couple.name}</h1>
            <CoupleShowLine show={couple.show} />
            <div className="mt-3">
              <LikeButton type="couple" id={couple.id} name={couple.name} initial={likeStateOf(couple) ?? { liked: false, like_count: couple.like_count }} />
            </div>
          </div>
        </div>
      </div>
      <section aria-labelledby="pair-people">
        <h2 id="pair-people" className="mb-3 text-xl font-bold">
          {t("charts.pair.people")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {couple.people.map((person) => (
            <li key={person.id}>
              <Link to={person.url} className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-3 hover:border-brand-700 dark:border-zinc-800 dark:bg-zinc-900/60">
                <img src={person.picture} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800" />
                <span className="font-semibold">{person.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pair-shows">
        <h2 id="pair-shows" className="mb-3 text-xl font-bold">
          {t("charts.pair.shows")}
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {couple.shows.data.map((show) => (
            <li key={show.id}>
              <ShowRefCard show={show} />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function CoupleShowLine({ show }: { show: { url: string; original_title: string; title: string } }) {
  const { t } = useTranslation();
  const { primary } = useShowTitles(show);
  return (
    <p className="mt-2 text-zinc-600 dark:text-zinc-400">
      {t("charts.pair.in")}{" "}
      <Link to={show.url} className="font-semibold text-zinc-800 hover:underline dark:text-zinc-200">
        {primary}
      </Link>
    </p>
  );
}

function ShowRefCard({ show }: { show: ShowRef }) {
  const { primary } = useShowTitles(show);
  return (
    <Link to={show.url} className="group block">
      <img src={show.poster} alt="" width={160} height={240} loading="lazy" className="aspect-[2/3] w-full rounded-lg bg-zinc-200 object-cover shadow-sm dark:bg-zinc-800" />
      <span className="mt-2 block text-sm font-semibold group-hover:underline">{primary}</span>
      {show.year !== null && <span className="block text-xs text-zinc-600 dark:text-zinc-400">{show.year}</span>}
    </Link>
  );
}
