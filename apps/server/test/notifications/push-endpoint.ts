import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a push service received. */
export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local push service (the Web Push protocol's receiving side, RFC 8030) on 127.0.0.1: it keeps what
 * it receives and answers the status the test sets per subscription path (201 by default).
 */
export interface PushEndpoint {
  origin: string;
  requests: PushRequest[];
  status: Map<string, number[]>;
  /** A browser's subscription on this service: fresh P-256 keys and auth secret, as the browser makes them. */
  subscribe(path: string): Subscriber;
  /** Waits until `count` requests reached `path`. */
  waitFor(path: string, count?: number, timeoutMs?: number): Promise<PushRequest[]>;
  close(): Promise<void>;
}

export interface Subscriber {
  /** `JSON.stringify(pushSubscription)`, as the client registers it. */
  token: string;
  endpoint: string;
  /** Decrypts a message body (aes128gcm, RFC 8291) with this subscription's private key and secret. */
  decrypt(body: Buffer): string;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const requests: PushRequest[] = [];
  const status = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const planned = status.get(path);
      response.statusCode = planned?.length ? planned.shift()! : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    status,
    subscribe(path) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}${path}`;
      const token = JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } });
      return { token, endpoint, decrypt: (body) => decryptAes128gcm(body, ecdh, auth) };
    },
    async waitFor(path, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const got = requests.filter((r) => r.path === path);
        if (got.length >= count) return got;
        if (Date.now() > deadline) throw new Error(`${got.length} of ${count} pushes reached ${path}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/**
 * RFC 8291 / RFC 8188 decryption, written out from the RFCs so that the test checks the library's
 * encryption instead of trusting it: the header (salt, record size, the sender's public key), the
 * ECDH secret, the two HKDF steps, then AES-128-GCM and the padding delimiter.
 */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublic, senderPublic]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02 then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks a VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, an ES256 JWT for
 * this push service's origin, not expired, signed by the key it names. Answers the key and claims.
 */
export function verifyVapid(header: string | undefined, audience: string): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, payload, signature] = jwt.split(".") as [string, string, string];
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const valid = verify("sha256", Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!valid) throw new Error("the VAPID signature does not verify");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { aud: string; exp: number; sub: string };
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud}, expected ${audience}`);
  if (claims.exp * 1000 < Date.now()) throw new Error("the VAPID token expired");
  return { key, claims };
}
