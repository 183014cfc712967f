import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Episode } from "@dizilog/shared/api";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { useGatedAction, useMe } from "../../entities/user";
import { LIST_FORM_LIMITS, useLogEpisode } from "../lists";
import { FieldMessages, describedBy, inputClass } from "../../ui/field";
import { TextInput } from "../../ui/text-input";
import { buttonClass } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrorsOf, focusFirstError, messageOf } from "../../lib/form-errors";
import { dateTimeFormat } from "../../lib/intl";

/** Half stars from 0.5 to 5 (spec "Star scale": 5, step 0.5, minimum 0.5). */
const RATINGS = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);
const FIELDS = ["watched_at", "rating", "note", "rewatch"] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** "Now" as a datetime-local value (YYYY-MM-DDTHH:mm) on the wall clock of a time zone (the browser's when unknown). */
export function localDateTime(timeZone: string | undefined, now: Date = new Date()): string {
  const options: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat("en-CA", { ...options, timeZone });
  } catch {
    format = dateTimeFormat("en-CA", options);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

export interface AddLogModalProps {
  episode: Pick<Episode, "id" | "code">;
  showTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The add-log modal (spec: it cannot be closed by the backdrop or a close button): a Modal that is not
 * dismissible (outside clicks and Escape ignored, no "×"); only Cancel or a successful Save close it.
 * The date is the user's wall clock in their time zone, sent without an offset for the server to
 * read in that same zone.
 */
export function AddLogModal({ episode, showTitle, open, onOpenChange }: AddLogModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      dismissible={false}
      title={t("diary.add.title")}
      description={t("diary.add.description", { show: showTitle, code: episode.code })}
    >
      {/* Mounted only while open: every opening starts from "now" and an empty form. */}
      <AddLogForm episode={episode} showTitle={showTitle} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function AddLogForm({ episode, showTitle, onClose }: { episode: Pick<Episode, "id" | "code">; showTitle: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const timeZone = useMe().data?.time_zone;
  const log = useLogEpisode();
  const formRef = useRef<HTMLFormElement>(null);
  const [watchedAt, setWatchedAt] = useState(() => localDateTime(timeZone));
  const [rating, setRating] = useState("");
  const [note, setNote] = useState("");
  const [rewatch, setRewatch] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  const clear = (field: Field) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    if (!watchedAt) local.watched_at = t("diary.form.required");
    else if (watchedAt > localDateTime(timeZone)) local.watched_at = t("diary.form.future");
    if (note.trim().length > LIST_FORM_LIMITS.noteMax) local.note = t("diary.form.noteMax", { max: LIST_FORM_LIMITS.noteMax });
    setErrors(local);
    setGeneralError(null);
    if (Object.keys(local).length) {
      focusFirstError(formRef.current, FIELDS, local);
      return;
    }
    log.mutate(
      { episode_id: episode.id, watched_at: watchedAt, rating: rating ? Number(rating) : null, note: note.trim() || null, rewatch },
      {
        onSuccess: () => {
          toast(t("diary.add.saved", { show: showTitle, code: episode.code }), "success");
          onClose();
        },
        onError: (error) => {
          // The server's messages: under their fields, or above the buttons (not aired, verify email…).
          const fieldErrors = fieldErrorsOf(error, FIELDS);
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length) focusFirstError(formRef.current, FIELDS, fieldErrors);
          else setGeneralError(messageOf(error, t("errors.default")));
        },
      },
    );
  };

  const ratingId = `${id}-rating`;
  const rewatchId = `${id}-rewatch`;
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={log.isPending} className="space-y-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-watched`} className="text-sm font-medium">
          {t("diary.form.watchedAt")}
          <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        </label>
        <input
          id={`${id}-watched`}
          name="watched_at"
          type="datetime-local"
          required
          autoFocus
          value={watchedAt}
          max={localDateTime(timeZone)}
          onChange={(event) => {
            setWatchedAt(event.target.value);
            clear("watched_at");
          }}
          aria-invalid={errors.watched_at ? true : undefined}
          aria-describedby={describedBy(`${id}-watched`, t("diary.form.watchedAtHint"), errors.watched_at)}
          className={inputClass(Boolean(errors.watched_at))}
        />
        <FieldMessages id={`${id}-watched`} hint={t("diary.form.watchedAtHint")} error={errors.watched_at} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ratingId} className="text-sm font-medium">
          {t("diary.form.rating")}
        </label>
        <select
          id={ratingId}
          name="rating"
          value={rating}
          onChange={(event) => {
            setRating(event.target.value);
            clear("rating");
          }}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={describedBy(ratingId, null, errors.rating)}
          className={inputClass(Boolean(errors.rating))}
        >
          <option value="">{t("diary.form.noRating")}</option>
          {RATINGS.map((value) => (
            <option key={value} value={String(value)}>
              {t("diary.stars", { count: value })}
            </option>
          ))}
        </select>
        <FieldMessages id={ratingId} error={errors.rating} />
      </div>
      <TextInput
        id={`${id}-note`}
        name="note"
        label={t("diary.form.note")}
        value={note}
        onChange={(value) => {
          setNote(value);
          clear("note");
        }}
        multiline
        rows={4}
        maxLength={LIST_FORM_LIMITS.noteMax}
        placeholder={t("diary.form.notePlaceholder")}
        hint={t("diary.form.counter", { length: note.length, max: LIST_FORM_LIMITS.noteMax })}
        error={errors.note}
      />
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <input
            id={rewatchId}
            name="rewatch"
            type="checkbox"
            checked={rewatch}
            onChange={(event) => {
              setRewatch(event.target.checked);
              clear("rewatch");
            }}
            aria-describedby={describedBy(rewatchId, null, errors.rewatch)}
            className="h-5 w-5 rounded border-zinc-400 accent-brand-700"
          />
          <label htmlFor={rewatchId} className="text-sm font-medium">
            {t("diary.form.rewatch")}
          </label>
        </div>
        <FieldMessages id={rewatchId} error={errors.rewatch} />
      </div>
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <button type="button" onClick={onClose} disabled={log.isPending} className={buttonClass("secondary")}>
          {t("diary.form.cancel")}
        </button>
        <button type="submit" disabled={log.isPending} className={buttonClass("primary")}>
          {log.isPending ? t("diary.form.saving") : t("diary.form.save")}
        </button>
      </div>
    </form>
  );
}

export interface AddToDiaryButtonProps {
  episode: Pick<Episode, "id" | "code" | "has_aired">;
  showTitle: string;
}

/** "Add to diary" for an aired episode: a visitor gets the login modal, an unverified account the verify message. */
export function AddToDiaryButton({ episode, showTitle }: AddToDiaryButtonProps) {
  const { t } = useTranslation();
  const gated = useGatedAction();
  const [open, setOpen] = useState(false);
  if (!episode.has_aired) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => gated(() => setOpen(true), { verified: true })}
        className="inline-flex items-center gap-2 rounded-full border-2 border-zinc-300 px-4 py-2 text-sm font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M6 3h11a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6zM6 3a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2M10 8h5M10 12h5" />
        </svg>
        {t("diary.add.button")}
      </button>
      <AddLogModal episode={episode} showTitle={showTitle} open={open} onOpenChange={setOpen} />
    </>
  );
}
