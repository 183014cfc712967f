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
 * forgotten. `refused`: we do not send there at all (not a push endpoint, or an address that is not
 * public: the SSRF guard), so the device is forgotten too. `rejected`: another 4xx (a payload or key
 * the service refuses): retrying would not help. A 5xx, 429 or network failure throws, and the job
 * retries for that device.
 */
export type PushOutcome = "sent" | "gone" | "refused" | "rejected";

/** Web push: sends one encrypted message to a browser's push service. */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey(): string;
  send(subscription: WebPushSubscription, message: PushMessage, options: { topic?: string; ttlSeconds: number }): Promise<PushOutcome>;
}

/** A failure worth retrying (the push service's 5xx or 429, a network error). */
export class PushDeliveryError extends Error {}

/** An endpoint whose host resolves to no public address: never worth retrying. */
export class PushAddressRefused extends Error {}
