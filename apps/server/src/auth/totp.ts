import { createHmac, randomBytes } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit TOTP secret in base32, as authenticator apps expect. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 6238 code (HMAC-SHA1, 30 s steps, 6 digits) for a time step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] as number) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 30_000);
}

/** Accepts the code of the current step or one step either side (clock drift). */
export function verifyTotp(secret: string, code: string, now: Date): boolean {
  return matchTotpStep(secret, code, now) !== undefined;
}

/**
 * The time step a code belongs to (current step or one either side), or undefined. Steps at or
 * before `notAfterStep` are refused, so a code seen once cannot be replayed.
 */
export function matchTotpStep(secret: string, code: string, now: Date, notAfterStep = -1): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const step = timeStep(now);
  return [step - 1, step, step + 1].find((s) => s > notAfterStep && totpCode(secret, s) === code);
}

export function otpauthUrl(secret: string, account: string, issuer = "Dizilog"): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
