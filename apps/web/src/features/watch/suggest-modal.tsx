import { type FormEvent, useState } from "react";
import { WATCH_LIMITS } from "@dizilog/shared/api/watch-ids";
import { useTranslation } from "../../lib/use-translation";
import { fieldErrorsOf, messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { Modal } from "../../ui/modal";
import { TextInput } from "../../ui/text-input";
import { useToast } from "../../ui/toast";
import { useSuggestShow } from "./api";

export interface SuggestModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title typed so far (a search with no results). */
  initialTitle?: string;
}

const FIELDS = ["title", "tvmaze_id", "note"] as const;

/** The spec's "suggest" modal: a fan names a show that is missing; it is added after SUGGESTION_DELAY. */
export function SuggestModal({ open, onOpenChange, initialTitle = "" }: SuggestModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("watch.suggest.title")} description={t("watch.suggest.description")} dismissible={false}>
      {open && <SuggestForm initialTitle={initialTitle} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function SuggestForm({ initialTitle, onDone }: { initialTitle: string; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const suggest = useSuggestShow();
  const [title, setTitle] = useState(initialTitle);
  const [tvmazeId, setTvmazeId] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number] | "form", string>>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setErrors({ title: t("watch.suggest.titleRequired") });
    if (tvmazeId.trim() && !/^\d{1,9}$/.test(tvmazeId.trim())) return setErrors({ tvmaze_id: t("watch.suggest.tvmazeInvalid") });
    setErrors({});
    suggest.mutate(
      { title: title.trim(), tvmaze_id: tvmazeId.trim() ? Number(tvmazeId.trim()) : null, note: note.trim() || null },
      {
        onSuccess: () => {
          toast(t("watch.suggest.sent"), "success");
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, FIELDS);
          setErrors(Object.keys(fields).length ? fields : { form: messageOf(error, t("watch.error")) });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <TextInput id="suggest-title" label={t("watch.suggest.showTitle")} value={title} onChange={setTitle} error={errors.title} maxLength={WATCH_LIMITS.suggestionTitleMax} required autoFocus />
      <TextInput id="suggest-tvmaze" label={t("watch.suggest.tvmaze")} hint={t("watch.suggest.tvmazeHint")} value={tvmazeId} onChange={setTvmazeId} error={errors.tvmaze_id} inputMode="numeric" optional />
      <TextInput id="suggest-note" label={t("watch.suggest.note")} value={note} onChange={setNote} error={errors.note} maxLength={WATCH_LIMITS.suggestionNoteMax} multiline rows={3} optional />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t("settings.cancel")}
        </Button>
        <Button type="submit" loading={suggest.isPending}>
          {t("watch.suggest.submit")}
        </Button>
      </div>
    </form>
  );
}
