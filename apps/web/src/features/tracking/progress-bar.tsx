import { useTranslation } from "../../lib/use-translation";
import { useLocaleTag } from "../../lib/format";
import { numberFormat } from "../../lib/intl";

export interface ProgressBarProps {
  seen: number;
  aired: number;
  /** What the bar measures, for screen readers (the visible heading or the show's title). */
  label: string;
  /** Also writes "12 of 40 aired episodes seen" and the percentage under the bar. */
  withText?: boolean;
}

/** Seen of aired episodes as a bar (role="progressbar", value in percent, the counts as its text). */
export function ProgressBar({ seen, aired, label, withText = false }: ProgressBarProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const ratio = aired ? Math.min(1, seen / aired) : 0;
  const number = numberFormat(tag);
  const text = t("trackerPage.progress.text", { seen: number.format(seen), aired: number.format(aired), count: aired });
  const percent = numberFormat(tag, { style: "percent" }).format(ratio);
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
        aria-valuetext={`${text} (${percent})`}
        className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full rounded-full bg-emerald-600 transition-[width] duration-300 dark:bg-emerald-500" style={{ width: `${ratio * 100}%` }} />
      </div>
      {withText && (
        <p className="mt-1 flex justify-between gap-3 text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
          <span>{text}</span>
          <span className="font-semibold tabular-nums">{percent}</span>
        </p>
      )}
    </div>
  );
}
