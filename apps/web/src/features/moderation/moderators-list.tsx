import { useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { Moderator } from "@dizilog/shared/api";
import { messageOf } from "../../lib/form-errors";
import { Avatar } from "../../ui/avatar";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { LoadMoreButton } from "../../ui/load-more";
import { ErrorState, Loader } from "../../ui/states";
import { useToast } from "../../ui/toast";
import { useModerators, useRemoveModerator } from "./api";

/** Staff: the moderators with their shows, each removable after a confirmation. */
export function ModeratorsList() {
  const { t } = useTranslation();
  const moderators = useModerators();
  if (moderators.isPending) return <Loader />;
  if (moderators.isError) return <ErrorState error={moderators.error} onRetry={() => void moderators.refetch()} />;
  if (moderators.data.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("moderation.team.empty")}</p>;
  return (
    <>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {moderators.data.map((moderator) => (
          <ModeratorRow key={`${moderator.user.id}-${moderator.show.id}`} moderator={moderator} />
        ))}
      </ul>
      <LoadMoreButton query={moderators} />
    </>
  );
}

function ModeratorRow({ moderator }: { moderator: Moderator }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveModerator();
  const [confirming, setConfirming] = useState(false);
  const { user, show } = moderator;
  const handleConfirm = () =>
    remove.mutate(
      { userId: user.id, showId: show.id },
      {
        onSuccess: () => toast(t("moderation.team.removed", { username: user.username, show: show.title }), "success"),
        onError: (error) => toast(messageOf(error, t("moderation.error")), "error"),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar src={user.avatar} size={40} />
      <div className="min-w-0 flex-1">
        <Link to={user.url} className="block truncate font-medium hover:underline">
          {user.name} <bdi dir="ltr" className="text-sm font-normal text-zinc-600 dark:text-zinc-400">@{user.username}</bdi>
        </Link>
        <Link to={show.url} className="block truncate text-sm text-brand-700 hover:underline dark:text-brand-500">
          {show.title}
        </Link>
      </div>
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => setConfirming(true)} aria-label={t("moderation.team.removeNamed", { username: user.username, show: show.title })}>
        {t("moderation.team.remove")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("moderation.team.removeTitle", { username: user.username })}
        description={t("moderation.team.removeIntro", { username: user.username, show: show.title })}
        confirmLabel={t("moderation.team.remove")}
        busy={remove.isPending}
        onConfirm={handleConfirm}
      />
    </li>
  );
}
