import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Gif, Post, SeasonSummary, ShowRef } from "@dizilog/shared/api";
import { POST_TYPES, type PostType, WALL_LIMITS, firstWebLink, illegalLinks, isPostFormValid } from "@dizilog/shared/api/wall-ids";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FieldMessages, describedBy } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { ImageIcon } from "../../ui/icons";
import { Switch } from "../../ui/switch";
import { useToast } from "../../ui/toast";
import { useDebounced } from "../../lib/use-debounced";
import { GifPicker, MentionTextarea, imageError, useSiteConfig } from "../comments";
import { useCreatePost, useEmbedPreview } from "./api";
import { CheckInFields } from "./check-in-fields";
import { type ChosenImage, type PickedShow, effectiveSpoilers, formReducer, hasUnsentContent, initialFormState, previewsOf, validityOf } from "./form-state";
import { MediaPreview } from "./media-preview";
import { PollFields } from "./poll-fields";
import { type PostFormErrors, postFormErrors } from "./post-errors";
import { postRequestBody } from "./post-request";
import { ShowPicker } from "./show-picker";
import { useLeaveWarning } from "./use-leave-warning";
import { VisibilitySelect } from "./visibility-select";

/** The page's show: a ShowRef, or a whole Show whose seasons spare the check-in a request. */
export type PageShow = ShowRef & { seasons?: SeasonSummary[] | undefined };

export interface PostFormBodyProps {
  targetUser?: { id: number; username: string } | undefined;
  show?: PageShow | undefined;
  onPosted?: ((post: Post) => void) | undefined;
}

/** The character counter shows from here on (the limit is 2,000). */
const COUNTER_FROM = WALL_LIMITS.contentMax - 200;
const IMAGE_TYPES = "image/png,image/jpeg,image/gif,image/webp";

function pickedOf(show: PageShow | undefined): PickedShow | null {
  return show ? { id: show.id, title: show.original_title, poster: show.poster, year: show.year, slug: show.slug, seasons: show.seasons } : null;
}

/** Whether two files are the same choice (the spec: no duplicate images). */
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The form itself, for a signed-in verified user: collapsed to its text box until focused, then the
 * five types, the type's fields, the media, visibility, spoilers and the post button (disabled
 * unless the form is valid, and while posting). The rules live in form-state.ts.
 */
export function PostFormBody({ targetUser, show, onPosted }: PostFormBodyProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const config = useSiteConfig();
  const preset = useMemo(() => pickedOf(show), [show]);
  const reducer = useMemo(() => formReducer(preset), [preset]);
  const [state, dispatch] = useReducer(reducer, preset, initialFormState);
  const [expanded, setExpanded] = useState(false);
  const expandedRef = useRef(expanded);
  useEffect(() => {
    expandedRef.current = expanded;
  }, [expanded]);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [pickingGif, setPickingGif] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const section = useRef<HTMLElement | null>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const mediaBox = useRef<HTMLDivElement | null>(null);
  const typeGroup = useRef<HTMLDivElement | null>(null);
  /** The type button the focus returns to when the discard question closes. */
  const focusType = useRef<PostType>("post");
  const fileInput = useRef<HTMLInputElement | null>(null);
  const create = useCreatePost();
  const unsentContent = hasUnsentContent(state, preset?.id ?? null);
  const { blocker, unsent } = useLeaveWarning(unsentContent);
  const blockedHosts = config.data?.blocked_link_hosts ?? [];

  // The link preview: the text's first http(s) link, once typing has paused for 500 ms.
  const link = state.type === "poll" || state.media.kind !== "none" ? null : firstWebLink(state.content);
  const debouncedLink = useDebounced(link, WALL_LIMITS.embedDebounceMs);
  const previewLink = debouncedLink !== null && debouncedLink === link && debouncedLink !== state.dismissedLink ? debouncedLink : null;
  const preview = useEmbedPreview(previewLink);
  useEffect(() => {
    if (previewLink && preview.data) dispatch({ type: "embedLoaded", link: previewLink, embed: preview.data });
  }, [previewLink, preview.data]);

  // Image previews are object URLs: each is revoked once it leaves the form (or the form goes).
  const previews = useRef<string[]>([]);
  const current = previewsOf(state);
  useEffect(() => {
    for (const url of previews.current) if (!current.includes(url)) URL.revokeObjectURL(url);
    previews.current = current;
  });
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const valid = isPostFormValid(validityOf(state));
  const sameShow = state.type === "recommend" && state.show !== null && state.show.id === state.similar?.id;
  const length = Array.from(state.content).length;
  const contentId = `${id}-content`;
  const showCounter = length >= COUNTER_FROM;

  /** After a removal: the next remove button, or the image button when nothing is left. */
  const focusAfterRemoval = (index: number) =>
    requestAnimationFrame(() => {
      const buttons = mediaBox.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? fileInput.current)?.focus();
    });

  const collapse = () => {
    dispatch({ type: "reset" });
    setErrors({});
    setExpanded(false);
    // The focus goes to the form's region: the text box would open the form again.
    requestAnimationFrame(() => section.current?.focus());
  };

  const handleImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (!files.length) return;
    const kept = state.media.kind === "images" ? state.media.images : [];
    const room = WALL_LIMITS.imagesMax - kept.length;
    const chosen: ChosenImage[] = [];
    let problem: string | undefined = files.length > room ? t("wallForm.media.tooMany", { max: WALL_LIMITS.imagesMax }) : undefined;
    for (const file of files.slice(0, Math.max(0, room))) {
      if (kept.some((image) => sameFile(image.file, file)) || chosen.some((image) => sameFile(image.file, file))) {
        problem ??= t("wallForm.media.duplicate");
        continue;
      }
      const error = await imageError(file, t);
      if (error) {
        problem ??= error;
        continue;
      }
      chosen.push({ key: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`, file, preview: URL.createObjectURL(file) });
    }
    setErrors((before) => ({ ...before, media: problem }));
    if (chosen.length) dispatch({ type: "addImages", images: chosen });
  };

  const handleGif = (gif: Gif) => {
    dispatch({ type: "gif", gif });
    setErrors((before) => ({ ...before, media: undefined }));
    setPickingGif(false);
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid || create.isPending) return;
    // The server refuses the same links (400); saying it here spares the round trip.
    if (illegalLinks(state.content, blockedHosts).length > 0) {
      setErrors({ content: t("wallForm.errors.illegalLinks") });
      textarea.current?.focus();
      return;
    }
    setErrors({});
    const body = postRequestBody(state, { targetUserId: targetUser?.id, pageShowId: preset?.id, now: new Date() });
    create.mutate(body, {
      onSuccess: (post) => {
        unsent.current = false;
        collapse();
        toast(t("wallForm.posted"), "success");
        onPosted?.(post);
      },
      onError: (error) => {
        const next = postFormErrors(error, t);
        setErrors(next);
        if (next.content) textarea.current?.focus();
      },
    });
  };

  const handleCancel = () => {
    if (unsentContent) setCancelling(true);
    else collapse();
  };

  const typeLabel = (type: PostType) => t(`wallForm.types.${type}`);

  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-label={targetUser ? t("wallForm.labelOnWall", { username: targetUser.username }) : t("wallForm.label")}
      className="rounded-xl border border-zinc-200 bg-white p-3 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3" aria-busy={create.isPending || undefined}>
        {expanded && (
          <div ref={typeGroup} role="group" aria-label={t("wallForm.types.label")} className="flex flex-wrap gap-1.5">
            {POST_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={state.type === type}
                data-type={type}
                onClick={() => {
                  focusType.current = type;
                  dispatch({ type: "chooseType", postType: type });
                }}
                className={`rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  state.type === type
                    ? "border-brand-700 bg-brand-700 text-white dark:border-brand-600 dark:bg-brand-600"
                    : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
                }`}
              >
                {typeLabel(type)}
              </button>
            ))}
          </div>
        )}
        <div onFocus={() => setExpanded(true)}>
          <label htmlFor={contentId} className="sr-only">
            {t(`wallForm.contentLabel.${state.type}`)}
          </label>
          <MentionTextarea
            id={contentId}
            textareaRef={textarea}
            value={state.content}
            onChange={(value) => {
              dispatch({ type: "content", value });
              if (errors.content) setErrors((before) => ({ ...before, content: undefined }));
            }}
            rows={expanded ? 3 : 1}
            // Collapsed, one line high — unless the prompt wraps (a phone, a longer language): then as high as the prompt.
            className={expanded ? "" : "[field-sizing:content]"}
            hashtags
            placeholder={expanded ? t(`wallForm.placeholder.${state.type}`) : t("wallForm.prompt")}
            invalid={Boolean(errors.content) || length > WALL_LIMITS.contentMax}
            describedBy={describedBy(contentId, showCounter ? "counter" : undefined, errors.content)}
            onSubmitShortcut={() => handleSubmit()}
          />
        </div>
        <FieldMessages
          id={contentId}
          hint={showCounter ? t("wallForm.counter", { length, max: WALL_LIMITS.contentMax }) : undefined}
          error={errors.content}
        />
        <p aria-live="polite" className="text-sm text-zinc-600 empty:hidden dark:text-zinc-400">
          {state.notice === "pollRemovedMedia" ? t("wallForm.pollRemovedMedia") : ""}
        </p>
        {expanded && (
          <>
            {state.type === "check_in" && <CheckInFields state={state} dispatch={dispatch} errors={{ show: errors.show, episode: errors.episode }} />}
            {state.type === "recommend" && (
              <div className="grid gap-3 sm:grid-cols-2">
                <ShowPicker label={t("wallForm.show.label")} value={state.show} onChange={(picked) => dispatch({ type: "show", show: picked })} error={errors.show} />
                <ShowPicker
                  label={t("wallForm.show.similar")}
                  value={state.similar}
                  onChange={(picked) => dispatch({ type: "similar", show: picked })}
                  error={sameShow ? t("wallForm.errors.recommendSame") : errors.similar}
                />
              </div>
            )}
            {state.type === "poll" && <PollFields state={state} dispatch={dispatch} error={errors.poll} />}
            {state.type !== "poll" && (
              <div ref={mediaBox}>
                <MediaPreview
                  media={state.media}
                  onRemoveImage={(key, index) => {
                    dispatch({ type: "removeImage", key });
                    focusAfterRemoval(index);
                  }}
                  onRemoveGif={() => {
                    dispatch({ type: "removeGif" });
                    focusAfterRemoval(0);
                  }}
                  onRemoveEmbed={() => {
                    dispatch({ type: "removeEmbed" });
                    focusAfterRemoval(0);
                  }}
                />
              </div>
            )}
            {errors.media && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {errors.media}
              </p>
            )}
            {errors.form && <FormAlert>{errors.form}</FormAlert>}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
              {state.type !== "poll" && (
                <div className="flex items-center gap-2">
                  <label className="relative inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800">
                    <input ref={fileInput} type="file" multiple accept={IMAGE_TYPES} onChange={(event) => void handleImages(event)} className="sr-only" />
                    <ImageIcon />
                    {t("wallForm.media.images")}
                  </label>
                  {config.data?.gifs && (
                    <Button variant="secondary" className="!px-3 !py-1.5" onClick={() => setPickingGif(true)}>
                      {t("wallForm.media.gif")}
                    </Button>
                  )}
                </div>
              )}
              <VisibilitySelect value={state.visibility} onChange={(value) => dispatch({ type: "visibility", value })} />
              <div className="flex items-center gap-2">
                <Switch
                  id={`${id}-spoilers`}
                  checked={effectiveSpoilers(state)}
                  disabled={state.type === "check_in"}
                  onChange={(value) => dispatch({ type: "spoilers", value })}
                  labelledBy={`${id}-spoilers-label`}
                  describedBy={state.type === "check_in" ? `${id}-spoilers-note` : undefined}
                />
                <span id={`${id}-spoilers-label`} className="text-sm font-medium">
                  {t("wallForm.spoilers")}
                </span>
                {state.type === "check_in" && (
                  <span id={`${id}-spoilers-note`} className="sr-only">
                    {t("wallForm.spoilersCheckIn")}
                  </span>
                )}
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
              <Button variant="ghost" onClick={handleCancel}>
                {t("wallForm.cancel")}
              </Button>
              <Button type="submit" disabled={!valid} loading={create.isPending} loadingLabel={t("wallForm.posting")} aria-busy={create.isPending || undefined}>
                {t("wallForm.post")}
              </Button>
            </div>
          </>
        )}
      </form>
      {config.data?.gifs && <GifPicker open={pickingGif} onOpenChange={setPickingGif} onPick={handleGif} />}
      <ConfirmDialog
        open={state.pendingType !== null}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: "cancelDiscard" });
        }}
        title={t("wallForm.discard.title")}
        description={t("wallForm.discard.text", { type: typeLabel(state.type) })}
        confirmLabel={t("wallForm.discard.confirm")}
        onConfirm={() => {
          // Discarded: the focus goes to the type now chosen; kept: to the button that asked.
          if (state.pendingType) focusType.current = state.pendingType;
          dispatch({ type: "confirmDiscard" });
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          typeGroup.current?.querySelector<HTMLButtonElement>(`[data-type="${focusType.current}"]`)?.focus();
        }}
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t("wallForm.cancelPost.title")}
        description={t("wallForm.cancelPost.text")}
        confirmLabel={t("wallForm.cancelPost.confirm")}
        onConfirm={() => {
          setCancelling(false);
          collapse();
        }}
        onCloseAutoFocus={(event) => {
          // Discarded: the form is closed and its region takes the focus (collapse); kept: Radix returns it to Cancel.
          if (!expandedRef.current) event.preventDefault();
        }}
      />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title={t("wallForm.leave.title")}
        description={t("wallForm.leave.text")}
        confirmLabel={t("wallForm.leave.confirm")}
        onConfirm={() => {
          if (blocker.state === "blocked") blocker.proceed();
        }}
      />
    </section>
  );
}
