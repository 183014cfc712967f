import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, type AccountsEnv, Client, PASSWORD, XSRF, login, makeVerifiedUser, registrationBody, startAccountsApp } from "../accounts/helpers.js";

let env: AccountsEnv;
let account: Account;
beforeAll(async () => {
  env = await startAccountsApp();
  account = await makeVerifiedUser(env);
});
afterAll(async () => env.close());

const APP_ORIGIN = "http://localhost:3000"; // APP_URL's default in the tests
const update = (client: Client, headers: Record<string, string>) =>
  client.request({ method: "POST", url: "/api/settings/update", payload: { key: "data_saver", value: true }, headers });
const xsrfOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === "XSRF-TOKEN")?.value;

describe("unsafe cookie requests from another site", () => {
  it("refuses a cross-site Origin even with a valid XSRF pair (403)", async () => {
    const cross = await update(account.client, { origin: "https://evil.example" });
    expect(cross.statusCode).toBe(403);
    expect((await update(account.client, { origin: "null" })).statusCode).toBe(403);
    // The same call from our own origin passes.
    expect((await update(account.client, { origin: APP_ORIGIN })).statusCode).toBe(200);
  });

  it("accepts the origin the request was addressed to (a local run opened by another host name)", async () => {
    // app.inject addresses localhost:80.
    expect((await update(account.client, { origin: "http://localhost:80" })).statusCode).toBe(200);
    expect((await update(account.client, { origin: "https://localhost:80" })).statusCode).toBe(403);
  });

  it("without Origin, lets Fetch Metadata decide: same-origin passes, same-site and cross-site do not", async () => {
    expect((await update(account.client, { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect((await update(account.client, { "sec-fetch-site": "same-site" })).statusCode).toBe(403);
    expect((await update(account.client, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
  });

  it("without Origin or Fetch Metadata (no browser), the XSRF pair alone answers, as the contract says", async () => {
    expect((await update(account.client, {})).statusCode).toBe(200);
    const withoutPair = await account.client.request({ method: "POST", url: "/api/settings/update", payload: { key: "data_saver", value: true }, xsrf: false });
    expect(withoutPair.statusCode).toBe(403);
  });

  it("does not apply to Bearer calls", async () => {
    const created = await new Client(env.app).post("/api/auth/tokens", { login: account.email, password: PASSWORD, device_name: "x" });
    const { token } = created.json();
    const res = await env.app.inject({
      method: "POST",
      url: "/api/settings/update",
      headers: { authorization: `Bearer ${token}`, origin: "https://evil.example" },
      payload: { key: "data_saver", value: true },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a cross-site sign-in (login CSRF), session or not", async () => {
    const client = new Client(env.app);
    const res = await client.request({ method: "POST", url: "/api/auth/login", payload: { login: account.email, password: PASSWORD }, headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === "dz_session")).toBeUndefined();
  });
});

describe("XSRF token rotation", () => {
  it("gives a new token at sign-in and at sign-out", async () => {
    const client = new Client(env.app);
    expect(client.cookies.get("XSRF-TOKEN")?.value).toBe(XSRF);
    const { res } = await login(env, { login: account.email, password: PASSWORD }, client);
    expect(res.statusCode).toBe(200);
    const atSignIn = xsrfOf(res);
    expect(atSignIn).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(atSignIn).not.toBe(XSRF);
    // The rotated pair works for the new session.
    expect((await update(client, { origin: APP_ORIGIN })).statusCode).toBe(200);

    const out = await client.post("/api/auth/logout");
    expect(out.statusCode).toBe(204);
    const atSignOut = xsrfOf(out);
    expect(atSignOut).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(atSignOut).not.toBe(atSignIn);
  });

  it("gives a new token when registration signs the new user in", async () => {
    const client = new Client(env.app);
    const res = await client.post("/api/auth/register", registrationBody());
    expect(res.statusCode).toBe(201);
    const token = xsrfOf(res);
    expect(token).toBeDefined();
    expect(token).not.toBe(XSRF);
  });
});
