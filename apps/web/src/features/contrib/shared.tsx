import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { useRemoveMedia } from "./api";

/** The "sample data" mark of a demo row (decision 0049): seeded with the catalog, not kept by anyone. */
export function SampleMark() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
      {t("contrib.sample")}
    </span>
  );
}

/** A remove button with its confirmation, for staff and the show's moderators. */
export function RemoveMediaButton({ kind, id, title }: { kind: "music" | "clips" | "episode-images"; id: number; title: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveMedia();
  const [confirming, setConfirming] = useState(false);
  const handleConfirm = () =>
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => toast(t("contrib.removed"), "success"),
        onError: (error) => toast(messageOf(error, t("contrib.error")), "error"),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Button variant="ghost" className="px-2 py-1 text-sm" onClick={() => setConfirming(true)} aria-label={t("contrib.removeNamed", { title })}>
        {t("contrib.remove")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("contrib.confirmRemove.title", { title })}
        description={t("contrib.confirmRemove.description")}
        confirmLabel={t("contrib.remove")}
        busy={remove.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}
