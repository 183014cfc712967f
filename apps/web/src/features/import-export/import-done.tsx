import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { ImportCommitResponse } from "@dizilog/shared/api";
import { buttonClass } from "../../ui/button";

export interface ImportDoneProps {
  result: ImportCommitResponse["data"];
  onStartOver: () => void;
}

const WRITTEN = ["tracked", "seen", "ratings", "lists", "listItems"] as const;

/** Step 3: what the import wrote, and the way to the tracker. */
export function ImportDone({ result, onStartOver }: ImportDoneProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { written } = result;
  const counts = { tracked: written.tracked, seen: written.seen, ratings: written.ratings, lists: written.lists, listItems: written.list_items };
  const lines = WRITTEN.filter((key) => counts[key] > 0);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200" aria-hidden="true">
          ✓
        </span>
        <h4 ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {t("importExport.done.title")}
        </h4>
      </div>
      {lines.length ? (
        <ul className="list-disc space-y-1 ps-5 text-sm">
          {lines.map((key) => (
            <li key={key}>{t(`importExport.done.${key}`, { count: counts[key] })}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t("importExport.done.nothingNew")}</p>
      )}
      {result.skipped_lists.length > 0 && <p className="text-sm text-amber-900 dark:text-amber-100">{t("importExport.done.skippedLists", { names: result.skipped_lists.join(", ") })}</p>}
      <div className="flex flex-wrap gap-2">
        <Link to="/tracker" className={buttonClass("primary")}>
          {t("importExport.done.toTracker")}
        </Link>
        <button type="button" className={buttonClass("secondary")} onClick={onStartOver}>
          {t("importExport.done.again")}
        </button>
      </div>
    </div>
  );
}
