import { type ComponentProps, type ComponentType, Suspense, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Show } from "@dizilog/shared/api";
import { ApiError } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { useGatedAction } from "../../entities/user";
import { dataSaverOn } from "../../lib/data-saver";
import type * as TrackActions from "./track-actions";

type Actions = typeof TrackActions;
type PopupType = ComponentType<ComponentProps<Actions["TrackingPopup"]>>;

// The mutation, its cache patches and the popup stay out of the first page: fetched on first use.
const loadActions = (): Promise<Actions> => import("./track-actions");
// Not with the data saver on (decision 0050): then the code comes with the first click.
const preloadActions = () => (dataSaverOn() ? undefined : void loadActions().catch(() => undefined));

export interface TrackButtonProps {
  show: Pick<Show, "id" | "url" | "status" | "original_title" | "seasons" | "is_tracking">;
  /** `overlay`: a round icon button on a poster; `full`: a labelled button (the show page). */
  variant?: "overlay" | "full";
  /** The title shown to the user, named in the overlay's label. */
  title?: string;
}

/**
 * Track / Tracking toggle (spec "Tracking"), optimistic. A visitor gets the login modal; after a
 * successful track a popup asks what has been watched, except for shows In Production.
 */
export function TrackButton({ show, variant = "full", title = show.original_title }: TrackButtonProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const toast = useToast();
  const gated = useGatedAction();
  const [busy, setBusy] = useState(false);
  const [Popup, setPopup] = useState<PopupType>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tracking = show.is_tracking === true;

  const handleClose = () => {
    setPopup(undefined);
    // The dialog has no Radix trigger to give focus back to: return it here once the dialog is gone.
    setTimeout(() => buttonRef.current?.focus());
  };
  const handleError = (error: unknown) => toast(error instanceof ApiError ? error.message : t("errors.default"), "error");
  /** Untracking is one tap on a poster: the toast offers to take it back (the seen episodes were kept). */
  const offerUndo = (actions: Actions) =>
    toast(t("tracking.untracked", { title }), "info", {
      label: t("tracking.undo"),
      onAction: () => void actions.setTracking(client, show.id, true, handleError),
    });
  const handleClick = () =>
    gated(() => {
      if (busy) return;
      setBusy(true);
      loadActions()
        .then(async (actions) => {
          const done = await actions.setTracking(client, show.id, !tracking, handleError);
          if (!done) return;
          if (tracking) return offerUndo(actions);
          // "What have you watched?" only when nothing is seen yet: a show tracked again keeps its seen episodes.
          const seen = done.progress?.seen ?? 0;
          if (seen === 0 && show.status !== "In Production" && show.seasons.length > 0) setPopup(() => actions.TrackingPopup);
        }, handleError)
        .finally(() => setBusy(false));
    });

  const overlay = variant === "overlay";
  const on = "bg-brand-700 text-white hover:bg-brand-800";
  const look = overlay
    ? `h-9 w-9 rounded-full shadow-md ${tracking ? on : "bg-black/60 text-white hover:bg-black/80"}`
    : `rounded-full px-5 py-2 text-sm ${tracking ? on : "border-2 border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-500 dark:hover:bg-zinc-800"}`;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-pressed={tracking}
        aria-label={overlay ? t("tracking.trackShow", { title }) : undefined}
        onClick={handleClick}
        onPointerEnter={preloadActions}
        onFocus={preloadActions}
        className={`inline-flex items-center justify-center gap-2 font-semibold ${look}`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" aria-hidden="true">
          <path d={tracking ? "m5 12.5 4.5 4.5L19 7.5" : "M12 5v14M5 12h14"} />
        </svg>
        {!overlay && t(tracking ? "tracking.tracking" : "tracking.track")}
      </button>
      {Popup && (
        <Suspense fallback={null}>
          <Popup show={show} title={title} onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
}
