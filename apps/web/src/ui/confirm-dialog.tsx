import { useTranslation } from "../lib/use-translation";
import { buttonClass } from "./button";
import { Modal } from "./modal";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Where the focus goes when it closes (Radix returns it to what had it before, by default). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before a consequential action; Cancel has the focus first, so Enter does not confirm by accident. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busy, onConfirm, onCloseAutoFocus }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} onCloseAutoFocus={onCloseAutoFocus}>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={() => onOpenChange(false)} className={buttonClass("secondary")} autoFocus>
          {t("settings.cancel")}
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass("danger")}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
