import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { isPublicAddress } from "../lib/public-address.js";
import { type WebPushSubscription, isPushEndpoint } from "../domain/push-subscription.js";
import { type PushMessage, type PushOutcome, type PushSender, PushAddressRefused, PushDeliveryError } from "./push-sender.js";
import { type VapidKeys, loadVapidKeys } from "./vapid.js";

const TIMEOUT_MS = 10_000;

/**
 * A lookup that refuses names resolving to a non-public address: a subscription's endpoint is user
 * input, and the connection goes to the address checked here (no second resolution to rebind).
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses as dns.LookupAddress[];
    const allowed = list.filter((a) => isPublicAddress(a.address));
    if (!allowed.length) return callback(new PushAddressRefused(`push endpoint ${hostname} resolves to no public address`), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};

export interface WebPushSenderOptions {
  dataDir: string;
  vapid: VapidKeys | undefined;
  subject: string;
  /** Local http origins a subscription may point at (tests); their addresses are not checked. */
  testOrigins: ReadonlySet<string>;
}

/**
 * Web push with the `web-push` library: it encrypts the payload (aes128gcm, RFC 8291) and signs the
 * VAPID header (RFC 8292); the request itself goes out through Node's http(s) with a lookup that
 * only connects to public addresses, a timeout, and no redirects.
 */
export class WebPushSender implements PushSender {
  private keys: VapidKeys | undefined;

  constructor(private readonly options: WebPushSenderOptions) {}

  private vapid(): VapidKeys {
    this.keys ??= loadVapidKeys(this.options.dataDir, this.options.vapid);
    return this.keys;
  }

  publicKey(): string {
    return this.vapid().publicKey;
  }

  async send(subscription: WebPushSubscription, message: PushMessage, options: { topic?: string; ttlSeconds: number }): Promise<PushOutcome> {
    const { testOrigins } = this.options;
    if (!isPushEndpoint(subscription.endpoint, testOrigins)) return "refused";
    const url = new URL(subscription.endpoint);
    const onTestOrigin = testOrigins.has(url.origin);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    // A literal address skips the lookup: judge it here.
    if (!onTestOrigin && /^[\d.]+$|:/.test(host) && !isPublicAddress(host)) return "refused";
    const keys = this.vapid();
    const details = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: { subject: this.options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: options.ttlSeconds,
      contentEncoding: "aes128gcm",
      urgency: "normal",
      ...(options.topic ? { topic: options.topic } : {}),
    });
    let status: number;
    try {
      status = await post(url, details.headers as Record<string, string | number>, details.body as Buffer | null, onTestOrigin ? undefined : publicLookup);
    } catch (error) {
      if (error instanceof PushAddressRefused) return "refused";
      throw error;
    }
    if (status >= 200 && status < 300) return "sent";
    if (status === 404 || status === 410) return "gone";
    if (status === 429 || status >= 500) throw new PushDeliveryError(`push service answered ${status}`);
    return "rejected";
  }
}

function post(url: URL, headers: Record<string, string | number>, body: Buffer | null, lookup: LookupFunction | undefined): Promise<number> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: "POST", headers, timeout: TIMEOUT_MS, ...(lookup ? { lookup } : {}) },
      (response) => {
        // The body is not needed; read it so the socket is freed.
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new PushDeliveryError("push service timed out")));
    request.on("error", (error) => reject(error instanceof PushDeliveryError || error instanceof PushAddressRefused ? error : new PushDeliveryError(error.message)));
    request.end(body ?? undefined);
  });
}
