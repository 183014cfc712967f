import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes } from "../../src/db/schema/index.js";
import { type AccountsEnv, Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const WEEK = 7 * 86_400_000;
type Ep = { id: number; code: string; title: string | null; has_seen: boolean; spoiler_shield: boolean };
type Detail = Ep & { previous: Ep | null; next: Ep | null };

/** A running show: 3 weekly episodes aired, then 2 to come (the first of them within the week). */
async function runningShow() {
  const made = await makeShow(env.ctx.database.db, { seasons: [5], status: "Running", firstAirsAt: new Date(Date.now() - 3 * WEEK + WEEK / 2) });
  const rows = await env.ctx.database.db.select().from(episodes).where(eq(episodes.showId, made.show.id)).orderBy(episodes.number);
  await env.ctx.database.db.update(episodes).set({ title: "The Betrayal" }).where(eq(episodes.id, rows[1]!.id));
  return { show: made.show, season: made.seasons[0]!, episodes: rows };
}

async function data<T>(client: Client, path: string): Promise<T> {
  const res = await client.get(path);
  expect(res.statusCode, path).toBe(200);
  return res.json().data as T;
}

const shields = (list: Ep[]) => list.map((e) => e.spoiler_shield);

describe("spoiler_shield", () => {
  it("shields the unseen episodes of a tracked show, with the title still sent, until one is marked seen", async () => {
    const { client } = await makeVerifiedUser(env);
    const { show, season, episodes: eps } = await runningShow();
    expect((await client.post(`/api/shows/${show.id}/track`)).statusCode).toBe(200);

    expect(shields(await data<Ep[]>(client, `/api/seasons/${season.id}/episodes`))).toEqual([true, true, true, true, true]);
    const detail = await data<Detail>(client, `/api/shows/${show.slug}/seasons/1/episodes/2`);
    expect(detail).toMatchObject({ code: "S01E02", title: "The Betrayal", has_seen: false, spoiler_shield: true });
    expect(detail.previous).toMatchObject({ code: "S01E01", spoiler_shield: true });
    expect(detail.next).toMatchObject({ code: "S01E03", spoiler_shield: true });
    expect((await data<Ep>(client, `/api/episodes/${eps[1]!.id}`)).spoiler_shield).toBe(true);

    expect((await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: true })).statusCode).toBe(200);
    expect(shields(await data<Ep[]>(client, `/api/seasons/${season.id}/episodes`))).toEqual([true, false, true, true, true]);
    const seen = await data<Detail>(client, `/api/shows/${show.slug}/seasons/1/episodes/2`);
    expect(seen).toMatchObject({ has_seen: true, spoiler_shield: false });
    const before = await data<Detail>(client, `/api/shows/${show.slug}/seasons/1/episodes/3`);
    expect(before.previous).toMatchObject({ code: "S01E02", has_seen: true, spoiler_shield: false });
    expect(before).toMatchObject({ has_seen: false, spoiler_shield: true });
  });

  it("shields the next episode of watch_next, upcoming and the latest episodes of a tracked show", async () => {
    const { client } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await runningShow();
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });

    const watchNext = await data<{ show: { id: number }; next_episode: Ep }[]>(client, "/api/me/tracker?group=watch_next");
    expect(watchNext.find((i) => i.show.id === show.id)?.next_episode).toMatchObject({ code: "S01E02", spoiler_shield: true });

    const upcoming = (await data<(Ep & { show: { id: number } })[]>(client, "/api/me/upcoming")).filter((e) => e.show.id === show.id);
    expect(upcoming.map((e) => [e.code, e.spoiler_shield])).toEqual([["S01E04", true]]);
    const me = await data<{ upcoming: (Ep & { show: { id: number } })[] }>(client, "/api/me?include=upcoming.show");
    expect(me.upcoming.find((e) => e.show.id === show.id)?.spoiler_shield).toBe(true);

    const latest = await data<Ep[]>(client, `/api/show/${show.slug}/episodes/latest`);
    expect(latest.map((e) => [e.code, e.has_seen, e.spoiler_shield])).toEqual([
      ["S01E03", false, true],
      ["S01E02", false, true],
      ["S01E01", true, false],
    ]);
  });

  it("is off everywhere for a user whose spoilers preference is on", async () => {
    const { client } = await makeVerifiedUser(env);
    const { show, season, episodes: eps } = await runningShow();
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    expect((await client.post("/api/settings/update", { key: "spoilers", value: true })).statusCode).toBe(200);

    const list = await data<Ep[]>(client, `/api/seasons/${season.id}/episodes`);
    expect(list.map((e) => [e.has_seen, e.spoiler_shield])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect((await data<Detail>(client, `/api/shows/${show.slug}/seasons/1/episodes/2`)).spoiler_shield).toBe(false);
    const watchNext = await data<{ show: { id: number }; next_episode: Ep }[]>(client, "/api/me/tracker?group=watch_next");
    expect(watchNext.find((i) => i.show.id === show.id)?.next_episode).toMatchObject({ code: "S01E02", spoiler_shield: false });
    const upcoming = (await data<(Ep & { show: { id: number } })[]>(client, "/api/me/upcoming")).filter((e) => e.show.id === show.id);
    expect(shields(upcoming)).toEqual([false]);
  });

  it("is off for a show the user does not track or has dropped", async () => {
    const { client } = await makeVerifiedUser(env);
    const browsed = await runningShow();
    expect(shields(await data<Ep[]>(client, `/api/seasons/${browsed.season.id}/episodes`))).toEqual([false, false, false, false, false]);
    expect((await data<Detail>(client, `/api/shows/${browsed.show.slug}/seasons/1/episodes/2`)).spoiler_shield).toBe(false);

    const dropped = await runningShow();
    await client.post(`/api/shows/${dropped.show.id}/track`);
    expect((await data<Detail>(client, `/api/shows/${dropped.show.slug}/seasons/1/episodes/2`)).spoiler_shield).toBe(true);
    expect((await client.post(`/api/shows/${dropped.show.id}/drop`)).statusCode).toBe(200);
    expect((await data<Detail>(client, `/api/shows/${dropped.show.slug}/seasons/1/episodes/2`)).spoiler_shield).toBe(false);
  });

  it("is off for visitors, who still get titles", async () => {
    const { show, season } = await runningShow();
    const visitor = new Client(env.app);
    expect(shields(await data<Ep[]>(visitor, `/api/seasons/${season.id}/episodes`))).toEqual([false, false, false, false, false]);
    expect(await data<Detail>(visitor, `/api/shows/${show.slug}/seasons/1/episodes/2`)).toMatchObject({ title: "The Betrayal", spoiler_shield: false });
    expect((await data<Ep[]>(visitor, "/api/home/upcoming")).every((e) => e.spoiler_shield === false)).toBe(true);
  });

  it("shields tracked episodes in the calendar and airing today, not the others", async () => {
    const { client } = await makeVerifiedUser(env);
    const { show } = await runningShow();
    await client.post(`/api/shows/${show.id}/track`);
    const month = new Date().toISOString().slice(0, 7);
    const all = await data<(Ep & { show: { id: number } })[]>(client, `/api/calendar?month=${month}`);
    const mine = all.filter((e) => e.show.id === show.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.spoiler_shield)).toBe(true);
    expect(all.filter((e) => e.show.id !== show.id).every((e) => !e.spoiler_shield)).toBe(true);
    const today = await data<Ep[]>(client, "/api/airing-today");
    expect(Array.isArray(today)).toBe(true);
  });

  it("is part of the Episode schema of the OpenAPI document", async () => {
    const doc = (await new Client(env.app).get("/api/openapi.json")).json();
    const episode = doc.components.schemas.Episode;
    expect(episode.required).toContain("spoiler_shield");
    expect(episode.properties.spoiler_shield).toMatchObject({ type: "boolean", description: expect.stringContaining("(addition)") });
  });
});
