import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Reply } from "@dizilog/shared/api";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ItemMenu } from "../../ui/item-menu";
import { useToast } from "../../ui/toast";
import { messageOf } from "../../lib/form-errors";
import { ReportItemModal, useShareLink } from "../item-actions";
import { BlockUserDialog } from "../social";
import { refetchThreads, useDeleteComment } from "./api";

export interface CommentMenuProps {
  comment: Reply;
  onEdit: () => void;
  onHide: () => void;
}

/**
 * The comment's menu (spec: report, share, edit, hide, block, delete): share for everyone; edit and
 * delete as the comment's `abilities` allow (the author; delete also the show's moderators and
 * staff); report, hide and block on others' comments only. Delete and block ask first.
 */
export function CommentMenu({ comment, onEdit, onHide }: CommentMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const share = useShareLink();
  const [reporting, setReporting] = useState(false);
  // Reported here: no second "Report" until the item's next copy from the server says so too.
  const [reported, setReported] = useState(false);
  const [confirm, setConfirm] = useState<"delete" | "block" | null>(null);
  const remove = useDeleteComment(comment);
  const { abilities } = comment;

  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        toast(t("comments.deleted"), "success");
      },
      onError: (error) => {
        setConfirm(null);
        toast(messageOf(error, t("comments.errors.delete")), "error");
      },
    });

  return (
    <>
      <ItemMenu
        label={t("comments.menu.open", { name: comment.user.name })}
        entries={[
          {
            label: t("comments.menu.share"),
            onSelect: () =>
              void share(comment.url, t("comments.share.title", { name: comment.user.name }), { copied: t("comments.share.copied"), failed: t("comments.share.failed") }),
          },
          abilities.edit && { label: t("comments.menu.edit"), onSelect: onEdit },
          abilities.report && !reported && { label: t("comments.menu.report"), onSelect: () => setReporting(true) },
          abilities.hide && { label: t("comments.menu.hide"), onSelect: onHide },
          abilities.block && { label: t("comments.menu.block", { username: comment.user.username }), onSelect: () => setConfirm("block") },
          abilities.delete && { label: t("comments.menu.delete"), onSelect: () => setConfirm("delete"), danger: true },
        ]}
      />
      {abilities.report && <ReportItemModal open={reporting} onOpenChange={setReporting} type="comment" id={comment.id} onReported={() => setReported(true)} />}
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(open) => setConfirm(open ? "delete" : null)}
        title={t("comments.confirmDelete.title")}
        description={comment.parent_id === null && comment.reply_count > 0 ? t("comments.confirmDelete.withReplies", { count: comment.reply_count }) : t("comments.confirmDelete.text")}
        confirmLabel={t("comments.confirmDelete.confirm")}
        busy={remove.isPending}
        onConfirm={handleDelete}
      />
      {abilities.block && (
        <BlockUserDialog
          user={comment.user}
          open={confirm === "block"}
          onOpenChange={(open) => setConfirm(open ? "block" : null)}
          // Their comments (and replies) leave every thread the viewer reads.
          onBlocked={() => void refetchThreads(client)}
        />
      )}
    </>
  );
}
