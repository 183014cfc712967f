import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, showActivityDaily, shows, trackedShows, users } from "../../src/db/schema/index.js";
import { type AccountsEnv, Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

// The calls a fan makes most (decision 35): mark-seen in one call of dz_mark_episode, the calendar's
// compact month, and the show page's first screen in one call.
let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;
const WEEK = 7 * 86_400_000;

async function showWith(firstAirsAt: Date, total: number) {
  const made = await makeShow(db(), { seasons: [total], status: "Running", firstAirsAt });
  const rows = await db().select().from(episodes).where(eq(episodes.showId, made.show.id)).orderBy(episodes.number);
  return { ...made, episodes: rows };
}

/** The SQL texts the app sends to the database while `fn` runs (both drivers' `query`). */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const client = (db() as unknown as { $client: unknown }).$client as { query: (...args: unknown[]) => Promise<unknown> };
  const original = client.query.bind(client);
  const texts: string[] = [];
  client.query = (...args: unknown[]) => {
    const first = args[0];
    texts.push(typeof first === "string" ? first : String((first as { text?: string }).text ?? ""));
    return original(...args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return texts;
}

describe("POST /api/seen/episode/{id}", () => {
  it("is one short call of dz_mark_episode after the session lookup, not a statement the database parses and plans on every toggle", async () => {
    const { client } = await makeVerifiedUser(env);
    const { episodes: eps } = await showWith(new Date(Date.now() - 3 * WEEK), 4);
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    const texts = await statementsOf(async () => {
      const res = await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: true });
      expect(res.statusCode).toBe(200);
    });
    const marks = texts.filter((text) => /episode_views|dz_mark_episode/.test(text));
    expect(marks).toHaveLength(1);
    expect(marks[0]).toContain("dz_mark_episode(");
    expect(marks[0]!.length).toBeLessThan(400);
  });

  it("answers only the mark and the show's progress, and keeps every counter of a tracked show", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await showWith(new Date(Date.now() - 3 * WEEK + WEEK / 2), 6);
    await client.post(`/api/shows/${show.id}/track`);
    const activity = async () =>
      (await db().select({ score: showActivityDaily.score }).from(showActivityDaily).where(eq(showActivityDaily.showId, show.id))).reduce((s, r) => s + r.score, 0);
    const state = async () => {
      const [u] = await db().select({ seen: users.seenCount, tracks: users.trackCount }).from(users).where(eq(users.id, user.id));
      const [t] = await db()
        .select({ seen: trackedShows.seenCount, next: trackedShows.nextEpisodeId, lastSeenAt: trackedShows.lastSeenAt })
        .from(trackedShows)
        .where(and(eq(trackedShows.userId, user.id), eq(trackedShows.showId, show.id)));
      const [s] = await db().select({ trackers: shows.trackersCount }).from(shows).where(eq(shows.id, show.id));
      return { user: u, tracked: t, trackers: s!.trackers, activity: await activity() };
    };
    const before = await state();
    expect(before.tracked).toMatchObject({ seen: 0, next: eps[0]!.id, lastSeenAt: null });

    const res = await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { seen: true, changed: 1, progress: { seen: 1, aired: 3, total: 6, percent: 33 } } });
    const after = await state();
    expect(after.user).toEqual({ seen: before.user!.seen + 1, tracks: before.user!.tracks });
    expect(after.tracked).toMatchObject({ seen: 1, next: eps[1]!.id });
    expect(after.tracked!.lastSeenAt).not.toBeNull();
    expect(after.trackers).toBe(before.trackers);
    expect(after.activity).toBe(before.activity + 1);

    // Seen again: nothing moves.
    expect((await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true })).json().data).toMatchObject({ changed: 0, progress: { seen: 1 } });
    expect(await state()).toEqual(after);

    // A later episode: the pointer stays at the first unseen one; unseen: counters back, trending kept.
    await client.post(`/api/seen/episode/${eps[2]!.id}`, { status: true });
    expect((await state()).tracked).toMatchObject({ seen: 2, next: eps[1]!.id });
    const undo = await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: false });
    expect(undo.json()).toEqual({ data: { seen: false, changed: 1, progress: { seen: 1, aired: 3, total: 6, percent: 33 } } });
    const last = await state();
    expect(last.user).toEqual({ seen: before.user!.seen + 1, tracks: before.user!.tracks });
    expect(last.tracked).toMatchObject({ seen: 1, next: eps[0]!.id });
    expect(last.activity).toBe(before.activity + 2);

    // An episode that has not aired changes nothing and answers 422.
    const unaired = await client.post(`/api/seen/episode/${eps[5]!.id}`, { status: true });
    expect(unaired.statusCode).toBe(422);
    expect(await state()).toEqual(last);
  });
});

describe("GET /api/calendar/month", () => {
  interface Month {
    shows: { id: number; url: string; original_title: string; title: string; poster: string }[];
    episodes: { id: number; show_id: number; season_number: number; number: number; air_date: string; airs_at: string }[];
  }

  it("sends each show once and each episode as a calendar cell shows it, under 150 bytes", async () => {
    // Two shows airing weekly through May 2031 (Istanbul), one of them tracked.
    const a = await showWith(new Date("2031-04-22T17:00:00Z"), 8);
    const b = await showWith(new Date("2031-04-24T17:00:00Z"), 8);
    const { client } = await makeVerifiedUser(env);
    await client.post(`/api/shows/${a.show.id}/track`);

    const res = await new Client(env.app).get("/api/calendar/month?month=2031-05");
    expect(res.statusCode).toBe(200);
    const month = res.json().data as Month;
    const ours = month.episodes.filter((e) => e.show_id === a.show.id || e.show_id === b.show.id);
    expect(ours.map((e) => e.id)).toEqual(
      [...a.episodes, ...b.episodes].filter((e) => e.airsAt!.toISOString().startsWith("2031-05")).sort((x, y) => x.airsAt!.getTime() - y.airsAt!.getTime()).map((e) => e.id),
    );
    const firstOfA = ours.find((e) => e.show_id === a.show.id)!;
    const first = a.episodes.find((e) => e.id === firstOfA.id)!;
    expect(firstOfA).toEqual({
      id: first.id,
      show_id: a.show.id,
      season_number: 1,
      number: first.number,
      air_date: "2031-05-06",
      airs_at: first.airsAt!.toISOString(),
    });
    for (const episode of month.episodes) expect(Buffer.byteLength(JSON.stringify(episode))).toBeLessThan(150);
    expect(new Set(month.shows.map((s) => s.id)).size).toBe(month.shows.length);
    expect(new Set(month.episodes.map((e) => e.show_id))).toEqual(new Set(month.shows.map((s) => s.id)));
    expect(month.shows.find((s) => s.id === a.show.id)).toEqual({
      id: a.show.id,
      url: `/shows/${a.show.slug}`,
      original_title: a.show.originalTitle,
      title: a.show.title,
      poster: expect.any(String),
    });

    // The same month as the full calendar answers it, field for field where they overlap.
    const full = (await new Client(env.app).get("/api/calendar?month=2031-05")).json().data as { id: number; air_date: string; airs_at: string; show: { id: number } }[];
    expect(month.episodes.map((e) => [e.id, e.show_id, e.air_date, e.airs_at])).toEqual(full.map((e) => [e.id, e.show.id, e.air_date, e.airs_at]));

    // The tracked scope: the user's shows only; a visitor has none.
    const mine = (await client.get("/api/calendar/month?month=2031-05&scope=tracked")).json().data as Month;
    expect(mine.shows.map((s) => s.id)).toEqual([a.show.id]);
    expect(mine.episodes.every((e) => e.show_id === a.show.id)).toBe(true);
    const visitor = await new Client(env.app).get("/api/calendar/month?scope=tracked");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Please login to continue.");
  });

  it("puts days in the viewer's time zone and refuses a month that is not one", async () => {
    const late = await showWith(new Date("2031-06-30T21:30:00Z"), 1);
    const ids = async (headers: Record<string, string>, month: string) =>
      ((await new Client(env.app).get(`/api/calendar/month?month=${month}`, headers)).json().data as Month).episodes.filter((e) => e.show_id === late.show.id);
    expect((await ids({}, "2031-07"))[0]?.air_date).toBe("2031-07-01");
    expect(await ids({}, "2031-06")).toEqual([]);
    expect((await ids({ "x-time-zone": "UTC" }, "2031-06"))[0]?.air_date).toBe("2031-06-30");

    const bad = await new Client(env.app).get("/api/calendar/month?month=2031-13");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month).toEqual(["The month must be YYYY-MM."]);
  });
});

describe("GET /api/shows/{slug}?include=latest_episodes", () => {
  it("embeds the latest aired episodes as the latest-episodes call answers them, with the viewer's seen marks", async () => {
    const { show, episodes: eps } = await showWith(new Date(Date.now() - 7 * WEEK - WEEK / 2), 10);
    const { client } = await makeVerifiedUser(env);
    await client.post(`/api/seen/episode/${eps[7]!.id}`, { status: true });

    const res = await client.get(`/api/shows/${show.slug}?include=genres,network,seasons,cast,crew,latest_episodes`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; seasons: unknown[]; cast?: unknown; latest_episodes: { data: { id: number; has_seen: boolean }[] } };
    const latest = (await client.get(`/api/show/${show.id}/episodes/latest`)).json().data as { id: number }[];
    expect(data.latest_episodes.data).toEqual(latest);
    expect(data.latest_episodes.data.map((e) => e.id)).toEqual([eps[7]!.id, eps[6]!.id, eps[5]!.id, eps[4]!.id, eps[3]!.id, eps[2]!.id]);
    expect(data.latest_episodes.data[0]!.has_seen).toBe(true);
    expect(data.seasons).toHaveLength(1);
    expect(data.cast).toBeDefined();

    // Only on request; an unknown include is still refused.
    expect((await client.get(`/api/shows/${show.slug}`)).json().data.latest_episodes).toBeUndefined();
    const bad = await client.get(`/api/shows/${show.slug}?include=episodes`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.include).toEqual(["The selected include is invalid: episodes."]);
  });
});
