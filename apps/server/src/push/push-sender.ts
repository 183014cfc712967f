import type { WebPushSubscription } from "../domain/push-subscription.js";

/** What the service worker shows (public/sw.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens (a path on this site). */
  url: string;
  /** Notifications with one tag replace each other on the device (a retried push shows once). */
  tag: string;
  icon: string;
}

/**
 * `sent`: the push service took it. `gone`: 404 or 410, the subscription is dead and the device is
 * forgotten. `rejected`: another 4xx (a payload or key the service refuses): retrying would not help.
 * A 5xx, 429 or network failure throws, and the job retries.
 */
export type PushOutcome = "sent" | "gone" | "rejected";

/** Web push: sends one encrypted message to a browser's push service. */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey(): string;
  send(subscription: WebPushSubscription, message: PushMessage, options: { topic?: string; ttlSeconds: number }): Promise<PushOutcome>;
}

/** A failure worth retrying (the push service's 5xx or 429, a network error). */
export class PushDeliveryError extends Error {}
