import type { NotificationRecord } from "../domain/notification-record.js";

/** What the hub carries to a user's open streams. */
export type RealtimeMessage = {
  type: "notification";
  /** The new notification, JSON-safe; each stream presents it in its own reader's language. */
  notification: NotificationRecord;
  unreadCount: number;
};

export type RealtimeListener = (message: RealtimeMessage) => void;

/**
 * Messages to users connected now (the notification bell's stream). One hub per process: in
 * process by default, Redis pub/sub when REDIS_URL is set, so that a message published by any
 * instance (a worker handling an event) reaches the user's streams on every instance. Delivery is
 * at most once and only to streams open at that moment; the notifications themselves are stored,
 * and a client that reconnects reads them from the API.
 */
export interface RealtimeHub {
  readonly kind: "memory" | "redis";
  publish(userId: number, message: RealtimeMessage): Promise<void>;
  /**
   * Listens to one user's messages; resolves once the subscription is in place (a message published
   * after that reaches the listener). Answers the function that stops listening.
   */
  subscribe(userId: number, listener: RealtimeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Calls each listener with its own copy; one listener's throw does not stop the others. */
export function deliver(listeners: Iterable<RealtimeListener>, text: string): void {
  for (const listener of listeners) {
    try {
      listener(JSON.parse(text) as RealtimeMessage);
    } catch (error) {
      console.error("realtime: a listener failed:", error);
    }
  }
}
