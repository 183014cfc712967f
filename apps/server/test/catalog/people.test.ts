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
