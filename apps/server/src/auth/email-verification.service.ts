import { and, desc, eq, isNull } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import type { AppDeps } from "../context.js";
import type { Db, Executor } from "../db/database.js";
import { emailVerifications, users } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import { hashToken, randomDigits, safeEqual } from "../lib/tokens.js";
import { createEventRecorder } from "../events/recorder.js";
import type { UserRow } from "./session.repository.js";
import { emailTaken } from "./user.repository.js";

export const CODE_TTL_MS = 60 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * Creates a 6-digit code for `email` (the account's or a new one) on `db` — the caller's
 * transaction — and records the event whose mail processor sends it there.
 */
export async function issueVerificationCode(db: Executor, user: UserRow, email: string, kind: "verify" | "changeEmail", now: Date): Promise<void> {
  const code = randomDigits(6);
  await db.insert(emailVerifications).values({
    userId: user.id,
    email,
    codeHash: hashToken(`${user.id}:${code}`),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await createEventRecorder(db).record({
    type: "account.email_code_issued",
    actorId: user.id,
    payload: { userId: user.id, email, name: user.name, locale: user.locale, purpose: kind, code },
  });
}

/** A new code in a transaction of its own (the resend button). */
export async function sendVerificationCode(deps: Pick<AppDeps, "database" | "now">, user: UserRow, email: string, kind: "verify" | "changeEmail"): Promise<void> {
  await deps.database.db.transaction((tx) => issueVerificationCode(tx, user, email, kind, deps.now()));
}

/**
 * Checks a code against the user's latest one: wrong → 422 invalid, late → 422 expired.
 * A right code verifies the address it was sent to (and makes it the account's email).
 */
export async function confirmVerificationCode(db: Db, user: UserRow, code: string, now: Date): Promise<UserRow> {
  const [latest] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)))
    .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
    .limit(1);
  if (!latest || latest.attempts >= MAX_ATTEMPTS) throw AppError.field("code", ACCOUNT_MESSAGES.codeInvalid);
  if (!safeEqual(latest.codeHash, hashToken(`${user.id}:${code}`))) {
    await db.update(emailVerifications).set({ attempts: latest.attempts + 1 }).where(eq(emailVerifications.id, latest.id));
    throw AppError.field("code", ACCOUNT_MESSAGES.codeInvalid);
  }
  if (latest.expiresAt <= now) throw AppError.field("code", ACCOUNT_MESSAGES.codeExpired);
  // A new address may have been taken by another account since the code was sent.
  if (latest.email !== user.email && (await emailTaken(db, latest.email, user.id))) throw AppError.field("email", ACCOUNT_MESSAGES.emailTaken);
  return db.transaction(async (tx) => {
    await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.userId, user.id));
    const [updated] = await tx.update(users).set({ email: latest.email, emailVerifiedAt: now }).where(eq(users.id, user.id)).returning();
    return updated!;
  });
}
