import { useTranslation } from "../../lib/use-translation";
import type { Post } from "@dizilog/shared/api";
import { REACTION_IDS, type ReactionId } from "@dizilog/shared/api/engagement-ids";
import { useLocaleTag } from "../../lib/format";
import { useGatedAction } from "../../entities/user";
import { ReactionFace } from "../engagement";
import { usePostLike, usePostReact } from "./api";
import { HeartIcon } from "./ask-suggestions";
import { numberFormat } from "../../lib/intl";

/**
 * The six reactions of a post (the episode's faces, smaller) as toggles with their counts: the
 * viewer's own is pressed, pressing it again takes it back. Changes show in every feed at once.
 */
export function PostReactions({ post }: { post: Post }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const gated = useGatedAction();
  const react = usePostReact(post.id);
  const number = numberFormat(tag);
  const state = post.reactions;
  const handleClick = (reaction: ReactionId) => gated(() => react.mutate({ reaction, before: state }), { verified: true });
  return (
    <ul aria-label={t("wall.reactions", { name: post.user.name })} className="flex flex-wrap gap-1">
      {REACTION_IDS.map((id) => {
        const pressed = state.user_reaction === id;
        const count = state.reactions[id].count;
        return (
          <li key={id}>
            <button
              type="button"
              aria-pressed={pressed}
              title={t(`engagement.reactions.${id}`)}
              onClick={() => handleClick(id)}
              className={`inline-flex items-center gap-1 rounded-full border px-2 py-1 text-xs font-semibold ${
                pressed
                  ? "border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-500 dark:bg-zinc-800 dark:text-white"
                  : "border-zinc-200 text-zinc-700 hover:border-zinc-400 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-zinc-500"
              }`}
            >
              <ReactionFace id={id} className="h-5 w-5" />
              <span className="sr-only">{t(`engagement.reactions.${id}`)}</span>
              {count > 0 && <span className="tabular-nums">{number.format(count)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The heart of a post: optimistic in every feed; a visitor gets the login modal. */
export function PostLikeButton({ post }: { post: Post }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const gated = useGatedAction();
  const like = usePostLike(post.id);
  const count = numberFormat(tag).format(post.like_count);
  return (
    <button
      type="button"
      aria-pressed={post.has_liked}
      onClick={() => gated(() => like.mutate({ has_liked: post.has_liked, like_count: post.like_count }))}
      className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800 ${post.has_liked ? "text-brand-700 dark:text-brand-500" : "text-zinc-700 dark:text-zinc-300"}`}
    >
      <HeartIcon filled={post.has_liked} />
      <span className="sr-only">{t("wall.like", { name: post.user.name })}</span>
      <span aria-hidden="true" className="tabular-nums">
        {post.like_count > 0 ? count : t("wall.likeShort")}
      </span>
      <span className="sr-only">{t("wall.likes", { count: post.like_count, value: count })}</span>
    </button>
  );
}
