import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { type Ctx, inTransaction } from "../context.js";
import { AppError } from "../errors.js";
import { hashToken, randomDigits, safeEqual } from "../lib/tokens.js";
import { insertEmailVerification, latestEmailVerification, setVerificationAttempts, spendEmailVerifications } from "./account.repository.js";
import type { UserRow } from "./session.repository.js";
import { emailTaken, updateUser } from "./user.repository.js";

export const CODE_TTL_MS = 60 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * Creates a 6-digit code for `email` (the account's or a new one) on `ctx.db` — the caller's
 * transaction — and records the event whose mail processor sends it there.
 */
export async function issueVerificationCode(ctx: Ctx, user: UserRow, email: string, kind: "verify" | "changeEmail"): Promise<void> {
  const code = randomDigits(6);
  const { now } = ctx;
  await insertEmailVerification(ctx.db, {
    userId: user.id,
    email,
    codeHash: hashToken(`${user.id}:${code}`),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await ctx.events.record({
    type: "account.email_code_issued",
    actorId: user.id,
    payload: { userId: user.id, email, name: user.name, locale: user.locale, purpose: kind, code },
  });
}

/** A new code in a transaction of its own (the resend button). */
export async function sendVerificationCode(ctx: Ctx, user: UserRow, email: string, kind: "verify" | "changeEmail"): Promise<void> {
  await inTransaction(ctx, (tx) => issueVerificationCode(tx, user, email, kind));
}

/**
 * Checks a code against the user's latest one: wrong → 422 invalid, late → 422 expired.
 * A right code verifies the address it was sent to (and makes it the account's email).
 */
export async function confirmVerificationCode(ctx: Ctx, user: UserRow, code: string): Promise<UserRow> {
  const { db, now } = ctx;
  const latest = await latestEmailVerification(db, user.id);
  if (!latest || latest.attempts >= MAX_ATTEMPTS) throw AppError.field("code", ACCOUNT_MESSAGES.codeInvalid);
  if (!safeEqual(latest.codeHash, hashToken(`${user.id}:${code}`))) {
    await setVerificationAttempts(db, latest.id, latest.attempts + 1);
    throw AppError.field("code", ACCOUNT_MESSAGES.codeInvalid);
  }
  if (latest.expiresAt <= now) throw AppError.field("code", ACCOUNT_MESSAGES.codeExpired);
  // A new address may have been taken by another account since the code was sent.
  if (latest.email !== user.email && (await emailTaken(db, latest.email, user.id))) throw AppError.field("email", ACCOUNT_MESSAGES.emailTaken);
  return inTransaction(ctx, async ({ db: tx }) => {
    await spendEmailVerifications(tx, user.id, now);
    return updateUser(tx, user.id, { email: latest.email, emailVerifiedAt: now });
  });
}
