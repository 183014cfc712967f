import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsEnv, Client, PASSWORD, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";

// dz_signed_in: the script-readable hint that a session cookie exists (http/session-hint.ts), so
// the client asks GET /api/me only when it may answer 200.
let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const hintOf = (res: { cookies: { name: string; value: string; httpOnly?: boolean; maxAge?: number }[] }) => res.cookies.find((c) => c.name === "dz_signed_in");

describe("session hint cookie", () => {
  it("is set, readable by scripts, with the session at sign-in and cleared with it at sign-out", async () => {
    const account = await makeVerifiedUser(env);
    const client = new Client(env.app);
    const login = await client.post("/api/auth/login", { login: account.username, password: PASSWORD, remember: true });
    expect(login.statusCode).toBe(200);
    const hint = hintOf(login);
    expect(hint).toMatchObject({ value: "1" });
    expect(hint!.httpOnly).toBeFalsy();
    expect(hint!.maxAge).toBe(login.cookies.find((c) => c.name === "dz_session")!.maxAge);

    const logout = await client.post("/api/auth/logout");
    expect(logout.statusCode).toBeLessThan(300);
    expect(hintOf(logout)?.value).toBe("");
  });

  it("is added for a session that predates it and dropped when no session cookie is left", async () => {
    const account = await makeVerifiedUser(env);
    const withoutHint = account.client.withToken(account.client.token);
    withoutHint.cookies.delete("dz_signed_in");
    expect(hintOf(await withoutHint.get("/api/me"))?.value).toBe("1");
    expect(hintOf(await account.client.get("/api/me"))).toBeUndefined();

    const visitor = new Client(env.app);
    expect(hintOf(await visitor.get("/api/genres"))).toBeUndefined();
    visitor.cookies.set("dz_signed_in", { value: "1", path: "/" });
    expect(hintOf(await visitor.get("/api/genres"))?.value).toBe("");
  });
});
