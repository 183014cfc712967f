import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Reply } from "@dizilog/shared/api";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { messageOf } from "../../lib/form-errors";
import { ReportItemModal } from "../item-actions";
import { useBlockUser } from "../settings";
import { refetchThreads, useDeleteComment } from "./api";

const ITEM =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

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
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const [confirm, setConfirm] = useState<"delete" | "block" | null>(null);
  const remove = useDeleteComment(comment);
  const block = useBlockUser();
  const { abilities } = comment;

  const handleShare = async () => {
    const url = new URL(comment.url, window.location.origin).href;
    try {
      if (navigator.share) await navigator.share({ url, title: t("comments.share.title", { name: comment.user.name }) });
      else {
        await navigator.clipboard.writeText(url);
        toast(t("comments.share.copied"), "success");
      }
    } catch (error) {
      if ((error as Error).name !== "AbortError") toast(t("comments.share.failed"), "error");
    }
  };

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

  const handleBlock = () =>
    block.mutate(comment.user.id, {
      onSuccess: () => {
        setConfirm(null);
        toast(t("profile.blocked", { username: comment.user.username }), "success");
        // Their comments (and replies) leave every thread the viewer reads.
        void refetchThreads(client);
      },
      onError: (error) => {
        setConfirm(null);
        toast(messageOf(error, t("profile.blockError")), "error");
      },
    });

  return (
    <>
      <DropdownMenu.Root dir={i18n.dir()} modal={false}>
        <DropdownMenu.Trigger className="flex h-9 w-9 items-center justify-center rounded-full text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 data-[state=open]:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white dark:data-[state=open]:bg-zinc-800">
          <span aria-hidden="true" className="text-lg leading-none">
            ⋯
          </span>
          <span className="sr-only">{t("comments.menu.open", { name: comment.user.name })}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className="z-40 min-w-44 rounded-lg border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          >
            <DropdownMenu.Item className={ITEM} onSelect={() => void handleShare()}>
              {t("comments.menu.share")}
            </DropdownMenu.Item>
            {abilities.edit && (
              <DropdownMenu.Item className={ITEM} onSelect={onEdit}>
                {t("comments.menu.edit")}
              </DropdownMenu.Item>
            )}
            {abilities.report && (
              <DropdownMenu.Item className={ITEM} onSelect={() => setReporting(true)}>
                {t("comments.menu.report")}
              </DropdownMenu.Item>
            )}
            {abilities.hide && (
              <DropdownMenu.Item className={ITEM} onSelect={onHide}>
                {t("comments.menu.hide")}
              </DropdownMenu.Item>
            )}
            {abilities.block && (
              <DropdownMenu.Item className={ITEM} onSelect={() => setConfirm("block")}>
                {t("comments.menu.block", { username: comment.user.username })}
              </DropdownMenu.Item>
            )}
            {abilities.delete && (
              <DropdownMenu.Item className={`${ITEM} text-red-700 dark:text-red-400`} onSelect={() => setConfirm("delete")}>
                {t("comments.menu.delete")}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {abilities.report && <ReportItemModal open={reporting} onOpenChange={setReporting} type="comment" id={comment.id} />}
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(open) => setConfirm(open ? "delete" : null)}
        title={t("comments.confirmDelete.title")}
        description={comment.parent_id === null && comment.reply_count > 0 ? t("comments.confirmDelete.withReplies", { count: comment.reply_count }) : t("comments.confirmDelete.text")}
        confirmLabel={t("comments.confirmDelete.confirm")}
        busy={remove.isPending}
        onConfirm={handleDelete}
      />
      <ConfirmDialog
        open={confirm === "block"}
        onOpenChange={(open) => setConfirm(open ? "block" : null)}
        title={t("profile.blockTitle", { name: comment.user.name })}
        description={t("profile.blockIntro", { username: comment.user.username })}
        confirmLabel={t("profile.blockConfirm")}
        busy={block.isPending}
        onConfirm={handleBlock}
      />
    </>
  );
}
