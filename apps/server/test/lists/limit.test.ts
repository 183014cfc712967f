import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { LIST_MESSAGES } from "@dizilog/shared/api";
import { lists } from "../../src/db/schema/index.js";
import { endPlan, grantPlan } from "../plans.js";
import { type Account, type AccountsEnv, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const LIMIT_MESSAGE = "You have reached the limit of 5 lists. Upgrade to Pro for unlimited lists.";

const create = (account: Account, name: string, isPublic = true) => account.client.post("/api/lists", { name, public: isPublic });

async function listsOf(userId: number): Promise<number> {
  const [row] = await env.ctx.database.db.select({ n: count() }).from(lists).where(eq(lists.userId, userId));
  return row!.n;
}

describe("the free list cap", () => {
  it("refuses a free account's 6th list with 403 and the list-limit message, private lists included", async () => {
    expect(LIST_MESSAGES.limitReached).toBe(LIMIT_MESSAGE);
    const account = await makeVerifiedUser(env);
    for (let i = 1; i <= 5; i++) expect((await create(account, `List ${i}`, i % 2 === 0)).statusCode).toBe(201);
    const sixth = await create(account, "List 6");
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toMatchObject({ message: LIMIT_MESSAGE });
    expect(await listsOf(account.user.id)).toBe(5);
  });

  it("lets a free account create again after deleting one", async () => {
    const account = await makeVerifiedUser(env);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await create(account, `List ${i}`)).json().data.id);
    expect((await create(account, "Too many")).statusCode).toBe(403);
    expect((await account.client.delete(`/api/lists/${ids[0]}`)).statusCode).toBe(204);
    expect((await create(account, "Room again")).statusCode).toBe(201);
  });

  it("has no cap for Pro (an active subscription), and counts again once it is not active", async () => {
    const account = await makeVerifiedUser(env);
    const providerId = await grantPlan(env.ctx.database.db, account.user.id, "year", new Date());
    for (let i = 1; i <= 7; i++) expect((await create(account, `Pro list ${i}`)).statusCode).toBe(201);
    expect(await listsOf(account.user.id)).toBe(7);

    await endPlan(env.ctx.database.db, account.user.id, providerId, new Date());
    const res = await create(account, "Free again");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LIMIT_MESSAGE);
  });

  it("never lets concurrent creates make more than 5 lists", async () => {
    const account = await makeVerifiedUser(env);
    expect((await create(account, "First")).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => create(account, `Racing ${i}`)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(8);
    for (const r of answers.filter((a) => a.statusCode === 403)) expect(r.json().message).toBe(LIMIT_MESSAGE);
    expect(await listsOf(account.user.id)).toBe(5);
  });

  it("counts per user: another account still has its own 5", async () => {
    const a = await makeVerifiedUser(env);
    const b = await makeVerifiedUser(env);
    await Promise.all(Array.from({ length: 5 }, (_, i) => create(a, `A ${i}`)));
    expect((await create(a, "A 6")).statusCode).toBe(403);
    expect((await create(b, "B 1")).statusCode).toBe(201);
  });
});
