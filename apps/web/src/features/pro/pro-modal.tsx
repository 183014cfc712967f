import { useTranslation } from "../../lib/use-translation";
import { buttonClass } from "../../ui/button";
import { Modal } from "../../ui/modal";

/** Where the modal was opened from (the spec's referrer, e.g. "show ratings"), for the upgrade flow to report. */
export type ProReferrer = "show ratings" | "ratings archive" | "chart scores" | "own stats" | "lists" | "customization";

const FEATURES = ["ratings", "charts", "stats", "lists", "customization", "ads"] as const;

export interface ProModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  referrer: ProReferrer;
}

/**
 * The Pro upsell (the spec's "pro" modal): opened wherever a free user reaches a Pro feature, and by
 * an answer whose code is `pro_required`. It says what Pro unlocks; plans and checkout are not open
 * yet, and the modal says so rather than linking to a page that does not exist.
 */
export function ProModal({ open, onOpenChange, referrer }: ProModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("pro.modal.title")} description={t("pro.modal.lead")}>
      <div data-pro-referrer={referrer}>
        <ul className="list-disc space-y-1 ps-5 text-sm">
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`pro.modal.features.${feature}`)}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">{t("pro.modal.notOpen")}</p>
        <div className="mt-5 flex justify-end">
          <button type="button" className={buttonClass("primary")} onClick={() => onOpenChange(false)}>
            {t("pro.modal.close")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
