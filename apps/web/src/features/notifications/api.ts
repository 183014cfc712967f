import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useInfiniteQuery } from "../../lib/query";
import { useTranslation } from "../../lib/use-translation";
import type { Notification, NotificationsPage, UnreadCount, User } from "@dizilog/shared/api";
import { GROUPED_NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from "@dizilog/shared/api/notification-kinds";
import { api, toQueryString } from "../../lib/api";
import { authKeys } from "../auth";
import { updateMe } from "../../entities/user";

export const notificationKeys = {
  all: ["notifications"] as const,
  /** Texts come in the reader's language: one cache per language. */
  list: (lang: string) => ["notifications", "list", lang] as const,
};

type Pages = InfiniteData<NotificationsPage, string | undefined>;

/** GET /api/me/notifications, 10 a page (spec section 9), newest first; `enabled` false waits (the closed bell). */
export function useNotifications(enabled = true) {
  const lang = useTranslation().i18n.language;
  return useInfiniteQuery({
    queryKey: notificationKeys.list(lang),
    queryFn: ({ pageParam, signal }) =>
      api<NotificationsPage>(`/api/me/notifications${toQueryString({ limit: NOTIFICATION_PAGE_SIZE, cursor: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.cursor.next ?? undefined,
    enabled,
    // The stream keeps the first page fresh; a refetch on focus catches what it missed.
    staleTime: 60_000,
  });
}

/** The bell's count lives on the cached user (`User.unread_count`). */
export function setUnreadCount(client: QueryClient, count: number): void {
  updateMe(client, () => ({ unread_count: count }));
}

/** Applies `change` to every cached notification (every language's list). */
function patchNotifications(client: QueryClient, change: (n: Notification) => Notification): void {
  client.setQueriesData<Pages>({ queryKey: notificationKeys.all }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(change) })) } : data,
  );
}

/**
 * A grouped kind's notification replaces the unread one of the same kind and item: the server
 * updated that row under a new id ("Ayşe and 4 others liked your post", decision 0038).
 */
function sameGroup(a: Notification, b: Notification): boolean {
  return (
    (GROUPED_NOTIFICATION_KINDS as readonly string[]).includes(a.type) &&
    a.type === b.type &&
    a.subject.type === b.subject.type &&
    a.subject.id === b.subject.id &&
    b.read_at === null
  );
}

/** The pages with a notification that just arrived first, and the older copy of its group gone. */
export function withArrived(data: Pages | undefined, notification: Notification): Pages | undefined {
  if (!data?.pages.length) return data;
  if (data.pages.some((page) => page.data.some((n) => n.id === notification.id))) return data;
  const pages = data.pages.map((page) => ({ ...page, data: page.data.filter((n) => !sameGroup(notification, n)) }));
  const [first, ...rest] = pages;
  return { ...data, pages: [{ ...first!, data: [notification, ...first!.data] }, ...rest] };
}

/** A notification that just arrived (the stream): first in every cached list of its language. */
export function prependNotification(client: QueryClient, lang: string, notification: Notification): void {
  client.setQueryData<Pages>(notificationKeys.list(lang), (data) => withArrived(data, notification));
  // Other languages' lists are refetched when next shown.
  void client.invalidateQueries({ queryKey: notificationKeys.all, predicate: (q) => q.queryKey[2] !== lang });
}

/** POST /api/me/notifications/read/{id}: read at once on screen, the server's count after. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<UnreadCount>(`/api/me/notifications/read/${id}`, { method: "POST" }),
    onMutate: (id) => {
      const now = new Date().toISOString();
      patchNotifications(client, (n) => (n.id === id && !n.read_at ? { ...n, read_at: now } : n));
    },
    onSuccess: (result) => setUnreadCount(client, result.data.unread_count),
    onError: () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST /api/me/notifications/read: every notification read, the count 0. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<UnreadCount>("/api/me/notifications/read", { method: "POST" }),
    onMutate: () => {
      const now = new Date().toISOString();
      patchNotifications(client, (n) => (n.read_at ? n : { ...n, read_at: now }));
      const previous = client.getQueryData<User | null>(authKeys.me)?.unread_count;
      setUnreadCount(client, 0);
      return { previous };
    },
    onSuccess: (result) => setUnreadCount(client, result.data.unread_count),
    onError: (_error, _vars, context) => {
      if (context?.previous !== undefined) setUnreadCount(client, context.previous);
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
