import { useTranslation } from "../../lib/use-translation";
import { useNavigate } from "react-router";
import type { Show } from "@dizilog/shared/api";
import { useToast } from "../../ui/toast";
import { Modal } from "../../ui/modal";
import { useMarkSeen } from "./api";

export interface TrackingPopupProps {
  show: Pick<Show, "id" | "url" | "seasons">;
  title: string;
  onClose: () => void;
}

const CHOICE = "flex w-full flex-col items-start rounded-lg border px-4 py-3 text-start transition-colors";

/**
 * Asked after a show is tracked (spec "Tracking"): all marks every aired episode seen, some opens
 * the first season to pick episodes, none closes.
 */
export function TrackingPopup({ show, title, onClose }: TrackingPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const markSeen = useMarkSeen();
  const firstSeason = show.seasons[0];

  const handleAll = () => {
    onClose();
    // mutateAsync: the popup is gone when the answer comes, the toast still follows it.
    markSeen
      .mutateAsync({ kind: "show", id: show.id, status: true, showId: show.id })
      .then((result) => toast(t("trackerPage.popup.allDone", { count: result.data.changed }), "success"))
      .catch(() => undefined);
  };
  const handleSome = () => {
    onClose();
    if (firstSeason) navigate(`${show.url}/season-${firstSeason.number}`);
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("trackerPage.popup.title")} description={t("trackerPage.popup.text", { title })}>
      <div className="flex flex-col gap-2">
        <button type="button" onClick={handleAll} className={`${CHOICE} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}>
          <span className="font-semibold">{t("trackerPage.popup.all")}</span>
          <span className="text-sm text-white/85">{t("trackerPage.popup.allHint")}</span>
        </button>
        {firstSeason && (
          <button type="button" onClick={handleSome} className={`${CHOICE} border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800`}>
            <span className="font-semibold">{t("trackerPage.popup.some")}</span>
            <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("trackerPage.popup.someHint")}</span>
          </button>
        )}
        <button type="button" onClick={onClose} className={`${CHOICE} border-transparent hover:bg-zinc-100 dark:hover:bg-zinc-800`}>
          <span className="font-semibold">{t("trackerPage.popup.none")}</span>
          <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("trackerPage.popup.noneHint")}</span>
        </button>
      </div>
    </Modal>
  );
}
