import { useTranslation } from "../../lib/use-translation";
import type { User } from "@dizilog/shared/api";
import { messageOf } from "../../lib/form-errors";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { useBlockUser } from "./api";

export interface BlockUserDialogProps {
  user: Pick<User, "id" | "name" | "username">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the block is stored (the caller refreshes what the blocked user's items were in). */
  onBlocked?: () => void;
}

/**
 * "Block @user?" and, on confirmation, POST /api/blocks with its toasts: the one block confirmation
 * of the site (a profile's Block button and the menus of comments and posts).
 */
export function BlockUserDialog({ user, open, onOpenChange, onBlocked }: BlockUserDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const block = useBlockUser();

  const handleConfirm = () =>
    block.mutate(user.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast(t("profile.blocked", { username: user.username }), "success");
        onBlocked?.();
      },
      onError: (error) => {
        onOpenChange(false);
        toast(messageOf(error, t("profile.blockError")), "error");
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("profile.blockTitle", { name: user.name })}
      description={t("profile.blockIntro", { username: user.username })}
      confirmLabel={t("profile.blockConfirm")}
      busy={block.isPending}
      onConfirm={handleConfirm}
    />
  );
}
