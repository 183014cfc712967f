import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderCalendar } from "../../src/lib/ical.js";
import { type AccountsEnv, Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { parseICalendar } from "./ical-parse.js";

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
    // A strict RFC 5545 reader (test/tracking/ical-parse.ts) reads the whole feed.
    const parsed = parseICalendar(feed.body);
    expect(parsed).toMatchObject({ version: "2.0", name: "Dizilog" });
    expect(parsed.events.length).toBeGreaterThan(0);
    for (const event of parsed.events) {
      expect(event.uid).toMatch(/^episode-\d+@dizilog$/);
      expect(event.summary).toMatch(/^Kuruluş: Osman S\d{2}E\d{2}$/);
      expect(event.url).toMatch(/^http:\/\/localhost:3000\/shows\/kurulus-osman\//);
      expect(event.end!.getTime()).toBeGreaterThan(event.start.getTime());
    }
    expect(new Set(parsed.events.map((e) => e.uid)).size).toBe(parsed.events.length);
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

  it("writes what a strict reader reads back, field for field", () => {
    const now = new Date("2026-11-21T08:15:00Z");
    const events = [
      { uid: "episode-1@dizilog", start: new Date("2026-11-21T17:00:00Z"), minutes: 135, summary: `Aşk-ı Memnu S01E02; "Bihter", Behlül \\ ${"ş".repeat(50)}`, description: "Line one\nline two, with; marks", url: "http://localhost:3000/shows/ask-i-memnu/season/1/episode/2" },
      { uid: "episode-2@dizilog", start: new Date("2026-12-31T21:30:00Z"), minutes: 60, summary: "Yılbaşı" },
    ];
    const parsed = parseICalendar(renderCalendar("Dizilog, mine", events, now));
    expect(parsed.name).toBe("Dizilog, mine");
    expect(parsed.prodId).toBe("-//Dizilog//Tracker//EN");
    expect(parsed.events).toEqual([
      { uid: "episode-1@dizilog", stamp: now, start: events[0]!.start, end: new Date("2026-11-21T19:15:00Z"), summary: events[0]!.summary, description: events[0]!.description, url: events[0]!.url },
      { uid: "episode-2@dizilog", stamp: now, start: events[1]!.start, end: new Date("2026-12-31T22:30:00Z"), summary: "Yılbaşı", description: undefined, url: undefined },
    ]);
  });

  it("the reader refuses what a calendar client could misread", () => {
    const good = renderCalendar("Dizilog", [{ uid: "a@d", start: new Date("2026-11-21T17:00:00Z"), minutes: 60, summary: "A" }], new Date());
    expect(() => parseICalendar(good.replace(/\r\n/g, "\n"))).toThrow();
    expect(() => parseICalendar(good.replace("SUMMARY:A", "SUMMARY:A, B"))).toThrow(/unescaped/);
    expect(() => parseICalendar(good.replace("END:VEVENT\r\n", ""))).toThrow();
    expect(() => parseICalendar(good.replace(/DTSTART:\d{8}T\d{6}Z/, "DTSTART:20261121T170000"))).toThrow(/UTC/);
    expect(() => parseICalendar(good.replace("SUMMARY:A", `SUMMARY:${"A".repeat(80)}`))).toThrow(/75 octets/);
  });
});
