import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Post, ShowRef } from "@dizilog/shared/api";
import { WALL_LIMITS } from "@dizilog/shared/api/wall-ids";
import { formatDateTime, formatRelative, useLocaleTag, useRenderClock } from "../../lib/format";
import { messageOf } from "../../lib/form-errors";
import { Avatar } from "../../ui/avatar";
import { Button } from "../../ui/button";
import { FieldMessages, describedBy, inputClass } from "../../ui/field";
import { SpoilerFold } from "../../ui/spoiler-fold";
import { useToast } from "../../ui/toast";
import { useMe } from "../../entities/user";
import { HiddenItemNotice } from "../item-actions";
import { useEditPost, useHidePost } from "./api";
import { AskSuggestions } from "./ask-suggestions";
import { EmbedCard, PostGif, PostImages } from "./post-media";
import { PostMenu } from "./post-menu";
import { PostLikeButton, PostReactions } from "./post-reactions";
import { PostText } from "./post-text";
import { PollView } from "./poll-view";
import { VisibilityIcon } from "./visibility-icon";
import { numberFormat } from "../../lib/intl";
import { UserBadges } from "../../entities/user";

export interface PostCardProps {
  post: Post;
  /** Position in the feed and its size (role="feed" articles), when known. */
  position?: { index: number; size: number } | undefined;
  /** The wall shown (a user's stream): "Pinned" is said there, and "→ @user" is left out for that user. */
  onWallOf?: number | undefined;
  /** The single post page: the comments link is not needed, a delete leaves the page. */
  single?: boolean;
  onDeleted?: () => void;
}

/** "S01E05". */
export const episodeCode = (season: number, episode: number) => `S${String(season).padStart(2, "0")}E${String(episode).padStart(2, "0")}`;

/**
 * One wall post, its card by type (post, check-in, ask, poll, recommend): byline, target, time,
 * visibility, the text (behind the spoiler warning when flagged, unless it is the viewer's own or
 * they want spoilers), media, likes, reactions, comments and the menu. A hidden post leaves a
 * notice with undo; the author edits the text in place.
 */
export function PostCard({ post, position, onWallOf, single = false, onDeleted }: PostCardProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const clock = useRenderClock();
  const toast = useToast();
  const me = useMe().data;
  const [editing, setEditing] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const hide = useHidePost(post.id);
  const own = me?.id === post.user.id;
  const folded = post.spoilers && !own && !me?.spoilers && !revealed;
  const id = useId();
  const number = numberFormat(tag);
  const comments = post.comments_count;

  const handleHide = (undo: boolean) => hide.toggle(undo, (error) => toast(messageOf(error, t("errors.default")), "error"));

  if (hide.hidden) {
    return (
      <article aria-label={t("wall.hiddenLabel")} aria-posinset={position ? position.index + 1 : undefined} aria-setsize={position?.size}>
        <HiddenItemNotice message={t("wall.hidden")} onUndo={() => handleHide(true)} busy={hide.isPending} />
      </article>
    );
  }

  return (
    <article
      id={`post_${post.id}`}
      aria-labelledby={`${id}-by ${id}-kind`}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position?.size}
      tabIndex={-1}
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <header className="flex items-start gap-3">
        <Link to={post.user.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar src={post.user.avatar} size={44} />
        </Link>
        <div className="min-w-0 flex-1 text-sm">
          {post.pinned && (onWallOf !== undefined || single) && (
            <p className="mb-0.5 flex items-center gap-1 text-xs font-semibold text-brand-700 dark:text-brand-500">
              <PinIcon />
              {t("wall.pinned.badge")}
            </p>
          )}
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <Link id={`${id}-by`} to={post.user.url} className="font-semibold hover:underline">
              {post.user.name}
            </Link>
            <UserBadges user={post.user} />
            <bdi dir="ltr" className="text-zinc-600 dark:text-zinc-400">
              @{post.user.username}
            </bdi>
            {post.target && post.target.id !== onWallOf && (
              <span className="text-zinc-700 dark:text-zinc-300">
                <span aria-hidden="true" className="rtl:-scale-x-100 inline-block">
                  →
                </span>
                <span className="sr-only">{t("wall.onWallOf")}</span>{" "}
                <Link to={`${post.target.url}/wall`} className="font-medium hover:underline">
                  <bdi dir="ltr">@{post.target.username}</bdi>
                </Link>{" "}
                <UserBadges user={post.target} />
              </span>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-x-1.5 text-zinc-600 dark:text-zinc-400">
            <span id={`${id}-kind`}>{t(`wall.kind.${post.type}`)}</span>
            <span aria-hidden="true">·</span>
            <Link to={post.url} className="hover:underline">
              <time dateTime={post.created} title={formatDateTime(post.created, tag, clock.timeZone)}>
                {formatRelative(post.created, tag, clock.now)}
              </time>
            </Link>
            {post.edited && (
              <>
                <span aria-hidden="true">·</span>
                <span>{t("wall.edited")}</span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <VisibilityIcon visibility={post.visibility} followersOnly={post.followers_only} />
          </p>
        </div>
        <PostMenu post={post} onEdit={() => setEditing(true)} onHide={() => handleHide(false)} onDeleted={onDeleted} />
      </header>

      <div className="mt-3 space-y-3">
        {post.type === "check_in" && <CheckInCard post={post} />}
        {editing ? (
          <EditForm post={post} onDone={() => setEditing(false)} />
        ) : folded ? (
          <SpoilerFold warning={t("wall.spoiler.warning")} reveal={t("wall.spoiler.reveal")} onReveal={() => setRevealed(true)} />
        ) : (
          <>
            {post.spoilers && post.content && <p className="text-xs font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-400">{t("wall.spoiler.badge")}</p>}
            <PostText post={post} />
            {post.type === "recommend" && post.show && post.subject && <RecommendCard liked={post.show} watch={post.subject} />}
            {post.type !== "check_in" && post.type !== "recommend" && post.show && <ShowChip show={post.show} />}
            {post.type === "poll" && post.poll && <PollView post={post} />}
            <PostImages post={post} />
            <PostGif post={post} />
            {post.embed && <EmbedCard embed={post.embed} />}
          </>
        )}
        {post.type === "ask" && !folded && <AskSuggestions post={post} />}
      </div>

      <footer className="mt-3 space-y-2 border-t border-zinc-100 pt-2 dark:border-zinc-800">
        <div className="flex flex-wrap items-center gap-1">
          <PostLikeButton post={post} />
          {single ? (
            <span className="px-2 py-1 text-sm text-zinc-700 dark:text-zinc-300">{t("wall.comments", { count: comments, value: number.format(comments) })}</span>
          ) : (
            <Link to={post.url} className="rounded-md px-2 py-1 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800">
              {t("wall.comments", { count: comments, value: number.format(comments) })}
            </Link>
          )}
        </div>
        <PostReactions post={post} />
      </footer>
    </article>
  );
}

/** A check-in's episode: the show's poster, its title and the episode's code, linked to the episode. */
function CheckInCard({ post }: { post: Post }) {
  const { t } = useTranslation();
  const show = post.show;
  const season = post.episode?.season ?? post.properties?.season;
  const number = post.episode?.number ?? post.properties?.episode;
  if (!show) return null;
  const code = season !== undefined && number !== undefined ? episodeCode(season, number) : null;
  const to = post.episode?.url ?? show.url;
  return (
    <Link to={to} className="flex items-center gap-3 rounded-xl border border-zinc-200 p-2 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800/60">
      <img src={show.poster} alt="" width={48} height={72} loading="lazy" className="h-18 w-12 rounded-md bg-zinc-200 object-cover dark:bg-zinc-800" />
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-500">{t("wall.checkIn.watching")}</span>
        <span className="block font-semibold">
          <bdi>{show.original_title}</bdi>
        </span>
        {code && (
          <span className="block text-sm text-zinc-700 dark:text-zinc-300">
            <bdi dir="ltr">{code}</bdi>
            {post.episode?.title && (
              <>
                {" · "}
                <bdi>{post.episode.title}</bdi>
              </>
            )}
          </span>
        )}
      </span>
    </Link>
  );
}

/** "If you liked X, watch Y", with both posters. */
function RecommendCard({ liked, watch }: { liked: ShowRef; watch: ShowRef }) {
  const { t } = useTranslation();
  const poster = (show: ShowRef) => (
    <Link to={show.url} className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center">
      <img src={show.poster} alt="" width={80} height={120} loading="lazy" className="h-30 w-20 rounded-md bg-zinc-200 object-cover dark:bg-zinc-800" />
      <span className="line-clamp-2 text-sm font-semibold hover:underline">
        <bdi>{show.original_title}</bdi>
      </span>
    </Link>
  );
  return (
    <div className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-700">
      <p className="mb-2 text-sm">
        {t("wall.recommend.sentence", { liked: liked.original_title, watch: watch.original_title })}
      </p>
      <div className="flex items-start gap-3">
        {poster(liked)}
        <span aria-hidden="true" className="self-center text-2xl text-zinc-400 rtl:-scale-x-100">
          →
        </span>
        {poster(watch)}
      </div>
    </div>
  );
}

/** The show a post is about. */
function ShowChip({ show }: { show: ShowRef }) {
  return (
    <Link to={show.url} className="inline-flex items-center gap-2 rounded-full border border-zinc-200 py-1 pe-3 ps-1 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800">
      <img src={show.poster} alt="" width={24} height={36} className="h-9 w-6 rounded bg-zinc-200 object-cover dark:bg-zinc-800" />
      <bdi>{show.original_title}</bdi>
    </Link>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor">
      <path d="M16 3l5 5-3 1-4 4 1 5-2 2-4-5-5 5-1-1 5-5-5-4 2-2 5 1 4-4z" />
    </svg>
  );
}

/** Edit in place: the text only (PATCH /api/wall/{id}). */
function EditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [content, setContent] = useState(post.content);
  const [error, setError] = useState<string>();
  const edit = useEditPost(post.id);
  const id = useId();
  const needsText = post.type !== "check_in";

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (needsText && !text) return setError(t("wall.errors.empty"));
    if (Array.from(text).length > WALL_LIMITS.contentMax) return setError(t("wall.errors.tooLong", { max: WALL_LIMITS.contentMax }));
    edit.mutate(text, {
      onSuccess: () => {
        toast(t("wall.updated"), "success");
        onDone();
      },
      onError: (failure) => setError(messageOf(failure, t("wall.errors.edit"))),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {t("wall.editLabel")}
      </label>
      <textarea
        id={id}
        name="content"
        dir="auto"
        rows={4}
        autoFocus
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={`${inputClass(Boolean(error))} resize-y`}
      />
      <FieldMessages id={id} error={error} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t("wall.cancel")}
        </Button>
        <Button type="submit" loading={edit.isPending} loadingLabel={t("wall.updating")}>
          {t("wall.update")}
        </Button>
      </div>
    </form>
  );
}
