import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Comment, CommentItemType, Gif } from "@dizilog/shared/api";
import { COMMENT_LIMITS } from "@dizilog/shared/api/comment-ids";
import { Button } from "../../ui/button";
import { FieldMessages, describedBy } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { ImageIcon } from "../../ui/icons";
import { useToast } from "../../ui/toast";
import { useMe } from "../auth";
import { type CommentDraft, useAddComment, useReply, useSiteConfig } from "./api";
import { type CommentFormErrors, commentFormErrors, draftErrors, imageError } from "./comment-errors";
import { GifPicker } from "./gif-picker";
import { MentionTextarea } from "./mention-textarea";

export type ComposerTarget = { kind: "item"; type: CommentItemType; id: number } | { kind: "reply"; to: Comment };

export interface CommentComposerProps {
  target: ComposerTarget;
  /** After a successful post (a reply form closes itself). */
  onPosted?: (comment: Comment) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

type Attachment = { kind: "image"; file: File; preview: string } | { kind: "gif"; gif: Gif } | undefined;

/** Counts shown once the text nears the limit. */
const COUNTER_FROM = COMMENT_LIMITS.contentMax - 200;

/**
 * The comment form for signed-in users: text with @mention suggestions, a spoiler flag, and one
 * image or one GIF (choosing one clears the other; the GIF button only when the site has a GIF
 * provider). Checked here by the server's rules before sending; every failure of the catalogue is
 * shown where it belongs.
 */
export function CommentComposer({ target, onPosted, onCancel, autoFocus }: CommentComposerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useMe().data;
  const config = useSiteConfig();
  const id = useId();
  const replyingTo = target.kind === "reply" ? target.to : undefined;
  // Answering a reply names its author first, as the server would.
  const initial = replyingTo && replyingTo.parent_id !== null && replyingTo.user.id !== me?.id ? `@${replyingTo.user.username} ` : "";
  const [content, setContent] = useState(initial);
  const [spoiler, setSpoiler] = useState(false);
  const [attachment, setAttachment] = useState<Attachment>();
  const [errors, setErrors] = useState<CommentFormErrors>({});
  const [picking, setPicking] = useState(false);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const add = useAddComment(target.kind === "item" ? target.type : "show", target.kind === "item" ? target.id : 0);
  const reply = useReply(replyingTo?.id ?? 0);
  const mutation = target.kind === "item" ? add : reply;

  useEffect(() => {
    if (!autoFocus) return;
    const node = textarea.current;
    node?.focus();
    node?.setSelectionRange(node.value.length, node.value.length);
  }, [autoFocus]);
  useEffect(() => () => (attachment?.kind === "image" ? URL.revokeObjectURL(attachment.preview) : undefined), [attachment]);

  const handleImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = await imageError(file, t);
    if (problem) return setErrors({ attachment: problem });
    setErrors({});
    setAttachment({ kind: "image", file, preview: URL.createObjectURL(file) });
  };

  const handleGif = (gif: Gif) => {
    setAttachment({ kind: "gif", gif });
    setErrors({});
    setPicking(false);
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (mutation.isPending) return;
    if (me && !me.email_verified_at) return setErrors({ form: t("auth.verifyRequired") });
    const local = draftErrors(content, t);
    if (local.content) {
      setErrors(local);
      textarea.current?.focus();
      return;
    }
    const draft: CommentDraft = {
      content: content.trim(),
      spoiler,
      image: attachment?.kind === "image" ? attachment.file : undefined,
      gif: attachment?.kind === "gif" ? attachment.gif.id : undefined,
    };
    setErrors({});
    mutation.mutate(draft, {
      onSuccess: (comment) => {
        setContent("");
        setSpoiler(false);
        setAttachment(undefined);
        toast(t(target.kind === "item" ? "comments.posted" : "comments.replied"), "success");
        onPosted?.(comment);
      },
      onError: (error) => {
        const next = commentFormErrors(error, t, target.kind === "item" ? "comments.errors.add" : "comments.errors.reply");
        setErrors(next);
        if (next.content) textarea.current?.focus();
      },
    });
  };

  const length = Array.from(content).length;
  const label = replyingTo ? t("comments.composer.replyLabel", { name: replyingTo.user.name }) : t("comments.composer.label");
  const fieldId = `${id}-content`;
  const attachmentId = `${id}-attachment`;

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2">
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <MentionTextarea
        id={fieldId}
        textareaRef={textarea}
        value={content}
        onChange={setContent}
        rows={replyingTo ? 2 : 3}
        placeholder={replyingTo ? t("comments.composer.replyPlaceholder") : t("comments.composer.placeholder")}
        invalid={Boolean(errors.content)}
        describedBy={describedBy(fieldId, length >= COUNTER_FROM ? "counter" : undefined, errors.content)}
        onSubmitShortcut={() => handleSubmit()}
      />
      <FieldMessages
        id={fieldId}
        hint={length >= COUNTER_FROM ? t("comments.composer.counter", { length, max: COMMENT_LIMITS.contentMax }) : undefined}
        error={errors.content}
      />
      {attachment && (
        <div className="flex items-start gap-3">
          <img
            src={attachment.kind === "image" ? attachment.preview : attachment.gif.preview_url}
            alt={attachment.kind === "image" ? t("comments.composer.imagePreview") : t("comments.composer.gifPreview")}
            className="h-20 w-auto max-w-[10rem] rounded-md object-cover"
          />
          <Button variant="ghost" onClick={() => setAttachment(undefined)}>
            {attachment.kind === "image" ? t("comments.composer.removeImage") : t("comments.composer.removeGif")}
          </Button>
        </div>
      )}
      {errors.attachment && (
        <p id={attachmentId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.attachment}
        </p>
      )}
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800">
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => void handleImage(event)} className="sr-only" />
          <ImageIcon />
          {t("comments.composer.image")}
        </label>
        {config.data?.gifs && (
          <Button variant="secondary" className="!px-3 !py-1.5" onClick={() => setPicking(true)}>
            {t("comments.composer.gif")}
          </Button>
        )}
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input type="checkbox" checked={spoiler} onChange={(event) => setSpoiler(event.target.checked)} className="h-4 w-4 accent-brand-700" />
          {t("comments.composer.spoiler")}
        </label>
        <span className="ms-auto flex gap-2">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t("comments.cancel")}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending} loadingLabel={t("comments.composer.posting")}>
            {replyingTo ? t("comments.composer.reply") : t("comments.composer.post")}
          </Button>
        </span>
      </div>
      {config.data?.gifs && <GifPicker open={picking} onOpenChange={setPicking} onPick={handleGif} />}
    </form>
  );
}
