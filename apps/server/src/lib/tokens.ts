import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A random token of `bytes` bytes (16 = 128 bits), URL-safe. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString("base64url");
}

/** The SHA-256 of a token, as stored: a leaked table cannot be replayed as cookies or links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A code of `digits` decimal digits from a uniform CSPRNG draw. */
export function randomDigits(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, "0");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
