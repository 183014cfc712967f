import type { Executor } from "../db/database.js";
import { insertSampleRatings } from "../repositories/tv-rating.repository.js";

/** How far back the sample figures go: the free window and a week more, so the archive has something. */
const SAMPLE_DAYS = 21;

/**
 * Sample TV ratings for the demo catalog (decision 0043): each episode aired in the last
 * SAMPLE_DAYS days before `now` (the seed day) gets made-up figures in the three categories,
 * flagged `sample` (the pages mark them "sample data") until staff import real ones.
 */
export async function seedDemoRatings(db: Executor, now: Date): Promise<number> {
  return insertSampleRatings(db, new Date(now.getTime() - SAMPLE_DAYS * 86_400_000), now);
}
