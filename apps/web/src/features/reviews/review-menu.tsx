import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Review } from "@dizilog/shared/api";
import { messageOf } from "../../lib/form-errors";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { useMe } from "../auth";
import { ReportItemModal } from "../item-actions";
import { useDeleteReview } from "./api";
import { ReviewModal } from "./review-modal";

const ITEM =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

export interface ReviewMenuProps {
  review: Review;
  /** Hides the review for the viewer (the caller shows the hidden notice with its undo). */
  onHide?: () => void;
}

/**
 * The review's menu: share for everyone; edit for its author; delete, after a confirmation, for
 * whoever the server allows (the author, the show's moderators, staff); report and hide for other
 * signed-in viewers (the shared item actions).
 */
export function ReviewMenu({ review, onHide }: ReviewMenuProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const me = useMe().data;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeleteReview(review.id);

  const handleShare = async () => {
    const url = new URL(review.url, window.location.origin).toString();
    if (navigator.share) {
      // A dismissed share sheet is no error.
      await navigator.share({ title: review.title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(t("reviews.menu.copied"), "success");
    } catch {
      toast(t("reviews.menu.copyFailed", { url }), "error");
    }
  };

  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast(t("reviews.menu.deleted"), "success");
        void navigate(review.show.url);
      },
      onError: (error) => toast(messageOf(error, t("reviews.menu.deleteFailed")), "error"),
    });

  return (
    <>
      <DropdownMenu.Root dir={i18n.dir()} modal={false}>
        <DropdownMenu.Trigger className="flex h-10 w-10 items-center justify-center rounded-full text-xl hover:bg-zinc-100 data-[state=open]:bg-zinc-100 dark:hover:bg-zinc-800 dark:data-[state=open]:bg-zinc-800">
          <span aria-hidden="true">⋯</span>
          <span className="sr-only">{t("reviews.menu.open")}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-40 w-48 rounded-lg border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          >
            <DropdownMenu.Item className={ITEM} onSelect={() => void handleShare()}>
              {t("reviews.menu.share")}
            </DropdownMenu.Item>
            {review.abilities.edit && (
              <DropdownMenu.Item className={ITEM} onSelect={() => setEditing(true)}>
                {t("reviews.menu.edit")}
              </DropdownMenu.Item>
            )}
            {review.abilities.report && (
              <DropdownMenu.Item className={ITEM} onSelect={() => setReporting(true)}>
                {t("reviews.menu.report")}
              </DropdownMenu.Item>
            )}
            {review.abilities.hide && onHide && (
              <DropdownMenu.Item className={ITEM} onSelect={onHide}>
                {t("reviews.menu.hide")}
              </DropdownMenu.Item>
            )}
            {review.abilities.delete && (
              <DropdownMenu.Item className={`${ITEM} text-red-700 dark:text-red-400`} onSelect={() => setConfirming(true)}>
                {t("reviews.menu.delete")}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {me && review.abilities.edit && (
        <ReviewModal open={editing} onOpenChange={setEditing} userId={me.id} show={{ id: review.show.id, title: review.show.original_title }} review={review} />
      )}
      {review.abilities.report && <ReportItemModal open={reporting} onOpenChange={setReporting} type="review" id={review.id} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("reviews.menu.confirmTitle")}
        description={t("reviews.menu.confirmText")}
        confirmLabel={remove.isPending ? t("reviews.menu.deleting") : t("reviews.menu.delete")}
        busy={remove.isPending}
        onConfirm={handleDelete}
      />
    </>
  );
}
