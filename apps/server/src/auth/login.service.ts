import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import type { AppDeps } from "../context.js";
import type { Db } from "../db/database.js";
import { loginChallenges, recoveryCodes, users } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import { enforceLimits } from "../lib/rate-limiter.js";
import { hashToken, randomToken } from "../lib/tokens.js";
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
export async function checkCredentials(deps: Pick<AppDeps, "database" | "limiter">, login: string, password: string, ip: string): Promise<UserRow> {
  await enforceLimits(deps.limiter, [{ key: `login:ip:${ip}`, max: 25, windowSeconds: FIVE_MINUTES }]);
  const user = await findUserByLogin(deps.database.db, login);
  // Counted per account, not per spelling: its email and its username share one budget.
  const account = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
  await enforceLimits(deps.limiter, [{ key: `login:account:${account}`, max: 25, windowSeconds: FIVE_MINUTES }]);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new AppError("validation", ACCOUNT_MESSAGES.loginFailed);
  return user;
}

/** After the password of an account with two-factor: a short-lived challenge, its token in a cookie. */
export async function createLoginChallenge(db: Db, user: UserRow, remember: boolean, now: Date): Promise<string> {
  const token = randomToken(24);
  await db.insert(loginChallenges).values({ id: hashToken(token), userId: user.id, remember, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return token;
}

/** The second step: a TOTP code or an unused recovery code (spent on use). */
export async function completeLoginChallenge(
  db: Db,
  token: string | undefined,
  proof: { code?: string | undefined; recovery_code?: string | undefined },
  now: Date,
): Promise<{ user: UserRow; remember: boolean }> {
  const wrong = () => AppError.field(proof.recovery_code ? "recovery_code" : "code", ACCOUNT_MESSAGES.twoFactorWrong);
  if (!token) throw wrong();
  const [challenge] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.id, hashToken(token)), gt(loginChallenges.expiresAt, now)))
    .limit(1);
  if (!challenge || challenge.attempts >= CHALLENGE_ATTEMPTS) throw wrong();
  const user = await findUserById(db, challenge.userId);
  if (!user?.twoFactorSecret || !user.twoFactorConfirmedAt) throw wrong();

  let ok = false;
  if (proof.code) {
    const step = matchTotpStep(user.twoFactorSecret, proof.code, now, user.twoFactorLastStep ?? -1);
    if (step !== undefined) {
      // Conditional update: of two requests racing with the same code, only one wins.
      const won = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
        .returning({ id: users.id });
      ok = won.length === 1;
    }
  } else if (proof.recovery_code) ok = await spendRecoveryCode(db, user.id, proof.recovery_code, now);
  if (!ok) {
    await db.update(loginChallenges).set({ attempts: challenge.attempts + 1 }).where(eq(loginChallenges.id, challenge.id));
    throw wrong();
  }
  await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
  return { user, remember: challenge.remember };
}

export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[^a-z0-9]/gi, "").toLowerCase();
}

async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}
