import { useTranslation } from "../lib/use-translation";
import { useParams } from "react-router";
import { Breadcrumb } from "../features/catalog/breadcrumb";
import { formatIsoDate, useLocaleTag } from "../lib/format";
import { CreditList, groupCredits } from "../features/catalog/person-credits";
import { LikeButton, likeStateOf } from "../features/engagement/like-button";
import { isNotFound } from "../lib/route-params";
import { DetailSkeleton } from "../ui/skeletons";
import { usePerson } from "../features/people/api";
import { usePageTitle } from "../lib/use-page-title";
import { EmptyState, ErrorState } from "../ui/states";
import { NotFoundPage } from "./not-found-page";

/** /person/:slug — a person's picture, facts and the shows they worked on. */
export function PersonPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { slug = "" } = useParams();
  const query = usePerson(slug);
  const notFound = isNotFound(query.error);
  usePageTitle(notFound ? t("notFound.title") : query.data?.name);

  if (notFound) return <NotFoundPage />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const person = query.data;
  const { acting, crew } = groupCredits(person.credits?.data ?? []);
  const facts = [
    {
      key: "birthday",
      label: t("personPage.birthday"),
      value: person.date ? (
        <>
          <time dateTime={person.date}>{formatIsoDate(person.date, tag)}</time>
          {person.age !== null && <span className="block text-zinc-600 dark:text-zinc-400">{t("personPage.age", { count: person.age })}</span>}
        </>
      ) : null,
    },
    { key: "birthplace", label: t("personPage.birthplace"), value: person.birthplace },
    { key: "knownFor", label: t("personPage.knownFor"), value: person.known_for ? t(`catalog.department.${person.known_for}`, { defaultValue: person.known_for }) : null },
  ].filter((fact) => fact.value);

  return (
    <article className="space-y-10">
      <div>
        <Breadcrumb items={[{ label: t("nav.explore"), to: "/explore" }, { label: person.name }]} />
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
          <img
            src={person.picture}
            alt=""
            width={192}
            height={192}
            className="h-40 w-40 shrink-0 rounded-full bg-zinc-200 object-cover shadow-md sm:h-48 sm:w-48 dark:bg-zinc-800"
          />
          <div className="min-w-0 text-center sm:text-start">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{person.name}</h1>
            <div className="mt-3">
              <LikeButton type="person" id={person.id} name={person.name} initial={likeStateOf(person)} />
            </div>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.key}>
                  <dt className="text-zinc-600 dark:text-zinc-400">{fact.label}</dt>
                  <dd className="font-medium">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
      {acting.length === 0 && crew.length === 0 ? (
        <EmptyState title={t("personPage.noCredits")} />
      ) : (
        <>
          <CreditList id="person-acting" title={t("personPage.acting")} credits={acting} />
          <CreditList id="person-crew" title={t("personPage.crew")} credits={crew} />
        </>
      )}
    </article>
  );
}
