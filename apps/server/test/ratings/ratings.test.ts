import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TV_RATINGS_MESSAGES } from "@dizilog/shared/api";
import { domainEvents, episodes, notifications, tvRatings, users } from "../../src/db/schema/index.js";
import { seedDemoRatings } from "../../src/seed/demo-ratings.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";

// 2026-11-20 12:00 in Istanbul (UTC+3): today is 2026-11-20, the free window 2026-11-14 … 2026-11-20.
let clock = new Date("2026-11-20T09:00:00Z");
let ctx: TestContext;
let staff: MadeUser;
let free: MadeUser;
let pro: MadeUser;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock, jobs: true });
  staff = await makeUser(ctx);
  await ctx.database.db.update(users).set({ role: "staff" }).where(eq(users.id, staff.id));
  free = await makeUser(ctx);
  pro = await makeUser(ctx, { pro: true });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  clock = new Date("2026-11-20T09:00:00Z");
  await db().delete(tvRatings);
});
const db = () => ctx.database.db;

async function showWithEpisodes(seasons = [4]) {
  const made = await makeShow(db(), { seasons });
  const eps = await db().select().from(episodes).where(eq(episodes.showId, made.show.id)).orderBy(asc(episodes.seasonNumber), asc(episodes.number));
  return { ...made, episodes: eps };
}

const row = (show: { id: number }, episodeId: number, date: string, rating: number | string, extra: Record<string, unknown> = {}) => ({
  date,
  show: show.id,
  episode: episodeId,
  slot: "20:00",
  category: "Total",
  rating,
  share: 12.5,
  ...extra,
});

async function importRows(rows: unknown[]) {
  const res = await staff.client.post("/api/admin/ratings", { rows });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const visitor = () => ctx.app;
async function visitorGet(url: string) {
  return visitor().inject({ method: "GET", url });
}

describe("POST /api/admin/ratings", () => {
  it("is staff's: 404 to a visitor and to a signed-in user, even a Pro one", async () => {
    const body = { rows: [] };
    expect((await visitor().inject({ method: "POST", url: "/api/admin/ratings", payload: body })).statusCode).toBe(404);
    expect((await free.client.post("/api/admin/ratings", body)).statusCode).toBe(404);
    expect((await pro.client.post("/api/admin/ratings", body)).statusCode).toBe(404);
  });

  it("imports JSON rows (201 {imported}) and shows them ranked on the day, with the change since the show's previous episode", async () => {
    const a = await showWithEpisodes();
    const b = await showWithEpisodes();
    expect(await importRows([row(a.show, a.episodes[0]!.id, "2026-11-17", 6.5), row(b.show, b.episodes[0]!.id, "2026-11-17", 8)])).toEqual({ data: { imported: 2 } });
    expect(await importRows([row(a.show, a.episodes[1]!.id, "2026-11-19", "7.85"), row(b.show, b.episodes[1]!.id, "2026-11-19", 7.1)])).toEqual({ data: { imported: 2 } });
    const res = await visitorGet("/api/ratings/daily?date=2026-11-19");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ date: "2026-11-19", category: "Total", latest: "2026-11-19", free_from: "2026-11-14", archive: false });
    expect(body.data.map((r: { rank: number; show: { id: number }; rating: number; change: number }) => [r.rank, r.show.id, r.rating, r.change])).toEqual([
      [1, a.show.id, 7.85, 1.35],
      [2, b.show.id, 7.1, -0.9],
    ]);
    expect(body.data[0]).toMatchObject({ slot: "20:00", share: 12.5, episode: { id: a.episodes[1]!.id, season: 1, number: 2 } });
    expect(body.data[0].sample).toBeUndefined();
    // The show's first episode has no change.
    const first = (await visitorGet("/api/ratings/daily?date=2026-11-17")).json();
    expect(first.data.every((r: Record<string, unknown>) => !("change" in r))).toBe(true);
  });

  it("imports a CSV body (text/csv) and a multipart file, by show id or slug", async () => {
    const a = await showWithEpisodes();
    const csv = `date,show,episode,slot,category,rating,share\n2026-11-18,${a.show.slug},${a.episodes[0]!.id},20:00,Total,5.25,10.5\n\n2026-11-18,${a.show.id},${a.episodes[0]!.id},20:00,AB,6.5,14\n`;
    const res = await staff.client.request({ method: "POST", url: "/api/admin/ratings", payload: csv, headers: { "content-type": "text/csv" } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ data: { imported: 2 } });

    const boundary = "----dizilogratings";
    const csv2 = `date,show,episode,slot,category,rating,share\r\n2026-11-18,${a.show.id},${a.episodes[0]!.id},20:00,20+ABC1,7,15.25\r\n`;
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ratings.csv"\r\nContent-Type: text/csv\r\n\r\n${csv2}\r\n--${boundary}--\r\n`;
    const res2 = await staff.client.request({ method: "POST", url: "/api/admin/ratings", payload: multipart, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect(res2.statusCode, res2.body).toBe(201);
    expect(res2.json()).toEqual({ data: { imported: 1 } });
    const stored = await db().select().from(tvRatings).where(eq(tvRatings.showId, a.show.id));
    expect(stored.map((r) => [r.category, r.rating, r.share]).sort()).toEqual([
      ["20+ABC1", 7, 15.25],
      ["AB", 6.5, 14],
      ["Total", 5.25, 10.5],
    ]);
  });

  it("stores nothing when any row is bad, and names every bad row and field (rows.<i>.<field>, 0-based)", async () => {
    const a = await showWithEpisodes();
    const other = await showWithEpisodes();
    const good = row(a.show, a.episodes[0]!.id, "2026-11-18", 5);
    const rows = [
      good,
      { ...good, date: "2026-02-30", episode: a.episodes[1]!.id },
      { ...good, show: "no-such-show-anywhere", episode: a.episodes[2]!.id },
      { ...good, episode: other.episodes[0]!.id },
      { ...good, episode: a.episodes[3]!.id, category: "Women" },
      { ...good, episode: a.episodes[3]!.id, rating: "7,5" },
      { ...good, episode: a.episodes[3]!.id, share: 101 },
      { ...good, episode: a.episodes[3]!.id, slot: "x".repeat(21) },
      { date: "2026-11-18", show: a.show.id },
      good,
      { ...good, episode: 2_147_483_647, rating: 7.555 },
    ];
    const res = await staff.client.post("/api/admin/ratings", { rows });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors).toEqual({
      "rows.1.date": [TV_RATINGS_MESSAGES.dayInvalid],
      "rows.2.show": [TV_RATINGS_MESSAGES.showUnknown],
      "rows.3.episode": [TV_RATINGS_MESSAGES.episodeUnknown],
      "rows.4.category": [TV_RATINGS_MESSAGES.categoryInvalid],
      "rows.5.rating": [TV_RATINGS_MESSAGES.percentageInvalid],
      "rows.6.share": [TV_RATINGS_MESSAGES.percentageInvalid],
      "rows.7.slot": [TV_RATINGS_MESSAGES.slotInvalid],
      "rows.8.episode": ["This field is required."],
      "rows.8.slot": ["This field is required."],
      "rows.8.category": ["This field is required."],
      "rows.8.rating": ["This field is required."],
      "rows.8.share": ["This field is required."],
      "rows.9.episode": [TV_RATINGS_MESSAGES.duplicateRow],
      "rows.10.episode": [TV_RATINGS_MESSAGES.episodeUnknown],
      "rows.10.rating": [TV_RATINGS_MESSAGES.percentageInvalid],
    });
    expect(res.json().message).toBe(TV_RATINGS_MESSAGES.dayInvalid);
    expect(await db().select().from(tvRatings)).toEqual([]);
  });

  it("answers 422 for an empty upload, a CSV without the columns, a body without rows, and a CSV over the size limit", async () => {
    const empty = await staff.client.post("/api/admin/ratings", { rows: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ rows: [TV_RATINGS_MESSAGES.noRows] });
    const noRows = await staff.client.post("/api/admin/ratings", {});
    expect(noRows.statusCode).toBe(422);
    expect(noRows.json().errors).toEqual({ rows: ["This field is required."] });
    const header = await staff.client.request({ method: "POST", url: "/api/admin/ratings", payload: "date,show,rating\n2026-11-18,1,5\n", headers: { "content-type": "text/csv" } });
    expect(header.statusCode).toBe(422);
    expect(header.json().errors).toEqual({ file: [TV_RATINGS_MESSAGES.csvHeader] });
    const huge = `date,show,episode,slot,category,rating,share\n${"2026-11-18,1,1,20:00,Total,5,5\n".repeat(40_000)}`;
    const big = await staff.client.request({ method: "POST", url: "/api/admin/ratings", payload: huge, headers: { "content-type": "text/csv" } });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file).toEqual(["The file may not be greater than 1 MB."]);
    expect(await db().select().from(tvRatings)).toEqual([]);
  });

  it("replaces an earlier figure of the same date, episode and category, and clears its sample mark", async () => {
    const a = await showWithEpisodes();
    const e = a.episodes[0]!;
    await db().insert(tvRatings).values({ day: "2026-11-18", showId: a.show.id, seasonId: e.seasonId, episodeId: e.id, slot: "20:00", category: "Total", rating: 4, share: 9, sample: true });
    const before = (await visitorGet("/api/ratings/daily?date=2026-11-18")).json();
    expect(before.data[0]).toMatchObject({ rating: 4, sample: true });
    await importRows([row(a.show, e.id, "2026-11-18", 6.25, { slot: "20:15" })]);
    const stored = await db().select().from(tvRatings);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ rating: 6.25, slot: "20:15", sample: false });
    const after = (await visitorGet("/api/ratings/daily?date=2026-11-18")).json();
    expect(after.data[0].sample).toBeUndefined();
  });
});

describe("GET /api/ratings/daily", () => {
  it("defaults to Total and the latest day with rows in the category; a day without rows is 200 with []", async () => {
    const a = await showWithEpisodes();
    await importRows([row(a.show, a.episodes[0]!.id, "2026-11-16", 5), row(a.show, a.episodes[1]!.id, "2026-11-18", 6, { category: "AB" })]);
    const total = (await visitorGet("/api/ratings/daily")).json();
    expect(total.meta).toMatchObject({ date: "2026-11-16", category: "Total" });
    expect(total.data).toHaveLength(1);
    const ab = (await visitorGet("/api/ratings/daily?category=AB")).json();
    expect(ab.meta.date).toBe("2026-11-18");
    const none = await visitorGet("/api/ratings/daily?date=2026-11-19");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ data: [], meta: { date: "2026-11-19" } });
    const bad = await visitorGet("/api/ratings/daily?category=Women");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.category).toEqual([TV_RATINGS_MESSAGES.categoryInvalid]);
    expect((await visitorGet("/api/ratings/daily?date=2026-13-01")).json().errors.date).toEqual([TV_RATINGS_MESSAGES.dayInvalid]);
  });

  it("opens today − 6 … today in Europe/Istanbul to everyone, and older days to Pro only, across Istanbul's midnight", async () => {
    const a = await showWithEpisodes();
    await importRows([row(a.show, a.episodes[0]!.id, "2026-11-14", 5)]);
    // 23:59:59 in Istanbul on the 20th: the 14th is the window's first day.
    clock = new Date("2026-11-20T20:59:59Z");
    expect((await visitorGet("/api/ratings/daily?date=2026-11-14")).statusCode).toBe(200);
    expect((await free.client.get("/api/ratings/daily?date=2026-11-14")).statusCode).toBe(200);
    // Midnight in Istanbul (21:00 UTC, still the 20th in UTC): the 14th left the window.
    clock = new Date("2026-11-20T21:00:00Z");
    const closed = await visitorGet("/api/ratings/daily?date=2026-11-14");
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: "pro_required", pro_required: true });
    expect((await free.client.get("/api/ratings/daily?date=2026-11-14")).statusCode).toBe(403);
    const open = await pro.client.get("/api/ratings/daily?date=2026-11-14");
    expect(open.statusCode).toBe(200);
    expect(open.json().meta).toMatchObject({ archive: true, free_from: "2026-11-15" });
    expect((await staff.client.get("/api/ratings/daily?date=2026-11-14")).statusCode).toBe(200);
    // The default day never answers 403: a free viewer gets no day when the latest is older than the window.
    const fallback = (await visitorGet("/api/ratings/daily")).json();
    expect(fallback).toMatchObject({ data: [], meta: { date: null, latest: "2026-11-14" } });
    expect((await pro.client.get("/api/ratings/daily")).json().meta.date).toBe("2026-11-14");
  });
});

describe("GET /api/ratings/weekly", () => {
  it("averages each show's episodes in the ISO week to 2 decimals, ranked", async () => {
    const a = await showWithEpisodes();
    const b = await showWithEpisodes();
    // Week 2026-W47 is Monday 16 … Sunday 22 November.
    await importRows([
      row(a.show, a.episodes[0]!.id, "2026-11-16", 7.1),
      row(a.show, a.episodes[1]!.id, "2026-11-17", 7.2),
      row(a.show, a.episodes[2]!.id, "2026-11-18", 7.25),
      row(b.show, b.episodes[0]!.id, "2026-11-17", 7.19, { share: "13.33" }),
      row(b.show, b.episodes[1]!.id, "2026-11-23", 9),
    ]);
    const res = await visitorGet("/api/ratings/weekly?week=2026-W47");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ week: "2026-W47", category: "Total", from: "2026-11-16", to: "2026-11-22" });
    expect(body.data.map((r: { rank: number; show: { id: number }; rating: number; share: number; episodes: number }) => [r.rank, r.show.id, r.rating, r.share, r.episodes])).toEqual([
      [1, b.show.id, 7.19, 13.33, 1],
      [2, a.show.id, 7.18, 12.5, 3],
    ]);
    // The default week is the latest day's (here a day after today's).
    expect((await visitorGet("/api/ratings/weekly")).json().meta.week).toBe("2026-W48");
    expect((await visitorGet("/api/ratings/weekly?week=2026-W54")).statusCode).toBe(422);
    expect((await visitorGet("/api/ratings/weekly?week=2026-47")).json().errors.week).toEqual([TV_RATINGS_MESSAGES.weekInvalid]);
  });

  it("opens weeks whose Monday is in the free window; older weeks need Pro", async () => {
    // Today 2026-11-20: the window starts 2026-11-14, so W47 (Monday 16) is open and W46 (Monday 9) is not.
    expect((await visitorGet("/api/ratings/weekly?week=2026-W47")).statusCode).toBe(200);
    const old = await visitorGet("/api/ratings/weekly?week=2026-W46");
    expect(old.statusCode).toBe(403);
    expect(old.json().pro_required).toBe(true);
    expect((await pro.client.get("/api/ratings/weekly?week=2026-W46")).statusCode).toBe(200);
  });
});

describe("GET /api/shows/{id}/ratings", () => {
  it("is Pro's: 403 pro_required for visitors and free users; each episode for Pro, the latest season by default", async () => {
    const a = await showWithEpisodes([2, 3]);
    const s2 = a.episodes.filter((e) => e.seasonNumber === 2);
    await importRows([
      row(a.show, s2[1]!.id, "2026-11-18", 6),
      row(a.show, s2[0]!.id, "2026-11-11", 5.5, { slot: "20:00-23:00" }),
      row(a.show, s2[0]!.id, "2026-11-11", 3, { category: "AB" }),
    ]);
    const url = `/api/shows/${a.show.slug}/ratings`;
    const visitorRes = await visitorGet(url);
    expect(visitorRes.statusCode).toBe(403);
    expect(visitorRes.json()).toMatchObject({ code: "pro_required", pro_required: true });
    expect((await free.client.get(url)).statusCode).toBe(403);
    const res = await pro.client.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { episode: { id: s2[0]!.id, season: 2, number: 1, title: null }, date: "2026-11-11", slot: "20:00-23:00", rating: 5.5, share: 12.5 },
        { episode: { id: s2[1]!.id, season: 2, number: 2, title: null }, date: "2026-11-18", slot: "20:00", rating: 6, share: 12.5 },
      ],
      meta: { season: 2, category: "Total" },
    });
    expect((await pro.client.get(`${url}?category=AB`)).json().data).toHaveLength(1);
  });

  it("answers 422 'Ratings are not available for this season yet.' for a season without figures, 404 for an unknown show or season", async () => {
    const a = await showWithEpisodes([2]);
    const res = await pro.client.get(`/api/shows/${a.show.id}/ratings?season=1`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Ratings are not available for this season yet.");
    expect((await pro.client.get(`/api/shows/${a.show.id}/ratings?season=9`)).statusCode).toBe(404);
    expect((await pro.client.get("/api/shows/no-such-show-here/ratings")).statusCode).toBe(404);
  });
});

describe("Tell me when the ratings arrive", () => {
  it("tells each waiting user once (ratings_available), when an import brings the season's figures", async () => {
    const a = await showWithEpisodes([2]);
    const watchUrl = `/api/shows/${a.show.slug}/seasons/1/ratings-watch`;
    expect((await visitor().inject({ method: "POST", url: watchUrl })).statusCode).toBe(401);
    const watched = await free.client.post(watchUrl);
    expect(watched.statusCode, watched.body).toBe(200);
    expect(watched.json()).toEqual({ data: { season: 1, watching: true } });
    expect((await free.client.post(watchUrl)).statusCode).toBe(200);
    expect((await free.client.get(watchUrl)).json().data.watching).toBe(true);
    expect((await free.client.post(`/api/shows/${a.show.slug}/seasons/7/ratings-watch`)).statusCode).toBe(404);

    await importRows([row(a.show, a.episodes[0]!.id, "2026-11-18", 6)]);
    await importRows([row(a.show, a.episodes[1]!.id, "2026-11-19", 6)]);
    await ctx.settle();
    const events = (await db().select().from(domainEvents).where(eq(domainEvents.type, "ratings.arrived"))).filter(
      (e) => (e.payload as { showId: number }).showId === a.show.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ userIds: [free.id], seasonNumber: 1, url: `/shows/${a.show.slug}?season=1#ratings` });
    const told = await db().select().from(notifications).where(eq(notifications.userId, free.id));
    expect(told.filter((n) => n.kind === "ratings_available")).toHaveLength(1);
    const list = (await free.client.get("/api/me/notifications")).json();
    expect(list.data[0]).toMatchObject({ type: "ratings_available", actor: null });
    expect(list.data[0].text).toContain(a.show.originalTitle);
    expect((await free.client.get(watchUrl)).json().data.watching).toBe(false);
    // The staff member who imported is told nothing.
    expect((await db().select().from(notifications).where(eq(notifications.userId, staff.id))).filter((n) => n.kind === "ratings_available")).toEqual([]);
  });
});

describe("The demo catalog's sample figures", () => {
  it("gives each episode aired in the last 21 days a figure in each category, marked sample, which an import replaces", async () => {
    const a = await makeShow(db(), { seasons: [5], firstAirsAt: new Date("2026-10-20T17:00:00Z") });
    const written = await seedDemoRatings(db(), clock);
    const mine = await db().select().from(tvRatings).where(eq(tvRatings.showId, a.show.id));
    // Weekly from 20 October: the 3rd, 10th and 17th of November are within 21 days of the 20th.
    expect(new Set(mine.map((r) => r.day))).toEqual(new Set(["2026-11-03", "2026-11-10", "2026-11-17"]));
    expect(mine).toHaveLength(9);
    expect(written).toBeGreaterThanOrEqual(9);
    expect(mine.every((r) => r.sample && r.rating > 0 && r.share > 0 && r.share <= 60)).toBe(true);
    const day = (await visitorGet("/api/ratings/daily?date=2026-11-17")).json();
    expect(day.data.find((r: { show: { id: number } }) => r.show.id === a.show.id)).toMatchObject({ sample: true, slot: "20:00" });
    // Seeding again changes nothing.
    await seedDemoRatings(db(), clock);
    expect(await db().select().from(tvRatings).where(eq(tvRatings.showId, a.show.id))).toHaveLength(9);
  });
});
