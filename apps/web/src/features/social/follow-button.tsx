import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { FollowStatus } from "@dizilog/shared/api";
import { messageOf } from "../../lib/form-errors";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { useGatedAction } from "../../entities/user";
import { useFollow } from "./api";

export interface FollowButtonProps {
  user: { id: number; name: string; username: string; private_account?: boolean | undefined; follow_status?: FollowStatus | undefined };
  /** A smaller button, for rows of a list. */
  compact?: boolean;
}

/**
 * Follow → Following, or Requested for a private account. Unfollowing and taking back a request
 * ask first. A visitor gets the login modal.
 */
export function FollowButton({ user, compact = false }: FollowButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const gated = useGatedAction();
  const follow = useFollow();
  const [confirming, setConfirming] = useState(false);
  const status = user.follow_status ?? "none";
  const size = compact ? "px-3 py-1.5" : "";

  const run = (wanted: boolean) =>
    follow.mutate(
      { user: { id: user.id, private_account: user.private_account ?? false }, follow: wanted },
      {
        onSuccess: (next) => {
          setConfirming(false);
          if (next === "requested") toast(t("social.follow.requestedToast", { username: user.username }), "success");
        },
        onError: (error) => {
          setConfirming(false);
          toast(messageOf(error, t("social.follow.error")), "error");
        },
      },
    );

  if (status === "none") {
    return (
      <Button className={size} onClick={() => gated(() => run(true))} aria-label={t("social.follow.followNamed", { username: user.username })}>
        {t("social.follow.follow")}
      </Button>
    );
  }
  const following = status === "following";
  return (
    <>
      <Button
        variant="secondary"
        className={size}
        onClick={() => setConfirming(true)}
        aria-label={following ? t("social.follow.followingNamed", { username: user.username }) : t("social.follow.requestedNamed", { username: user.username })}
      >
        {following ? t("social.follow.following") : t("social.follow.requested")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={following ? t("social.follow.unfollowTitle", { name: user.name }) : t("social.follow.cancelTitle", { name: user.name })}
        description={following ? t("social.follow.unfollowIntro", { username: user.username }) : t("social.follow.cancelIntro", { username: user.username })}
        confirmLabel={following ? t("social.follow.unfollow") : t("social.follow.cancelRequest")}
        busy={follow.isPending}
        onConfirm={() => run(false)}
      />
    </>
  );
}
