import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Post } from "@dizilog/shared/api";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { messageOf } from "../../lib/form-errors";
import { ReportItemModal } from "../item-actions";
import { useBlockUser } from "../settings";
import { useDeletePost, usePin } from "./api";
import { invalidateWall } from "./cache";

const ITEM =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800";

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
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const [confirm, setConfirm] = useState<"delete" | "block" | null>(null);
  const remove = useDeletePost(post.id);
  const pin = usePin(post);
  const block = useBlockUser();
  const { abilities } = post;

  const handleShare = async () => {
    const url = new URL(post.url, window.location.origin).href;
    try {
      if (navigator.share) await navigator.share({ url, title: t("wall.share.title", { name: post.user.name }) });
      else {
        await navigator.clipboard.writeText(url);
        toast(t("wall.share.copied"), "success");
      }
    } catch (error) {
      if ((error as Error).name !== "AbortError") toast(t("wall.share.failed"), "error");
    }
  };

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

  const handleBlock = () =>
    block.mutate(post.user.id, {
      onSuccess: () => {
        setConfirm(null);
        toast(t("profile.blocked", { username: post.user.username }), "success");
        // Their posts leave every feed the viewer reads.
        void invalidateWall(client);
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
          <span className="sr-only">{t("wall.menu.open", { name: post.user.name })}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className="z-40 min-w-44 rounded-lg border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          >
            <DropdownMenu.Item className={ITEM} onSelect={() => void handleShare()}>
              {t("wall.menu.share")}
            </DropdownMenu.Item>
            {abilities.pin && (
              <DropdownMenu.Item className={ITEM} disabled={pin.isPending} onSelect={handlePin}>
                {post.pinned ? t("wall.menu.unpin") : t("wall.menu.pin")}
              </DropdownMenu.Item>
            )}
            {abilities.edit && (
              <DropdownMenu.Item className={ITEM} onSelect={onEdit}>
                {t("wall.menu.edit")}
              </DropdownMenu.Item>
            )}
            {abilities.report && (
              <DropdownMenu.Item className={ITEM} onSelect={() => setReporting(true)}>
                {t("wall.menu.report")}
              </DropdownMenu.Item>
            )}
            {abilities.hide && (
              <DropdownMenu.Item className={ITEM} onSelect={onHide}>
                {t("wall.menu.hide")}
              </DropdownMenu.Item>
            )}
            {abilities.block && (
              <DropdownMenu.Item className={ITEM} onSelect={() => setConfirm("block")}>
                {t("wall.menu.block", { username: post.user.username })}
              </DropdownMenu.Item>
            )}
            {abilities.delete && (
              <DropdownMenu.Item className={`${ITEM} text-red-700 dark:text-red-400`} onSelect={() => setConfirm("delete")}>
                {t("wall.menu.delete")}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {abilities.report && <ReportItemModal open={reporting} onOpenChange={setReporting} type="post" id={post.id} />}
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(open) => setConfirm(open ? "delete" : null)}
        title={t("wall.confirmDelete.title")}
        description={t("wall.confirmDelete.text")}
        confirmLabel={t("wall.confirmDelete.confirm")}
        busy={remove.isPending}
        onConfirm={handleDelete}
      />
      <ConfirmDialog
        open={confirm === "block"}
        onOpenChange={(open) => setConfirm(open ? "block" : null)}
        title={t("profile.blockTitle", { name: post.user.name })}
        description={t("profile.blockIntro", { username: post.user.username })}
        confirmLabel={t("profile.blockConfirm")}
        busy={block.isPending}
        onConfirm={handleBlock}
      />
    </>
  );
}
