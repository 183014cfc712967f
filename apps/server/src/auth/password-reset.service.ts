import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { type Ctx, inTransaction } from "../context.js";
import { AppError } from "../errors.js";
import { enforceLimits } from "../lib/rate-limiter.js";
import { hashToken, randomToken } from "../lib/tokens.js";
import { insertPasswordReset, spendAllPasswordResets, spendPasswordReset } from "./account.repository.js";
import { hashPassword } from "./password.js";
import { deleteOtherSessions } from "./session.repository.js";
import { findUserByLogin, updateUser } from "./user.repository.js";

export const RESET_TTL_MS = 60 * 60_000;

/** Mails a single-use reset link (5 per 30 minutes per email); the answer never says whether the account exists. */
export async function requestPasswordReset(ctx: Ctx, email: string): Promise<void> {
  const { deps } = ctx;
  await enforceLimits(deps.limiter, [{ key: `reset:email:${email.toLowerCase()}`, max: 5, windowSeconds: 30 * 60 }]);
  const user = await findUserByLogin(ctx.db, email);
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) return;
  const token = randomToken(32);
  const { now } = ctx;
  const url = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await inTransaction(ctx, async (tx) => {
    await insertPasswordReset(tx.db, { tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
    // The mail processor sends the link.
    await tx.events.record({
      type: "account.password_reset_requested",
      actorId: user.id,
      payload: { userId: user.id, email: user.email, name: user.name, locale: user.locale, url },
    });
  });
}

/** Sets a new password with a valid link, spends the link and ends every session of the account. */
export async function resetPassword(ctx: Ctx, email: string, token: string, password: string): Promise<void> {
  const { db, now } = ctx;
  const invalid = () => AppError.field("token", ACCOUNT_MESSAGES.resetInvalid);
  const user = await findUserByLogin(db, email);
  if (!user) throw invalid();
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async ({ db: tx }) => {
    if (!(await spendPasswordReset(tx, user.id, hashToken(token), now))) throw invalid();
    await updateUser(tx, user.id, { passwordHash });
    // Any other reset link of the account dies with this one.
    await spendAllPasswordResets(tx, user.id, now);
    await deleteOtherSessions(tx, user.id);
  });
}
