import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHART_MESSAGES } from "@dizilog/shared/api";
import trErrors from "@dizilog/shared/errors/locales/tr";
import { chartEntries, comments, couples, episodeViews, episodes, likes, posts, ratings, reactions, trackedShows } from "../../src/db/schema/index.js";
import { COUPLE_WEIGHTS, SHOW_WEIGHTS } from "../../src/domain/charts.js";
import { startJobs } from "../../src/jobs/boss.js";
import { JOBS } from "../../src/jobs/registry.js";
import { Client } from "../accounts/helpers.js";
import { makePerson, makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";

// 2026-03-08 is the day New York moves its clocks forward: the chart's day is 23 hours long,
// from 05:00Z to 04:00Z next morning.
const DAY = "2026-03-08";
const IN = (hour: number) => new Date(Date.UTC(2026, 2, 8, 5 + hour, 30));
const BEFORE = new Date("2026-03-08T04:30:00Z"); // 23:30 on the 7th in New York
const AFTER = new Date("2026-03-09T04:30:00Z"); // 00:30 on the 9th (EDT)
const clock = new Date("2026-03-09T08:00:00Z"); // 04:00 in New York, after the 03:00 run

let t: TestContext;
let users: MadeUser[];
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  users = await Promise.all(Array.from({ length: 6 }, () => makeUser(t)));
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const job = (name: string) => JOBS.find((j) => j.name === name)!;
const run = async (name: string, payload: object = {}) => job(name).handle(t.deps, job(name).payload.parse(payload));
const chart = (kind: "shows" | "couples", day = DAY) =>
  db().select().from(chartEntries).where(and(eq(chartEntries.kind, kind), eq(chartEntries.day, day))).orderBy(chartEntries.rank);

async function episodeOf(showId: number) {
  const [e] = await db().select({ id: episodes.id }).from(episodes).where(eq(episodes.showId, showId)).limit(1);
  return e!.id;
}

/** Three shows with known activity on DAY, and some just outside it. */
async function fixture() {
  const [a, b, c] = await Promise.all([makeShow(db(), { seasons: [3] }), makeShow(db(), { seasons: [3] }), makeShow(db(), { seasons: [3] })]).then((r) =>
    r.map((x) => x.show),
  );
  const [ea, eb] = await Promise.all([episodeOf(a!.id), episodeOf(b!.id)]);
  const [u0, u1, u2, u3] = users.map((u) => u.id) as [number, number, number, number];
  // Show A: 2 tracks, 1 rating, 1 like → 2·5 + 3 + 4 = 17.
  await db().insert(trackedShows).values([
    { userId: u0, showId: a!.id, createdAt: IN(1) },
    { userId: u1, showId: a!.id, createdAt: IN(22) },
    // Outside the day on both sides: not counted.
    { userId: u2, showId: a!.id, createdAt: BEFORE },
    { userId: u3, showId: a!.id, createdAt: AFTER },
  ]);
  await db().insert(ratings).values({ userId: u0, showId: a!.id, rating: 4, createdAt: IN(2), updatedAt: IN(2) });
  await db().insert(likes).values({ userId: u0, itemType: "show", itemId: a!.id, createdAt: IN(3) });
  // Show B: 3 seen marks, 2 reactions, 2 comments, 1 public post (+1 private, not counted) → 3 + 2 + 4 + 3 = 12.
  const eps = await db().select({ id: episodes.id }).from(episodes).where(eq(episodes.showId, b!.id));
  await db().insert(episodeViews).values(eps.map((e) => ({ userId: u1, episodeId: e.id, showId: b!.id, watchedAt: IN(4) })));
  await db().insert(reactions).values([
    { userId: u0, itemType: "episode", itemId: eb, reaction: "amazing", createdAt: IN(5) },
    { userId: u1, itemType: "episode", itemId: eb, reaction: "sad", createdAt: IN(5) },
    { userId: u2, itemType: "episode", itemId: ea, reaction: "sad", createdAt: AFTER },
  ]);
  await db().insert(comments).values([
    { itemType: "show", itemId: b!.id, showId: b!.id, userId: u0, content: "x", createdAt: IN(6) },
    { itemType: "episode", itemId: eb, showId: b!.id, userId: u1, content: "y", createdAt: IN(6) },
    { itemType: "show", itemId: b!.id, showId: b!.id, userId: u1, content: "removed", createdAt: IN(6), removedAt: IN(7) },
  ]);
  await db().insert(posts).values([
    { userId: u2, wallUserId: u2, type: "post", content: "p", showId: b!.id, createdAt: IN(8) },
    { userId: u2, wallUserId: u2, type: "post", content: "private", visibility: "private", showId: b!.id, createdAt: IN(8) },
  ]);
  // Show C: one like, one day later only.
  await db().insert(likes).values({ userId: u1, itemType: "show", itemId: c!.id, createdAt: AFTER });
  return { a: a!, b: b!, c: c! };
}

let shows: Awaited<ReturnType<typeof fixture>>;
beforeAll(async () => {
  shows = await fixture();
});

describe("the charts' schedule", () => {
  it("declares charts.shows at 03:00 and charts.couples at 05:00 New York time", () => {
    expect(job("charts.shows")).toMatchObject({ cron: "0 3 * * *", tz: "America/New_York" });
    expect(job("charts.couples")).toMatchObject({ cron: "0 5 * * *", tz: "America/New_York" });
  });

  it("schedules them in pg-boss with that zone (the others stay in Istanbul)", async () => {
    const jobs = await startJobs(t.deps, { work: false, schedule: true });
    try {
      const schedules = await jobs.queue.getSchedules();
      const byName = new Map(schedules.map((s) => [s.name, s]));
      expect(byName.get("charts.shows")).toMatchObject({ cron: "0 3 * * *", options: expect.objectContaining({ tz: "America/New_York" }) });
      expect(byName.get("charts.couples")).toMatchObject({ cron: "0 5 * * *", options: expect.objectContaining({ tz: "America/New_York" }) });
      expect(byName.get("notifications.prune-marks")).toMatchObject({ options: expect.objectContaining({ tz: "Europe/Istanbul" }) });
    } finally {
      await jobs.stop();
    }
  });
});

describe("charts.shows", () => {
  it("ranks the New York day's activity by its weights, leaving out what falls outside the day", async () => {
    await run("charts.shows");
    const rows = await chart("shows");
    const mine = rows.filter((r) => [shows.a.id, shows.b.id, shows.c.id].includes(r.itemId));
    expect(mine.map((r) => [r.itemId, r.score])).toEqual([
      [shows.a.id, 2 * SHOW_WEIGHTS.track + SHOW_WEIGHTS.rating + SHOW_WEIGHTS.like],
      [shows.b.id, 3 * SHOW_WEIGHTS.seen + 2 * SHOW_WEIGHTS.reaction + 2 * SHOW_WEIGHTS.comment + SHOW_WEIGHTS.post],
    ]);
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((r) => !r.sample)).toBe(true);
  });

  it("is idempotent: a rerun replaces the day's chart, and follows changed activity", async () => {
    await run("charts.shows");
    await run("charts.shows");
    const before = await chart("shows");
    expect(before).toHaveLength(2);
    // Two more likes of C inside the day: it now scores 8 and goes between A and B? (17, 12, 8).
    await db().insert(likes).values([
      { userId: users[2]!.id, itemType: "show", itemId: shows.c.id, createdAt: IN(9) },
      { userId: users[3]!.id, itemType: "show", itemId: shows.c.id, createdAt: IN(9) },
      { userId: users[4]!.id, itemType: "show", itemId: shows.c.id, createdAt: IN(9) },
      { userId: users[5]!.id, itemType: "show", itemId: shows.c.id, createdAt: IN(9) },
    ]);
    await run("charts.shows");
    const after = await chart("shows");
    expect(after.map((r) => [r.rank, r.itemId, r.score])).toEqual([
      [1, shows.a.id, 17],
      [2, shows.c.id, 16],
      [3, shows.b.id, 12],
    ]);
  });

  it("keeps at most 20 ranks", async () => {
    const many = await Promise.all(Array.from({ length: 22 }, () => makeShow(db(), { seasons: [1] })));
    await db().insert(likes).values(many.map(({ show }) => ({ userId: users[5]!.id, itemType: "show" as const, itemId: show.id, createdAt: IN(10) })));
    await run("charts.shows");
    const rows = await chart("shows");
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 3).map((r) => r.itemId)).toEqual([shows.a.id, shows.c.id, shows.b.id]);
    // Ties (4 points each) go to the lower id.
    const tied = rows.slice(3).map((r) => r.itemId);
    expect(tied).toEqual([...tied].sort((x, y) => x - y));
    await db().delete(likes).where(and(eq(likes.userId, users[5]!.id), eq(likes.createdAt, IN(10))));
    await run("charts.shows");
  });

  it("computes the day before its clock's New York day unless given a date", async () => {
    await run("charts.shows", { date: "2026-03-07" });
    expect(await chart("shows", "2026-03-07")).toEqual([
      expect.objectContaining({ rank: 1, itemId: shows.a.id, score: SHOW_WEIGHTS.track }),
    ]);
  });
});

describe("charts.couples", () => {
  it("scores a couple's likes, its people's likes and a tenth of its show's activity", async () => {
    const [p1, p2, p3, p4] = await Promise.all([makePerson(db()), makePerson(db()), makePerson(db()), makePerson(db())]);
    const [liked, quiet] = await db()
      .insert(couples)
      .values([
        { slug: "chart-liked", name: "Liked", showId: shows.b.id, personAId: p1.id, personBId: p2.id },
        { slug: "chart-quiet", name: "Quiet", showId: shows.a.id, personAId: p3.id, personBId: p4.id },
      ])
      .returning();
    await db().insert(likes).values([
      { userId: users[0]!.id, itemType: "couple", itemId: liked!.id, createdAt: IN(11) },
      { userId: users[1]!.id, itemType: "couple", itemId: liked!.id, createdAt: IN(11) },
      { userId: users[0]!.id, itemType: "person", itemId: p1.id, createdAt: IN(12) },
      { userId: users[0]!.id, itemType: "couple", itemId: quiet!.id, createdAt: AFTER },
    ]);
    await run("charts.couples");
    const rows = await chart("couples");
    expect(rows.map((r) => [r.itemId, r.score])).toEqual([
      [liked!.id, 2 * COUPLE_WEIGHTS.like + COUPLE_WEIGHTS.personLike + Math.floor(12 / COUPLE_WEIGHTS.showDivisor)],
      [quiet!.id, Math.floor(17 / COUPLE_WEIGHTS.showDivisor)],
    ]);
    await run("charts.couples");
    expect(await chart("couples")).toHaveLength(2);
  });
});

describe("GET /api/charts/social", () => {
  const get = (client: Client, query: string) => client.get(`/api/charts/social${query}`);

  it("answers the top shows with score null for a visitor and a free user, a number for Pro", async () => {
    await run("charts.shows");
    const free = await makeUser(t);
    const pro = await makeUser(t, { pro: true });
    for (const client of [new Client(t.app), free.client]) {
      const res = await get(client, `?kind=shows&date=${DAY}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toEqual({ kind: "shows", date: DAY, sample: false, scores: false });
      expect(body.data[0]).toMatchObject({ rank: 1, show: { id: shows.a.id, slug: shows.a.slug }, score: null });
      expect(body.data.every((e: { score: unknown }) => e.score === null)).toBe(true);
    }
    const body = (await get(pro.client, `?kind=shows&date=${DAY}`)).json();
    expect(body.meta.scores).toBe(true);
    expect(body.data.slice(0, 3).map((e: { score: number }) => e.score)).toEqual([17, 16, 12]);
  });

  it("answers couples with both people and their show", async () => {
    const body = (await get(new Client(t.app), `?kind=couples&date=${DAY}`)).json();
    expect(body.data[0]).toMatchObject({ rank: 1, couple: { slug: "chart-liked", show: { id: shows.b.id }, people: [{}, {}] }, score: null });
  });

  it("without a date answers the latest day computed; a day without a chart answers data []", async () => {
    await run("charts.shows", { date: "2026-03-09" });
    const latest = (await get(new Client(t.app), "?kind=shows")).json();
    expect(latest.meta.date >= "2026-03-09").toBe(true);
    const empty = await get(new Client(t.app), "?kind=shows&date=2001-01-01");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [], meta: { kind: "shows", date: "2001-01-01", sample: false, scores: false } });
  });

  it("refuses a malformed date, a date that is no day and an unknown kind with 422", async () => {
    const cases: [string, string, string][] = [
      ["?date=2026-3-8", "date", CHART_MESSAGES.dateFormat],
      ["?date=yesterday", "date", CHART_MESSAGES.dateFormat],
      ["?date=2026-02-30", "date", CHART_MESSAGES.dateNotReal],
      ["?kind=people", "kind", CHART_MESSAGES.kindInvalid],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(new Client(t.app), query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const tr = await new Client(t.app).get("/api/charts/social?kind=people", { "accept-language": "tr" });
    expect(tr.json()).toMatchObject({ code: "kind_invalid", errors: { kind: [trErrors.kind_invalid] }, error_codes: { kind: ["kind_invalid"] } });
  });

  it("the demo seed carries sample charts of both kinds, flagged as sample data", async () => {
    const rows = await db().select().from(chartEntries).where(eq(chartEntries.sample, true));
    expect(rows.filter((r) => r.kind === "shows")).toHaveLength(20);
    expect(rows.filter((r) => r.kind === "couples").length).toBeGreaterThan(5);
    const day = rows[0]!.day;
    const body = (await get(new Client(t.app), `?kind=couples&date=${day}`)).json();
    expect(body.meta.sample).toBe(true);
    expect(body.data.length).toBeGreaterThan(5);
  });
});

describe("couples", () => {
  let couple: typeof couples.$inferSelect;
  beforeAll(async () => {
    const { show } = await makeShow(db(), { seasons: [1] });
    const { show: other } = await makeShow(db(), { seasons: [1] });
    const [a, b] = await Promise.all([makePerson(db()), makePerson(db())]);
    const { credits } = await import("../../src/db/schema/index.js");
    await db().insert(credits).values([
      { showId: other.id, personId: a.id, kind: "cast" },
      { showId: other.id, personId: b.id, kind: "cast" },
    ]);
    [couple] = await db().insert(couples).values({ slug: "api-couple", name: "Api & Couple", showId: show.id, personAId: a.id, personBId: b.id }).returning() as [typeof couples.$inferSelect];
  });

  it("GET /api/couples pages through every couple with a keyset cursor", async () => {
    const seen = new Set<number>();
    let next: string | null = null;
    let pages = 0;
    do {
      const res = await new Client(t.app).get(`/api/couples?limit=7${next ? `&cursor=${next}` : ""}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const c of body.data) {
        expect(seen.has(c.id)).toBe(false);
        seen.add(c.id);
        expect(c).toMatchObject({ url: `/pairs/${c.slug}`, like_count: expect.any(Number), people: [{}, {}] });
      }
      next = body.meta.cursor.next;
      pages++;
    } while (next && pages < 50);
    const total = (await db().select({ id: couples.id }).from(couples)).length;
    expect(seen.size).toBe(total);
    expect((await new Client(t.app).get("/api/couples?cursor=bad!")).statusCode).toBe(422);
    expect((await new Client(t.app).get("/api/couples?cursor=eyJpZCI6LTF9")).statusCode).toBe(422);
  });

  it("GET /api/couples/{id|slug} answers both people, its shows and the like state; liking it moves both", async () => {
    const visitor = (await new Client(t.app).get(`/api/couples/${couple.slug}`)).json().data;
    expect(visitor).toMatchObject({ id: couple.id, slug: "api-couple", like_count: 0, people: [{}, {}] });
    expect(visitor.has_liked).toBeUndefined();
    expect(visitor.shows.data.map((s: { id: number }) => s.id)).toEqual([couple.showId, expect.any(Number)]);
    const fan = await makeUser(t);
    expect((await fan.client.get(`/api/couples/${couple.id}`)).json().data).toMatchObject({ like_count: 0, has_liked: false });
    expect((await fan.client.post("/api/like-item", { type: "couple", id: couple.id })).json()).toEqual({ liked: true, like_count: 1 });
    expect((await fan.client.get(`/api/couples/${couple.id}`)).json().data).toMatchObject({ like_count: 1, has_liked: true });
    const liked = (await fan.client.get("/api/me/likes?type=couple")).json();
    expect(liked.data.map((c: { id: number }) => c.id)).toEqual([couple.id]);
  });

  it("has a link-preview image (/og/couple/{id}.jpg), 404 for an unknown couple", async () => {
    const res = await new Client(t.app).get(`/og/couple/${couple.id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const { default: sharp } = await import("sharp");
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect((await new Client(t.app).get("/og/couple/999999.jpg")).statusCode).toBe(404);
  });

  it("answers 404 for an unknown couple, an id past int4 and a slug of nothing", async () => {
    for (const key of ["999999", "99999999999", "no-such-pair"]) {
      const res = await new Client(t.app).get(`/api/couples/${key}`);
      expect(res.statusCode, key).toBe(404);
    }
  });
});
