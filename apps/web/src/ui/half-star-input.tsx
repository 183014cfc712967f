import { type FocusEvent, type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { LIMITS } from "@dizilog/shared";
import { useLocaleTag } from "../lib/format";
import { numberFormat } from "../lib/intl";

const STEP = LIMITS.ratingStep;
const MAX = LIMITS.ratingMax;
const STARS = Array.from({ length: MAX }, (_, i) => i + 1);

const clamp = (value: number) => Math.min(MAX, Math.max(STEP, Math.round(value / STEP) * STEP));

const SIZES = { lg: "h-12 w-12", md: "h-10 w-10" } as const;

export interface HalfStarInputProps {
  /** The chosen value (0.5 to 5), or null when none is chosen. */
  value: number | null;
  /**
   * A choice: a click or tap (`pointer`), or an arrow key, Home or End (`key`). Answer false when
   * the choice was refused (a visitor asked to log in): the focus then stays where it was.
   */
  onChoose: (value: number, how: "pointer" | "key") => boolean | void;
  /** The id of the element that names the group (a heading or a label). */
  labelledBy: string;
  describedBy?: string | undefined;
  /** `lg`: the show's rating (48 px stars); `md`: a review's sub-scores (40 px). */
  size?: keyof typeof SIZES;
  invalid?: boolean;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * Five stars chosen by halves, 0.5 to 5 (spec "Star scale"): a radio group of ten half stars.
 * Pointer on the first or second half of a star (mirrored in right-to-left languages), arrow keys
 * by half a star, Home and End to the ends; one tab stop. The show's rating and a review's six
 * sub-scores both use it.
 */
export function HalfStarInput({ value, onChoose, labelledBy, describedBy, size = "lg", invalid = false, onBlur }: HalfStarInputProps) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag(), { maximumFractionDigits: 1 });
  const [hover, setHover] = useState<number | null>(null);
  const radios = useRef(new Map<number, HTMLButtonElement>());
  const shown = hover ?? value ?? 0;
  const box = SIZES[size];

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = { ArrowUp: 1, ArrowDown: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number;
    if (forward !== undefined) next = clamp(current + forward * STEP);
    else if (event.key === "Home") next = STEP;
    else if (event.key === "End") next = MAX;
    else return;
    event.preventDefault();
    if (onChoose(next, "key") !== false) radios.current.get(next)?.focus();
  };

  const tabbable = value ?? STEP;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={`flex touch-manipulation rounded-md ${invalid ? "outline outline-2 outline-offset-2 outline-red-600 dark:outline-red-400" : ""}`}
      onPointerLeave={() => setHover(null)}
      onBlur={onBlur}
    >
      {STARS.map((star) => {
        const fill = Math.min(1, Math.max(0, shown - (star - 1)));
        return (
          <span key={star} className={`relative block ${box}`}>
            <StarIcon className={`${box} fill-transparent stroke-zinc-500 dark:stroke-zinc-400`} />
            {fill > 0 && (
              <span className={`absolute inset-y-0 start-0 overflow-hidden ${fill >= 1 ? "w-full" : "w-1/2"}`}>
                <StarIcon
                  className={`${box} ${hover !== null && hover !== value ? "fill-amber-300 stroke-amber-600 dark:stroke-amber-300" : "fill-amber-400 stroke-amber-600 dark:stroke-amber-400"}`}
                />
              </span>
            )}
            {[star - STEP, star].map((half) => (
              <button
                key={half}
                ref={(node) => {
                  if (node) radios.current.set(half, node);
                  else radios.current.delete(half);
                }}
                type="button"
                role="radio"
                aria-checked={half === value}
                aria-label={t("engagement.rating.stars", { count: half, value: number.format(half) })}
                tabIndex={half === tabbable ? 0 : -1}
                onClick={() => onChoose(half, "pointer")}
                onKeyDown={(event) => handleKeyDown(event, half)}
                onPointerEnter={() => setHover(half)}
                className={`absolute inset-y-0 w-1/2 cursor-pointer rounded-sm ${half === star ? "end-0" : "start-0"}`}
              />
            ))}
          </span>
        );
      })}
    </div>
  );
}

/** A star filling its box; symmetric, so the same drawing serves both reading directions. */
function StarIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`pointer-events-none absolute start-0 top-0 ${className}`} strokeWidth={1.4} strokeLinejoin="round">
      <path d="M12 3.2l2.7 5.47 6.04.88-4.37 4.26 1.03 6.01L12 16.98l-5.4 2.84 1.03-6.01-4.37-4.26 6.04-.88z" />
    </svg>
  );
}
