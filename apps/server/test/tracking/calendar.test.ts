import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderCalendar } from "../../src/lib/ical.js";
import { type AccountsEnv, Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

describe("calendar", () => {
  it("lists a month's episodes of all shows for visitors and of tracked shows for a user", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const all = (await new Client(env.app).get(`/api/calendar?month=${month}`)).json().data as { airs_at: string; show: { slug: string } }[];
    expect(all.length).toBeGreaterThan(0);
    const times = all.map((e) => Date.parse(e.airs_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await new Client(env.app).get(`/api/calendar?scope=tracked`)).statusCode).toBe(401);
    const { client } = await makeVerifiedUser(env);
    await client.post("/api/shows/kizilcik-serbeti/track");
    const mine = (await client.get("/api/calendar?scope=tracked")).json().data as { show: { slug: string } }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.show.slug === "kizilcik-serbeti")).toBe(true);
    expect((await client.get("/api/calendar?month=2026-13")).statusCode).toBe(422);
  });

  it("answers today's episodes", async () => {
    const res = await new Client(env.app).get("/api/airing-today");
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it("serves a private iCal feed that a new token revokes", async () => {
    const { client } = await makeVerifiedUser(env);
    await client.post("/api/shows/kurulus-osman/track");
    const { url } = (await client.post("/api/me/calendar-token")).json().data;
    const path = new URL(url).pathname;
    const feed = await new Client(env.app).get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    expect(feed.body).toContain("BEGIN:VCALENDAR");
    expect(feed.body).toContain("SUMMARY:Kuruluş: Osman S");
    expect(feed.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    await client.post("/api/me/calendar-token");
    expect((await new Client(env.app).get(path)).statusCode).toBe(404);
    expect((await new Client(env.app).post("/api/me/calendar-token")).statusCode).toBe(401);
    expect((await new Client(env.app).get("/api/calendar/not-a-token-of-anyone-at-all.ics")).statusCode).toBe(404);
  });
});

describe("airing today, at 23:00 in Istanbul", () => {
  // 2030-03-05T20:00Z is 23:00 in Istanbul (UTC+3): an episode at 21:30Z airs "tomorrow" there,
  // but still today for a viewer in UTC.
  let late: AccountsEnv;
  beforeAll(async () => {
    late = await startAccountsApp({ now: () => new Date("2030-03-05T20:00:00Z") });
  });
  afterAll(async () => late.close());

  it("groups by the viewer's day: Istanbul by default, the user's zone when signed in, X-Time-Zone for visitors", async () => {
    const evening = await makeShow(late.ctx.database.db, { seasons: [1], status: "Running", firstAirsAt: new Date("2030-03-05T17:00:00Z") });
    const afterMidnight = await makeShow(late.ctx.database.db, { seasons: [1], status: "Running", firstAirsAt: new Date("2030-03-05T21:30:00Z") });
    const ids = async (client: Client, headers: Record<string, string> = {}) => {
      const res = await client.get("/api/airing-today", headers);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { show: { id: number }; dia: string }[]).map((e) => e.show.id);
    };
    const visitor = await ids(new Client(late.app));
    expect(visitor).toContain(evening.show.id);
    expect(visitor).not.toContain(afterMidnight.show.id);
    expect(await ids(new Client(late.app), { "x-time-zone": "UTC" })).toEqual(expect.arrayContaining([evening.show.id, afterMidnight.show.id]));

    const { client } = await makeVerifiedUser(late);
    await client.post("/api/settings/update", { key: "time_zone", value: "UTC" });
    expect(await ids(client)).toEqual(expect.arrayContaining([evening.show.id, afterMidnight.show.id]));
  });
});

describe("renderCalendar", () => {
  it("escapes text and folds long lines without splitting a character", () => {
    const text = renderCalendar("Dizilog", [{ uid: "x@d", start: new Date("2026-11-21T17:00:00Z"), minutes: 120, summary: `Aşk, "Memnu"; ${"ğ".repeat(60)}` }], new Date("2026-11-21T00:00:00Z"));
    expect(text).toContain("DTSTART:20261121T170000Z");
    expect(text).toContain("DTEND:20261121T190000Z");
    expect(text).toContain("Aşk\\, \"Memnu\"\\;");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, "")).toContain("ğ".repeat(60));
  });
});
