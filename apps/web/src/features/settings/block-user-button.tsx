import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { User } from "@dizilog/shared/api";
import { buttonClass } from "../../ui/button";
import { BlockUserDialog } from "../social";

export interface BlockUserButtonProps {
  user: Pick<User, "id" | "name" | "username">;
}

/** "Block" on another user's profile: asks first, then POST /api/blocks; afterwards links to the blocked list. */
export function BlockUserButton({ user }: BlockUserButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [blocked, setBlocked] = useState(false);

  if (blocked) {
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
      <BlockUserDialog user={user} open={open} onOpenChange={setOpen} onBlocked={() => setBlocked(true)} />
    </>
  );
}
