import { useTranslation } from "../lib/use-translation";
import { useToast } from "./toast";
import { buttonClass } from "./button";

export interface CopyButtonProps {
  text: string;
  label: string;
}

/** Copies text to the clipboard and says so in a toast. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t("settings.copied"), "success");
    } catch {
      toast(t("settings.copyFailed"), "error");
    }
  };
  return (
    <button type="button" onClick={() => void handleCopy()} className={buttonClass("secondary")}>
      {label}
    </button>
  );
}
