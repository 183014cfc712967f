import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@dizilog/shared";
import type { Show } from "@dizilog/shared/api";
import { useGatedAction } from "../auth";
import { useLocaleTag } from "../../lib/format";
import { useClearRating, useRateShow } from "./api";

const STEP = LIMITS.ratingStep;
const MAX = LIMITS.ratingMax;
const STARS = Array.from({ length: MAX }, (_, i) => i + 1);
/** A choice made with the arrow keys is sent once the keys rest this long (or on Enter, Space, leaving). */
const KEY_SETTLE_MS = 700;

const clamp = (value: number) => Math.min(MAX, Math.max(STEP, Math.round(value / STEP) * STEP));

export interface StarRatingProps {
  show: Pick<Show, "id" | "rating" | "votes_count" | "user_rating">;
}

/**
 * The viewer's rating of a show in half stars, 0.5 to 5 (spec "Rating"), with the show's rating and
 * votes. A radio group of ten half stars: pointer on the first or second half of a star (mirrored
 * in right-to-left languages), arrow keys by half a star, Home and End to the ends. A visitor gets
 * the login modal, an unverified user the verify message.
 */
export function StarRating({ show }: StarRatingProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const gated = useGatedAction();
  const rate = useRateShow(show.id);
  const clear = useClearRating(show.id);
  const headingId = useId();
  const statusId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const radios = useRef(new Map<number, HTMLButtonElement>());

  const saved = show.user_rating && show.user_rating > 0 ? show.user_rating : null;
  const chosen = pending ?? saved;
  const shown = hover ?? chosen ?? 0;
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const starsText = (value: number) => t("engagement.rating.stars", { count: value, value: number.format(value) });

  /** The choice waiting for the arrow keys to rest, if any. */
  const queued = useRef<number | null>(null);
  const send = (value: number) => {
    clearTimeout(timer.current);
    queued.current = null;
    if (value === saved && !rate.isPending) {
      setPending(null);
      return;
    }
    setPending(value);
    rate.mutate(value, { onSettled: () => setPending((current) => (current === value ? null : current)) });
  };
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  const flush = () => {
    if (queued.current !== null) latestSend.current(queued.current);
  };
  // A choice still waiting for the keys to rest is sent when the widget goes away.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (queued.current !== null) latestSend.current(queued.current);
    },
    [],
  );

  const choose = (value: number) => gated(() => send(value), { verified: true });

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, value: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = { ArrowUp: 1, ArrowDown: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number;
    if (forward !== undefined) next = clamp(value + forward * STEP);
    else if (event.key === "Home") next = STEP;
    else if (event.key === "End") next = MAX;
    else return;
    event.preventDefault();
    gated(() => {
      setPending(next);
      radios.current.get(next)?.focus();
      clearTimeout(timer.current);
      queued.current = next;
      timer.current = setTimeout(() => latestSend.current(next), KEY_SETTLE_MS);
    }, { verified: true });
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) flush();
  };

  const handleClear = () =>
    gated(() => {
      clearTimeout(timer.current);
      queued.current = null;
      setPending(null);
      clear.mutate();
      // The clear button goes away: focus stays in the widget.
      radios.current.get(STEP)?.focus();
    }, { verified: true });

  const tabbable = chosen ?? STEP;

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="text-sm font-semibold text-zinc-700 dark:text-zinc-300">
        {t("engagement.rating.title")}
      </h2>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <div
          role="radiogroup"
          aria-labelledby={headingId}
          aria-describedby={statusId}
          className="flex touch-manipulation"
          onPointerLeave={() => setHover(null)}
          onBlur={handleBlur}
        >
          {STARS.map((star) => {
            const fill = Math.min(1, Math.max(0, shown - (star - 1)));
            return (
              <span key={star} className="relative block h-12 w-12">
                <StarIcon className="fill-transparent stroke-zinc-500 dark:stroke-zinc-400" />
                {fill > 0 && (
                  <span className={`absolute inset-y-0 start-0 overflow-hidden ${fill >= 1 ? "w-full" : "w-1/2"}`}>
                    <StarIcon className={hover !== null && hover !== chosen ? "fill-amber-300 stroke-amber-600 dark:stroke-amber-300" : "fill-amber-400 stroke-amber-600 dark:stroke-amber-400"} />
                  </span>
                )}
                {[star - STEP, star].map((value) => (
                  <button
                    key={value}
                    ref={(node) => {
                      if (node) radios.current.set(value, node);
                      else radios.current.delete(value);
                    }}
                    type="button"
                    role="radio"
                    aria-checked={value === chosen}
                    aria-label={starsText(value)}
                    tabIndex={value === tabbable ? 0 : -1}
                    onClick={() => choose(value)}
                    onKeyDown={(event) => handleKeyDown(event, value)}
                    onPointerEnter={() => setHover(value)}
                    className={`absolute inset-y-0 w-1/2 cursor-pointer rounded-sm ${value === star ? "end-0" : "start-0"}`}
                  />
                ))}
              </span>
            );
          })}
        </div>
        <p id={statusId} className="text-sm text-zinc-700 dark:text-zinc-300">
          {chosen ? t("engagement.rating.yours", { value: starsText(chosen) }) : t("engagement.rating.none")}
        </p>
        {saved !== null && (
          <button
            type="button"
            onClick={handleClear}
            className="rounded-full px-3 py-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
          >
            {t("engagement.rating.clear")}
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
        {show.rating ? (
          <>
            {t("engagement.rating.average", { value: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(show.rating) })}
            <span className="text-zinc-600 dark:text-zinc-400"> · {t("show.votes", { count: show.votes_count })}</span>
          </>
        ) : (
          t("show.noVotes")
        )}
      </p>
    </section>
  );
}

/** A star filling its box; symmetric, so the same drawing serves both reading directions. */
function StarIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`pointer-events-none absolute start-0 top-0 h-12 w-12 ${className}`} strokeWidth={1.4} strokeLinejoin="round">
      <path d="M12 3.2l2.7 5.47 6.04.88-4.37 4.26 1.03 6.01L12 16.98l-5.4 2.84 1.03-6.01-4.37-4.26 6.04-.88z" />
    </svg>
  );
}
