import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { episodes, seasons, shows } from "../../src/db/schema/index.js";
import { PoliteTvmazeClient } from "../../src/integrations/tvmaze/polite-client.js";
import { HttpTvmazeClient } from "../../src/integrations/tvmaze/tvmaze.client.js";
import { importTvmazeShow } from "../../src/integrations/tvmaze/tvmaze.importer.js";
import { syncTrackedShows } from "../../src/integrations/tvmaze/tvmaze.sync.js";
import { syncTvmaze } from "../../src/jobs/registry.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { type FixtureServer, startFixtureServer } from "../tvmaze/fixture-server.js";
import { makeUser } from "../user-factories.js";
import { setSetting } from "../notification-factories.js";
import { catalogEventCounts, notificationsOf, track } from "./helpers.js";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let server: FixtureServer;
let ctx: TestContext;
beforeAll(async () => {
  server = await startFixtureServer();
  ctx = await createTestApp({ jobs: true, env: { TVMAZE_URL: server.baseUrl } });
});
afterAll(async () => {
  await Promise.all([server?.close(), ctx?.close()]);
});
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

/** Imports show 99001 as it was, marks it running (so the sync visits it) and answers its id and slug. */
async function importedShow(): Promise<{ id: number; slug: string }> {
  const summary = await importTvmazeShow(ctx.database.db, new HttpTvmazeClient(server.baseUrl), "99001");
  await ctx.database.db.update(shows).set({ status: "Running" }).where(eq(shows.id, summary.showId));
  return { id: summary.showId, slug: summary.slug };
}

async function episodeRow(showId: number, season: number, number: number) {
  const [row] = await ctx.database.db
    .select()
    .from(episodes)
    .where(and(eq(episodes.showId, showId), eq(episodes.seasonNumber, season), eq(episodes.number, number)));
  return row;
}

describe("the daily TVMaze sync (catalog.sync-tvmaze)", () => {
  it("adds the new season and episodes, moves an air date and renames an episode, each change one event, once; trackers hear of the season and the move", async () => {
    const show = await importedShow();
    const [tracker, dropped, stranger, quiet] = await Promise.all([makeUser(ctx), makeUser(ctx), makeUser(ctx), makeUser(ctx)]);
    await track(ctx.database, tracker.id, show.id);
    await track(ctx.database, quiet.id, show.id);
    await track(ctx.database, dropped.id, show.id, { dropped: true });
    // notify_date_change off for `quiet`: the season still reaches them, the move does not.
    await setSetting(ctx.database, quiet.id, "notify_date_change", false);
    const before = await catalogEventCounts(ctx.database);
    const moved = await episodeRow(show.id, 2, 3);
    expect(moved!.airsAt!.toISOString()).toBe("2024-09-25T17:00:00.000Z");

    server.reset();
    server.serveChangedShow();
    await syncTvmaze.handle(ctx.deps, {});
    // Show, seasons, episodes: no cast or crew on a sync.
    expect(server.requests).toEqual(["/shows/99001", "/shows/99001/seasons", "/shows/99001/episodes"]);

    const seasonNumbers = (await ctx.database.db.select({ n: seasons.number }).from(seasons).where(eq(seasons.showId, show.id))).map((s) => s.n).sort();
    expect(seasonNumbers).toEqual([1, 2, 3]);
    expect((await episodeRow(show.id, 3, 1))?.title).toBe("Dönüş");
    expect((await episodeRow(show.id, 3, 2))?.airsAt?.toISOString()).toBe("2025-09-24T17:00:00.000Z");
    expect((await episodeRow(show.id, 2, 3))?.airsAt?.toISOString()).toBe("2024-09-26T17:00:00.000Z");
    expect((await episodeRow(show.id, 2, 2))?.title).toBe("Yeni Bir Ad");
    // The episode keeps its id: trackers' seen marks and comments stay on it.
    expect((await episodeRow(show.id, 2, 3))?.id).toBe(moved!.id);

    const after = await catalogEventCounts(ctx.database);
    const delta = (type: string) => (after[type] ?? 0) - (before[type] ?? 0);
    expect([delta("catalog.season_added"), delta("catalog.episode_added"), delta("catalog.episode_rescheduled"), delta("catalog.episode_retitled")]).toEqual([1, 2, 1, 1]);

    // A second run finds nothing new: no event, no notification.
    await syncTvmaze.handle(ctx.deps, {});
    expect(await catalogEventCounts(ctx.database)).toEqual(after);
    await ctx.settle();

    const told = await notificationsOf(tracker);
    const byType = [...told].sort((a, b) => a.type.localeCompare(b.type));
    expect(byType.map((n) => [n.type, n.text, n.url, n.subject.type, n.actor])).toEqual([
      ["date_change", "The air time of Rüzgarın Kızı, season 2, episode 3 has changed", `/shows/${show.slug}/season-2/episode-3`, "episode", null],
      ["new_season", "Rüzgarın Kızı has a new season: season 3", `/shows/${show.slug}`, "show", null],
    ]);
    expect(told).toHaveLength(2);
    expect((await notificationsOf(tracker, "tr")).map((n) => n.text).sort()).toEqual([
      "Rüzgarın Kızı 2. sezon 3. bölümün yayın zamanı değişti",
      "Rüzgarın Kızı için yeni sezon: 3. sezon",
    ]);
    expect((await notificationsOf(quiet)).map((n) => n.type)).toEqual(["new_season"]);
    expect(await notificationsOf(dropped)).toEqual([]);
    expect(await notificationsOf(stranger)).toEqual([]);

    // Running the whole event path again (the sync's third run) still tells nobody twice.
    await syncTvmaze.handle(ctx.deps, {});
    await ctx.settle();
    expect(await notificationsOf(tracker)).toHaveLength(2);
  });

  it("one show's failure does not stop the rest; a show nobody tracks, or that is over, is not asked for", async () => {
    // Lower ids first: the failing show is visited before the good one.
    const { show: missing } = await makeShow(ctx.database.db, { status: "Running" });
    await ctx.database.db.update(shows).set({ tvmazeId: 99777 }).where(eq(shows.id, missing.id));
    const { show: untracked } = await makeShow(ctx.database.db, { status: "Running" });
    await ctx.database.db.update(shows).set({ tvmazeId: 99778 }).where(eq(shows.id, untracked.id));
    const { show: over } = await makeShow(ctx.database.db, { status: "Ended" });
    await ctx.database.db.update(shows).set({ tvmazeId: 99779 }).where(eq(shows.id, over.id));
    const fan = await makeUser(ctx, { session: false });
    await track(ctx.database, fan.id, missing.id);
    await track(ctx.database, fan.id, over.id);
    const [good] = await ctx.database.db.select({ id: shows.id }).from(shows).where(eq(shows.tvmazeId, 99001));
    expect(good).toBeDefined();

    const summary = await syncTrackedShows(ctx.database.db, new HttpTvmazeClient(server.baseUrl));
    expect(summary.failed.map((f) => f.tvmazeId)).toContain(99777);
    expect(summary.synced).toBeGreaterThanOrEqual(1);
    expect(server.requests).toContain("/shows/99001/episodes");
    expect(server.requests.some((r) => r.includes("99778") || r.includes("99779"))).toBe(false);
  });

  it("TVMaze unreachable: the run stops without a crash, nothing changes", async () => {
    const before = await catalogEventCounts(ctx.database);
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    const summary = await syncTrackedShows(ctx.database.db, new HttpTvmazeClient(unreachable, { timeoutMs: 2000 }));
    expect(summary.unreachable).toMatch(/cannot be reached/);
    expect(summary.synced).toBe(0);
    // The job itself logs and returns.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    await expect(syncTvmaze.handle({ ...ctx.deps, config: { ...ctx.deps.config, tvmazeSyncUrl: unreachable } }, {})).resolves.toBeUndefined();
    expect(warn.mock.calls.flat().join(" ")).toMatch(/cannot be reached/);
    expect(await catalogEventCounts(ctx.database)).toEqual(before);
  });

  it("without TVMAZE_URL the job says TVMaze is not configured and asks nothing", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await syncTvmaze.handle({ ...ctx.deps, config: { ...ctx.deps.config, tvmazeSyncUrl: undefined } }, {});
    expect(info.mock.calls.flat().join(" ")).toMatch(/TVMaze is not configured/);
    expect(server.requests).toEqual([]);
  });
});

describe("politeness", () => {
  it("at most 16 requests start in any 10 seconds, waiting only as long as needed", async () => {
    let clock = 0;
    const waits: number[] = [];
    const starts: number[] = [];
    const inner = new HttpTvmazeClient("http://unused.invalid");
    vi.spyOn(inner, "seasons").mockImplementation(async () => {
      starts.push(clock);
      return [];
    });
    const client = new PoliteTvmazeClient(inner, {
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    for (let i = 0; i < 40; i++) {
      await client.seasons(1);
      clock += 100;
    }
    expect(starts).toHaveLength(40);
    for (let i = 16; i < starts.length; i++) expect(starts[i]! - starts[i - 16]!).toBeGreaterThanOrEqual(10_000);
    // 40 calls at 100 ms apart would take 4 s unthrottled; two full windows are waited, no more.
    expect(starts[39]! - starts[0]!).toBeLessThan(2 * 10_000 + 16 * 100);
    expect(waits.length).toBeGreaterThan(0);
  });
});
