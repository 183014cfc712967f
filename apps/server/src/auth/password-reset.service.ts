import { and, eq, gt, isNull } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import type { AppDeps } from "../context.js";
import type { Db } from "../db/database.js";
import { passwordResets, users } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import { enforceLimits } from "../lib/rate-limiter.js";
import { hashToken, randomToken } from "../lib/tokens.js";
import { createEventRecorder } from "../events/recorder.js";
import { hashPassword } from "./password.js";
import { deleteOtherSessions } from "./session.repository.js";
import { findUserByLogin } from "./user.repository.js";

export const RESET_TTL_MS = 60 * 60_000;

/** Mails a single-use reset link (5 per 30 minutes per email); the answer never says whether the account exists. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  await enforceLimits(deps.limiter, [{ key: `reset:email:${email.toLowerCase()}`, max: 5, windowSeconds: 30 * 60 }]);
  const user = await findUserByLogin(deps.database.db, email);
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) return;
  const token = randomToken(32);
  const now = deps.now();
  const url = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await deps.database.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
    // The mail processor sends the link.
    await createEventRecorder(tx).record({
      type: "account.password_reset_requested",
      actorId: user.id,
      payload: { userId: user.id, email: user.email, name: user.name, locale: user.locale, url },
    });
  });
}

/** Sets a new password with a valid link, spends the link and ends every session of the account. */
export async function resetPassword(deps: AppDeps, email: string, token: string, password: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const invalid = () => AppError.field("token", ACCOUNT_MESSAGES.resetInvalid);
  const user = await findUserByLogin(db, email);
  if (!user) throw invalid();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ tokenHash: passwordResets.tokenHash });
    if (spent.length !== 1) throw invalid();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // Any other reset link of the account dies with this one.
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await deleteOtherSessions(tx as unknown as Db, user.id);
  });
}
