import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { useNavigate } from "react-router";
import type { Review } from "@dizilog/shared/api";
import { messageOf } from "../../lib/form-errors";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ItemMenu } from "../../ui/item-menu";
import { useToast } from "../../ui/toast";
import { useMe } from "../../entities/user";
import { ReportItemModal, absoluteUrl, useShareLink } from "../item-actions";
import { useDeleteReview } from "./api";
import { ReviewModal } from "./review-modal";

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
  const { t } = useTranslation();
  const toast = useToast();
  const share = useShareLink();
  const navigate = useNavigate();
  const me = useMe().data;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Reported here: no second "Report" until the item's next copy from the server says so too.
  const [reported, setReported] = useState(false);
  const remove = useDeleteReview(review.id);

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
      <ItemMenu
        label={t("reviews.menu.open")}
        entries={[
          {
            label: t("reviews.menu.share"),
            onSelect: () => void share(review.url, review.title, { copied: t("reviews.menu.copied"), failed: t("reviews.menu.copyFailed", { url: absoluteUrl(review.url) }) }),
          },
          review.abilities.edit && { label: t("reviews.menu.edit"), onSelect: () => setEditing(true) },
          review.abilities.report && !reported && { label: t("reviews.menu.report"), onSelect: () => setReporting(true) },
          review.abilities.hide && onHide !== undefined && { label: t("reviews.menu.hide"), onSelect: onHide },
          review.abilities.delete && { label: t("reviews.menu.delete"), onSelect: () => setConfirming(true), danger: true },
        ]}
      />
      {me && review.abilities.edit && (
        <ReviewModal open={editing} onOpenChange={setEditing} userId={me.id} show={{ id: review.show.id, title: review.show.original_title }} review={review} />
      )}
      {review.abilities.report && <ReportItemModal open={reporting} onOpenChange={setReporting} type="review" id={review.id} onReported={() => setReported(true)} />}
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
