import type { Executor } from "../db/database.js";
import { CHART_TIME_ZONE, previousDay } from "../domain/charts.js";
import { localDate } from "../lib/time.js";
import { insertSampleCharts } from "../repositories/chart.repository.js";

/**
 * Yesterday's social charts (New York day) for the demo catalog, flagged as sample data (the chart
 * page says so) until the chart jobs compute real ones (decision 0045).
 */
export async function seedDemoCharts(db: Executor, now: Date): Promise<void> {
  await insertSampleCharts(db, previousDay(localDate(now, CHART_TIME_ZONE)));
}
