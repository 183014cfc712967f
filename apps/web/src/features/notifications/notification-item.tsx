import { useTranslation } from "../../lib/use-translation";
import type { Notification } from "@dizilog/shared/api";
import { formatRelative, useLocaleTag } from "../../lib/format";
import { Avatar } from "../../ui/avatar";
import { BellIcon, CalendarIcon, FilmIcon } from "../../ui/icons";

/**
 * The picture of a notification without an actor: the catalog's own news (decision 0048) shows what
 * it is about — a calendar for a moved air time, a film strip for an episode, a season or a premiere;
 * anything else the bell.
 */
function SiteIcon({ type }: { type: string }) {
  if (type === "date_change") return <CalendarIcon className="h-5 w-5" />;
  if (type === "episode_info" || type === "new_season" || type === "watchlist") return <FilmIcon className="h-5 w-5" />;
  return <BellIcon />;
}

/**
 * What a notification shows: who (their picture, or the bell for the site), what (its text, in the
 * reader's language), when, and whether it is still unread (a dot and, for screen readers, a word).
 */
export function NotificationContent({ notification, compact = false }: { notification: Notification; compact?: boolean }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const unread = notification.read_at === null;
  const size = compact ? 36 : 44;
  return (
    <>
      {notification.actor ? (
        <Avatar src={notification.actor.avatar} size={size} />
      ) : (
        <span className="flex shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-500" style={{ width: size, height: size }}>
          <SiteIcon type={notification.type} />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className={`block text-sm ${unread ? "font-semibold text-zinc-900 dark:text-zinc-50" : "text-zinc-700 dark:text-zinc-300"}`}>
          {unread && <span className="sr-only">{t("notifications.unread")}: </span>}
          {notification.text}
        </span>
        <time dateTime={notification.created} className="mt-0.5 block text-xs text-zinc-600 dark:text-zinc-400">
          {formatRelative(notification.created, tag)}
        </time>
      </span>
      {unread && <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-500" />}
    </>
  );
}
