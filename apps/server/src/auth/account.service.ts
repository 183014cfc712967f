import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { hashToken, randomToken } from "../lib/tokens.js";
import { storeAvatar } from "../storage/avatar.js";
import { releaseFollowCounters } from "../repositories/follow.repository.js";
import { listIdsOfOwner } from "../repositories/list.repository.js";
import { hasRenewingPlan } from "../services/subscription.service.js";
import { removeList } from "../services/list.service.js";
import { removeReview } from "../services/review.service.js";
import { releaseReviewVotesOfUser, reviewIdsOfAuthor } from "../repositories/review.repository.js";
import { deleteUserRow, releaseCountersOfUser, replaceRecoveryCodes } from "./account.repository.js";
import { issueVerificationCode } from "./email-verification.service.js";
import { hashPassword, verifyPassword } from "./password.js";
import { type UserRow, deleteOtherSessions } from "./session.repository.js";
import { matchTotpStep, newTotpSecret, otpauthUrl } from "./totp.js";
import { emailTaken, updateUser, usernameTaken } from "./user.repository.js";
import { releaseCommentsOfUser } from "../repositories/comment.repository.js";
import { commentCounters } from "../items/registry.js";
import { deletePostFiles, purgePost } from "../services/post-removal.service.js";
import { releaseVotesOfUser } from "../repositories/poll.repository.js";
import { postIdsOfUser, releasePostLikesOfUser } from "../repositories/post-counter.repository.js";
import { releaseSuggestionsOfUser } from "../repositories/suggestion.repository.js";

/** 423 `Incorrect Password` unless the password is the account's. */
export async function assertPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError("incorrect_password");
}

/** Changes the actor's password; every other session of the account ends. */
export async function changePassword(ctx: Ctx, current: string, next: string, keepSessionId: string): Promise<void> {
  const user = requireActor(ctx);
  await assertPassword(user, current);
  const passwordHash = await hashPassword(next);
  await inTransaction(ctx, async ({ db }) => {
    await updateUser(db, user.id, { passwordHash });
    await deleteOtherSessions(db, user.id, keepSessionId);
  });
}

/**
 * Name and username change at once; a new email is only mailed a code and replaces the old one
 * when that code is entered (POST /api/auth/email/verify).
 */
export async function updateAccount(
  ctx: Ctx,
  input: { name?: string | undefined; username?: string | undefined; email?: string | undefined },
): Promise<{ user: UserRow; emailPending: boolean }> {
  const user = requireActor(ctx);
  const { db } = ctx;
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
  const updated = await inTransaction(ctx, async (tx) => {
    // An email-only change (or an empty form) updates no column: an empty SET is a database error.
    const row = Object.keys(changes).length
      ? await updateUser(tx.db, user.id, changes).catch((error: unknown) => {
          // Two users racing for one name: the unique index decides, the loser gets the spec's message.
          if (isUniqueViolation(error)) throw AppError.field("username", ACCOUNT_MESSAGES.usernameTaken);
          throw error;
        })
      : user;
    if (newEmail) await issueVerificationCode(tx, row, newEmail, "changeEmail");
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
export async function beginTwoFactor(ctx: Ctx): Promise<{ secret: string; otpauth_url: string }> {
  const user = requireActor(ctx);
  if (user.twoFactorConfirmedAt) throw new AppError("conflict", "Two-factor authentication is already enabled.");
  const secret = newTotpSecret();
  await updateUser(ctx.db, user.id, { twoFactorSecret: secret });
  return { secret, otpauth_url: otpauthUrl(secret, user.email) };
}

/** Confirms two-factor with a code from the app and answers 8 single-use recovery codes. */
export async function confirmTwoFactor(ctx: Ctx, code: string): Promise<string[]> {
  const user = requireActor(ctx);
  const { now } = ctx;
  if (!user.twoFactorSecret || user.twoFactorConfirmedAt) throw new AppError("conflict", "Start two-factor setup first.");
  const step = matchTotpStep(user.twoFactorSecret, code, now);
  if (step === undefined) throw AppError.field("code", ACCOUNT_MESSAGES.twoFactorWrong);
  const codes = Array.from({ length: 8 }, () => {
    const raw = randomToken(8).replace(/[^a-z0-9]/gi, "").toLowerCase().padEnd(10, "7").slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await inTransaction(ctx, async ({ db }) => {
    await updateUser(db, user.id, { twoFactorConfirmedAt: now, twoFactorLastStep: step });
    await replaceRecoveryCodes(db, user.id, codes.map((c) => hashToken(c.replace("-", ""))));
  });
  return codes;
}

export async function disableTwoFactor(ctx: Ctx, password: string): Promise<void> {
  const user = requireActor(ctx);
  await assertPassword(user, password);
  await inTransaction(ctx, async ({ db }) => {
    await updateUser(db, user.id, { twoFactorSecret: null, twoFactorConfirmedAt: null, twoFactorLastStep: null });
    await replaceRecoveryCodes(db, user.id, []);
  });
}

/**
 * Deletes the actor's account (password first; refused while a renewing plan is not cancelled; a lifetime purchase does not renew and does not block). Private
 * data goes with the row (sessions, codes, settings, blocks, tracking cascade); counters of shows
 * follow. See docs/decisions/0006-account-deletion.md for what happens to public content.
 */
export async function deleteAccount(ctx: Ctx, password: string): Promise<void> {
  const user = requireActor(ctx);
  await assertPassword(user, password);
  if (await hasRenewingPlan(ctx, user.id)) throw new AppError("conflict", ACCOUNT_MESSAGES.subscriptionActive);
  const imageKeys = await inTransaction(ctx, async (tx) => {
    await releaseCountersOfUser(tx.db, user.id);
    // The users they followed and who followed them lose that follow (the rows go by cascade).
    await releaseFollowCounters(tx.db, user.id);
    const keys = await releaseCommentsOfUser(tx.db, user.id, commentCounters());
    for (const listId of await listIdsOfOwner(tx.db, user.id)) keys.push(...(await removeList(tx, listId)));
    // The user's votes leave the counters of the reviews they voted on; their own reviews go with
    // the comments on them (decision 21: a review is its author's opinion, not kept anonymized).
    await releaseReviewVotesOfUser(tx.db, user.id);
    for (const reviewId of await reviewIdsOfAuthor(tx.db, user.id)) keys.push(...(await removeReview(tx, reviewId)));
    // The wall (decision 0028): the polls they voted in, the asks they suggested on and the
    // suggestions and posts they liked lose those; their posts — and the posts others wrote on
    // their wall — go with what hangs on them (comments, likes, reactions, suggestions).
    await releaseVotesOfUser(tx.db, user.id);
    await releaseSuggestionsOfUser(tx.db, user.id);
    await releasePostLikesOfUser(tx.db, user.id);
    const postImages: string[] = [];
    for (const postId of await postIdsOfUser(tx.db, user.id)) {
      const files = await purgePost(tx, postId);
      keys.push(...(files?.commentImages ?? []));
      postImages.push(...(files?.postImages ?? []));
    }
    await deleteUserRow(tx.db, user.id);
    return { keys, postImages };
  });
  if (user.avatarKey) await ctx.deps.storage.deletePrefix(`avatars/${user.id}`);
  await deletePostFiles(ctx.deps.storage, { commentImages: imageKeys.keys, postImages: imageKeys.postImages });
}

/** Onboarding is done: the actor's row says so. */
export async function markOnboarded(ctx: Ctx): Promise<UserRow> {
  return updateUser(ctx.db, requireActor(ctx).id, { isOnboarded: true });
}

/** Saves the profile form: the fields sent, and a new avatar (the old one's files are removed after). */
export async function saveProfile(ctx: Ctx, changes: Partial<Pick<UserRow, "biography" | "location" | "country" | "birthday" | "spoilers" | "titlePref" | "timeZone">>, avatar?: Buffer): Promise<UserRow> {
  const user = requireActor(ctx);
  const { storage } = ctx.deps;
  const avatarKey = avatar ? await storeAvatar(storage, user.id, avatar) : undefined;
  const all = { ...changes, ...(avatarKey ? { avatarKey } : {}) };
  // A form with no known field changes nothing (an empty SET would be a database error).
  const updated = Object.keys(all).length ? await updateUser(ctx.db, user.id, all) : user;
  if (avatarKey && user.avatarKey) await storage.deletePrefix(`avatars/${user.avatarKey}`);
  return updated;
}

/** A new private calendar feed token for the actor (the old URL stops working). */
export async function renewCalendarToken(ctx: Ctx): Promise<string> {
  const token = randomToken(24);
  await updateUser(ctx.db, requireActor(ctx).id, { calendarToken: token });
  return token;
}
