import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Episode } from "@dizilog/shared/api";
import { useGatedAction } from "../../entities/user";
import { useMarkSeen } from "./api";

export interface SeenToggleProps {
  episode: Pick<Episode, "id" | "code" | "has_seen" | "has_aired">;
  /** The episode's show (lets the cached tracker progress follow at once). */
  showId?: number;
  /** `icon`: a round check in a list row; `button`: the labelled button of the episode page. */
  variant?: "icon" | "button";
}

/**
 * The seen check of an episode (aria-pressed, and a name that follows it). An unaired episode cannot be marked: the button
 * stays focusable with aria-disabled and explains why in a tooltip tied to it.
 */
export function SeenToggle({ episode, showId, variant = "icon" }: SeenToggleProps) {
  const { t } = useTranslation();
  const gated = useGatedAction();
  const markSeen = useMarkSeen();
  const tipId = useId();
  const unaired = !episode.has_aired;
  const seen = episode.has_seen;
  // The name says what a press does, so it follows the state as aria-pressed does.
  const label = seen ? t("tracking.markUnseen", { code: episode.code }) : t("tracking.markSeen", { code: episode.code });

  const handleClick = () => {
    if (unaired) return;
    gated(() => markSeen.mutate({ kind: "episode", id: episode.id, status: !seen, showId }));
  };

  const state = unaired
    ? "cursor-not-allowed border-zinc-300 text-zinc-400 dark:border-zinc-700 dark:text-zinc-600"
    : seen
      ? "border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700 dark:border-emerald-500 dark:bg-emerald-600"
      : "border-zinc-400 text-zinc-600 hover:border-emerald-600 hover:text-emerald-700 dark:border-zinc-500 dark:text-zinc-300 dark:hover:text-emerald-400";
  const shape = variant === "icon" ? "h-10 w-10 rounded-full" : "rounded-full px-4 py-2 text-sm font-semibold";

  return (
    <span className="group/seen relative inline-flex">
      <button
        type="button"
        aria-pressed={seen}
        aria-disabled={unaired || undefined}
        aria-describedby={unaired ? tipId : undefined}
        aria-label={variant === "icon" ? label : undefined}
        onClick={handleClick}
        className={`inline-flex items-center justify-center gap-2 border-2 transition-colors ${shape} ${state}`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
        {variant === "button" && label}
      </button>
      {unaired && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute bottom-full end-0 z-20 mb-2 hidden w-max max-w-56 rounded-md bg-zinc-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg group-focus-within/seen:block group-hover/seen:block dark:bg-zinc-100 dark:text-zinc-900"
        >
          {t("tracking.notAired")}
        </span>
      )}
    </span>
  );
}

export interface SeasonSeenButtonProps {
  seasonId: number;
  showId: number;
  episodes: Pick<Episode, "has_aired" | "has_seen">[];
}

/** "Mark season as seen" (every aired episode), or "as unseen" once all of them are seen. */
export function SeasonSeenButton({ seasonId, showId, episodes }: SeasonSeenButtonProps) {
  const { t } = useTranslation();
  const gated = useGatedAction();
  const markSeen = useMarkSeen();
  const aired = episodes.filter((episode) => episode.has_aired);
  const allSeen = aired.length > 0 && aired.every((episode) => episode.has_seen);
  const handleClick = () => gated(() => markSeen.mutate({ kind: "season", id: seasonId, status: !allSeen, showId }));

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={aired.length === 0}
      className={`inline-flex items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
        allSeen
          ? "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          : "border-emerald-600 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-500 dark:text-emerald-300 dark:hover:bg-emerald-950/40"
      }`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="m2 12.5 4.5 4.5L16 7.5M12 15.5l1.5 1.5L23 7.5" />
      </svg>
      {allSeen ? t("tracking.unmarkSeason") : t("tracking.markSeason")}
    </button>
  );
}
