import { describe, expect, it } from "vitest";
import { isPushEndpoint, parseWebPushSubscription } from "./push-subscription.js";

const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
const auth = Buffer.alloc(16, 3).toString("base64url");
const token = (fields: object) => JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh, auth }, ...fields });

describe("web push subscriptions", () => {
  it("reads a browser's PushSubscription JSON", () => {
    expect(parseWebPushSubscription(token({ expirationTime: null }), new Set())).toEqual({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh, auth } });
  });

  it("refuses a key of the wrong size, a compressed key, a short secret, or no keys", () => {
    const none = new Set<string>();
    expect(parseWebPushSubscription(token({ keys: { p256dh: Buffer.alloc(64, 4).toString("base64url"), auth } }), none)).toBeUndefined();
    expect(parseWebPushSubscription(token({ keys: { p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(32)]).toString("base64url"), auth } }), none)).toBeUndefined();
    expect(parseWebPushSubscription(token({ keys: { p256dh, auth: "AAAA" } }), none)).toBeUndefined();
    expect(parseWebPushSubscription(token({ keys: undefined }), none)).toBeUndefined();
    expect(parseWebPushSubscription("null", none)).toBeUndefined();
    expect(parseWebPushSubscription("[1]", none)).toBeUndefined();
  });

  it("takes https endpoints, and http only on an allowed test origin", () => {
    const test = new Set(["http://127.0.0.1:4000"]);
    expect(isPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", new Set())).toBe(true);
    expect(isPushEndpoint("http://127.0.0.1:4000/push/1", test)).toBe(true);
    expect(isPushEndpoint("http://127.0.0.1:4001/push/1", test)).toBe(false);
    expect(isPushEndpoint("http://example.com/push", new Set())).toBe(false);
    expect(isPushEndpoint("https://user:pw@example.com/push", new Set())).toBe(false);
    expect(isPushEndpoint("file:///etc/passwd", new Set())).toBe(false);
    expect(isPushEndpoint("not a url", new Set())).toBe(false);
  });
});
