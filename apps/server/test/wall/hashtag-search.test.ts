import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { makePoster, wallPost } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env.close());

describe("GET /api/search/hashtags", () => {
  it("suggests existing public hashtags for #Kiz, without accents or Turkish dots, the most used first", async () => {
    const [poster, reader] = [await makePoster(env), await makeUser(env)];
    await wallPost(poster, { content: "Bu akşam #Kızılcık ve #KizKulesi" });
    await wallPost(poster, { content: "Yine #kızılcık şerbeti" });
    await wallPost(poster, { content: "Gizli #kızlarınsırrı", visibility: "private" });
    await wallPost(poster, { content: "Başka bir şey #ezel" });

    const res = await reader.client.get("/api/search/hashtags?q=%23Kiz");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { keyword: "kızılcık", posts_count: 2 },
      { keyword: "kizkulesi", posts_count: 1 },
    ]);
    expect((await reader.client.get("/api/search/hashtags?q=kizil&limit=1")).json().data).toEqual([{ keyword: "kızılcık", posts_count: 2 }]);
  });

  it("answers 401 to a visitor and 422 to a query that is no hashtag", async () => {
    const user = await makeUser(env);
    expect((await new Client(env.app).get("/api/search/hashtags?q=kiz")).statusCode).toBe(401);
    for (const q of ["", "%25", "a%20b", "x".repeat(51)]) expect((await user.client.get(`/api/search/hashtags?q=${q}`)).statusCode, q).toBe(422);
  });
});
