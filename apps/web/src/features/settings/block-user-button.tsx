import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { useToast } from "../../ui/toast";
import { useBlockUser } from "./api";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { buttonClass } from "../../ui/button";
import { messageOf } from "../../lib/form-errors";

export interface BlockUserButtonProps {
  user: Pick<User, "id" | "name" | "username">;
}

/** "Block" on another user's profile: asks first, then POST /api/blocks; afterwards links to the blocked list. */
export function BlockUserButton({ user }: BlockUserButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const block = useBlockUser();
  const [open, setOpen] = useState(false);

  const handleConfirm = () =>
    block.mutate(user.id, {
      onSuccess: () => {
        setOpen(false);
        toast(t("profile.blocked", { username: user.username }), "success");
      },
      onError: (error) => {
        setOpen(false);
        toast(messageOf(error, t("profile.blockError")), "error");
      },
    });

  if (block.isSuccess) {
    return (
      <Link to="/settings/blocking" className={buttonClass("secondary")}>
        {t("profile.manageBlocked")}
      </Link>
    );
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("secondary")}>
        {t("profile.block")}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("profile.blockTitle", { name: user.name })}
        description={t("profile.blockIntro", { username: user.username })}
        confirmLabel={t("profile.blockConfirm")}
        busy={block.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}
