import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import type { BlockedUser } from "@dizilog/shared/api";
import { EmptyState, ErrorState } from "../../ui/states";
import { useToast } from "../../ui/toast";
import { useBlocks, useUnblock } from "./api";
import { buttonClass } from "../../ui/button";
import { SectionHeader, SettingsCard } from "../../ui/section";

/** Settings › Blocking (spec "Blocked users"): avatar, name, @username and Unblock, or an empty text. */
export function BlockingSettings() {
  const { t } = useTranslation();
  const blocks = useBlocks();
  let body;
  if (blocks.isPending) body = <BlocksSkeleton />;
  else if (blocks.isError) body = <ErrorState error={blocks.error} onRetry={() => void blocks.refetch()} />;
  else if (blocks.data.length === 0) {
    body = (
      <EmptyState title={t("settings.blocking.empty")} icon={<BlockIcon />}>
        <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{t("settings.blocking.emptyHint")}</p>
      </EmptyState>
    );
  } else {
    body = (
      <SettingsCard>
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {blocks.data.map((user) => (
            <BlockedRow key={user.id} user={user} />
          ))}
        </ul>
      </SettingsCard>
    );
  }
  return (
    <div className="space-y-4">
      <SectionHeader title={t("settings.blocking.title")} description={t("settings.blocking.intro")} />
      {body}
    </div>
  );
}

function BlockedRow({ user }: { user: BlockedUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const unblock = useUnblock();
  const handleUnblock = () =>
    unblock.mutate(user.id, {
      onSuccess: () => toast(t("settings.blocking.unblockSuccess", { username: user.username }), "success"),
      onError: () => toast(t("settings.blocking.unblockError"), "error"),
    });
  return (
    <li className="flex items-center gap-3 py-3">
      <img src={user.avatar} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800" />
      <div className="min-w-0 flex-1">
        <Link to={user.url} className="block truncate font-medium hover:underline">
          {user.name}
        </Link>
        <p dir="ltr" className="truncate text-start text-sm text-zinc-600 dark:text-zinc-400">
          @{user.username}
        </p>
      </div>
      <button
        type="button"
        onClick={handleUnblock}
        disabled={unblock.isPending}
        aria-label={t("settings.blocking.unblockNamed", { name: user.name, username: user.username })}
        className={buttonClass("secondary")}
      >
        {unblock.isPending ? t("settings.blocking.unblocking") : t("settings.blocking.unblock")}
      </button>
    </li>
  );
}

function BlocksSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="animate-pulse space-y-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <div className="h-12 w-12 rounded-full bg-zinc-200 dark:bg-zinc-800" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-3 w-1/4 rounded bg-zinc-200 dark:bg-zinc-800" />
          </div>
        </div>
      ))}
    </div>
  );
}

function BlockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="m5.6 5.6 12.8 12.8" />
    </svg>
  );
}
