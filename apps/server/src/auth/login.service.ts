import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { SOCIAL_MESSAGES } from "@dizilog/shared/api";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { enforceLimits, limitAddress } from "../lib/rate-limiter.js";
import { hashToken, randomToken } from "../lib/tokens.js";
import { claimTotpStep, deleteChallenge, findLiveChallenge, insertLoginChallenge, setChallengeAttempts, spendRecoveryCode } from "./account.repository.js";
import { verifyAgainstDummy, verifyPassword } from "./password.js";
import type { UserRow } from "./session.repository.js";
import { matchTotpStep } from "./totp.js";
import { findUserById, findUserByLogin } from "./user.repository.js";

export const CHALLENGE_TTL_MS = 10 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

/**
 * The sign-in limits (decision 15). Every attempt counts against its address (the contract's 25
 * per 5 minutes per IP). Failures count against the pair of address and account, forgotten at
 * that pair's next success, so one address gets 10 tries at one account per 15 minutes and its
 * failures never touch the owner elsewhere. Failures also count against the account from every
 * address, on a slower curve (100 an hour) that one address cannot reach (it gets at most 40 an
 * hour): past it only addresses the account signed in from in the last 14 days may try.
 */
export const SIGN_IN_LIMITS = {
  address: { max: 25, windowSeconds: 5 * 60 },
  pair: { max: 10, windowSeconds: 15 * 60 },
  account: { max: 100, windowSeconds: 60 * 60 },
  known: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 14 * 86_400 },
} as const;

/**
 * Checks a login and password under the sign-in limits. A wrong login and a wrong password
 * answer the same message after the same work, and count the same.
 */
export async function checkCredentials(ctx: Ctx, login: string, password: string, ip: string): Promise<UserRow> {
  const { limiter } = ctx.deps;
  const limits = SIGN_IN_LIMITS;
  const address = limitAddress(ip);
  await enforceLimits(limiter, [{ key: `login:ip:${address}`, ...limits.address }]);
  const user = await findUserByLogin(ctx.db, login);
  // Counted per account, not per spelling: its email and its username share one budget.
  const account = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
  const pairKey = `login:pair:${address}:${account}`;
  const accountKey = `login:account:${account}`;
  const knownKey = `login:known:${account}:${address}`;

  // Counted before the work, so parallel attempts cannot slip past; a success forgets it.
  await enforceLimits(limiter, [{ key: pairKey, ...limits.pair }]);
  const overall = await limiter.peek(accountKey, limits.account.max, limits.account.windowSeconds);
  if (!overall.allowed && (await limiter.peek(knownKey, limits.known.max, limits.known.windowSeconds)).count === 0) {
    throw new AppError("rate_limited", undefined, undefined, overall.retryAfterSeconds);
  }

  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) {
    await limiter.hit(accountKey, limits.account.max, limits.account.windowSeconds);
    throw new AppError("validation", ACCOUNT_MESSAGES.loginFailed);
  }
  await limiter.reset(pairKey, limits.pair.max, limits.pair.windowSeconds);
  // Renewed at each success: the address stays known for 14 days after the last one.
  await limiter.reset(knownKey, limits.known.max, limits.known.windowSeconds);
  await limiter.hit(knownKey, limits.known.max, limits.known.windowSeconds);
  refuseSuspended(user);
  return user;
}

/**
 * A suspended account cannot sign in (api-contract "Hiding and reporting"): 403 with the
 * contract's message — told only to someone who gave the right password (decision 23).
 */
export function refuseSuspended(user: UserRow): void {
  if (user.suspendedAt) throw new AppError("forbidden", SOCIAL_MESSAGES.suspended);
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
  // Suspended between the password and the code.
  refuseSuspended(user);
  return { user, remember: challenge.remember };
}

export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[^a-z0-9]/gi, "").toLowerCase();
}
