import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "../../lib/use-translation";
import type { NotificationStreamEvent, User } from "@dizilog/shared/api";
import { authKeys } from "../auth";
import { notificationKeys, prependNotification, setUnreadCount } from "./api";

/** The longest wait between two attempts when the stream cannot be opened (the server is down, the session ended). */
const MAX_RETRY_MS = 60_000;

/**
 * Listens to the signed-in user's notification stream (Server-Sent Events) so that the bell and the
 * lists update without a reload. EventSource reconnects by itself after a dropped connection (and
 * when the server ends a stream to check the session again); when it gives up (an error answer), this
 * opens a new one with a growing delay and asks for the user again, which stops it after a sign-out.
 */
export function useNotificationStream(userId: number | undefined): void {
  const client = useQueryClient();
  const lang = useTranslation().i18n.language;
  useEffect(() => {
    if (userId === undefined || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;

    const connect = () => {
      source = new EventSource(`/api/me/notifications/stream?lang=${encodeURIComponent(lang)}`);
      source.addEventListener("unread", (event) => {
        attempts = 0;
        const { unread_count } = JSON.parse((event as MessageEvent<string>).data) as { unread_count: number };
        const known = client.getQueryData<User | null>(authKeys.me)?.unread_count;
        setUnreadCount(client, unread_count);
        // Back after a gap with a different count: what arrived meanwhile is fetched.
        if (known !== unread_count) void client.invalidateQueries({ queryKey: notificationKeys.all });
      });
      source.addEventListener("notification", (event) => {
        const { notification, unread_count } = JSON.parse((event as MessageEvent<string>).data) as NotificationStreamEvent;
        setUnreadCount(client, unread_count);
        prependNotification(client, lang, notification);
      });
      source.onerror = () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** attempts++);
        void client.invalidateQueries({ queryKey: authKeys.me });
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [client, userId, lang]);
}
