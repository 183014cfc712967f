import { DEFAULT_TIME_ZONE } from "@dizilog/shared";
import { DIARY_MESSAGES, type CreateLogBody, type WatchedAtInput } from "@dizilog/shared/api";
import { findUserBySlug } from "../auth/user.repository.js";
import { type Ctx, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { isTimeZone, localDate, zonedTimeToInstant } from "../lib/time.js";
import { actorFor, authorize } from "../policies/index.js";
import { diaryEntrySubject } from "../policies/diary.policy.js";
import { profileSubject } from "../policies/user.policy.js";
import { episodeAiring } from "../repositories/catalog.repository.js";
import { type DiaryRow, deleteOwnLog, findLogOwner, insertLog, logsBetween } from "../repositories/diary.repository.js";
import { type SpoilerContext, loadSpoilerContext } from "./spoiler-context.js";

/** A client clock a little ahead of ours is not "the future". */
const CLOCK_SKEW_MS = 60_000;

/** The user's time zone, or the default one if the stored value is not a known zone. */
export function userTimeZone(user: { timeZone: string }): string {
  return isTimeZone(user.timeZone) ? user.timeZone : DEFAULT_TIME_ZONE;
}

/**
 * The instant of `watched_at`: an instant as sent; a date and time without offset on the user's
 * wall clock; a bare date at 12:00 that day in the user's time zone — or now, when that noon is
 * still ahead today (a diary entry is never in the future).
 */
export function resolveWatchedAt(input: WatchedAtInput, timeZone: string, now: Date): Date {
  switch (input.kind) {
    case "instant":
      return input.instant;
    case "local":
      return new Date(zonedTimeToInstant(input.date, input.time, timeZone).getTime() + Math.round(input.seconds * 1000));
    case "date": {
      const noon = zonedTimeToInstant(input.date, "12:00", timeZone);
      return input.date === localDate(now, timeZone) && noon > now ? now : noon;
    }
  }
}

/** Logs an episode to the actor's diary: 404 for an unknown episode, 422 if unaired or in the future. */
export async function createLog(ctx: Ctx, body: CreateLogBody): Promise<{ row: DiaryRow; spoilers: SpoilerContext }> {
  const user = requireActor(ctx);
  const { now } = ctx;
  const episode = await episodeAiring(ctx.db, body.episode_id);
  if (!episode) throw new AppError("not_found");
  const watchedAt = resolveWatchedAt(body.watched_at, userTimeZone(user), now);
  const fieldErrors: Record<string, string[]> = {};
  if (!episode.airsAt || episode.airsAt > now) fieldErrors.episode_id = [DIARY_MESSAGES.notAired];
  if (watchedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) fieldErrors.watched_at = [DIARY_MESSAGES.watchedAtFuture];
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new AppError("validation", first, fieldErrors);

  const row = await insertLog(ctx.db, {
    userId: user.id,
    episodeId: episode.id,
    watchedAt,
    ratingHalfStars: body.rating === null ? null : Math.round(body.rating * 2),
    note: body.note,
    rewatch: body.rewatch,
    createdAt: now,
  });
  return { row, spoilers: await loadSpoilerContext(ctx, [row.episode]) };
}

/** Deletes one of the actor's own entries; anyone else's (or none) answers 404 (the diary policy). */
export async function deleteLog(ctx: Ctx, logId: number): Promise<void> {
  const userId = requireActor(ctx).id;
  const entry = await findLogOwner(ctx.db, logId);
  if (!entry) throw new AppError("not_found");
  authorize(await actorFor(ctx, [entry.userId]), "delete", diaryEntrySubject(entry));
  if (!(await deleteOwnLog(ctx.db, userId, logId))) throw new AppError("not_found");
}

/** YYYY-MM shifted by whole months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * A user's entries watched within a calendar month of their time zone (default: their current
 * month), newest first; 404 when the profile is hidden from the actor, or is a private account they
 * do not follow (the user policy's `viewActivity`).
 */
export async function diaryOfUser(ctx: Ctx, slug: string, month: string | undefined): Promise<{ rows: DiaryRow[]; month: string; spoilers: SpoilerContext }> {
  const owner = await findUserBySlug(ctx.db, slug);
  if (!owner) throw new AppError("not_found");
  authorize(await actorFor(ctx, [owner.id]), "viewActivity", profileSubject(owner));
  const timeZone = userTimeZone(owner);
  const shown = month ?? localDate(ctx.now, timeZone).slice(0, 7);
  const from = zonedTimeToInstant(`${shown}-01`, "00:00", timeZone);
  const to = zonedTimeToInstant(`${addMonths(shown, 1)}-01`, "00:00", timeZone);
  const rows = await logsBetween(ctx.db, owner.id, from, to);
  return { rows, month: shown, spoilers: await loadSpoilerContext(ctx, rows.map((r) => r.episode)) };
}
