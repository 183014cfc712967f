import { and, eq, inArray, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import type { AppDeps } from "../context.js";
import type { Db } from "../db/database.js";
import { likes, lists, ratings, recoveryCodes, shows, subscriptions, trackedShows, users } from "../db/schema/index.js";
import { deleteList } from "../services/list.service.js";
import { AppError } from "../errors.js";
import { hashToken, randomToken } from "../lib/tokens.js";
import { issueVerificationCode } from "./email-verification.service.js";
import { hashPassword, verifyPassword } from "./password.js";
import { type UserRow, deleteOtherSessions } from "./session.repository.js";
import { matchTotpStep, newTotpSecret, otpauthUrl } from "./totp.js";
import { emailTaken, usernameTaken } from "./user.repository.js";

/** 423 `Incorrect Password` unless the password is the account's. */
export async function assertPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError("incorrect_password");
}

export async function changePassword(db: Db, user: UserRow, current: string, next: string, keepSessionId: string): Promise<void> {
  await assertPassword(user, current);
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await deleteOtherSessions(tx as unknown as Db, user.id, keepSessionId);
  });
}

/**
 * Name and username change at once; a new email is only mailed a code and replaces the old one
 * when that code is entered (POST /api/auth/email/verify).
 */
export async function updateAccount(
  deps: Pick<AppDeps, "database" | "now">,
  user: UserRow,
  input: { name?: string | undefined; username?: string | undefined; email?: string | undefined },
): Promise<{ user: UserRow; emailPending: boolean }> {
  const { db } = deps.database;
  const errors: Record<string, string[]> = {};
  if (input.username && input.username.toLowerCase() !== user.username.toLowerCase() && (await usernameTaken(db, input.username, user.id))) {
    errors.username = [ACCOUNT_MESSAGES.usernameTaken];
  }
  const newEmail = input.email && input.email.toLowerCase() !== user.email.toLowerCase() ? input.email : undefined;
  if (newEmail && (await emailTaken(db, newEmail, user.id))) errors.email = [ACCOUNT_MESSAGES.emailTaken];
  if (Object.keys(errors).length) throw new AppError("validation", Object.values(errors)[0]![0], errors);

  const changes = {
    ...(input.name ? { name: input.name } : {}),
    ...(input.username ? { username: input.username, slug: input.username.toLowerCase() } : {}),
  };
  const updated = await db.transaction(async (tx) => {
    // An email-only change (or an empty form) updates no column: an empty SET is a database error.
    const row = Object.keys(changes).length
      ? (
          await tx
            .update(users)
            .set(changes)
            .where(eq(users.id, user.id))
            .returning()
            .catch((error: unknown) => {
              // Two users racing for one name: the unique index decides, the loser gets the spec's message.
              if (isUniqueViolation(error)) throw AppError.field("username", ACCOUNT_MESSAGES.usernameTaken);
              throw error;
            })
        )[0]!
      : user;
    if (newEmail) await issueVerificationCode(tx, row, newEmail, "changeEmail", deps.now());
    return row;
  });
  return { user: updated, emailPending: Boolean(newEmail) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Starts two-factor: a new secret (shown once) that becomes active only when a code confirms it. */
export async function beginTwoFactor(db: Db, user: UserRow): Promise<{ secret: string; otpauth_url: string }> {
  if (user.twoFactorConfirmedAt) throw new AppError("conflict", "Two-factor authentication is already enabled.");
  const secret = newTotpSecret();
  await db.update(users).set({ twoFactorSecret: secret }).where(eq(users.id, user.id));
  return { secret, otpauth_url: otpauthUrl(secret, user.email) };
}

/** Confirms two-factor with a code from the app and answers 8 single-use recovery codes. */
export async function confirmTwoFactor(db: Db, user: UserRow, code: string, now: Date): Promise<string[]> {
  if (!user.twoFactorSecret || user.twoFactorConfirmedAt) throw new AppError("conflict", "Start two-factor setup first.");
  const step = matchTotpStep(user.twoFactorSecret, code, now);
  if (step === undefined) throw AppError.field("code", ACCOUNT_MESSAGES.twoFactorWrong);
  const codes = Array.from({ length: 8 }, () => {
    const raw = randomToken(8).replace(/[^a-z0-9]/gi, "").toLowerCase().padEnd(10, "7").slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx.update(users).set({ twoFactorConfirmedAt: now, twoFactorLastStep: step }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashToken(c.replace("-", "")) })));
  });
  return codes;
}

export async function disableTwoFactor(db: Db, user: UserRow, password: string): Promise<void> {
  await assertPassword(user, password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ twoFactorSecret: null, twoFactorConfirmedAt: null, twoFactorLastStep: null }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  });
}

/**
 * Deletes the account (password first; refused while a subscription is active). Private data goes
 * with the row (sessions, codes, settings, blocks, tracking cascade); counters of shows follow.
 * See docs/decisions/0006-account-deletion.md for what happens to public content.
 */
export async function deleteAccount(deps: Pick<AppDeps, "database" | "storage">, user: UserRow, password: string): Promise<void> {
  const { db } = deps.database;
  await assertPassword(user, password);
  const [active] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, "active")))
    .limit(1);
  if (active) throw new AppError("conflict", ACCOUNT_MESSAGES.subscriptionActive);
  await db.transaction(async (tx) => {
    const tracked = await tx.select({ showId: trackedShows.showId }).from(trackedShows).where(eq(trackedShows.userId, user.id));
    if (tracked.length) {
      await tx
        .update(shows)
        .set({ trackersCount: sql`greatest(${shows.trackersCount} - 1, 0)` })
        .where(inArray(shows.id, tracked.map((t) => t.showId)));
    }
    // Counter caches that the cascades below would leave behind:
    // the shows this user rated, the lists this user liked, and the likes of this user's lists.
    await tx.execute(sql`update ${shows} set rating_sum = ${shows.ratingSum} - r.rating, votes_count = greatest(${shows.votesCount} - 1, 0)
      from ${ratings} r where r.show_id = ${shows.id} and r.user_id = ${user.id}`);
    await tx.execute(sql`update ${lists} set likes_count = greatest(${lists.likesCount} - 1, 0)
      where ${lists.id} in (select item_id from ${likes} where user_id = ${user.id} and item_type = 'list')`);
    const ownLists = await tx.select({ id: lists.id }).from(lists).where(eq(lists.userId, user.id));
    for (const list of ownLists) await deleteList(tx as unknown as Db, list.id);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  if (user.avatarKey) await deps.storage.deletePrefix(`avatars/${user.id}`);
}
