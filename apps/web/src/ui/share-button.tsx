import { useTranslation } from "../lib/use-translation";
import { openSharePopup, xShareUrl } from "../lib/share";

export interface ShareButtonProps {
  /** The site path to share, e.g. the person's url. */
  path: string;
  /** The post's text. */
  text: string;
  /** The accessible name, naming what is shared. */
  label: string;
}

/** Shares a page of the site on X in a popup window. */
export function ShareButton({ path, text, label }: ShareButtonProps) {
  const { t } = useTranslation();
  const handleShare = () => openSharePopup(xShareUrl(path, text));
  return (
    <button
      type="button"
      onClick={handleShare}
      aria-label={label}
      className="mt-2 inline-flex items-center gap-1 rounded-full border border-zinc-300 px-3 py-1 text-xs font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      <span aria-hidden="true">↗</span>
      {t("common.share")}
    </button>
  );
}
