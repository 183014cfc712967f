import { api } from "../../lib/api";
import { serviceWorkerReady } from "../../lib/service-worker";

/** The token this browser last registered for a user (spec "Push permission": sent again only if it changed). */
const tokenKey = (userId: number) => `dz-push-token:${userId}`;

/** Web push needs a service worker, the Push API and notifications (iOS: only in the installed app). */
export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const have = new Uint8Array(current);
  return have.length === wanted.length && have.every((byte, i) => byte === wanted[i]);
}

/**
 * With permission granted: subscribes this browser to web push with the server's VAPID key (or keeps
 * its subscription when it was made with that key) and registers it with the server when it differs
 * from the one stored here for this user. Answers whether it sent a new token.
 */
export async function syncPushSubscription(userId: number): Promise<"registered" | "unchanged"> {
  const registration = await serviceWorkerReady();
  const key = keyBytes((await api<{ data: { public_key: string } }>("/api/push/key")).data.public_key);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the site's keys changed): the push service would refuse our messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const token = JSON.stringify(subscription);
  if (localStorage.getItem(tokenKey(userId)) === token) return "unchanged";
  await api("/api/me/devices", { method: "POST", json: { token, platform: "web" } });
  localStorage.setItem(tokenKey(userId), token);
  return "registered";
}

/**
 * Before signing out: tells the server to forget this browser for the user, so that another person
 * signing in here does not get their pushes. Best effort: signing out goes on whatever happens.
 */
export async function forgetPushSubscription(userId: number): Promise<void> {
  const token = localStorage.getItem(tokenKey(userId));
  if (!token) return;
  localStorage.removeItem(tokenKey(userId));
  await api("/api/me/devices", { method: "DELETE", json: { token, platform: "web" } }).catch(() => undefined);
}
