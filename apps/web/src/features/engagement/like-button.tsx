import { useId } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { LikeType } from "@dizilog/shared/api";
import { useGatedAction } from "../../entities/user";
import { useLocaleTag } from "../../lib/format";
import { type LikeState, useLike } from "./api";
import { numberFormat } from "../../lib/intl";

export interface LikeButtonProps {
  type: LikeType;
  id: number;
  /** The item's name, for the button's accessible name ("Like Ezel"). */
  name: string;
  /** What the item's own data says about likes, when it says it. */
  initial?: LikeState;
}

/** The like state an item's data carries, if it carries one (`has_liked` and `like_count`). */
export function likeStateOf(item: object): LikeState | undefined {
  const { has_liked, like_count } = item as { has_liked?: unknown; like_count?: unknown };
  return typeof has_liked === "boolean" ? { liked: has_liked, like_count: typeof like_count === "number" ? like_count : null } : undefined;
}

/** A heart toggle (aria-pressed) with the item's likes; a visitor gets the login modal. */
export function LikeButton({ type, id, name, initial }: LikeButtonProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const gated = useGatedAction();
  const like = useLike(type, id, initial);
  const countId = useId();
  const count = like.like_count;

  return (
    <>
      <button
        type="button"
        aria-pressed={like.liked}
        aria-label={t("engagement.like.label", { name })}
        aria-describedby={count === null ? undefined : countId}
        onClick={() => gated(like.toggle)}
        className={`inline-flex items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors ${
          like.liked
            ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800 dark:border-brand-600 dark:bg-brand-700"
            : "border-zinc-300 text-zinc-800 hover:border-brand-700 hover:text-brand-700 dark:border-zinc-600 dark:text-zinc-100 dark:hover:border-brand-500 dark:hover:text-brand-500"
        }`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill={like.liked ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
          <path d="M12 20.3s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
        </svg>
        <span>{t("engagement.like.like")}</span>
      </button>
      {/* Outside the button: its accessible name must contain all of its visible text. */}
      {count !== null && (
        <span aria-hidden="true" className="ms-2 text-sm font-semibold tabular-nums">
          {numberFormat(tag).format(count)}
        </span>
      )}
      {count !== null && (
        <span id={countId} hidden>
          {t("engagement.like.count", { count, value: numberFormat(tag).format(count) })}
        </span>
      )}
    </>
  );
}
