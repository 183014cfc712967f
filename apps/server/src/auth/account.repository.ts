import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { emailVerifications, likes, lists, loginChallenges, passwordResets, ratings, recoveryCodes, shows, trackedShows, users } from "../db/schema/index.js";

// ---- Two-factor recovery codes ------------------------------------------------------------------

/** Replaces a user's recovery codes by new ones (stored hashed). */
export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length) await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code; false when there is none with that hash. */
export async function spendRecoveryCode(db: Executor, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** Records a TOTP step as used, only if it is later than the last one: of two racing requests, one wins. */
export async function claimTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const won = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return won.length === 1;
}

// ---- Sign-in challenges -------------------------------------------------------------------------

export async function insertLoginChallenge(db: Executor, values: { id: string; userId: number; remember: boolean; expiresAt: Date }): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

export async function findLiveChallenge(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.id, id), gt(loginChallenges.expiresAt, now)))
    .limit(1);
  return row;
}

export async function setChallengeAttempts(db: Executor, id: string, attempts: number): Promise<void> {
  await db.update(loginChallenges).set({ attempts }).where(eq(loginChallenges.id, id));
}

export async function deleteChallenge(db: Executor, id: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}

// ---- Email verification -------------------------------------------------------------------------

export async function insertEmailVerification(db: Executor, values: { userId: number; email: string; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/** The user's latest unused code. */
export async function latestEmailVerification(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
    .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
    .limit(1);
  return row;
}

export async function setVerificationAttempts(db: Executor, id: number, attempts: number): Promise<void> {
  await db.update(emailVerifications).set({ attempts }).where(eq(emailVerifications.id, id));
}

/** Spends every code of the user. */
export async function spendEmailVerifications(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.userId, userId));
}

// ---- Password resets ----------------------------------------------------------------------------

export async function insertPasswordReset(db: Executor, values: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Spends a live reset link of the user; false when it is unknown, used or expired. */
export async function spendPasswordReset(db: Executor, userId: number, tokenHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ tokenHash: passwordResets.tokenHash });
  return spent.length === 1;
}

/** Spends every other reset link of the user. */
export async function spendAllPasswordResets(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

// ---- Account deletion ---------------------------------------------------------------------------

/**
 * The counter caches the deletion's cascades would leave behind: the trackers of the shows the
 * user tracked, the totals of the shows they rated, and the likes of the lists they liked.
 */
export async function releaseCountersOfUser(db: Executor, userId: number): Promise<void> {
  const tracked = await db.select({ showId: trackedShows.showId }).from(trackedShows).where(eq(trackedShows.userId, userId));
  if (tracked.length) {
    await db
      .update(shows)
      .set({ trackersCount: sql`greatest(${shows.trackersCount} - 1, 0)` })
      .where(inArray(shows.id, tracked.map((t) => t.showId)));
  }
  await db.execute(sql`update ${shows} set rating_sum = ${shows.ratingSum} - r.rating, votes_count = greatest(${shows.votesCount} - 1, 0)
    from ${ratings} r where r.show_id = ${shows.id} and r.user_id = ${userId}`);
  await db.execute(sql`update ${lists} set likes_count = greatest(${lists.likesCount} - 1, 0)
    where ${lists.id} in (select item_id from ${likes} where user_id = ${userId} and item_type = 'list')`);
}

export async function deleteUserRow(db: Executor, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
