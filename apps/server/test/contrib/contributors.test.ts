import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRIB_MESSAGES, type ContributorRequest } from "@dizilog/shared/api";
import { domainEvents, notifications } from "../../src/db/schema/index.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeModerator } from "../moderation/factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makeStaff } from "./helpers.js";

let env: TestContext;
let staff: MadeUser;
beforeAll(async () => {
  env = await createTestApp({ jobs: true });
  staff = await makeStaff(env);
});
afterAll(async () => env?.close());
const db = () => env.database.db;

const ask = (user: MadeUser, show: string | number, body: unknown = { areas: ["music", "clips"], note: "Her bölümü izliyorum." }) =>
  user.client.post(`/api/shows/${show}/contributor-requests`, body);

describe("POST /api/shows/{id}/contributor-requests (the join modal)", () => {
  it("records one pending request, which the requester sees in the modal; a second answers 409", async () => {
    const { show } = await makeShow(db());
    const fan = await makeUser(env);
    const res = await ask(fan, show.slug);
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().data as ContributorRequest;
    expect(request).toMatchObject({ status: "pending", areas: ["music", "clips"], note: "Her bölümü izliyorum.", decided_at: null, show: { id: show.id, url: `/shows/${show.slug}` }, user: { id: fan.id } });

    const mine = await fan.client.get(`/api/shows/${show.id}/contributor-requests/mine`);
    expect(mine.json().data).toMatchObject({ moderator: false, request: { id: request.id, status: "pending" } });

    const again = await ask(fan, show.id, { areas: ["images"] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CONTRIB_MESSAGES.requestPending, code: "contrib_request_pending" });
  });

  it("asks for a signed-in, verified fan, a known show, at least one known area and a short note", async () => {
    const { show } = await makeShow(db());
    const visitor = await env.app.inject({ method: "POST", url: `/api/shows/${show.id}/contributor-requests`, payload: { areas: ["music"] } });
    expect(visitor.statusCode).toBe(401);
    const unverified = await makeUser(env, { verified: false });
    const refused = await ask(unverified, show.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Please verify your email address to proceed.");

    const fan = await makeUser(env);
    expect((await ask(fan, "no-such-show-anywhere")).statusCode).toBe(404);
    const none = await ask(fan, show.id, { areas: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.areas).toEqual([CONTRIB_MESSAGES.areasRequired]);
    const unknown = await ask(fan, show.id, { areas: ["cooking"] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.areas).toEqual([CONTRIB_MESSAGES.areaInvalid]);
    const long = await ask(fan, show.id, { areas: ["music"], note: "x".repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: { note: [CONTRIB_MESSAGES.noteMax] }, error_codes: { note: ["note_too_long"] } });
    // Nothing was stored by the refusals: the first real request goes through.
    expect((await ask(fan, show.id)).statusCode).toBe(201);
  });

  it("answers 409 to someone who already keeps the show (its moderator, staff)", async () => {
    const { show } = await makeShow(db());
    const moderator = await makeUser(env);
    await makeModerator(db(), moderator.id, show.id);
    const res = await ask(moderator, show.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONTRIB_MESSAGES.alreadyModerator);
    expect((await ask(staff, show.id)).statusCode).toBe(409);
    expect((await moderator.client.get(`/api/shows/${show.id}/contributor-requests/mine`)).json().data).toEqual({ moderator: true, request: null });
  });
});

describe("staff answer contributor requests", () => {
  it("only staff list and answer them (404 to everyone else, the admin area is not revealed)", async () => {
    const { show } = await makeShow(db());
    const fan = await makeUser(env);
    const id = (await ask(fan, show.id)).json().data.id as number;
    const moderator = await makeUser(env);
    await makeModerator(db(), moderator.id, show.id);
    for (const user of [fan, moderator]) {
      expect((await user.client.get("/api/admin/contributor-requests")).statusCode).toBe(404);
      expect((await user.client.post(`/api/admin/contributor-requests/${id}/accept`, {})).statusCode).toBe(404);
      expect((await user.client.post(`/api/admin/contributor-requests/${id}/decline`, {})).statusCode).toBe(404);
    }
    expect((await env.app.inject({ method: "GET", url: "/api/admin/contributor-requests" })).statusCode).toBe(404);
    const list = await staff.client.get("/api/admin/contributor-requests");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: ContributorRequest) => r.id)).toContain(id);
  });

  it("accepting makes the fan a moderator of the show through the role service: role_changed once, the request answered once", async () => {
    const { show } = await makeShow(db());
    const fan = await makeUser(env);
    const id = (await ask(fan, show.id)).json().data.id as number;
    const accepted = await staff.client.post(`/api/admin/contributor-requests/${id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ id, status: "accepted", decided_at: expect.any(String) });
    expect((await fan.client.get("/api/me")).json().data.role).toBe("moderator");
    expect((await fan.client.get(`/api/shows/${show.id}/contributor-requests/mine`)).json().data).toMatchObject({ moderator: true, request: { id, status: "accepted" } });

    const again = await staff.client.post(`/api/admin/contributor-requests/${id}/accept`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONTRIB_MESSAGES.requestSettled);
    expect((await staff.client.post(`/api/admin/contributor-requests/${id}/decline`, {})).statusCode).toBe(409);

    await env.settle();
    const events = await db().select().from(domainEvents).where(eq(domainEvents.type, "role.moderator_appointed"));
    expect(events.filter((e) => (e.payload as { userId: number }).userId === fan.id)).toHaveLength(1);
    const told = await db().select().from(notifications).where(and(eq(notifications.userId, fan.id), eq(notifications.kind, "role_changed")));
    expect(told).toHaveLength(1);
    const list = (await fan.client.get("/api/me/notifications")).json().data;
    expect(list[0]).toMatchObject({ type: "role_changed", text: `You joined the moderation team of ${show.originalTitle}` });
    // Now they keep the page: the media controls are theirs.
    expect((await fan.client.get(`/api/shows/${show.id}/music`)).json().meta).toEqual({ can_add: true });
  });

  it("declining leaves the fan a plain user, who may ask again later", async () => {
    const { show } = await makeShow(db());
    const fan = await makeUser(env);
    const id = (await ask(fan, show.id)).json().data.id as number;
    const declined = await staff.client.post(`/api/admin/contributor-requests/${id}/decline`, {});
    expect(declined.json().data).toMatchObject({ status: "declined" });
    expect((await fan.client.get("/api/me")).json().data.role).toBe("user");
    expect((await staff.client.get("/api/admin/contributor-requests?status=declined")).json().data.map((r: ContributorRequest) => r.id)).toContain(id);
    expect((await staff.client.get("/api/admin/contributor-requests")).json().data.map((r: ContributorRequest) => r.id)).not.toContain(id);
    expect((await ask(fan, show.id)).statusCode).toBe(201);
    expect((await staff.client.post("/api/admin/contributor-requests/2000000000/accept", {})).statusCode).toBe(404);
    expect((await staff.client.get("/api/admin/contributor-requests?status=maybe")).statusCode).toBe(422);
  });

  it("pages the requests newest first with a cursor", async () => {
    const { show } = await makeShow(db());
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await ask(await makeUser(env), show.id)).json().data.id);
    const first = (await staff.client.get("/api/admin/contributor-requests")).json();
    const ours = first.data.filter((r: ContributorRequest) => ids.includes(r.id)).map((r: ContributorRequest) => r.id);
    expect(ours).toEqual([...ids].reverse());
  });
});
