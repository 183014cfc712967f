import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { enforceLimits } from "../lib/rate-limiter.js";
import { hashToken, randomToken } from "../lib/tokens.js";
import { claimTotpStep, deleteChallenge, findLiveChallenge, insertLoginChallenge, setChallengeAttempts, spendRecoveryCode } from "./account.repository.js";
import { verifyAgainstDummy, verifyPassword } from "./password.js";
import type { UserRow } from "./session.repository.js";
import { matchTotpStep } from "./totp.js";
import { findUserById, findUserByLogin } from "./user.repository.js";

const FIVE_MINUTES = 5 * 60;
export const CHALLENGE_TTL_MS = 10 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

/**
 * Checks a login and password under the sign-in limits (25 per 5 minutes per address and per
 * account). A wrong login and a wrong password answer the same message after the same work.
 */
export async function checkCredentials(ctx: Ctx, login: string, password: string, ip: string): Promise<UserRow> {
  const { limiter } = ctx.deps;
  await enforceLimits(limiter, [{ key: `login:ip:${ip}`, max: 25, windowSeconds: FIVE_MINUTES }]);
  const user = await findUserByLogin(ctx.db, login);
  // Counted per account, not per spelling: its email and its username share one budget.
  const account = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
  await enforceLimits(limiter, [{ key: `login:account:${account}`, max: 25, windowSeconds: FIVE_MINUTES }]);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new AppError("validation", ACCOUNT_MESSAGES.loginFailed);
  return user;
}

/** After the password of an account with two-factor: a short-lived challenge, its token in a cookie. */
export async function createLoginChallenge(ctx: Ctx, user: UserRow, remember: boolean): Promise<string> {
  const token = randomToken(24);
  await insertLoginChallenge(ctx.db, { id: hashToken(token), userId: user.id, remember, expiresAt: new Date(ctx.now.getTime() + CHALLENGE_TTL_MS) });
  return token;
}

/** The second step: a TOTP code or an unused recovery code (spent on use). */
export async function completeLoginChallenge(
  ctx: Ctx,
  token: string | undefined,
  proof: { code?: string | undefined; recovery_code?: string | undefined },
): Promise<{ user: UserRow; remember: boolean }> {
  const { db, now } = ctx;
  const wrong = () => AppError.field(proof.recovery_code ? "recovery_code" : "code", ACCOUNT_MESSAGES.twoFactorWrong);
  if (!token) throw wrong();
  const challenge = await findLiveChallenge(db, hashToken(token), now);
  if (!challenge || challenge.attempts >= CHALLENGE_ATTEMPTS) throw wrong();
  const user = await findUserById(db, challenge.userId);
  if (!user?.twoFactorSecret || !user.twoFactorConfirmedAt) throw wrong();

  let ok = false;
  if (proof.code) {
    const step = matchTotpStep(user.twoFactorSecret, proof.code, now, user.twoFactorLastStep ?? -1);
    if (step !== undefined) {
      // Conditional update: of two requests racing with the same code, only one wins.
      ok = await claimTotpStep(db, user.id, step);
    }
  } else if (proof.recovery_code) ok = await spendRecoveryCode(db, user.id, hashToken(normalizeRecoveryCode(proof.recovery_code)), now);
  if (!ok) {
    await setChallengeAttempts(db, challenge.id, challenge.attempts + 1);
    throw wrong();
  }
  await deleteChallenge(db, challenge.id);
  return { user, remember: challenge.remember };
}

export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[^a-z0-9]/gi, "").toLowerCase();
}
