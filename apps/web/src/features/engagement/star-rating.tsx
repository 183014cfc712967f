import { type FocusEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Show } from "@dizilog/shared/api";
import { useGatedAction } from "../../entities/user";
import { useLocaleTag } from "../../lib/format";
import { useClearRating, useRateShow } from "./api";
import { HalfStarInput } from "../../ui/half-star-input";
import { numberFormat } from "../../lib/intl";

/** A choice made with the arrow keys is sent once the keys rest this long (or on Enter, Space, leaving). */
const KEY_SETTLE_MS = 700;

export interface StarRatingProps {
  show: Pick<Show, "id" | "rating" | "votes_count" | "user_rating">;
}

/**
 * The viewer's rating of a show in half stars, 0.5 to 5 (spec "Rating"), with the show's rating and
 * votes: the half-star input of the kit's engagement feature, sending a click at once and a choice
 * made with the keys once they rest. A visitor gets the login modal, an unverified user the verify
 * message.
 */
export function StarRating({ show }: StarRatingProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const gated = useGatedAction();
  const rate = useRateShow(show.id);
  const clear = useClearRating(show.id);
  const headingId = useId();
  const statusId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const saved = show.user_rating && show.user_rating > 0 ? show.user_rating : null;
  const chosen = pending ?? saved;
  const number = numberFormat(tag, { maximumFractionDigits: 1 });
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

  const handleChoose = (value: number, how: "pointer" | "key"): boolean => {
    let allowed = false;
    gated(
      () => {
        allowed = true;
        if (how === "pointer") {
          send(value);
          return;
        }
        setPending(value);
        clearTimeout(timer.current);
        queued.current = value;
        timer.current = setTimeout(() => latestSend.current(value), KEY_SETTLE_MS);
      },
      { verified: true },
    );
    return allowed;
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
      // The clear button goes away: focus stays in the widget (its first half star).
      groupRef.current?.querySelector<HTMLButtonElement>('[role="radio"]')?.focus();
    }, { verified: true });

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="text-sm font-semibold text-zinc-700 dark:text-zinc-300">
        {t("engagement.rating.title")}
      </h2>
      <div ref={groupRef} className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <HalfStarInput value={chosen} onChoose={handleChoose} labelledBy={headingId} describedBy={statusId} onBlur={handleBlur} />
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
            {t("engagement.rating.average", { value: numberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(show.rating) })}
            <span className="text-zinc-600 dark:text-zinc-400"> · {t("show.votes", { count: show.votes_count })}</span>
          </>
        ) : (
          t("show.noVotes")
        )}
      </p>
    </section>
  );
}
