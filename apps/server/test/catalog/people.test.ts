import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../harness.js";
import { makePerson } from "../factories.js";
import { localDate } from "../../src/lib/time.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });

describe("people", () => {
  it("GET /api/people/today?date=MM-DD answers the people born that day", async () => {
    const person = await makePerson(ctx.database.db, { name: "Doğum Günü Test", birthday: "1988-02-29" });
    const res = await get("/api/people/today?date=02-29");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { slug: string }) => p.slug)).toContain(person.slug);
  });

  it("defaults to today in Europe/Istanbul", async () => {
    const today = localDate(new Date(), "Europe/Istanbul");
    const person = await makePerson(ctx.database.db, { birthday: `1990-${today.slice(5)}` });
    const res = await get("/api/people/today");
    expect(res.json().data.map((p: { slug: string }) => p.slug)).toContain(person.slug);
  });

  it.each(["13-01", "02-30", "2-1", "abc"])("refuses date=%s with 422", async (date) => {
    const res = await get(`/api/people/today?date=${date}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("date");
  });

  it("upcoming: from tomorrow to the month's end for the current month, the whole month otherwise", async () => {
    const today = localDate(new Date(), "Europe/Istanbul");
    const month = Number(today.slice(5, 7));
    const day = Number(today.slice(8, 10));
    const todays = await makePerson(ctx.database.db, { birthday: `1991-${today.slice(5)}` });
    const current = (await get(`/api/people/upcoming?month=${month}`)).json().data;
    expect(current.map((p: { slug: string }) => p.slug)).not.toContain(todays.slug);
    for (const p of current) expect(Number(p.date.slice(8, 10))).toBeGreaterThan(day);
    const otherMonth = (month % 12) + 1;
    const other = (await get(`/api/people/upcoming?month=${otherMonth}`)).json().data;
    const days = other.map((p: { date: string }) => Number(p.date.slice(8, 10)));
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect((await get("/api/people/upcoming?month=13")).statusCode).toBe(422);
  });

  it("GET /api/people/{slug} answers the person with credits", async () => {
    const res = await get("/api/people/beren-saat");
    expect(res.statusCode).toBe(200);
    const person = res.json().data;
    expect(person).toMatchObject({ name: "Beren Saat", url: "/person/beren-saat", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(person.credits.data.map((c: { show: { original_title: string } }) => c.show.original_title)).toContain("Aşk-ı Memnu");
    expect((await get("/api/people/nobody-at-all")).statusCode).toBe(404);
  });

  it("GET /api/casts/search finds people typed without Turkish letters", async () => {
    const res = await get("/api/casts/search?keyword=kivanc");
    expect(res.json().data.map((p: { name: string }) => p.name)).toContain("Kıvanç Tatlıtuğ");
    expect((await get("/api/casts/search?keyword=")).json().data).toEqual([]);
  });
});

describe("POST /api/get-in-touch", () => {
  const valid = { name: "Ayşe", email: "ayse@example.com", subject: "Wrong air date", message: "Episode 3 aired on Tuesday." };

  it("stores the report and thanks the sender", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/get-in-touch", payload: valid, remoteAddress: "10.0.0.1" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toEqual(expect.any(String));
    const rows = await ctx.database.query<{ email: string }>("select email from contact_reports");
    expect(rows.rows.map((r) => r.email)).toContain("ayse@example.com");
  });

  it.each([
    [{ ...valid, name: "" }, "name", "This field is required."],
    [{ ...valid, message: "   " }, "message", "This field is required."],
    [{ ...valid, email: "not-an-email" }, "email", "The email must be a valid email address."],
    [{ ...valid, message: "x".repeat(5001) }, "message", undefined],
  ])("refuses a bad report with 422 naming the field", async (payload, field, message) => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/get-in-touch", payload, remoteAddress: "10.0.0.2" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
    if (message) expect(res.json().errors[field]).toContain(message);
  });

  it("rate limits to 5 an hour per address with Retry-After", async () => {
    const send = () => ctx.app.inject({ method: "POST", url: "/api/get-in-touch", payload: valid, remoteAddress: "10.0.0.3" });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toEqual(expect.any(String));
  });
});

describe("the nearest birthdays (late in a month)", () => {
  let late: TestContext;
  // 30 November, 10:00 in Istanbul: the rest of the month is one day at most.
  beforeAll(async () => {
    late = await createTestApp({ now: () => new Date("2026-11-30T07:00:00Z") });
  });
  afterAll(async () => late.close());

  it("upcoming?next=N answers the N nearest birthdays from tomorrow, over the new year", async () => {
    const db = late.database.db;
    const december = await makePerson(db, { birthday: "1985-12-01" });
    const january = await makePerson(db, { birthday: "1979-01-03" });
    const todays = await makePerson(db, { birthday: "1990-11-30" });
    const res = await late.app.inject({ method: "GET", url: "/api/people/upcoming?next=50" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { slug: string; date: string }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(50);
    expect(data[0]!.date.slice(5)).toBe("12-01");
    expect(data.map((p) => p.slug)).toContain(december.slug);
    // In calendar order from tomorrow: December before January, today's birthdays (if reached) last.
    const rank = (date: string) => (date.slice(5) > "11-30" ? 0 : 10_000) + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
    const ranks = data.map((p) => rank(p.date));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const slugs = data.map((p) => p.slug);
    if (slugs.includes(january.slug)) expect(slugs.indexOf(january.slug)).toBeGreaterThan(slugs.indexOf(december.slug));
    expect(slugs.slice(0, -1)).not.toContain(todays.slug);
    expect((await late.app.inject({ method: "GET", url: "/api/people/upcoming?next=1" })).json().data).toHaveLength(1);
    expect((await late.app.inject({ method: "GET", url: "/api/people/upcoming?next=0" })).statusCode).toBe(422);
    expect((await late.app.inject({ method: "GET", url: "/api/people/upcoming?next=51" })).statusCode).toBe(422);
    // The month answer stays the contract's: the current month from tomorrow (nothing after the 30th).
    const month = (await late.app.inject({ method: "GET", url: "/api/people/upcoming?month=11" })).json().data;
    expect(month).toEqual([]);
  });
});
