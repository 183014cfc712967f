import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { List } from "@dizilog/shared/api";
import { ApiError } from "../../lib/api";
import { useToast } from "../../ui/toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Modal } from "../../ui/modal";
import { ListForm } from "./create-list-modal";
import { type ListFields, useDeleteList, useUpdateList } from "./api";

/** Outlined, so it does not look like the form's main action (Save); the confirm dialog has the solid one. */
const DELETE_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-md border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/40";

export interface EditListModalProps {
  list: List;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the list is deleted (the list page leaves for the tracker's lists). */
  onDeleted?: () => void;
}

/** The edit-list modal: name, description and visibility; Delete asks first in a confirm dialog. */
export function EditListModal({ list, open, onOpenChange, onDeleted }: EditListModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("lists.edit.title")} description={t("lists.edit.description", { name: list.name })}>
      <EditListForm list={list} onClose={() => onOpenChange(false)} onDeleted={onDeleted} />
    </Modal>
  );
}

function EditListForm({ list, onClose, onDeleted }: { list: List; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateList();
  const remove = useDeleteList();
  const [confirming, setConfirming] = useState(false);

  const handleSubmit = (fields: ListFields) =>
    update.mutate(
      { id: list.id, fields },
      {
        onSuccess: () => {
          toast(t("lists.edit.saved"), "success");
          onClose();
        },
      },
    );

  const handleDelete = () =>
    remove.mutate(list.id, {
      onSuccess: () => {
        setConfirming(false);
        toast(t("lists.delete.success"), "success");
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        setConfirming(false);
        // A refusal the server explains (not allowed, gone) is said as it is; anything else is the spec's deletion failure.
        const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast(explained ? error.message : t("lists.delete.error"), "error");
      },
    });

  return (
    <>
      <ListForm
        initial={{ name: list.name, description: list.description, public: list.public }}
        submitLabel={t("lists.edit.submit")}
        pendingLabel={t("lists.edit.submitting")}
        pending={update.isPending}
        error={update.error}
        onSubmit={handleSubmit}
        onCancel={onClose}
        extraActions={
          list.abilities.delete && (
            <button type="button" onClick={() => setConfirming(true)} className={DELETE_BUTTON}>
              {t("lists.delete.button")}
            </button>
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("lists.delete.title")}
        description={t("lists.delete.text", { name: list.name })}
        confirmLabel={remove.isPending ? t("lists.delete.deleting") : t("lists.delete.confirm")}
        busy={remove.isPending}
        onConfirm={handleDelete}
      />
    </>
  );
}
