import { useTranslation } from "../lib/use-translation";
import { LIMITS } from "@dizilog/shared";
import { useLocaleTag } from "../lib/format";
import { numberFormat } from "../lib/intl";

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, i) => i + 1);

/** A rating shown, not changed: five stars filled to the half, named "4.5 stars" for screen readers. */
export function Stars({ value, size = 20 }: { value: number; size?: number }) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag(), { maximumFractionDigits: 1 });
  return (
    <span role="img" aria-label={t("engagement.rating.stars", { count: value, value: number.format(value) })} className="inline-flex">
      {STARS.map((star) => {
        const fill = Math.min(1, Math.max(0, value - (star - 1)));
        return (
          <span key={star} className="relative block" style={{ width: size, height: size }}>
            <Star size={size} className="fill-transparent stroke-zinc-500 dark:stroke-zinc-400" />
            {fill > 0 && (
              <span className={`absolute inset-y-0 start-0 overflow-hidden ${fill >= 1 ? "w-full" : "w-1/2"}`}>
                <Star size={size} className="fill-amber-400 stroke-amber-600 dark:stroke-amber-400" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** Symmetric, so the same drawing serves both reading directions (as in the rating widget). */
function Star({ size, className }: { size: number; className: string }) {
  // A fixed size, so that the half-width clip of a half star cuts the drawing instead of squeezing it.
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" width={size} height={size} className={`absolute start-0 top-0 max-w-none ${className}`} strokeWidth={1.4} strokeLinejoin="round">
      <path d="M12 3.2l2.7 5.47 6.04.88-4.37 4.26 1.03 6.01L12 16.98l-5.4 2.84 1.03-6.01-4.37-4.26 6.04-.88z" />
    </svg>
  );
}
