import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@dizilog/shared";
import { DIARY_MESSAGES } from "@dizilog/shared/api";
import { blocks, diaryLogs, users } from "../../src/db/schema/index.js";
import { makeShow } from "../factories.js";
import { type Account, type AccountsEnv, Client, makeVerifiedUser, register, startAccountsApp } from "../accounts/helpers.js";

/**
 * The clock is pinned at 2024-05-31 22:30 UTC: already 1 June 01:30 in Istanbul (UTC+3),
 * still 31 May 18:30 in New York (UTC-4).
 */
const NOW = new Date("2024-05-31T22:30:00Z");

let env: AccountsEnv;
let aired: { id: number; showId: number };
let airedLater: { id: number };
let unaired: { id: number };

beforeAll(async () => {
  env = await startAccountsApp({ now: () => NOW });
  const { show } = await makeShow(env.ctx.database.db, { seasons: [2], firstAirsAt: new Date("2024-01-02T17:00:00Z") });
  const { show: future } = await makeShow(env.ctx.database.db, { seasons: [1], firstAirsAt: new Date("2024-06-04T17:00:00Z") });
  const rows = await env.ctx.database.db.query.episodes.findMany({ where: (e, { inArray }) => inArray(e.showId, [show.id, future.id]) });
  const byShow = (id: number) => rows.filter((r) => r.showId === id).sort((a, b) => a.number - b.number);
  aired = { id: byShow(show.id)[0]!.id, showId: show.id };
  airedLater = { id: byShow(show.id)[1]!.id };
  unaired = { id: byShow(future.id)[0]!.id };
});
afterAll(async () => env.close());

async function userIn(timeZone: string): Promise<Account> {
  const account = await makeVerifiedUser(env);
  await env.ctx.database.db.update(users).set({ timeZone }).where(eq(users.id, account.user.id));
  return account;
}

const log = (account: Account, body: Record<string, unknown>) => account.client.post("/api/logs", { episode_id: aired.id, ...body });

async function diary(account: Account, month?: string, client: Client = account.client) {
  const res = await client.get(`/api/users/${account.username.toLowerCase()}/diary${month ? `?month=${month}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: number; watched_at: string }[]; meta: { month: string; previous_month: string; next_month: string } };
}

describe("POST /api/logs", () => {
  it("logs an episode and answers 201 with the DiaryEntry", async () => {
    const account = await userIn("Europe/Istanbul");
    const res = await log(account, { watched_at: "2024-05-20T21:15:00+03:00", rating: 4.5, note: "  Harika bir final!  ", rewatch: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      episode: expect.objectContaining({ id: aired.id, code: "S01E01", has_aired: true, show: expect.objectContaining({ id: aired.showId }) }),
      watched_at: "2024-05-20T18:15:00.000Z",
      rating: 4.5,
      note: "Harika bir final!",
      rewatch: true,
      abilities: { delete: true },
    });
    const [row] = await env.ctx.database.db.select().from(diaryLogs).where(eq(diaryLogs.id, res.json().data.id));
    expect(row!.rating).toBe(9);
  });

  it("defaults rating and note to null and rewatch to false; logs the same episode again", async () => {
    const account = await userIn("Europe/Istanbul");
    const first = await log(account, { watched_at: "2024-05-01T20:00:00Z" });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ rating: null, note: null, rewatch: false });
    const again = await log(account, { watched_at: "2024-05-02T20:00:00Z", rewatch: true, note: "" });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ note: null, rewatch: true });
    expect(again.json().data.id).not.toBe(first.json().data.id);
  });

  it("reads a bare date as noon that day in the user's time zone", async () => {
    const istanbul = await userIn("Europe/Istanbul");
    const newYork = await userIn("America/New_York");
    expect((await log(istanbul, { watched_at: "2024-03-15" })).json().data.watched_at).toBe("2024-03-15T09:00:00.000Z");
    expect((await log(newYork, { watched_at: "2024-03-15" })).json().data.watched_at).toBe("2024-03-15T16:00:00.000Z");
    // Winter time in New York: UTC-5.
    expect((await log(newYork, { watched_at: "2024-02-15" })).json().data.watched_at).toBe("2024-02-15T17:00:00.000Z");
  });

  it("reads a date and time without offset on the user's wall clock", async () => {
    const istanbul = await userIn("Europe/Istanbul");
    expect((await log(istanbul, { watched_at: "2024-04-30T23:30" })).json().data.watched_at).toBe("2024-04-30T20:30:00.000Z");
    expect((await log(istanbul, { watched_at: "2024-04-30T23:30:15" })).json().data.watched_at).toBe("2024-04-30T20:30:15.000Z");
  });

  it("takes today as a bare date even before noon, and never stores a future instant", async () => {
    // In Istanbul it is 1 June 01:30: noon of today is still ahead, so the entry is at now.
    const istanbul = await userIn("Europe/Istanbul");
    const res = await log(istanbul, { watched_at: "2024-06-01" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.watched_at).toBe(NOW.toISOString());
    // In New York it is still 31 May, so 1 June is tomorrow.
    const newYork = await userIn("America/New_York");
    const tomorrow = await log(newYork, { watched_at: "2024-06-01" });
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().errors).toEqual({ watched_at: [DIARY_MESSAGES.watchedAtFuture] });
  });

  it("answers 422 for a watched_at in the future", async () => {
    const account = await userIn("Europe/Istanbul");
    for (const watched_at of ["2024-06-02", "2024-06-01T00:00:00Z", "2025-01-01T00:00:00+03:00"]) {
      const res = await log(account, { watched_at });
      expect(res.statusCode, watched_at).toBe(422);
      expect(res.json()).toMatchObject({ message: DIARY_MESSAGES.watchedAtFuture, errors: { watched_at: [DIARY_MESSAGES.watchedAtFuture] } });
    }
  });

  it("answers 422 for a malformed or missing watched_at", async () => {
    const account = await userIn("Europe/Istanbul");
    for (const watched_at of ["yesterday", "2024-02-30", "2024-13-01", "2024-05-01T25:00:00Z", "15/05/2024", 20240501]) {
      const res = await log(account, { watched_at });
      expect(res.statusCode, String(watched_at)).toBe(422);
      expect(res.json().errors).toEqual({ watched_at: [DIARY_MESSAGES.watchedAtInvalid] });
    }
    const missing = await account.client.post("/api/logs", { episode_id: aired.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ watched_at: [MESSAGES.requiredField] });
  });

  it("answers 422 for an unaired episode with the spec's message", async () => {
    const account = await userIn("Europe/Istanbul");
    const res = await account.client.post("/api/logs", { episode_id: unaired.id, watched_at: "2024-05-30" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: "This episode has not aired yet.", errors: { episode_id: ["This episode has not aired yet."] } });
  });

  it("answers 404 for an unknown episode and 422 for a missing one", async () => {
    const account = await userIn("Europe/Istanbul");
    const unknown = await account.client.post("/api/logs", { episode_id: 99_999_999, watched_at: "2024-05-30" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.notFound });
    const missing = await account.client.post("/api/logs", { watched_at: "2024-05-30" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ episode_id: [MESSAGES.requiredField] });
  });

  it("checks the rating (0.5 to 5, steps of 0.5), the note (at most 500) and rewatch (boolean)", async () => {
    const account = await userIn("Europe/Istanbul");
    for (const rating of [0, 0.25, 5.5, -1, 3.3, "4"]) {
      const res = await log(account, { watched_at: "2024-05-30", rating });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(res.json().errors).toEqual({ rating: [DIARY_MESSAGES.rating] });
    }
    for (const rating of [0.5, 5, 3]) expect((await log(account, { watched_at: "2024-05-30", rating })).json().data.rating).toBe(rating);
    expect((await log(account, { watched_at: "2024-05-30", rating: null })).json().data.rating).toBeNull();

    const long = await log(account, { watched_at: "2024-05-30", note: "n".repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ note: [DIARY_MESSAGES.noteMax] });
    expect((await log(account, { watched_at: "2024-05-30", note: "n".repeat(500) })).statusCode).toBe(201);

    const rewatch = await log(account, { watched_at: "2024-05-30", rewatch: "yes" });
    expect(rewatch.statusCode).toBe(422);
    expect(rewatch.json().errors).toEqual({ rewatch: [DIARY_MESSAGES.rewatchBoolean] });
  });

  it("answers 401 to a visitor and 403 with the verify message to an unverified account", async () => {
    const visitor = await new Client(env.app).post("/api/logs", { episode_id: aired.id, watched_at: "2024-05-30" });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.loginRequired });
    const unverified = await register(env);
    const res = await unverified.client.post("/api/logs", { episode_id: aired.id, watched_at: "2024-05-30" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.verifyEmail });
  });
});

describe("DELETE /api/logs/{id}", () => {
  it("deletes the owner's entry (204) and answers 404 to anyone else and afterwards", async () => {
    const owner = await userIn("Europe/Istanbul");
    const other = await userIn("Europe/Istanbul");
    const id = (await log(owner, { watched_at: "2024-05-30" })).json().data.id;
    expect((await other.client.delete(`/api/logs/${id}`)).statusCode).toBe(404);
    expect((await new Client(env.app).delete(`/api/logs/${id}`)).statusCode).toBe(401);
    expect((await diary(owner, "2024-05")).data.map((e) => e.id)).toEqual([id]);
    const res = await owner.client.delete(`/api/logs/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await diary(owner, "2024-05")).data).toEqual([]);
    expect((await owner.client.delete(`/api/logs/${id}`)).statusCode).toBe(404);
    expect((await owner.client.delete(`/api/logs/abc`)).statusCode).toBe(422);
  });
});

describe("GET /api/users/{slug}/diary", () => {
  it("puts 23:30 on the last day of a month in that month for an Istanbul user", async () => {
    const istanbul = await userIn("Europe/Istanbul");
    const lastNight = (await log(istanbul, { watched_at: "2024-04-30T23:30:00+03:00" })).json().data;
    const firstMorning = (await log(istanbul, { watched_at: "2024-05-01T00:30:00+03:00" })).json().data;
    expect((await diary(istanbul, "2024-04")).data.map((e) => e.id)).toEqual([lastNight.id]);
    expect((await diary(istanbul, "2024-05")).data.map((e) => e.id)).toEqual([firstMorning.id]);
  });

  it("groups the same instant into a different month in another time zone", async () => {
    // 2024-04-30 22:30 UTC is 1 May 01:30 in Istanbul but 30 April 18:30 in New York.
    const istanbul = await userIn("Europe/Istanbul");
    const newYork = await userIn("America/New_York");
    const a = (await log(istanbul, { watched_at: "2024-04-30T22:30:00Z" })).json().data;
    const b = (await log(newYork, { watched_at: "2024-04-30T22:30:00Z" })).json().data;
    expect((await diary(istanbul, "2024-04")).data).toEqual([]);
    expect((await diary(istanbul, "2024-05")).data.map((e) => e.id)).toEqual([a.id]);
    expect((await diary(newYork, "2024-04")).data.map((e) => e.id)).toEqual([b.id]);
    expect((await diary(newYork, "2024-05")).data).toEqual([]);
  });

  it("lists the month newest first, ties by newest entry, with the neighbouring months", async () => {
    const account = await userIn("Europe/Istanbul");
    const early = (await log(account, { watched_at: "2024-03-02T20:00:00Z" })).json().data.id;
    const late = (await log(account, { watched_at: "2024-03-20T20:00:00Z" })).json().data.id;
    const sameA = (await log(account, { watched_at: "2024-03-10T20:00:00Z", episode_id: airedLater.id })).json().data.id;
    const sameB = (await log(account, { watched_at: "2024-03-10T20:00:00Z" })).json().data.id;
    await log(account, { watched_at: "2024-02-29T20:00:00Z" });
    const res = await diary(account, "2024-03");
    expect(res.data.map((e) => e.id)).toEqual([late, sameB, sameA, early]);
    expect(res.meta).toEqual({ month: "2024-03", previous_month: "2024-02", next_month: "2024-04" });
    expect((await diary(account, "2024-01")).meta).toEqual({ month: "2024-01", previous_month: "2023-12", next_month: "2024-02" });
    expect((await diary(account, "2024-12")).meta).toEqual({ month: "2024-12", previous_month: "2024-11", next_month: "2025-01" });
  });

  it("defaults to the current month in the owner's time zone", async () => {
    const istanbul = await userIn("Europe/Istanbul");
    const newYork = await userIn("America/New_York");
    expect((await diary(istanbul)).meta.month).toBe("2024-06");
    expect((await diary(newYork)).meta.month).toBe("2024-05");
    // The owner's zone decides, not the viewer's.
    expect((await diary(newYork, undefined, istanbul.client)).meta.month).toBe("2024-05");
  });

  it("is public, answers 404 to a blocked viewer and for an unknown user, and 422 for a bad month", async () => {
    const owner = await userIn("Europe/Istanbul");
    const blocked = await userIn("Europe/Istanbul");
    const entry = (await log(owner, { watched_at: "2024-05-30" })).json().data;
    const visitor = await diary(owner, "2024-05", new Client(env.app));
    expect(visitor.data).toHaveLength(1);
    // The same entry; the abilities are the viewer's: only the owner may delete it.
    expect(visitor.data[0]).toEqual({ ...entry, abilities: { delete: false } });
    expect((await diary(owner, "2024-05")).data[0]).toEqual(entry);
    await env.ctx.database.db.insert(blocks).values({ blockerId: owner.user.id, blockedId: blocked.user.id });
    expect((await blocked.client.get(`/api/users/${owner.username.toLowerCase()}/diary`)).statusCode).toBe(404);
    expect((await new Client(env.app).get(`/api/users/nosuchuser42/diary`)).statusCode).toBe(404);
    for (const month of ["2024-13", "2024-5", "May", "2024-05-01"]) {
      const res = await new Client(env.app).get(`/api/users/${owner.username.toLowerCase()}/diary?month=${month}`);
      expect(res.statusCode, month).toBe(422);
      expect(res.json().errors).toEqual({ month: [DIARY_MESSAGES.monthInvalid] });
    }
  });
});
