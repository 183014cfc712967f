import { type CSSProperties, type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Comment, Reply } from "@dizilog/shared/api";
import { Avatar } from "../../ui/avatar";
import { Button } from "../../ui/button";
import { FieldMessages, describedBy, inputClass } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { SpoilerFold } from "../../ui/spoiler-fold";
import { useToast } from "../../ui/toast";
import { formatDateTime, formatRelative, useLocaleTag, useRenderClock } from "../../lib/format";
import { HiddenItemNotice, useHideItem } from "../item-actions";
import { useGatedAction, useMe } from "../auth";
import { useCommentLike, useEditComment } from "./api";
import { type CommentFormErrors, commentFormErrors, draftErrors } from "./comment-errors";
import { CommentText } from "./comment-content";
import { CommentMenu } from "./comment-menu";
import { numberFormat } from "../../lib/intl";
import { UserBadges } from "../../entities/user";

export interface CommentItemProps {
  comment: Reply;
  /** The comment the `#comment_{id}` of the address names: scrolled to and highlighted. */
  highlighted?: boolean;
  onReply?: (comment: Reply) => void;
  /** Whether the reply form this comment's Reply button toggles is open (its `aria-expanded`). */
  replying?: boolean;
  /** The id of that form, for `aria-controls`. */
  replyFormId?: string;
  /** What follows the comment's body (a top-level comment's replies and reply form). */
  children?: ReactNode;
}

/**
 * One comment or reply: byline, text (behind the spoiler warning when flagged, unless it is the
 * viewer's own or they want spoilers), picture, like, reply and the menu; edit in place; hidden
 * comments leave a notice with undo.
 */
export function CommentItem({ comment, highlighted, onReply, replying = false, replyFormId, children }: CommentItemProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const clock = useRenderClock();
  const toast = useToast();
  const me = useMe().data;
  const [editing, setEditing] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [hidden, setHidden] = useState(false);
  const hide = useHideItem("comment", comment.id);
  const own = me?.id === comment.user.id;
  const folded = comment.spoiler && !own && !me?.spoilers && !revealed;
  const bodyId = useId();

  const handleHide = (undo: boolean) =>
    hide.mutate(undo, {
      onSuccess: (isHidden) => setHidden(isHidden),
      onError: () => toast(t("errors.default"), "error"),
    });

  if (hidden) return <HiddenItemNotice message={t("comments.hidden")} onUndo={() => handleHide(true)} busy={hide.isPending} />;

  return (
    <article
      id={`comment_${comment.id}`}
      tabIndex={-1}
      aria-labelledby={`${bodyId}-by`}
      className={`scroll-mt-24 rounded-lg outline-none transition-colors duration-1000 ${highlighted ? "bg-amber-50 ring-2 ring-amber-400 dark:bg-amber-950/30 dark:ring-amber-600" : ""}`}
    >
      <div className="flex gap-3 p-2">
        <Link to={comment.user.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar src={comment.user.avatar} size={comment.parent_id === null ? 40 : 32} />
        </Link>
        <div className="min-w-0 flex-1">
          <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <Link id={`${bodyId}-by`} to={comment.user.url} className="font-semibold hover:underline">
              {comment.user.name}
            </Link>
            <UserBadges user={comment.user} />
            <bdi dir="ltr" className="text-zinc-600 dark:text-zinc-400">
              @{comment.user.username}
            </bdi>
            <a href={comment.url} className="text-zinc-600 hover:underline dark:text-zinc-400">
              <time dateTime={comment.created} title={formatDateTime(comment.created, tag, clock.timeZone)}>
                {formatRelative(comment.created, tag, clock.now)}
              </time>
            </a>
            {comment.edited && <span className="text-zinc-600 dark:text-zinc-400">· {t("comments.edited")}</span>}
          </header>
          {editing ? (
            <EditForm comment={comment} onDone={() => setEditing(false)} />
          ) : folded ? (
            <SpoilerFold className="mt-1" warning={t("comments.spoiler.warning")} reveal={t("comments.spoiler.reveal")} onReveal={() => setRevealed(true)} />
          ) : (
            <div className="mt-1 space-y-2">
              {comment.spoiler && (
                <p className="text-xs font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-400">{t("comments.spoiler.badge")}</p>
              )}
              <CommentText comment={comment} />
              {comment.photo && (
                <img
                  src={comment.photo.url}
                  width={comment.photo.width}
                  height={comment.photo.height}
                  alt={comment.photo.kind === "gif" ? t("comments.photo.gif", { name: comment.user.name }) : t("comments.photo.image", { name: comment.user.name })}
                  loading="lazy"
                  style={photoBox(comment.photo)}
                  className="h-auto rounded-lg bg-zinc-100 dark:bg-zinc-800"
                />
              )}
            </div>
          )}
          <div className="mt-1 flex flex-wrap items-center gap-1">
            <LikeToggle comment={comment} />
            {onReply && (
              <Button
                variant="ghost"
                className="!px-2 !py-1"
                aria-expanded={replying}
                aria-controls={replying ? replyFormId : undefined}
                onClick={() => onReply(comment)}
              >
                {t("comments.reply")}
              </Button>
            )}
            <span className="ms-auto">
              <CommentMenu comment={comment} onEdit={() => setEditing(true)} onHide={() => handleHide(false)} />
            </span>
          </div>
          {children}
        </div>
      </div>
    </article>
  );
}

/**
 * The picture's box before it loads (no layout shift): its own proportions, at most its natural
 * width, 36 rem wide and 20 rem high, and never wider than the comment.
 */
function photoBox(photo: { width: number; height: number }): CSSProperties {
  const widest = Math.min(photo.width, 576, (320 * photo.width) / photo.height);
  return { width: `min(100%, ${Math.round(widest)}px)`, aspectRatio: `${photo.width} / ${photo.height}` };
}

/** The heart of a comment: optimistic on every cached copy; a visitor gets the login modal. */
function LikeToggle({ comment }: { comment: Pick<Comment, "id" | "like_count" | "has_liked" | "user"> }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const gated = useGatedAction();
  const like = useCommentLike(comment.id);
  const count = numberFormat(tag).format(comment.like_count);
  return (
    <button
      type="button"
      aria-pressed={comment.has_liked}
      onClick={() => gated(() => like.mutate({ has_liked: comment.has_liked, like_count: comment.like_count }))}
      className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800 ${comment.has_liked ? "text-brand-700 dark:text-brand-500" : "text-zinc-700 dark:text-zinc-300"}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill={comment.has_liked ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
        <path d="M12 20.3s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
      </svg>
      <span className="sr-only">{t("comments.like", { name: comment.user.name })}</span>
      <span aria-hidden="true">{comment.like_count > 0 ? count : t("comments.likeShort")}</span>
      <span className="sr-only">{t("comments.likes", { count: comment.like_count, value: count })}</span>
    </button>
  );
}

/** Edit in place (spec: text area, update button, loading indicator; saved by PATCH with the text only). */
function EditForm({ comment, onDone }: { comment: Reply; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [content, setContent] = useState(comment.content);
  const [errors, setErrors] = useState<CommentFormErrors>({});
  const edit = useEditComment(comment.id);
  const id = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local = draftErrors(content, t);
    if (local.content) return setErrors(local);
    edit.mutate(content.trim(), {
      onSuccess: () => {
        toast(t("comments.updated"), "success");
        onDone();
      },
      onError: (error) => setErrors(commentFormErrors(error, t, "comments.errors.edit")),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-1 space-y-2">
      <label htmlFor={id} className="sr-only">
        {t("comments.editLabel")}
      </label>
      <textarea
        id={id}
        name="content"
        dir="auto"
        rows={3}
        autoFocus
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={errors.content ? true : undefined}
        aria-describedby={describedBy(id, undefined, errors.content)}
        className={`${inputClass(Boolean(errors.content))} resize-y`}
      />
      <FieldMessages id={id} error={errors.content} />
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t("comments.cancel")}
        </Button>
        <Button type="submit" loading={edit.isPending} loadingLabel={t("comments.updating")}>
          {t("comments.update")}
        </Button>
      </div>
    </form>
  );
}
