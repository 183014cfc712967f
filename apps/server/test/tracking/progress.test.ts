import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, showActivityDaily, users } from "../../src/db/schema/index.js";
import { zonedTimeToInstant } from "../../src/lib/time.js";
import { type AccountsEnv, Client, startAccountsApp } from "../accounts/helpers.js";
import { makeUser } from "../user-factories.js";
import { makeShow } from "../factories.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const WEEK = 7 * 86_400_000;
/** A show whose first `aired` weekly episodes are in the past and the rest in the future. */
async function showWith(aired: number, total: number, status = "Running") {
  const made = await makeShow(env.ctx.database.db, { seasons: [total], status, firstAirsAt: new Date(Date.now() - aired * WEEK + WEEK / 2) });
  const rows = await env.ctx.database.db.select().from(episodes).where(eq(episodes.showId, made.show.id)).orderBy(episodes.number);
  return { ...made, episodes: rows };
}

async function group(client: Client, name: string) {
  const res = await client.get(`/api/me/tracker?group=${name}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { show: { id: number }; group: string; progress: { seen: number; aired: number; total: number }; next_episode?: { code: string } }[]; meta: { cursor: { next: string | null } } };
}

const inGroup = async (client: Client, name: string, showId: number) => (await group(client, name)).data.some((i) => i.show.id === showId);

describe("marking episodes seen", () => {
  it("needs a session", async () => {
    const { episodes: eps } = await showWith(2, 3);
    const res = await new Client(env.app).post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Please login to continue.");
  });

  it("is idempotent, tracks the show and counts once", async () => {
    const { client, user } = await makeUser(env);
    const { show, episodes: eps } = await showWith(3, 5);
    for (let i = 0; i < 2; i++) {
      const res = await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.progress).toMatchObject({ seen: 1, aired: 3, total: 5 });
    }
    expect((await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true })).json().data.changed).toBe(0);
    expect((await client.get(`/api/shows/${show.slug}`)).json().data.is_tracking).toBe(true);
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.seenCount).toBe(1);
    expect(row!.trackCount).toBe(1);
    // Trending: one point for the track, one for the first mark; the repeats add nothing.
    const [activity] = await env.ctx.database.db.select().from(showActivityDaily).where(eq(showActivityDaily.showId, show.id));
    expect(activity!.score).toBe(2);
    // Unmarking moves the seen counts back, not trending.
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: false });
    const [after] = await env.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.seenCount).toBe(0);
    const [again] = await env.ctx.database.db.select().from(showActivityDaily).where(eq(showActivityDaily.showId, show.id));
    expect(again!.score).toBe(2);
  });

  it("takes concurrent marks of one user (the app's rapid taps) without a failure, counting exactly", async () => {
    const { client, user } = await makeUser(env);
    const { show, episodes: eps } = await showWith(12, 12);
    const marks = await Promise.all(eps.map((e) => client.post(`/api/seen/episode/${e.id}`, { status: true })));
    expect(marks.map((r) => r.statusCode)).toEqual(eps.map(() => 200));
    const unmarks = await Promise.all(eps.slice(0, 6).map((e) => client.post(`/api/seen/episode/${e.id}`, { status: false })));
    expect(unmarks.map((r) => r.statusCode)).toEqual(eps.slice(0, 6).map(() => 200));
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.seenCount).toBe(6);
    const items = (await group(client, "in_progress")).data;
    expect(items.find((i) => i.show.id === show.id)?.progress.seen).toBe(6);
  });

  it("refuses an unaired episode with 422 and an unknown one with 404", async () => {
    const { client } = await makeUser(env);
    const { episodes: eps } = await showWith(1, 3);
    const res = await client.post(`/api/seen/episode/${eps[2]!.id}`, { status: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("This episode has not aired yet.");
    expect((await client.post("/api/seen/episode/99999999", { status: true })).statusCode).toBe(404);
    expect((await client.post("/api/seen/season/99999999", { status: true })).statusCode).toBe(404);
    expect((await client.post("/api/seen/show/no-such-show", { status: true })).statusCode).toBe(404);
  });

  it("marks a whole season or show (aired episodes only) and unmarks it", async () => {
    const { client } = await makeUser(env);
    const { show, seasons, episodes: eps } = await showWith(4, 6);
    const season = await client.post(`/api/seen/season/${seasons[0]!.id}`, { status: true });
    expect(season.json().data).toMatchObject({ changed: 4, progress: { seen: 4, aired: 4, total: 6 } });
    const status = (await client.get(`/api/seasons/${seasons[0]!.id}/status`)).json().data;
    expect(status).toEqual({ episodes_count: 6, aired_count: 4, seen_count: 4 });
    const list = (await client.get(`/api/seasons/${seasons[0]!.id}/episodes`)).json().data as { has_seen: boolean }[];
    expect(list.map((e) => e.has_seen)).toEqual([true, true, true, true, false, false]);
    expect((await client.post(`/api/seen/show/${show.slug}`, { status: false })).json().data).toMatchObject({ changed: 4, progress: { seen: 0 } });
    expect((await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: "false" })).json().data.changed).toBe(0);
  });

  it("refuses a watch date in the future", async () => {
    const { client } = await makeUser(env);
    const { episodes: eps } = await showWith(2, 2);
    const res = await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true, watched_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(res.statusCode).toBe(422);
  });
});

describe("tracker groups", () => {
  it("moves a show through not_started → in_progress (watch_next) → caught_up, and dropped and back", async () => {
    const { client } = await makeUser(env);
    const { show, episodes: eps } = await showWith(3, 5);
    await client.post(`/api/shows/${show.id}/track`);
    expect(await inGroup(client, "not_started", show.id)).toBe(true);

    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    expect(await inGroup(client, "in_progress", show.id)).toBe(true);
    const next = (await group(client, "watch_next")).data.find((i) => i.show.id === show.id);
    expect(next?.next_episode?.code).toBe("S01E02");

    await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: true });
    await client.post(`/api/seen/episode/${eps[2]!.id}`, { status: true });
    expect(await inGroup(client, "caught_up", show.id)).toBe(true);
    expect(await inGroup(client, "watch_next", show.id)).toBe(false);

    expect((await client.post(`/api/shows/${show.id}/drop`)).statusCode).toBe(200);
    expect(await inGroup(client, "dropped", show.id)).toBe(true);
    expect(await inGroup(client, "caught_up", show.id)).toBe(false);
    await client.post(`/api/shows/${show.id}/track`);
    expect(await inGroup(client, "caught_up", show.id)).toBe(true);
  });

  it("not_started names each show's first episode (the client's \"Start watching\"), aired or not", async () => {
    const { client } = await makeUser(env);
    const started = await showWith(3, 5);
    const fresh = await showWith(2, 4);
    const upcoming = await showWith(0, 2);
    for (const made of [started, fresh, upcoming]) await client.post(`/api/shows/${made.show.id}/track`);
    await client.post(`/api/seen/episode/${started.episodes[0]!.id}`, { status: true });
    const items = (await group(client, "not_started")).data;
    expect(items.map((i) => i.show.id).sort()).toEqual([fresh.show.id, upcoming.show.id].sort());
    const first = (showId: number) => items.find((i) => i.show.id === showId)?.next_episode;
    expect(first(fresh.show.id)).toMatchObject({ code: "S01E01", has_aired: true, has_seen: false });
    expect(first(upcoming.show.id)).toMatchObject({ code: "S01E01", has_aired: false });
    // Up next holds only the started show, with its next unseen aired episode.
    expect((await group(client, "watch_next")).data.map((i) => [i.show.id, i.next_episode?.code])).toEqual([[started.show.id, "S01E02"]]);
  });

  it("completed: every episode of an ended show seen; every tracked show in exactly one group", async () => {
    const { client } = await makeUser(env);
    const ended = await showWith(2, 2, "Ended");
    const other = await showWith(2, 4);
    await client.post(`/api/seen/show/${ended.show.id}`, { status: true });
    await client.post(`/api/shows/${other.show.id}/track`);
    expect(await inGroup(client, "completed", ended.show.id)).toBe(true);
    const counts = await Promise.all(["in_progress", "caught_up", "not_started", "completed", "dropped"].map(async (g) => (await group(client, g)).data.map((i) => i.show.id)));
    const all = counts.flat();
    expect(all.sort()).toEqual([ended.show.id, other.show.id].sort());
  });

  it("pages a group with a cursor", async () => {
    const { client } = await makeUser(env);
    for (let i = 0; i < 3; i++) await client.post(`/api/shows/${(await showWith(1, 2)).show.id}/track`);
    const first = await client.get("/api/me/tracker?group=not_started&limit=2");
    const page1 = first.json();
    expect(page1.data).toHaveLength(2);
    const second = (await client.get(`/api/me/tracker?group=not_started&limit=2&cursor=${page1.meta.cursor.next}`)).json();
    expect(second.data).toHaveLength(1);
    expect(second.meta.cursor.next).toBeNull();
    expect(new Set([...page1.data, ...second.data].map((i: { show: { id: number } }) => i.show.id)).size).toBe(3);
    expect((await client.get("/api/me/tracker?group=not_started&cursor=%%%")).statusCode).toBe(422);
    expect((await client.get("/api/me/tracker?group=later")).statusCode).toBe(422);
  });
});

describe("upcoming in the user's time zone", () => {
  it("puts an episode at 00:30 Istanbul time on the next day for Istanbul and the day before for UTC", async () => {
    const { client } = await makeUser(env);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const airs = zonedTimeToInstant(day, "00:30", "Europe/Istanbul");
    const { show } = await makeShow(env.ctx.database.db, { seasons: [1], firstAirsAt: airs });
    await client.post(`/api/shows/${show.id}/track`);
    const inIstanbul = (await client.get(`/api/me/upcoming?startDate=${day}&endDate=${day}`)).json().data as { show: { id: number }; air_date: string }[];
    expect(inIstanbul.find((e) => e.show.id === show.id)?.air_date).toBe(day);

    await client.post("/api/settings/update", { key: "time_zone", value: "UTC" });
    const sameDayUtc = (await client.get(`/api/me/upcoming?startDate=${day}&endDate=${day}`)).json().data as { show: { id: number } }[];
    expect(sameDayUtc.some((e) => e.show.id === show.id)).toBe(false);
    const previous = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const dayBeforeUtc = (await client.get(`/api/me/upcoming?startDate=${previous}&endDate=${previous}`)).json().data as { show: { id: number }; air_date: string }[];
    expect(dayBeforeUtc.find((e) => e.show.id === show.id)?.air_date).toBe(previous);
  });

  it("refuses a reversed or too long range", async () => {
    const { client } = await makeUser(env);
    expect((await client.get("/api/me/upcoming?startDate=2026-12-10&endDate=2026-12-01")).statusCode).toBe(422);
    expect((await client.get("/api/me/upcoming?startDate=2026-01-01&endDate=2026-12-31")).statusCode).toBe(422);
    expect((await client.get("/api/me/upcoming?startDate=2026-02-30")).statusCode).toBe(422);
  });
});
