import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_MESSAGES, type Comment, type Gif } from "@dizilog/shared/api";
import { MESSAGES } from "@dizilog/shared";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { makeUser } from "../user-factories.js";
import { comment, postComment } from "./helpers.js";
import { type FakeGiphy, GIPHY_KEY, startFakeGiphy } from "./fake-giphy.js";

let giphy: FakeGiphy;
let env: TestContext;
let bare: TestContext;
beforeAll(async () => {
  giphy = await startFakeGiphy();
  env = await createTestApp({ env: { GIPHY_API_KEY: GIPHY_KEY, GIPHY_API_URL: giphy.baseUrl } });
  bare = await createTestApp();
});
afterAll(async () => {
  await env?.close();
  await bare?.close();
  await giphy?.close();
});

describe("GIF search with a provider", () => {
  it("searches GIPHY with rating g and 24 results by default, in the viewer's language", async () => {
    const user = await makeUser(env);
    const res = await user.client.get("/api/gifs/search?q=mutlu%20son", { "accept-language": "tr" });
    expect(res.statusCode, res.body).toBe(200);
    const gifs = res.json().data as Gif[];
    expect(gifs).toHaveLength(24);
    expect(gifs[0]).toEqual({ id: "mutluson0", url: `${giphy.baseUrl}/media/mutluson0/200.gif`, preview_url: `${giphy.baseUrl}/media/mutluson0/100.gif`, width: 300, height: 200 });
    const request = giphy.requests.at(-1)!;
    expect(request.pathname).toBe("/v1/gifs/search");
    expect(Object.fromEntries(request.searchParams)).toEqual({ api_key: GIPHY_KEY, q: "mutlu son", limit: "24", offset: "0", rating: "g", lang: "tr" });
    expect((await user.client.get("/api/gifs/search?q=nothing")).json().data).toEqual([]);
    expect((await user.client.get("/api/gifs/search?q=x&limit=5")).json().data).toHaveLength(5);
  });

  it("answers 422 without a query, 401 to visitors and 403 to unverified users", async () => {
    const user = await makeUser(env);
    expect((await user.client.get("/api/gifs/search?q=%20")).statusCode).toBe(422);
    expect((await env.app.inject({ method: "GET", url: "/api/gifs/search?q=a" })).statusCode).toBe(401);
    const unverified = await makeUser(env, { verified: false });
    expect((await unverified.client.get("/api/gifs/search?q=a")).json().message).toBe(MESSAGES.verifyEmail);
  });

  it("answers 503 with a message when GIPHY fails", async () => {
    const user = await makeUser(env);
    giphy.failOnce();
    const res = await user.client.get("/api/gifs/search?q=hata");
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(COMMENT_MESSAGES.gifsUnavailable);
  });

  it("says in /api/config that GIFs are offered", async () => {
    expect((await env.app.inject({ method: "GET", url: "/api/config" })).json()).toEqual({ data: { gifs: true, blocked_link_hosts: [] } });
  });

  it("posts a comment with a GIF looked up by id; an unknown or not-g GIF is 422", async () => {
    const user = await makeUser(env);
    const { show } = await makeShow(env.database.db);
    const made = await comment(user, "show", show.id, "Tam da bu", { gif: "happy7" });
    expect(made.photo).toEqual({ url: `${giphy.baseUrl}/media/happy7/200.gif`, width: 300, height: 200, kind: "gif" });
    expect(giphy.requests.at(-1)!.pathname).toBe("/v1/gifs/happy7");
    for (const gif of ["missing1", "rated1"]) {
      const res = await postComment(user, "show", show.id, "x", { gif });
      expect(res.statusCode, gif).toBe(422);
      expect(res.json().errors.gif).toEqual([COMMENT_MESSAGES.gifInvalid]);
    }
    const reply = await user.client.post(`/api/comments/${made.id}/reply`, { content: "Cevap", gif: "party1" });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((reply.json().data as Comment).photo?.kind).toBe("gif");
  });

  it("allows the GIF provider's origin in the page's image sources", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/config" });
    expect(String(res.headers["content-security-policy"])).toContain(`img-src 'self' data: blob: ${giphy.baseUrl}`);
  });
});

describe("without a GIF provider", () => {
  it("answers 503 with a clear message to a search, and 422 on errors.gif to a comment naming a GIF", async () => {
    const user = await makeUser(bare);
    const res = await user.client.get("/api/gifs/search?q=mutlu");
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(COMMENT_MESSAGES.gifsNotConfigured);
    const { show } = await makeShow(bare.database.db);
    const posted = await postComment(user, "show", show.id, "x", { gif: "happy7" });
    expect(posted.statusCode).toBe(422);
    expect(posted.json().errors.gif).toEqual([COMMENT_MESSAGES.gifsNotConfigured]);
    expect((await bare.app.inject({ method: "GET", url: "/api/config" })).json()).toEqual({ data: { gifs: false, blocked_link_hosts: [] } });
  });
});
