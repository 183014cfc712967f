/** A browser's PushSubscription as `JSON.stringify(subscription)` writes it (the Push API). */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64urlBytes(text: unknown): Buffer | undefined {
  if (typeof text !== "string" || !BASE64URL.test(text)) return undefined;
  return Buffer.from(text.replace(/=+$/, ""), "base64url");
}

/**
 * Reads a web device token: the subscription JSON with an https endpoint (or, outside production, an
 * http endpoint on one of `testOrigins`), a P-256 public key (65 bytes, uncompressed) and a 16-byte
 * auth secret (RFC 8291). Answers undefined for anything else.
 */
export function parseWebPushSubscription(token: string, testOrigins: ReadonlySet<string>): WebPushSubscription | undefined {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== "string" || endpoint.length > 2000 || !isPushEndpoint(endpoint, testOrigins)) return undefined;
  const p256dh = base64urlBytes(keys?.p256dh);
  const auth = base64urlBytes(keys?.auth);
  if (p256dh?.length !== 65 || p256dh[0] !== 0x04 || auth?.length !== 16) return undefined;
  return { endpoint, keys: { p256dh: keys!.p256dh as string, auth: keys!.auth as string } };
}

/** An https URL without credentials, or an endpoint on an allowed test origin. */
export function isPushEndpoint(endpoint: string, testOrigins: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && testOrigins.has(url.origin);
}
