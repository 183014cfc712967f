import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsEnv, Client, PASSWORD, login, nextIp, register, startAccountsApp } from "./helpers.js";

// Decision 15: 25 attempts per 5 minutes per address; 10 failures per 15 minutes per address and
// account (forgotten at a success); 100 failures an hour per account, past which only addresses
// the account signed in from recently may try.
let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const attempt = (loginName: string, password: string, ip: string) => login(env, { login: loginName, password }, new Client(env.app, ip));

async function failFrom(ip: string, loginName: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await attempt(loginName, `wrong-${i}-password`, ip)).res.statusCode);
  return statuses;
}

describe("sign-in lockout", () => {
  it("a stranger's failures from other addresses do not lock the owner out", async () => {
    const owner = await register(env);
    // 30 wrong passwords, from 30 addresses, named by email and by username.
    for (let i = 0; i < 30; i++) {
      const { res } = await attempt(i % 2 ? owner.email : owner.username.toUpperCase(), `wrong-${i}-password`, nextIp());
      expect(res.statusCode).toBe(422);
    }
    const { res } = await attempt(owner.email, PASSWORD, nextIp());
    expect(res.statusCode, res.body).toBe(200);
  });

  it("limits one address on one account: 10 failures per 15 minutes, however the account is named", async () => {
    const owner = await register(env);
    const stranger = nextIp();
    const names = [owner.email, owner.username, owner.email.toUpperCase()];
    for (let i = 0; i < 10; i++) expect((await attempt(names[i % 3]!, `wrong-${i}-password`, stranger)).res.statusCode).toBe(422);
    const limited = await attempt(owner.username, PASSWORD, stranger);
    expect(limited.res.statusCode).toBe(429);
    const retryAfter = Number(limited.res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The same address may still try other accounts (within its 25 per 5 minutes) …
    expect((await attempt(`nobody-${owner.username}`, "whatever-1", stranger)).res.statusCode).toBe(422);
    // … and the owner, elsewhere, is not affected.
    expect((await attempt(owner.email, PASSWORD, nextIp())).res.statusCode).toBe(200);
  });

  it("counts an IPv6 subscriber by its /64 network", async () => {
    const owner = await register(env);
    for (let i = 1; i <= 10; i++) expect((await attempt(owner.email, `wrong-${i}-password`, `2001:db8:7:9::${i.toString(16)}`)).res.statusCode).toBe(422);
    expect((await attempt(owner.email, PASSWORD, "2001:db8:7:9:ffff::1")).res.statusCode).toBe(429);
    expect((await attempt(owner.email, PASSWORD, "2001:db8:7:10::1")).res.statusCode).toBe(200);
  });

  it("forgets an address's failures when it signs in: the owner's typos never add up", async () => {
    const owner = await register(env);
    const home = nextIp();
    // 21 failures in all, more than the pair's 10, within the address's 25 attempts.
    for (let round = 0; round < 3; round++) {
      expect(await failFrom(home, owner.email, 7)).toEqual(Array(7).fill(422));
      expect((await attempt(owner.email, PASSWORD, home)).res.statusCode).toBe(200);
    }
  });

  it("past 100 failures an hour from many addresses, new addresses wait while known ones still sign in", async () => {
    const owner = await register(env);
    const home = nextIp();
    expect((await attempt(owner.email, PASSWORD, home)).res.statusCode).toBe(200);
    // A distributed guess: 10 addresses, 10 failures each.
    for (let a = 0; a < 10; a++) expect(await failFrom(nextIp(), owner.username, 10)).toEqual(Array(10).fill(422));
    const fresh = await attempt(owner.email, PASSWORD, nextIp());
    expect(fresh.res.statusCode).toBe(429);
    expect(Number(fresh.res.headers["retry-after"])).toBeLessThanOrEqual(60 * 60);
    // The owner, from an address the account signed in from, still signs in.
    expect((await attempt(owner.email, PASSWORD, home)).res.statusCode).toBe(200);
  }, 120_000);
});
