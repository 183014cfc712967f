import { Link } from "react-router";
import type { BuzzEntry } from "@dizilog/shared/api";
import { BUZZ_LABELS, type BuzzLabel } from "@dizilog/shared/api/watch-ids";
import { useTranslation } from "../../lib/use-translation";
import { formatIsoDate, useLocaleTag } from "../../lib/format";
import { EmptyState, ErrorState, Loader } from "../../ui/states";
import { useBuzz } from "./api";
import { SampleBadge } from "./sample-badge";

/** The i18n key of a label: "In The Bubble" → "watch.labels.inTheBubble". */
export function buzzLabelKey(label: BuzzLabel): string {
  const words = label.split(" ");
  return `watch.labels.${words[0]!.toLowerCase()}${words.slice(1).join("")}`;
}

/** /buzz: the renewal and cancellation board, one group per label in the spec's order. */
export function BuzzBoard() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const query = useBuzz();
  if (query.isPending) return <Loader label={t("watch.buzz.loading")} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.length) return <EmptyState title={t("watch.buzz.empty")} />;
  const byLabel = new Map<BuzzLabel, BuzzEntry[]>();
  for (const entry of query.data) byLabel.set(entry.label, [...(byLabel.get(entry.label) ?? []), entry]);
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {BUZZ_LABELS.filter((label) => byLabel.has(label)).map((label) => {
        const id = `buzz-${label.replace(/ /g, "-").toLowerCase()}`;
        return (
          <section key={label} aria-labelledby={id} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
            <h2 id={id} className="mb-3 text-lg font-bold">
              {t(buzzLabelKey(label))} <span className="text-sm font-normal text-zinc-600 dark:text-zinc-400">({byLabel.get(label)!.length})</span>
            </h2>
            <ul className="space-y-3">
              {byLabel.get(label)!.map((entry) => (
                <li key={entry.show.id} className="flex items-center gap-3">
                  <img src={entry.show.images.thumb} alt="" width={40} height={60} className="h-15 w-10 rounded object-cover" loading="lazy" />
                  <div className="min-w-0">
                    <Link to={entry.show.url} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
                      {entry.show.original_title}
                    </Link>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
                      {entry.show.network?.name && <span>{entry.show.network.name}</span>}
                      <span>{t("watch.buzz.updated", { date: formatIsoDate(entry.updated_at.slice(0, 10), tag, { day: "numeric", month: "short", year: "numeric" }) })}</span>
                      {entry.sample && <SampleBadge />}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
