import { useTranslation } from "../../lib/use-translation";
import type { User } from "@dizilog/shared/api";

/** What a private account shows instead of its lists and posts to someone who does not follow it. */
export function PrivateAccountNotice({ user }: { user: Pick<User, "username" | "follow_status"> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="private-account-title" className="flex items-start gap-4 rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900/60">
      <LockIcon />
      <div>
        <h2 id="private-account-title" className="font-semibold">
          {t("social.private.title")}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {user.follow_status === "requested" ? t("social.private.requested", { username: user.username }) : t("social.private.body", { username: user.username })}
        </p>
      </div>
    </section>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-zinc-500 dark:text-zinc-400" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
      <rect x="5" y="10" width="14" height="10" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
