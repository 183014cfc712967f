import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { ReviewAspect } from "@dizilog/shared/api/review-constants";
import { useLocaleTag } from "../../lib/format";
import { FieldMessages } from "../../ui/field";
import { HalfStarInput } from "../../ui/half-star-input";
import { numberFormat } from "../../lib/intl";

export interface ScoreFieldProps {
  aspect: ReviewAspect;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/** One sub-score of the review form: its name, the half-star input of the rating widget, its value, hint and error. */
export function ScoreField({ aspect, value, onChange, error, hint }: ScoreFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const number = numberFormat(useLocaleTag(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div data-aspect={aspect} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <span id={`${id}-label`} className={`text-sm ${aspect === "overall" ? "font-semibold" : "font-medium"}`}>
          {t(`reviews.aspects.${aspect}`)}
          <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        </span>
        <div className="flex items-center gap-2">
          <HalfStarInput value={value} onChoose={onChange} labelledBy={`${id}-label`} describedBy={described} size="md" invalid={Boolean(error)} />
          <span className="w-8 text-end text-sm tabular-nums text-zinc-700 dark:text-zinc-300" aria-hidden="true">
            {value === null ? "–" : number.format(value)}
          </span>
        </div>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
