import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { LIST_MESSAGES } from "@dizilog/shared/api";
import { makeShow } from "../factories.js";
import { type Account, type AccountsEnv, Client, startAccountsApp } from "../accounts/helpers.js";
import { makeUser } from "../user-factories.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;

async function newList(account: Account, isPublic = true): Promise<number> {
  const res = await account.client.post("/api/lists", { name: "Sıralı", public: isPublic });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function threeShows(): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) ids.push((await makeShow(db())).show.id);
  return ids;
}

const showIds = (res: { json(): { data: { shows: { data: { id: number }[] } } } }) => res.json().data.shows.data.map((s) => s.id);
const reorder = (client: Client, listId: number, ids: unknown) =>
  client.request({ method: "PUT", url: `/api/lists/${listId}/items/order`, payload: { show_ids: ids } });

describe("POST /api/lists/{id}/items", () => {
  it("appends shows at the end and answers the ListDetail with full shows", async () => {
    const owner = await makeUser(env);
    const listId = await newList(owner);
    const [a, b, c] = await threeShows();
    for (const id of [b, a, c]) {
      const res = await owner.client.post(`/api/lists/${listId}/items`, { show_id: id });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await owner.client.get(`/api/lists/${listId}`);
    expect(showIds(res)).toEqual([b, a, c]);
    expect(res.json().data.shows_count).toBe(3);
    expect(res.json().data.shows.data[0]).toMatchObject({ id: b, hashid: expect.any(String), url: expect.stringMatching(/^\/shows\//), seasons: expect.any(Array) });
  });

  it("is idempotent: adding a show twice keeps one item in its place", async () => {
    const owner = await makeUser(env);
    const listId = await newList(owner);
    const [a, b] = await threeShows();
    await owner.client.post(`/api/lists/${listId}/items`, { show_id: a });
    await owner.client.post(`/api/lists/${listId}/items`, { show_id: b });
    const again = await owner.client.post(`/api/lists/${listId}/items`, { show_id: a });
    expect(again.statusCode).toBe(200);
    expect(showIds(again)).toEqual([a, b]);
    expect(again.json().data.shows_count).toBe(2);
  });

  it("answers 422 for an unknown show and a missing show_id", async () => {
    const owner = await makeUser(env);
    const listId = await newList(owner);
    const unknown = await owner.client.post(`/api/lists/${listId}/items`, { show_id: 99_999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: LIST_MESSAGES.showInvalid, errors: { show_id: [LIST_MESSAGES.showInvalid] } });
    for (const show_id of [-1.5, 0, "12", 2 ** 40]) {
      const invalid = await owner.client.post(`/api/lists/${listId}/items`, { show_id });
      expect(invalid.statusCode, String(show_id)).toBe(422);
      expect(invalid.json().errors).toEqual({ show_id: [LIST_MESSAGES.showInvalid] });
    }
    const missing = await owner.client.post(`/api/lists/${listId}/items`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ show_id: [MESSAGES.requiredField] });
  });

  it("answers 403 on someone else's public list, 404 on a private one or an unknown one, 401/403 without a verified sign-in", async () => {
    const owner = await makeUser(env);
    const other = await makeUser(env);
    const open = await newList(owner, true);
    const secret = await newList(owner, false);
    const [a] = await threeShows();
    expect((await other.client.post(`/api/lists/${open}/items`, { show_id: a })).statusCode).toBe(403);
    expect((await other.client.post(`/api/lists/${secret}/items`, { show_id: a })).statusCode).toBe(404);
    expect((await other.client.post(`/api/lists/99999999/items`, { show_id: a })).statusCode).toBe(404);
    expect((await new Client(env.app).post(`/api/lists/${open}/items`, { show_id: a })).statusCode).toBe(401);
    const unverified = await makeUser(env, { verified: false });
    const res = await unverified.client.post(`/api/lists/${open}/items`, { show_id: a });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.verifyEmail);
    expect(showIds(await owner.client.get(`/api/lists/${open}`))).toEqual([]);
  });
});

describe("DELETE /api/lists/{id}/items/{show_id}", () => {
  it("removes a show (idempotent) and keeps the others' order", async () => {
    const owner = await makeUser(env);
    const listId = await newList(owner);
    const [a, b, c] = await threeShows();
    for (const id of [a, b, c]) await owner.client.post(`/api/lists/${listId}/items`, { show_id: id });
    const res = await owner.client.delete(`/api/lists/${listId}/items/${b}`);
    expect(res.statusCode).toBe(200);
    expect(showIds(res)).toEqual([a, c]);
    const again = await owner.client.delete(`/api/lists/${listId}/items/${b}`);
    expect(again.statusCode).toBe(200);
    expect(showIds(again)).toEqual([a, c]);
    // Appending after a removal still goes to the end.
    const added = await owner.client.post(`/api/lists/${listId}/items`, { show_id: b });
    expect(showIds(added)).toEqual([a, c, b]);
  });

  it("answers 403 on someone else's public list and 404 on a private one", async () => {
    const owner = await makeUser(env);
    const other = await makeUser(env);
    const open = await newList(owner, true);
    const secret = await newList(owner, false);
    const [a] = await threeShows();
    await owner.client.post(`/api/lists/${open}/items`, { show_id: a });
    await owner.client.post(`/api/lists/${secret}/items`, { show_id: a });
    expect((await other.client.delete(`/api/lists/${open}/items/${a}`)).statusCode).toBe(403);
    expect((await other.client.delete(`/api/lists/${secret}/items/${a}`)).statusCode).toBe(404);
    expect((await new Client(env.app).delete(`/api/lists/${open}/items/${a}`)).statusCode).toBe(401);
    expect(showIds(await owner.client.get(`/api/lists/${open}`))).toEqual([a]);
  });
});

describe("PUT /api/lists/{id}/items/order", () => {
  it("puts the shows in the new order", async () => {
    const owner = await makeUser(env);
    const listId = await newList(owner);
    const [a, b, c] = (await threeShows()) as [number, number, number];
    for (const id of [a, b, c]) await owner.client.post(`/api/lists/${listId}/items`, { show_id: id });
    const res = await reorder(owner.client, listId, [c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect(showIds(res)).toEqual([c, a, b]);
    expect(showIds(await new Client(env.app).get(`/api/lists/${listId}`))).toEqual([c, a, b]);
    // A show added afterwards goes to the end of the new order.
    const { show } = await makeShow(db());
    expect(showIds(await owner.client.post(`/api/lists/${listId}/items`, { show_id: show.id }))).toEqual([c, a, b, show.id]);
  });

  it("answers 422 when the order is not exactly the list's shows", async () => {
    const owner = await makeUser(env);
    const listId = await newList(owner);
    const [a, b, c] = (await threeShows()) as [number, number, number];
    for (const id of [a, b]) await owner.client.post(`/api/lists/${listId}/items`, { show_id: id });
    for (const ids of [[a], [a, b, c], [a, a], [a, c], [b, a, a], []]) {
      const res = await reorder(owner.client, listId, ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json()).toMatchObject({ message: LIST_MESSAGES.orderMismatch, errors: { show_ids: [LIST_MESSAGES.orderMismatch] } });
    }
    const missing = await owner.client.request({ method: "PUT", url: `/api/lists/${listId}/items/order`, payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ show_ids: [MESSAGES.requiredField] });
    expect((await reorder(owner.client, listId, ["x"])).statusCode).toBe(422);
    expect(showIds(await owner.client.get(`/api/lists/${listId}`))).toEqual([a, b]);
  });

  it("accepts an empty order for an empty list", async () => {
    const owner = await makeUser(env);
    const listId = await newList(owner);
    expect((await reorder(owner.client, listId, [])).statusCode).toBe(200);
  });

  it("answers 403 on someone else's public list, 404 on a private one, 401 for a visitor", async () => {
    const owner = await makeUser(env);
    const other = await makeUser(env);
    const open = await newList(owner, true);
    const secret = await newList(owner, false);
    expect((await reorder(other.client, open, [])).statusCode).toBe(403);
    expect((await reorder(other.client, secret, [])).statusCode).toBe(404);
    expect((await reorder(new Client(env.app), open, [])).statusCode).toBe(401);
  });
});
