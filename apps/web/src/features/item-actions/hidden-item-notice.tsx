import { useTranslation } from "../../lib/use-translation";
import { LINK_BUTTON_CLASS } from "../../ui/button";

export interface HiddenItemNoticeProps {
  /** What was hidden, in words ("comment", "review", "post"): the notice says so. */
  message: string;
  onUndo: () => void;
  busy?: boolean;
}

/** What stays in place of an item the viewer hid (spec: "Hidden post: shows a hidden message with undo"). */
export function HiddenItemNotice({ message, onUndo, busy }: HiddenItemNoticeProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-dashed border-zinc-300 px-4 py-3 text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
      <span>{message}</span>
      <button type="button" onClick={onUndo} disabled={busy} className={LINK_BUTTON_CLASS}>
        {t("itemActions.hide.undo")}
      </button>
    </div>
  );
}
