import { Secret, TOTP } from "otpauth";

/**
 * Two-factor codes: RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits) and the base32 secrets
 * authenticator apps read, carried by the `otpauth` library. This file only pins our parameters
 * and adds the replay guard (a step at most once).
 */
const ALGORITHM = "SHA1";
const DIGITS = 6;
const PERIOD = 30;
/** One step either side of now: a phone clock a little off still works. */
const DRIFT = 1;

export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** The bytes of a base32 text (any case, padding allowed); throws when it is not base32. */
export function base32Decode(text: string): Buffer {
  return Buffer.from(Secret.fromBase32(text.replace(/=+$/, "").toUpperCase()).bytes);
}

/** A new 160-bit TOTP secret in base32, as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** RFC 6238 code for a time step. */
export function totpCode(secret: string, step: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD, timestamp: step * PERIOD * 1000 });
}

export function timeStep(now: Date): number {
  return TOTP.counter({ period: PERIOD, timestamp: now.getTime() });
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
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD, timestamp: now.getTime(), window: DRIFT });
  if (delta === null) return undefined;
  const step = timeStep(now) + delta;
  return step > notAfterStep ? step : undefined;
}

export function otpauthUrl(secret: string, account: string, issuer = "Dizilog"): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD }).toString();
}
