import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { Post } from "@dizilog/shared/api";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ItemMenu } from "../../ui/item-menu";
import { useToast } from "../../ui/toast";
import { messageOf } from "../../lib/form-errors";
import { ReportItemModal, useShareLink } from "../item-actions";
import { BlockUserDialog } from "../social";
import { useDeletePost, usePin } from "./api";
import { invalidateWall } from "../../entities/post";

export interface PostMenuProps {
  post: Post;
  onEdit: () => void;
  onHide: () => void;
  /** After the post is deleted (the single post page leaves). */
  onDeleted?: (() => void) | undefined;
}

/**
 * A post's menu (product-spec: share, edit, delete for the author; report, hide, block for others;
 * pin / unpin on one's own wall), each entry as the post's `abilities` allow. Delete and block ask first.
 */
export function PostMenu({ post, onEdit, onHide, onDeleted }: PostMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const share = useShareLink();
  const [reporting, setReporting] = useState(false);
  // Reported here: no second "Report" until the item's next copy from the server says so too.
  const [reported, setReported] = useState(false);
  const [confirm, setConfirm] = useState<"delete" | "block" | null>(null);
  const remove = useDeletePost(post.id);
  const pin = usePin(post);
  const { abilities } = post;

  const handlePin = () =>
    pin.mutate(!post.pinned, {
      onSuccess: (pinned) => toast(pinned ? t("wall.pinned.done") : t("wall.pinned.undone"), "success"),
      onError: (error) => toast(messageOf(error, t("wall.pinned.error")), "error"),
    });

  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        toast(t("wall.deleted"), "success");
        onDeleted?.();
      },
      onError: (error) => {
        setConfirm(null);
        toast(messageOf(error, t("wall.errors.delete")), "error");
      },
    });

  return (
    <>
      <ItemMenu
        label={t("wall.menu.open", { name: post.user.name })}
        entries={[
          {
            label: t("wall.menu.share"),
            onSelect: () => void share(post.url, t("wall.share.title", { name: post.user.name }), { copied: t("wall.share.copied"), failed: t("wall.share.failed") }),
          },
          abilities.pin && { label: post.pinned ? t("wall.menu.unpin") : t("wall.menu.pin"), onSelect: handlePin, disabled: pin.isPending },
          abilities.edit && { label: t("wall.menu.edit"), onSelect: onEdit },
          abilities.report && !reported && { label: t("wall.menu.report"), onSelect: () => setReporting(true) },
          abilities.hide && { label: t("wall.menu.hide"), onSelect: onHide },
          abilities.block && { label: t("wall.menu.block", { username: post.user.username }), onSelect: () => setConfirm("block") },
          abilities.delete && { label: t("wall.menu.delete"), onSelect: () => setConfirm("delete"), danger: true },
        ]}
      />
      {abilities.report && <ReportItemModal open={reporting} onOpenChange={setReporting} type="post" id={post.id} onReported={() => setReported(true)} />}
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(open) => setConfirm(open ? "delete" : null)}
        title={t("wall.confirmDelete.title")}
        description={t("wall.confirmDelete.text")}
        confirmLabel={t("wall.confirmDelete.confirm")}
        busy={remove.isPending}
        onConfirm={handleDelete}
      />
      {abilities.block && (
        <BlockUserDialog
          user={post.user}
          open={confirm === "block"}
          onOpenChange={(open) => setConfirm(open ? "block" : null)}
          // Their posts leave every feed the viewer reads.
          onBlocked={() => void invalidateWall(client)}
        />
      )}
    </>
  );
}
