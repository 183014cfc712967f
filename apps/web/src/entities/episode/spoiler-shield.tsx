import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Episode } from "@dizilog/shared/api";
import { episodeTitle, isGenericEpisodeTitle } from "./episode-title";
import { isShieldApplicable, setRevealed, useRevealed } from "./spoiler-reveals";

type ShieldedEpisode = Pick<Episode, "id" | "code" | "title" | "number" | "spoiler_shield" | "has_seen">;

/**
 * The spoiler shield of an episode (Episode.spoiler_shield, decided by the server): `applies`
 * while it is unseen, `shielded` unless the viewer also revealed it in this tab.
 */
export function useSpoilerShield(episode: ShieldedEpisode | undefined) {
  const revealed = useRevealed(episode?.id ?? 0);
  const applies = episode ? isShieldApplicable(episode) : false;
  return { applies, revealed, shielded: applies && !revealed };
}

/** Whether the shield hides this episode's title: only a title that says something ("Episode 4" spoils nothing). */
function hidesTitle(episode: ShieldedEpisode, shielded: boolean): boolean {
  return shielded && !isGenericEpisodeTitle(episode.title);
}

/** The episode's title as text (for document titles and labels): "Spoiler — hidden" while shielded, unless generic. */
export function useEpisodeTitleText(episode: ShieldedEpisode | undefined): string | undefined {
  const { t } = useTranslation();
  const { shielded } = useSpoilerShield(episode);
  if (!episode) return undefined;
  return hidesTitle(episode, shielded) ? t("spoilerShield.hiddenTitle") : episodeTitle(episode, t);
}

export interface EpisodeTitleTextProps {
  episode: ShieldedEpisode;
  /** Say the code before the hidden label, for a link whose visible code sits outside it. */
  codeForScreenReaders?: boolean;
}

/** The episode's title, or the "Spoiler — hidden" label while shielded (the real title is not rendered); a generic title stays. */
export function EpisodeTitleText({ episode, codeForScreenReaders = false }: EpisodeTitleTextProps) {
  const { t } = useTranslation();
  const { shielded } = useSpoilerShield(episode);
  if (!hidesTitle(episode, shielded)) return <>{episodeTitle(episode, t)}</>;
  return (
    // Inline, not flex: a truncating parent cuts the text with an ellipsis instead of dropping the whole label.
    <span className="italic text-zinc-600 dark:text-zinc-400">
      <EyeOffIcon className="me-1.5 inline-block h-[1em] w-[1em] align-[-0.125em]" />
      {codeForScreenReaders && <span className="sr-only">{episode.code}: </span>}
      {t("spoilerShield.hiddenTitle")}
    </span>
  );
}

export interface EpisodeStillProps {
  episode: ShieldedEpisode & Pick<Episode, "thumb">;
  /** The still's text alternative; empty when the still is decorative (a row whose title says it all). */
  alt: string;
  className: string;
  width: number;
  height: number;
  loading?: "lazy" | "eager";
}

/** The episode's still, or a neutral placeholder while shielded (the real image is not even requested). */
export function EpisodeStill({ episode, alt, className, width, height, loading }: EpisodeStillProps) {
  const { t } = useTranslation();
  const { shielded } = useSpoilerShield(episode);
  if (!shielded) return <img src={episode.thumb} alt={alt} width={width} height={height} loading={loading} className={className} />;
  const label = alt ? { role: "img", "aria-label": t("spoilerShield.stillHidden", { code: episode.code }) } : { "aria-hidden": true };
  return (
    <div {...label} className={`${className} flex items-center justify-center bg-gradient-to-br from-zinc-200 to-zinc-300 text-zinc-500 dark:from-zinc-800 dark:to-zinc-900 dark:text-zinc-400`}>
      <EyeOffIcon className="h-1/4 max-h-12 w-auto" />
    </div>
  );
}

export interface SpoilerShieldProps {
  episode: ShieldedEpisode;
  /** What the shield covers (the synopsis); rendered only once revealed. */
  children?: ReactNode;
}

/**
 * The warning box of a shielded episode with its "Show anyway" button, which reveals the title,
 * synopsis and still everywhere the episode appears; once revealed the same button hides them
 * again (it keeps the focus). The change is announced politely. Renders just the children when
 * there is nothing to shield.
 */
export function SpoilerShield({ episode, children }: SpoilerShieldProps) {
  const { t } = useTranslation();
  const { applies, revealed } = useSpoilerShield(episode);
  const ids = { content: useId(), title: useId() };
  const [announcement, setAnnouncement] = useState("");
  if (!applies) return <>{children}</>;

  const handleToggle = () => {
    setRevealed(episode.id, !revealed);
    setAnnouncement(t(revealed ? "spoilerShield.announceHidden" : "spoilerShield.announceShown", { code: episode.code }));
  };

  return (
    <div className="mt-6">
      <div
        className={
          revealed
            ? "flex"
            : "rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700/70 dark:bg-amber-950/40 dark:text-amber-100"
        }
      >
        {!revealed && (
          <div className="mb-3 flex gap-3">
            <EyeOffIcon className="mt-0.5 h-5 w-5 shrink-0" />
            <div>
              <p id={ids.title} className="font-semibold">
                {t("spoilerShield.warningTitle")}
              </p>
              <p className="mt-1 text-sm">{t("spoilerShield.warningText")}</p>
            </div>
          </div>
        )}
        <button
          type="button"
          aria-expanded={revealed}
          aria-controls={ids.content}
          aria-describedby={revealed ? undefined : ids.title}
          onClick={handleToggle}
          className={
            revealed
              ? "rounded-full border border-zinc-300 px-3 py-1 text-xs font-semibold text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
              : "rounded-full bg-amber-800 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-900 dark:bg-amber-300 dark:text-amber-950 dark:hover:bg-amber-200"
          }
        >
          {revealed ? t("spoilerShield.hideAgain") : t("spoilerShield.showAnyway")}
        </button>
      </div>
      <div id={ids.content}>{revealed ? children : null}</div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** An eye with a stroke through it: "hidden". */
function EyeOffIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c5 0 9 4.5 10 7a13.4 13.4 0 0 1-3.2 4.3M6.6 6.6C4.4 8 2.8 10.1 2 12c1 2.5 5 7 10 7a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
