import { MESSAGES } from "@dizilog/shared";
import {
  TV_RATINGS_FREE_DAYS,
  TV_RATINGS_MAX_ROWS,
  TV_RATINGS_MESSAGES,
  TV_RATING_CATEGORIES,
  type TvRatingCategory,
  isRealDay,
} from "@dizilog/shared/api";
import { type Ctx, inTransaction } from "../context.js";
import { AppError, errorMessage, type MessageInput } from "../errors.js";
import { addDays, localDate } from "../lib/time.js";
import { findShow } from "../repositories/show.repository.js";
import {
  type DailyRatingRow,
  type RatingInsert,
  type SeasonRatingRow,
  type WeeklyRatingRow,
  addRatingWatch,
  dailyRatings,
  episodesByIds,
  findSeasonOfShow,
  isWatchingRatings,
  latestRatingDay,
  removeRatingWatch,
  seasonRatings,
  seasonShow,
  showsByKeys,
  takeRatingWatchers,
  upsertRatings,
  weeklyRatings,
} from "../repositories/tv-rating.repository.js";
import { entitlementsOf, requireEntitlement } from "./entitlements.js";

/** Ratings are a Turkish broadcast's: their days are Istanbul's, whoever asks (api-contract "The free window"). */
export const RATINGS_TIME_ZONE = "Europe/Istanbul";

/** The free window: today − 6 days … today in Europe/Istanbul. */
export interface RatingsWindow {
  today: string;
  from: string;
  archive: boolean;
}

export async function ratingsWindow(ctx: Ctx): Promise<RatingsWindow> {
  const today = localDate(ctx.now, RATINGS_TIME_ZONE);
  return { today, from: addDays(today, -(TV_RATINGS_FREE_DAYS - 1)), archive: entitlementsOf(ctx).ratingsArchive };
}

/** A day before the free window needs the ratings archive (Pro): 403 `pro_required` otherwise. */
async function requireDayOpen(ctx: Ctx, window: RatingsWindow, day: string): Promise<void> {
  if (day < window.from) requireEntitlement(ctx, "ratingsArchive");
}

export interface DailyRatings {
  day: string | null;
  latest: string | null;
  rows: DailyRatingRow[];
  window: RatingsWindow;
}

/**
 * A day's table. Without `date`, the latest day with rows in the category — for a viewer without
 * the archive, the latest such day inside the free window (decision 0043: the default never
 * answers 403; `latest` still names the newest day, and a day without rows answers `data: []`).
 */
export async function dailyRatingsFor(ctx: Ctx, query: { date?: string | undefined; category: TvRatingCategory }): Promise<DailyRatings> {
  const window = await ratingsWindow(ctx);
  const latest = await latestRatingDay(ctx.db, query.category);
  let day: string | null;
  if (query.date !== undefined) {
    await requireDayOpen(ctx, window, query.date);
    day = query.date;
  } else if (latest === null) {
    day = null;
  } else if (latest >= window.from || window.archive) {
    day = latest;
  } else {
    day = null;
  }
  return { day, latest, rows: day === null ? [] : await dailyRatings(ctx.db, day, query.category), window };
}

/** The Monday and Sunday of an ISO week `YYYY-Www`. */
export function isoWeekDays(week: string): { from: string; to: string } {
  const year = Number(week.slice(0, 4));
  const n = Number(week.slice(6));
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000;
  const from = new Date(mondayOfWeek1 + (n - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  return { from, to: addDays(from, 6) };
}

/** The ISO week `YYYY-Www` a day falls in. */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

export interface WeeklyRatings {
  week: string;
  from: string;
  to: string;
  rows: WeeklyRatingRow[];
  window: RatingsWindow;
}

/**
 * A week's averages. Without `week`, the week of the day `/api/ratings/daily` would show by default
 * (else today's week). A week whose Monday is before the free window needs the archive.
 */
export async function weeklyRatingsFor(ctx: Ctx, query: { week?: string | undefined; category: TvRatingCategory }): Promise<WeeklyRatings> {
  const window = await ratingsWindow(ctx);
  let week = query.week;
  if (week === undefined) {
    const latest = await latestRatingDay(ctx.db, query.category);
    const day = latest !== null && (latest >= window.from || window.archive) ? latest : window.today;
    week = isoWeekOf(day);
    // A free viewer's default is a week they may open: the Monday inside the window.
    if (!window.archive && isoWeekDays(week).from < window.from) week = isoWeekOf(window.today);
  }
  const { from, to } = isoWeekDays(week);
  await requireDayOpen(ctx, window, from);
  return { week, from, to, rows: await weeklyRatings(ctx.db, from, to, query.category), window };
}

/** A season's figures (Pro: `seasonRatings`); 422 when the season has none in the category yet. */
export async function seasonRatingsFor(
  ctx: Ctx,
  showKey: string,
  query: { season?: number | undefined; category: TvRatingCategory },
): Promise<{ season: number; rows: SeasonRatingRow[] }> {
  const show = await findShow(ctx.db, showKey);
  if (!show) throw new AppError("not_found");
  requireEntitlement(ctx, "seasonRatings");
  const season = await findSeasonOfShow(ctx.db, show.id, query.season);
  if (!season) throw new AppError("not_found");
  const rows = await seasonRatings(ctx.db, season.id, query.category);
  if (!rows.length) throw new AppError("validation", TV_RATINGS_MESSAGES.seasonUnavailable);
  return { season: season.number, rows };
}

/** "Tell me when the figures arrive" (decision 0043): any signed-in user, for a show's season by number. */
export async function watchSeasonRatings(ctx: Ctx, showKey: string, seasonNumber: number, on: boolean): Promise<{ season: number; watching: boolean }> {
  const actor = ctx.actor;
  if (!actor) throw new AppError("unauthenticated");
  const show = await findShow(ctx.db, showKey);
  if (!show) throw new AppError("not_found");
  const season = await findSeasonOfShow(ctx.db, show.id, seasonNumber);
  if (!season) throw new AppError("not_found");
  if (on) await addRatingWatch(ctx.db, actor.id, season.id, ctx.now);
  else await removeRatingWatch(ctx.db, actor.id, season.id);
  return { season: season.number, watching: on };
}

export async function seasonRatingsWatch(ctx: Ctx, showKey: string, seasonNumber: number): Promise<{ season: number; watching: boolean }> {
  const actor = ctx.actor;
  if (!actor) throw new AppError("unauthenticated");
  const show = await findShow(ctx.db, showKey);
  if (!show) throw new AppError("not_found");
  const season = await findSeasonOfShow(ctx.db, show.id, seasonNumber);
  if (!season) throw new AppError("not_found");
  return { season: season.number, watching: await isWatchingRatings(ctx.db, actor.id, season.id) };
}

// ---- The staff import ----------------------------------------------------------------------------

const PERCENT = /^(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;
const DIGITS = /^\d{1,10}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** A percentage with a dot decimal, 0 … 100, at most two decimals: a number, or its text. */
function percentage(value: unknown): number | undefined {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0 || value > 100 || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return undefined;
    return Math.round(value * 100) / 100;
  }
  if (typeof value === "string" && PERCENT.test(value.trim())) return Number(value.trim());
  return undefined;
}

function idOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647) return value;
  if (typeof value === "string" && DIGITS.test(value.trim())) {
    const n = Number(value.trim());
    return n > 0 && n <= 2_147_483_647 ? n : undefined;
  }
  return undefined;
}

const missing = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Staff import (api-contract "Upload"): every row checked, every bad row named (`rows.<i>.<field>`,
 * `i` 0-based among the data rows), then all rows written in one transaction or none. A row with
 * the date, episode and category of an earlier figure replaces it (and clears its sample mark); a
 * row repeating another row of the same upload is an error. Users waiting for a season's figures
 * are taken and told once (`ratings.arrived`).
 */
export async function importRatings(ctx: Ctx, input: readonly unknown[]): Promise<{ imported: number }> {
  if (input.length === 0) throw AppError.field("rows", TV_RATINGS_MESSAGES.noRows);
  if (input.length > TV_RATINGS_MAX_ROWS) throw AppError.field("rows", errorMessage("ratings_too_many_rows", { max: TV_RATINGS_MAX_ROWS }));

  const errors: Record<string, MessageInput[]> = {};
  const fail = (i: number, field: string, message: MessageInput) => {
    (errors[`rows.${i}.${field}`] ??= []).push(message);
  };
  const rows = input.map((raw) => (raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}));

  // The shows and episodes the upload names, in two statements.
  const showIds = new Set<number>();
  const slugs = new Set<string>();
  const episodeIds = new Set<number>();
  for (const row of rows) {
    const id = idOf(row.show);
    if (id !== undefined) showIds.add(id);
    else if (typeof row.show === "string" && SLUG.test(row.show.trim())) slugs.add(row.show.trim());
    const episode = idOf(row.episode);
    if (episode !== undefined) episodeIds.add(episode);
  }
  const shows = await showsByKeys(ctx.db, [...showIds], [...slugs]);
  const showById = new Map(shows.map((s) => [s.id, s]));
  const showBySlug = new Map(shows.map((s) => [s.slug, s]));
  const episodeById = new Map((await episodesByIds(ctx.db, [...episodeIds])).map((e) => [e.id, e]));

  const out: RatingInsert[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    if (input[i] === null || typeof input[i] !== "object" || Array.isArray(input[i])) {
      fail(i, "date", MESSAGES.validationFailed);
      return;
    }
    let ok = true;
    const bad = (field: string, message: MessageInput) => {
      ok = false;
      fail(i, field, message);
    };
    for (const field of ["date", "show", "episode", "slot", "category", "rating", "share"] as const) {
      if (missing(row[field])) bad(field, MESSAGES.requiredField);
    }
    const day = typeof row.date === "string" ? row.date.trim() : undefined;
    if (!missing(row.date) && (day === undefined || !isRealDay(day))) bad("date", TV_RATINGS_MESSAGES.dayInvalid);

    let showId: number | undefined;
    if (!missing(row.show)) {
      const id = idOf(row.show);
      const show = id !== undefined ? showById.get(id) : typeof row.show === "string" ? showBySlug.get(row.show.trim()) : undefined;
      if (show) showId = show.id;
      else bad("show", TV_RATINGS_MESSAGES.showUnknown);
    }
    let episode: { id: number; showId: number; seasonId: number } | undefined;
    if (!missing(row.episode)) {
      const id = idOf(row.episode);
      episode = id === undefined ? undefined : episodeById.get(id);
      if (!episode || (showId !== undefined && episode.showId !== showId)) {
        episode = undefined;
        bad("episode", TV_RATINGS_MESSAGES.episodeUnknown);
      }
    }
    const slot = typeof row.slot === "string" ? row.slot.trim() : typeof row.slot === "number" ? String(row.slot) : undefined;
    if (!missing(row.slot) && (slot === undefined || slot.length < 1 || slot.length > 20 || slot.includes("\u0000"))) bad("slot", TV_RATINGS_MESSAGES.slotInvalid);
    const category = typeof row.category === "string" ? row.category.trim() : undefined;
    if (!missing(row.category) && !(TV_RATING_CATEGORIES as readonly string[]).includes(category ?? "")) bad("category", TV_RATINGS_MESSAGES.categoryInvalid);
    const rating = percentage(row.rating);
    if (!missing(row.rating) && rating === undefined) bad("rating", TV_RATINGS_MESSAGES.percentageInvalid);
    const share = percentage(row.share);
    if (!missing(row.share) && share === undefined) bad("share", TV_RATINGS_MESSAGES.percentageInvalid);

    if (!ok || !day || !episode || !slot || !category || rating === undefined || share === undefined) return;
    const key = `${day}|${episode.id}|${category}`;
    if (seen.has(key)) {
      fail(i, "episode", TV_RATINGS_MESSAGES.duplicateRow);
      return;
    }
    seen.set(key, i);
    out.push({ day, showId: episode.showId, seasonId: episode.seasonId, episodeId: episode.id, slot, category, rating, share, sample: false });
  });

  const fields = Object.keys(errors);
  if (fields.length) throw new AppError("validation", errors[fields[0]!]![0], errors);

  return inTransaction(ctx, async (tx) => {
    const imported = await upsertRatings(tx.db, out, tx.now);
    for (const seasonId of [...new Set(out.map((r) => r.seasonId))].sort((a, b) => a - b)) {
      const userIds = await takeRatingWatchers(tx.db, seasonId, tx.now);
      if (!userIds.length) continue;
      const season = await seasonShow(tx.db, seasonId);
      if (!season) continue;
      await tx.events.record({
        type: "ratings.arrived",
        actorId: tx.actor?.id ?? null,
        payload: { seasonId, showId: season.showId, seasonNumber: season.number, showTitle: season.title, url: `/shows/${season.slug}?season=${season.number}#ratings`, userIds },
      });
    }
    return { imported };
  });
}
