import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { List, Show } from "@dizilog/shared/api";
import { useToast } from "../../ui/toast";
import { TextInput } from "../../ui/text-input";
import { Modal } from "../../ui/modal";
import { LIST_FORM_LIMITS, type ListFields, useAddToList, useCreateList } from "./api";
import { buttonClass } from "../../ui/button";
import { SwitchRow } from "../../ui/switch";
import { FormAlert } from "../../ui/form-alert";
import { fieldErrorsOf, focusFirstError, messageOf } from "../../lib/form-errors";

const FIELDS = ["name", "description", "public"] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

export interface ListFormProps {
  initial: ListFields;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failed call, if any: its field errors go under the fields, any other message above the buttons. */
  error: unknown;
  onSubmit: (fields: ListFields) => void;
  onCancel: () => void;
  /** More actions at the start of the button row (the edit modal's Delete). */
  extraActions?: ReactNode;
}

/** The fields of a list (spec "List": name required, description up to 250, public flag). */
export function ListForm({ initial, submitLabel, pendingLabel, pending, error, onSubmit, onCancel, extraActions }: ListFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => ({ name: initial.name, description: initial.description ?? "", public: initial.public }));
  const [localErrors, setLocalErrors] = useState<Errors>({});
  const [shownError, setShownError] = useState<unknown>(null);
  // A new failure shows its messages again; editing a field hides that field's message.
  if (error !== shownError) {
    setShownError(error);
    if (error) setLocalErrors(fieldErrorsOf(error, FIELDS));
  }
  const generalError = error && !Object.keys(fieldErrorsOf(error, FIELDS)).length ? messageOf(error, t("errors.default")) : null;

  const set = <K extends keyof typeof values>(key: K) => (value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (localErrors[key]) setLocalErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    const description = values.description.trim();
    const errors: Errors = {};
    if (!name) errors.name = t("lists.form.nameRequired");
    else if (name.length > LIST_FORM_LIMITS.nameMax) errors.name = t("lists.form.nameMax", { max: LIST_FORM_LIMITS.nameMax });
    if (description.length > LIST_FORM_LIMITS.descriptionMax) errors.description = t("lists.form.descriptionMax", { max: LIST_FORM_LIMITS.descriptionMax });
    setLocalErrors(errors);
    if (Object.keys(errors).length) {
      focusFirstError(formRef.current, FIELDS, errors);
      return;
    }
    onSubmit({ name, description: description || null, public: values.public });
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={pending} className="space-y-4">
      <TextInput
        id={`${id}-name`}
        name="name"
        label={t("lists.form.name")}
        value={values.name}
        onChange={set("name")}
        required
        autoFocus
        maxLength={LIST_FORM_LIMITS.nameMax}
        autoComplete="off"
        placeholder={t("lists.form.namePlaceholder")}
        error={localErrors.name}
      />
      <TextInput
        id={`${id}-description`}
        name="description"
        label={t("lists.form.description")}
        value={values.description}
        onChange={set("description")}
        multiline
        rows={4}
        maxLength={LIST_FORM_LIMITS.descriptionMax}
        placeholder={t("lists.form.descriptionPlaceholder")}
        hint={t("lists.form.counter", { length: values.description.length, max: LIST_FORM_LIMITS.descriptionMax })}
        error={localErrors.description}
      />
      <SwitchRow
        id={`${id}-public`}
        label={t("lists.form.public")}
        description={values.public ? t("lists.form.publicHint") : t("lists.form.privateHint")}
        checked={values.public}
        onChange={set("public")}
      />
      {localErrors.public && <FormAlert>{localErrors.public}</FormAlert>}
      {generalError && <FormAlert>{generalError}</FormAlert>}
      <div className="flex flex-wrap items-center gap-2 pt-1">
        {extraActions}
        <div className="ms-auto flex flex-wrap gap-2">
          <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
            {t("lists.form.cancel")}
          </button>
          <button type="submit" disabled={pending} className={buttonClass("primary")}>
            {pending ? pendingLabel : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}

export interface CreateListModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A show to put in the new list (the show page's "New list…"). */
  addShow?: Show;
  onCreated?: (list: List) => void;
}

/** The create-list modal. A free account's 6th list is refused: the server's message is shown in the form. */
export function CreateListModal({ open, onOpenChange, addShow, onCreated }: CreateListModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("lists.create.title")} description={t("lists.create.description")}>
      {/* Mounted only while open: every opening starts from an empty form. */}
      <CreateListForm addShow={addShow} onClose={() => onOpenChange(false)} onCreated={onCreated} />
    </Modal>
  );
}

function CreateListForm({ addShow, onClose, onCreated }: { addShow?: Show; onClose: () => void; onCreated?: (list: List) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateList();
  const addToList = useAddToList();
  const handleSubmit = (fields: ListFields) =>
    create.mutate(fields, {
      onSuccess: (list) => {
        if (addShow) {
          addToList.mutate({ listId: list.id, show: addShow });
          toast(t("lists.create.createdWithShow", { name: list.name }), "success");
        } else toast(t("lists.create.created", { name: list.name }), "success");
        onClose();
        onCreated?.(list);
      },
    });
  return (
    <ListForm
      initial={{ name: "", description: null, public: true }}
      submitLabel={t("lists.create.submit")}
      pendingLabel={t("lists.create.submitting")}
      pending={create.isPending}
      error={create.error}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
}
