import { useTranslation } from "../../lib/use-translation";
import type { SessionInfo } from "@dizilog/shared/api";
import { ErrorState } from "../../ui/states";
import { useToast } from "../../ui/toast";
import { useRevokeSession, useSessions } from "./api";
import { deviceName } from "./device";
import { formatDateTime, formatRelative, useLocaleTag } from "../../lib/format";
import { buttonClass } from "../../ui/button";
import { SettingsCard } from "../../ui/section";
import { messageOf } from "../../lib/form-errors";

/** The user's active sessions; every one but this device's can be revoked. */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  let body;
  if (sessions.isPending) body = <SessionsSkeleton />;
  else if (sessions.isError) body = <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else {
    // This device first, then the most recently used.
    const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at));
    body = (
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {list.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
    );
  }
  return (
    <SettingsCard id="settings-sessions" title={t("settings.sessions.title")} description={t("settings.sessions.intro")}>
      {body}
    </SettingsCard>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const toast = useToast();
  const revoke = useRevokeSession();
  const name = deviceName(session.device) ?? (session.kind === "bearer" ? t("settings.sessions.app") : t("settings.sessions.unknownDevice"));
  const handleRevoke = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toast(t("settings.sessions.revoked"), "success"),
      onError: (error) => toast(messageOf(error, t("errors.default")), "error"),
    });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{name}</span>
          {session.current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
              {t("settings.sessions.thisDevice")}
            </span>
          )}
          {session.kind === "bearer" && (
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
              {t("settings.sessions.app")}
            </span>
          )}
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {session.ip_address && (
            <>
              <span dir="ltr">{session.ip_address}</span>
              {" · "}
            </>
          )}
          {t("settings.sessions.lastSeen")}{" "}
          <time dateTime={session.last_seen_at} title={formatDateTime(session.last_seen_at, tag)}>
            {formatRelative(session.last_seen_at, tag)}
          </time>
        </p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {t("settings.sessions.signedIn")} <time dateTime={session.created_at}>{formatDateTime(session.created_at, tag)}</time>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          onClick={handleRevoke}
          disabled={revoke.isPending}
          aria-label={t("settings.sessions.revokeNamed", { device: name })}
          className={`${buttonClass("secondary")} self-start sm:self-auto`}
        >
          {revoke.isPending ? t("settings.sessions.revoking") : t("settings.sessions.revoke")}
        </button>
      )}
    </li>
  );
}

function SessionsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="animate-pulse space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className="space-y-2">
          <div className="h-4 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
      ))}
    </div>
  );
}
