import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, shows } from "../../src/db/schema/index.js";
import { createBoss } from "../../src/jobs/boss.js";
import { JOBS } from "../../src/jobs/registry.js";
import { addDays, localDate } from "../../src/lib/time.js";
import { SCHEDULED_AHEAD, extendAiringSchedules } from "../../src/seed/schedule-keeper.js";
import type { Database } from "../../src/db/database.js";
import { openTestDatabase } from "../harness.js";
import { makeShow } from "../factories.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe("schedule keeper", () => {
  it("every demo show on air has episodes scheduled after today", async () => {
    const airing = await database.db.select({ id: shows.id }).from(shows).where(eq(shows.demoAiring, 1));
    expect(airing.length).toBeGreaterThanOrEqual(3);
    for (const show of airing) {
      const future = await database.db.select({ id: episodes.id }).from(episodes).where(and(eq(episodes.showId, show.id), gt(episodes.airsAt, new Date())));
      expect(future.length).toBeGreaterThanOrEqual(SCHEDULED_AHEAD);
    }
  });

  it("extends a show whose season ended in the past, on its weekday, once", async () => {
    const { show } = await makeShow(database.db, { seasons: [4], firstAirsAt: new Date("2025-01-07T17:00:00Z") });
    await database.db.update(shows).set({ demoAiring: 1, airDays: ["tue"], airTime: "20:00" }).where(eq(shows.id, show.id));
    const now = new Date();
    await extendAiringSchedules(database.db, now);
    await extendAiringSchedules(database.db, now);
    const rows = await database.db.select().from(episodes).where(eq(episodes.showId, show.id));
    const future = rows.filter((e) => e.airsAt! > now);
    expect(future).toHaveLength(SCHEDULED_AHEAD);
    expect(rows.map((e) => e.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 4 + SCHEDULED_AHEAD }, (_, i) => i + 1));
    for (const episode of future) {
      const date = localDate(episode.airsAt!);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(2);
      expect(episode.airsAt!.toISOString().slice(11, 16)).toBe("17:00");
      expect(date > addDays(localDate(now), -1)).toBe(true);
    }
  });
});

describe("pg-boss on the app's database", () => {
  it("runs a named job through a worker", async () => {
    const boss = createBoss({ database }, { work: true, schedule: false });
    await boss.start();
    try {
      const job = JOBS[0]!;
      await boss.createQueue(job.name);
      const done = new Promise<void>((resolve) => {
        void boss.work(job.name, { pollingIntervalSeconds: 0.5 }, async () => {
          resolve();
        });
      });
      const id = await boss.send(job.name, {});
      expect(id).toEqual(expect.any(String));
      await done;
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
