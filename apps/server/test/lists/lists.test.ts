import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { LIST_MESSAGES } from "@dizilog/shared/api";
import { blocks, likes, lists, users } from "../../src/db/schema/index.js";
import { eq } from "drizzle-orm";
import { makeShow } from "../factories.js";
import { type Account, type AccountsEnv, Client, startAccountsApp } from "../accounts/helpers.js";
import { makeUser } from "../user-factories.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;

async function createList(account: Account, body: Record<string, unknown> = {}) {
  const res = await account.client.post("/api/lists", { name: "Favori diziler", public: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; url: string };
}

const patch = (client: Client, url: string, payload: unknown) => client.request({ method: "PATCH", url, payload });

describe("POST /api/lists", () => {
  it("creates a list and answers 201 with the List", async () => {
    const owner = await makeUser(env);
    const res = await owner.client.post("/api/lists", { name: "  Best of 2024  ", description: "My picks", public: false });
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json().data;
    expect(list).toEqual({
      id: expect.any(Number),
      name: "Best of 2024",
      description: "My picks",
      public: false,
      url: `/lists/${list.id}`,
      owner: {
        id: owner.user.id,
        username: owner.username,
        slug: owner.username.toLowerCase(),
        avatar: expect.any(String),
        url: `/user/${owner.username.toLowerCase()}`,
        premium: false,
        lifetime: false,
        is_verified: false,
      },
      shows_count: 0,
      likes_count: 0,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      abilities: { edit: true, delete: true },
    });
  });

  it("stores a blank or missing description as null", async () => {
    const owner = await makeUser(env);
    expect((await createList(owner, { description: "   " }) as { description?: unknown }).description).toBeNull();
    expect((await createList(owner) as { description?: unknown }).description).toBeNull();
  });

  it("requires a name (trimmed), at most 100 characters", async () => {
    const owner = await makeUser(env);
    for (const name of [undefined, "", "    "]) {
      const res = await owner.client.post("/api/lists", { name, public: true });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: MESSAGES.requiredField, errors: { name: [MESSAGES.requiredField] } });
    }
    const long = await owner.client.post("/api/lists", { name: "x".repeat(101), public: true });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ name: [LIST_MESSAGES.nameMax] });
    expect((await owner.client.post("/api/lists", { name: "x".repeat(100), public: true })).statusCode).toBe(201);
  });

  it("refuses a description over 250 characters with the spec's message", async () => {
    const owner = await makeUser(env);
    const res = await owner.client.post("/api/lists", { name: "Long", description: "d".repeat(251), public: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: "The description may not be greater than 250 characters.",
      errors: { description: ["The description may not be greater than 250 characters."] },
    });
    expect((await owner.client.post("/api/lists", { name: "Exact", description: "d".repeat(250), public: true })).statusCode).toBe(201);
  });

  it("requires public as a boolean", async () => {
    const owner = await makeUser(env);
    const missing = await owner.client.post("/api/lists", { name: "No flag" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ public: [MESSAGES.requiredField] });
    const wrong = await owner.client.post("/api/lists", { name: "Bad flag", public: "yes" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ public: [LIST_MESSAGES.publicBoolean] });
  });

  it("answers 401 to a visitor and 403 with the verify message to an unverified account, before validating", async () => {
    const visitor = new Client(env.app);
    for (const body of [{ name: "Mine", public: true }, {}]) {
      const res = await visitor.post("/api/lists", body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
    }
    const unverified = await makeUser(env, { verified: false });
    const res = await unverified.client.post("/api/lists", { name: "Mine", public: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.verifyEmail });
  });

  it("needs the XSRF header with the session cookie", async () => {
    const owner = await makeUser(env);
    const res = await owner.client.request({ method: "POST", url: "/api/lists", payload: { name: "x", public: true }, xsrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /api/lists/{id}", () => {
  it("shows a public list to anyone, with abilities for the viewer", async () => {
    const owner = await makeUser(env);
    const other = await makeUser(env);
    const list = await createList(owner, { name: "Herkese açık", public: true });

    const asOwner = await owner.client.get(`/api/lists/${list.id}`);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().data).toMatchObject({ id: list.id, public: true, abilities: { edit: true, delete: true }, shows: { data: [] } });

    const asOther = await other.client.get(`/api/lists/${list.id}`);
    expect(asOther.statusCode).toBe(200);
    expect(asOther.json().data.abilities).toEqual({ edit: false, delete: false });

    const asVisitor = await new Client(env.app).get(`/api/lists/${list.id}`);
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json().data.abilities).toEqual({ edit: false, delete: false });
  });

  it("answers 404 for a private list to everyone but its owner, as for an unknown one", async () => {
    const owner = await makeUser(env);
    const other = await makeUser(env);
    const list = await createList(owner, { name: "Gizli", public: false });

    expect((await owner.client.get(`/api/lists/${list.id}`)).statusCode).toBe(200);
    const hidden = await other.client.get(`/api/lists/${list.id}`);
    expect(hidden.statusCode).toBe(404);
    const unknown = await other.client.get(`/api/lists/999999`);
    expect(unknown.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    expect((await new Client(env.app).get(`/api/lists/${list.id}`)).statusCode).toBe(404);
  });

  it("answers 404 to a user the owner blocked", async () => {
    const owner = await makeUser(env);
    const blocked = await makeUser(env);
    const list = await createList(owner, { public: true });
    await db().insert(blocks).values({ blockerId: owner.user.id, blockedId: blocked.user.id });
    expect((await blocked.client.get(`/api/lists/${list.id}`)).statusCode).toBe(404);
    const all = (await blocked.client.get("/api/lists?sort=newest")).json().data as { id: number }[];
    expect(all.map((l) => l.id)).not.toContain(list.id);
  });

  it("answers 422 for an id that is not a number", async () => {
    expect((await new Client(env.app).get("/api/lists/abc")).statusCode).toBe(422);
  });
});

describe("PATCH /api/lists/{id}", () => {
  it("changes only the fields sent", async () => {
    const owner = await makeUser(env);
    const list = await createList(owner, { name: "Önce", description: "Açıklama", public: true });
    const renamed = await patch(owner.client, `/api/lists/${list.id}`, { name: " Sonra " });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Sonra", description: "Açıklama", public: true });

    const hidden = await patch(owner.client, `/api/lists/${list.id}`, { public: false, description: null });
    expect(hidden.json().data).toMatchObject({ name: "Sonra", description: null, public: false });
    expect((await new Client(env.app).get(`/api/lists/${list.id}`)).statusCode).toBe(404);
  });

  it("validates like create", async () => {
    const owner = await makeUser(env);
    const list = await createList(owner);
    const empty = await patch(owner.client, `/api/lists/${list.id}`, { name: " " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: [MESSAGES.requiredField] });
    const long = await patch(owner.client, `/api/lists/${list.id}`, { description: "d".repeat(251) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ description: [LIST_MESSAGES.descriptionMax] });
  });

  it("answers 403 for someone else's public list, 404 for a private one, 401/403 for visitors and unverified", async () => {
    const owner = await makeUser(env);
    const other = await makeUser(env);
    const open = await createList(owner, { public: true });
    const secret = await createList(owner, { public: false });

    const forbidden = await patch(other.client, `/api/lists/${open.id}`, { name: "Mine now" });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: MESSAGES.forbidden });
    expect((await patch(other.client, `/api/lists/${secret.id}`, { name: "Mine now" })).statusCode).toBe(404);
    expect((await patch(new Client(env.app), `/api/lists/${secret.id}`, { name: "x" })).statusCode).toBe(401);
    const unverified = await makeUser(env, { verified: false });
    const res = await patch(unverified.client, `/api/lists/${open.id}`, { name: "x" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.verifyEmail });

    const unchanged = (await owner.client.get(`/api/lists/${open.id}`)).json().data;
    expect(unchanged.name).toBe("Favori diziler");
  });
});

describe("DELETE /api/lists/{id}", () => {
  it("deletes the owner's list with its items and likes (204)", async () => {
    const owner = await makeUser(env);
    const fan = await makeUser(env);
    const list = await createList(owner);
    const { show } = await makeShow(db());
    await owner.client.post(`/api/lists/${list.id}/items`, { show_id: show.id });
    await db().insert(likes).values({ userId: fan.user.id, itemType: "list", itemId: list.id });
    await db().update(users).set({ likeCount: 1 }).where(eq(users.id, fan.user.id));
    await db().update(lists).set({ likesCount: 1 }).where(eq(lists.id, list.id));

    const res = await owner.client.delete(`/api/lists/${list.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await owner.client.get(`/api/lists/${list.id}`)).statusCode).toBe(404);
    expect(await db().select().from(likes).where(eq(likes.itemId, list.id))).toEqual([]);
    const [fanRow] = await db().select({ likeCount: users.likeCount }).from(users).where(eq(users.id, fan.user.id));
    expect(fanRow!.likeCount).toBe(0);
    expect((await owner.client.delete(`/api/lists/${list.id}`)).statusCode).toBe(404);
  });

  it("answers 403 for someone else's public list, 404 for a private one and 401 for a visitor", async () => {
    const owner = await makeUser(env);
    const other = await makeUser(env);
    const open = await createList(owner, { public: true });
    const secret = await createList(owner, { public: false });
    expect((await other.client.delete(`/api/lists/${open.id}`)).statusCode).toBe(403);
    expect((await other.client.delete(`/api/lists/${secret.id}`)).statusCode).toBe(404);
    expect((await new Client(env.app).delete(`/api/lists/${open.id}`)).statusCode).toBe(401);
    expect((await owner.client.get(`/api/lists/${open.id}`)).statusCode).toBe(200);
    expect((await owner.client.get(`/api/lists/${secret.id}`)).statusCode).toBe(200);
  });
});

describe("GET /api/users/{slug}/lists", () => {
  it("shows a user's public lists to others and the private ones too to the owner", async () => {
    const owner = await makeUser(env);
    const other = await makeUser(env);
    const open = await createList(owner, { name: "Açık", public: true });
    const secret = await createList(owner, { name: "Gizli", public: false });
    const slug = owner.username.toLowerCase();

    const own = await owner.client.get(`/api/users/${slug}/lists`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((l: { id: number }) => l.id)).toEqual([secret.id, open.id]);
    expect(own.json().meta.pagination).toEqual({ count: 2, current_page: 1, per_page: 20, total: 2, total_pages: 1 });

    for (const client of [other.client, new Client(env.app)]) {
      const res = await client.get(`/api/users/${slug}/lists`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((l: { id: number }) => l.id)).toEqual([open.id]);
      expect(res.json().meta.pagination.total).toBe(1);
    }
  });

  it("answers 404 for an unknown user and for a viewer the user blocked", async () => {
    const owner = await makeUser(env);
    const blocked = await makeUser(env);
    await createList(owner);
    await db().insert(blocks).values({ blockerId: owner.user.id, blockedId: blocked.user.id });
    expect((await blocked.client.get(`/api/users/${owner.username.toLowerCase()}/lists`)).statusCode).toBe(404);
    expect((await new Client(env.app).get(`/api/users/nosuchuser123/lists`)).statusCode).toBe(404);
  });

  it("answers 422 for an unknown sort", async () => {
    const owner = await makeUser(env);
    expect((await owner.client.get(`/api/users/${owner.username.toLowerCase()}/lists?sort=popular`)).statusCode).toBe(422);
  });
});
