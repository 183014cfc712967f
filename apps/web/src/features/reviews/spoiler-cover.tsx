import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";

export interface SpoilerCoverProps {
  /** The text is marked as a spoiler by its author. */
  spoiler: boolean;
  /** Shown at once: the author's own text, or a viewer whose spoilers preference is on (spec "Spoilers"). */
  revealed: boolean;
  children: ReactNode;
}

/**
 * A spoiler's warning with a button that reveals it (spec section 4 "Spoilers"); the text is not
 * rendered until then. The button stays, so that the text can be hidden again; the change is
 * announced politely.
 */
export function SpoilerCover({ spoiler, revealed: revealedAtOnce, children }: SpoilerCoverProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const contentId = useId();
  const warningId = useId();
  if (!spoiler || revealedAtOnce) return <>{children}</>;
  return (
    <div>
      {revealed ? (
        <div id={contentId}>{children}</div>
      ) : (
        <div id={contentId} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700/70 dark:bg-amber-950/40 dark:text-amber-100">
          <p id={warningId} className="font-semibold">
            {t("reviews.spoiler.warning")}
          </p>
          <p className="mt-0.5 text-sm">{t("reviews.spoiler.text")}</p>
        </div>
      )}
      <button
        type="button"
        aria-expanded={revealed}
        aria-controls={contentId}
        aria-describedby={revealed ? undefined : warningId}
        onClick={() => setRevealed((value) => !value)}
        className="mt-2 rounded-full border border-amber-700 px-3 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-100 dark:border-amber-400 dark:text-amber-200 dark:hover:bg-amber-900/40"
      >
        {revealed ? t("reviews.spoiler.hide") : t("reviews.spoiler.reveal")}
      </button>
      <p aria-live="polite" className="sr-only">
        {revealed ? t("reviews.spoiler.shown") : ""}
      </p>
    </div>
  );
}
