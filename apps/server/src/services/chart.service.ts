import { type Ctx, inTransaction } from "../context.js";
import { CHART_TIME_ZONE, nextDay, previousDay } from "../domain/charts.js";
import { localDate, zonedTimeToInstant } from "../lib/time.js";
import { type ChartKind, chartOf, latestChartDay, replaceChart, showRefsByIds } from "../repositories/chart.repository.js";
import { type CoupleRow, couplesByIds } from "../repositories/like.repository.js";
import { entitlementsOf } from "./entitlements.js";

/** The day a chart job counts when no day is given: the New York day before the job's clock. */
export function chartDayBefore(now: Date): string {
  return previousDay(localDate(now, CHART_TIME_ZONE));
}

/**
 * Computes a day's chart of a kind from that New York day's activity, replacing what the day held
 * (a rerun writes the same ranks again). Answers the day and how many ranks it holds.
 */
export async function computeChart(ctx: Ctx, kind: ChartKind, day = chartDayBefore(ctx.now)): Promise<{ day: string; ranks: number }> {
  const start = zonedTimeToInstant(day, "00:00", CHART_TIME_ZONE);
  const end = zonedTimeToInstant(nextDay(day), "00:00", CHART_TIME_ZONE);
  const ranks = await inTransaction(ctx, (tx) => replaceChart(tx.db, { kind, day, start, end, now: ctx.now }));
  return { day, ranks };
}

export type SocialChartEntry =
  | { rank: number; score: number | null; show: Awaited<ReturnType<typeof showRefsByIds>>[number] }
  | { rank: number; score: number | null; couple: CoupleRow };

export interface SocialChart {
  kind: ChartKind;
  /** The day shown: the one asked for, else the latest with a chart; null when none was ever computed. */
  day: string | null;
  sample: boolean;
  /** Whether the viewer's plan shows scores (the Pro `chartScores` entitlement). */
  scores: boolean;
  entries: SocialChartEntry[];
}

/** A day's top 20 of a kind, the scores only for a plan with `chartScores`. */
export async function socialChart(ctx: Ctx, kind: ChartKind, date?: string): Promise<SocialChart> {
  const { chartScores } = entitlementsOf(ctx);
  const day = date ?? (await latestChartDay(ctx.db, kind));
  if (!day) return { kind, day: null, sample: false, scores: chartScores, entries: [] };
  const rows = await chartOf(ctx.db, kind, day);
  const ids = rows.map((r) => r.itemId);
  const scoreOf = (score: number) => (chartScores ? score : null);
  const sample = rows.some((r) => r.sample);
  if (kind === "shows") {
    const byId = new Map((await showRefsByIds(ctx.db, ids)).map((s) => [s.id, s]));
    const entries = rows.flatMap((r) => {
      const show = byId.get(r.itemId);
      return show ? [{ rank: r.rank, score: scoreOf(r.score), show }] : [];
    });
    return { kind, day, sample, scores: chartScores, entries };
  }
  const byId = new Map((await couplesByIds(ctx.db, ids)).map((c) => [c.id, c]));
  const entries = rows.flatMap((r) => {
    const couple = byId.get(r.itemId);
    return couple ? [{ rank: r.rank, score: scoreOf(r.score), couple }] : [];
  });
  return { kind, day, sample, scores: chartScores, entries };
}
