import { useTranslation } from "../../lib/use-translation";
import type { LikedType } from "@dizilog/shared/api";
import { useLike } from "../engagement";

export interface UnlikeButtonProps {
  type: LikedType;
  id: number;
  name: string;
  /** Called once the item has left the grid (focus goes somewhere sensible). */
  onUnliked?: () => void;
  className?: string;
}

/** "Unlike" under a liked item: the item leaves every cached likes grid at once (see useLike). */
export function UnlikeButton({ type, id, name, onUnliked, className = "" }: UnlikeButtonProps) {
  const { t } = useTranslation();
  const like = useLike(type, id, { liked: true, like_count: null });
  const handleClick = () => {
    if (like.liked) like.toggle();
    onUnliked?.();
  };
  return (
    <button
      type="button"
      onClick={handleClick}
      aria-label={t("likesTab.unlikeItem", { name })}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border border-zinc-300 px-3 py-1 text-xs font-semibold text-zinc-700 hover:border-brand-700 hover:text-brand-700 dark:border-zinc-600 dark:text-zinc-200 dark:hover:border-brand-500 dark:hover:text-brand-500 ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 text-brand-700 dark:text-brand-500" fill="currentColor">
        <path d="M12 20.3s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
      </svg>
      {t("likesTab.unlike")}
    </button>
  );
}
