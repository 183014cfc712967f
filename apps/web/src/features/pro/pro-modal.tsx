import { Link } from "react-router";
import { ProFeatureList } from "./pro-feature-list";
import { useTranslation } from "../../lib/use-translation";
import { buttonClass } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { type ProReferrer, proPath } from "./referrer";

export type { ProReferrer } from "./referrer";

export interface ProModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  referrer: ProReferrer;
}

/**
 * The Pro upsell (the spec's "pro" modal): opened wherever a free user reaches a Pro feature, and by
 * an answer whose code is `pro_required`. It lists what Pro unlocks and leads to the upgrade page,
 * `/pro?from=<referrer>`, which marks the feature the user reached.
 */
export function ProModal({ open, onOpenChange, referrer }: ProModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("pro.modal.title")} description={t("pro.modal.lead")}>
      <div data-pro-referrer={referrer}>
        <ProFeatureList className="text-sm" />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
            {t("pro.modal.close")}
          </button>
          <Link to={proPath(referrer)} className={buttonClass("primary")} onClick={() => onOpenChange(false)}>
            {t("pro.modal.seePlans")}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
