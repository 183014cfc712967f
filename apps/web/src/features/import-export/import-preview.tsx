import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { ImportCommitResponse, ImportPreview } from "@dizilog/shared/api";
import { ApiError } from "../../lib/api";
import { useLocaleTag } from "../../lib/format";
import { useCommitImport } from "./api";
import { type UnmatchedEntry, hasAnythingToImport, unmatchedEntries } from "./import-file";
import { buttonClass } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { isStatus } from "../../lib/form-errors";
import { numberFormat } from "../../lib/intl";

export interface ImportPreviewProps {
  summary: ImportPreview;
  token: string;
  fileName: string;
  onDone: (result: ImportCommitResponse["data"]) => void;
  onStartOver: () => void;
}

/** Step 2: what will be imported (and what will not), then "Import" or another file. */
export function ImportPreviewStep({ summary, token, fileName, onDone, onStartOver }: ImportPreviewProps) {
  const { t } = useTranslation();
  const commit = useCommitImport();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaces the form: take the focus to its heading so a screen reader reads on from there.
  useEffect(() => headingRef.current?.focus(), []);

  const anything = hasAnythingToImport(summary);
  const commitError = commit.isError ? commitMessage(commit.error, t("importExport.preview.expired"), t("errors.default")) : undefined;
  // An unknown token or a changed catalog needs a new preview; anything else may be tried again.
  const mustStartOver = isStatus(commit.error, 404) || isStatus(commit.error, 409);
  const handleImport = () => commit.mutate(token, { onSuccess: (answer) => onDone(answer.data) });

  return (
    <div className="space-y-4" aria-busy={commit.isPending}>
      <div>
        <h4 ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {t("importExport.preview.title")}
        </h4>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("importExport.preview.intro", { name: fileName })}</p>
      </div>
      <PreviewCounts summary={summary} />
      {summary.skipped_entries > 0 && <Note>{t("importExport.preview.skippedEntries", { count: summary.skipped_entries })}</Note>}
      {summary.lists.skipped.length > 0 && <Note>{t("importExport.preview.skippedLists", { names: summary.lists.skipped.join(", ") })}</Note>}
      <UnmatchedList entries={unmatchedEntries(summary)} />
      {!anything && <Note>{t("importExport.preview.nothing")}</Note>}
      {commitError && <FormAlert>{commitError}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {anything && !mustStartOver && (
          <button type="button" className={buttonClass("primary")} onClick={handleImport} disabled={commit.isPending}>
            {commit.isPending && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
            {commit.isPending ? t("importExport.preview.importing") : t("importExport.preview.import")}
          </button>
        )}
        <button type="button" className={buttonClass("secondary")} onClick={onStartOver} disabled={commit.isPending}>
          {t("importExport.preview.startOver")}
        </button>
      </div>
    </div>
  );
}

/** A failed commit: an unknown token (expired, replaced, already used) is ours to explain; else the server's words. */
function commitMessage(error: unknown, expired: string, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.status === 404 ? expired : error.message;
}

function PreviewCounts({ summary }: { summary: ImportPreview }) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag());
  const rows = [
    { key: "shows", matched: summary.shows.matched, missed: summary.shows.unmatched.length + summary.shows.ambiguous.length },
    { key: "episodes", matched: summary.episodes.matched, missed: summary.episodes.unmatched },
    { key: "ratings", matched: summary.ratings.matched, missed: summary.ratings.unmatched },
    { key: "lists", matched: summary.lists.matched, missed: 0 },
    { key: "listItems", matched: summary.lists.items.matched, missed: summary.lists.items.unmatched },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {rows.map((row) => (
        <div key={row.key} className="flex flex-col-reverse rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/50">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">
            {t(`importExport.preview.counts.${row.key}`)}
            {row.missed > 0 && <span className="block text-amber-800 dark:text-amber-300">{t("importExport.preview.notFound", { count: row.missed })}</span>}
          </dt>
          <dd className="text-xl font-bold tabular-nums">
            {number.format(row.matched)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function UnmatchedList({ entries }: { entries: UnmatchedEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  return (
    <details className="group rounded-lg border border-zinc-200 dark:border-zinc-800">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium hover:bg-zinc-50 dark:hover:bg-zinc-800">
        {t("importExport.preview.unmatched", { count: entries.length })}
      </summary>
      <ul className="divide-y divide-zinc-200 border-t border-zinc-200 text-sm dark:divide-zinc-800 dark:border-zinc-800">
        {entries.map((entry) => (
          <li key={`${entry.reason}:${entry.title}`} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <span className="min-w-0 font-medium">
              <bdi>{entry.title}</bdi>
              {entry.year !== null && <span className="ms-1 font-normal text-zinc-600 dark:text-zinc-400">({entry.year})</span>}
            </span>
            <span className="text-zinc-600 dark:text-zinc-400">{reasonText(entry, t)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function reasonText(entry: UnmatchedEntry, t: ReturnType<typeof useTranslation>["t"]): string {
  if (entry.reason === "episodes") return t("importExport.preview.reasons.episodes", { count: entry.episodes });
  if (entry.reason === "notFound") return t("importExport.preview.reasons.notFound");
  if (!entry.candidates.length) return t("importExport.preview.reasons.ambiguousUnknown");
  const candidates = entry.candidates.map((show) => (show.year === null ? show.title : `${show.title} (${show.year})`)).join(", ");
  return t("importExport.preview.reasons.ambiguous", { candidates });
}

function Note({ children }: { children: string }) {
  return <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">{children}</p>;
}
