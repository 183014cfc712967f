import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WATCH_MESSAGES } from "@dizilog/shared/api";
import { systemCtx } from "../../src/context.js";
import { domainEventRuns, showSuggestions, shows } from "../../src/db/schema/index.js";
import { JOBS } from "../../src/jobs/registry.js";
import { resolveDueSuggestions } from "../../src/services/show-suggestion.service.js";
import { HttpTvmazeClient } from "../../src/integrations/tvmaze/tvmaze.client.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { type FixtureServer, startFixtureServer } from "../tvmaze/fixture-server.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { TestClock, lastEventId, makeStaff, notificationsOfKind, runNotifications } from "./helpers.js";

const DELAY = 3600;
let ctx: TestContext;
let tvmaze: FixtureServer;
const clock = new TestClock(new Date("2026-03-02T09:00:00Z"));
beforeAll(async () => {
  tvmaze = await startFixtureServer();
  ctx = await createTestApp({ now: clock.now, env: { SUGGESTION_DELAY: String(DELAY), TVMAZE_URL: tvmaze.baseUrl } });
});
afterAll(async () => {
  await ctx?.close();
  await tvmaze?.close();
});
beforeEach(() => tvmaze.reset());
const db = () => ctx.database.db;
const sweep = () => JOBS.find((j) => j.name === "suggestions.resolve-due")!.handle(ctx.deps, {});
const suggest = (user: MadeUser, body: Record<string, unknown>) => user.client.post("/api/suggestions/shows", body);

/** A port nothing listens on. */
async function deadUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe("POST /api/suggestions/shows", () => {
  it("answers 202 with the suggestion pending, due SUGGESTION_DELAY seconds later", async () => {
    const user = await makeUser(ctx);
    const res = await suggest(user, { title: "  Some Missing Show ", note: "Please add it" });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ data: { id: expect.any(Number), status: "pending", due_at: new Date(clock.now().getTime() + DELAY * 1000).toISOString() } });
    const mine = (await user.client.get("/api/me/suggestions/shows")).json().data;
    expect(mine[0]).toMatchObject({ title: "Some Missing Show", note: "Please add it", status: "pending", show: null, tvmaze_id: null });
  });

  it("validates: a title is required (200 at most), a note 500 at most, a tvmaze id a positive int", async () => {
    const user = await makeUser(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "title", "This field is required."],
      [{ title: "   " }, "title", "This field is required."],
      [{ title: "x".repeat(201) }, "title", WATCH_MESSAGES.titleTooLong],
      [{ title: "Ok", note: "n".repeat(501) }, "note", WATCH_MESSAGES.noteTooLong],
      [{ title: "Ok", tvmaze_id: -3 }, "tvmaze_id", WATCH_MESSAGES.tvmazeIdInvalid],
      [{ title: "Ok", tvmaze_id: "abc" }, "tvmaze_id", WATCH_MESSAGES.tvmazeIdInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await suggest(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
  });

  it("a visitor gets 401, an unverified user 403; 20 waiting suggestions at most", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/suggestions/shows", payload: { title: "X" } })).statusCode).toBe(401);
    const unverified = await makeUser(ctx, { verified: false });
    const res = await suggest(unverified, { title: "X" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Please verify your email address to proceed.");
    const eager = await makeUser(ctx);
    for (let i = 0; i < 20; i++) expect((await suggest(eager, { title: `Show ${i}` })).statusCode).toBe(202);
    const over = await suggest(eager, { title: "One more" });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: "show_suggestions_too_many", errors: { title: ["You have 20 suggestions waiting. Please wait until they are looked at."] } });
    await db().delete(showSuggestions).where(eq(showSuggestions.userId, eager.id));
  });
});

describe("the suggestions sweep (job suggestions.resolve-due)", () => {
  it("waits for the delay, then imports the show from TVMaze and tells every suggester once (new_show), even when the job runs twice", async () => {
    const [fan, other] = [await makeUser(ctx), await makeUser(ctx)];
    const since = await lastEventId(db());
    await suggest(fan, { title: "Rüzgarın Kızı" });
    await suggest(other, { title: "rüzgarın kızı", note: "the one on Star TV" });

    clock.advance(DELAY - 60);
    await sweep();
    expect(tvmaze.requests).toEqual([]);
    expect((await fan.client.get("/api/me/suggestions/shows")).json().data[0].status).toBe("pending");

    clock.advance(60);
    await sweep();
    await sweep();
    const [show] = await db().select().from(shows).where(eq(shows.tvmazeId, 99001));
    expect(show).toBeDefined();
    const mine = (await fan.client.get("/api/me/suggestions/shows")).json().data[0];
    expect(mine).toMatchObject({ status: "added", show: { id: show!.id, url: `/shows/${show!.slug}` } });
    expect((await other.client.get("/api/me/suggestions/shows")).json().data[0].status).toBe("added");

    await runNotifications(ctx, ["show_suggestion.resolved"], since);
    await db().delete(domainEventRuns);
    await runNotifications(ctx, ["show_suggestion.resolved"], since);
    for (const user of [fan, other]) {
      const told = await notificationsOfKind(db(), user.id, "new_show");
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ actorId: null, subjectType: "show", subjectId: show!.id });
    }
    const [n] = (await fan.client.get("/api/me/notifications")).json().data as { type: string; text: string; url: string }[];
    expect(n).toMatchObject({ type: "new_show", text: `${show!.title}, the show you suggested, has been added` });
  });

  it("a show already in the catalog by then is marked in_catalog and the fan is told the same way, without asking TVMaze", async () => {
    const { show } = await makeShow(db(), { originalTitle: "Çok Güzel Bir Dizi", title: "A Very Fine Show" });
    const fan = await makeUser(ctx);
    const since = await lastEventId(db());
    await suggest(fan, { title: "cok guzel bir dizi" });
    clock.advance(DELAY);
    await sweep();
    expect(tvmaze.requests).toEqual([]);
    expect((await fan.client.get("/api/me/suggestions/shows")).json().data[0]).toMatchObject({ status: "in_catalog", show: { id: show.id } });
    await runNotifications(ctx, ["show_suggestion.resolved"], since);
    const told = await notificationsOfKind(db(), fan.id, "new_show");
    expect(told).toHaveLength(1);
    expect((told[0]!.data as Record<string, unknown>).variant).toBe("new_show_in_catalog");
  });

  it("a title TVMaze does not know is not_found; nobody is told", async () => {
    const fan = await makeUser(ctx);
    const since = await lastEventId(db());
    await suggest(fan, { title: "Zzz No Such Drama" });
    clock.advance(DELAY);
    await sweep();
    expect(tvmaze.requests.some((r) => r.startsWith("/singlesearch/shows"))).toBe(true);
    expect((await fan.client.get("/api/me/suggestions/shows")).json().data[0]).toMatchObject({ status: "not_found", show: null });
    expect(await runNotifications(ctx, ["show_suggestion.resolved"], since)).toBe(0);
  });

  it("TVMaze unreachable: unavailable, and the next sweep asks again", async () => {
    const fan = await makeUser(ctx);
    const [row] = await db().insert(showSuggestions).values({ userId: fan.id, title: "Kayıp Dizi", tvmazeId: 424242, dueAt: clock.now() }).returning();
    const down = new HttpTvmazeClient(await deadUrl(), { timeoutMs: 2000 });
    await resolveDueSuggestions(systemCtx(ctx.deps), down);
    expect((await db().select().from(showSuggestions).where(eq(showSuggestions.id, row!.id)))[0]!.status).toBe("unavailable");
    await sweep();
    expect(tvmaze.requests).toContain("/shows/424242");
    const [after] = await db().select().from(showSuggestions).where(eq(showSuggestions.id, row!.id));
    // TVMaze answered this time: it has no such show.
    expect(after!.status).toBe("not_found");
    expect(after!.resolvedAt).not.toBeNull();
  });

  it("staff see the waiting suggestions with who sent them; others get 404", async () => {
    const staff = await makeUser(ctx);
    await makeStaff(db(), staff.id);
    const fan = await makeUser(ctx);
    await suggest(fan, { title: "Waiting Show" });
    const res = await staff.client.get("/api/admin/suggestions");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((s: { title: string }) => s.title === "Waiting Show")).toMatchObject({ status: "pending", user: { id: fan.id } });
    const added = (await staff.client.get("/api/admin/suggestions?status=added")).json().data as { status: string }[];
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((s) => s.status === "added")).toBe(true);
    expect((await fan.client.get("/api/admin/suggestions")).statusCode).toBe(404);
    expect((await staff.client.get("/api/admin/suggestions?status=bogus")).statusCode).toBe(422);
  });
});
