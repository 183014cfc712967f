import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { type AccountsEnv, Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

// Production writes answers with fast-json-stringify compiled from the zod schemas
// (http/serializer.ts); tests check them with zod. Both must write the same JSON.
let env: AccountsEnv;
let production: FastifyInstance;
beforeAll(async () => {
  env = await startAccountsApp();
  production = await buildApp({ ...env.ctx.deps, config: { ...env.ctx.deps.config, env: "production", visitorCacheSeconds: 0 } }, { serveClient: false });
  await production.ready();
});
afterAll(async () => {
  await production.close();
  await env.close();
});

const DAY = 86_400_000;

describe("production serializer", () => {
  it("writes the same answers as the zod-checked serializer, for visitors and a signed-in user", async () => {
    const { show } = await makeShow(env.ctx.database.db, {
      seasons: [3, 4],
      genres: ["drama"],
      network: "Kanal D",
      firstAirsAt: new Date(Date.now() - 3 * 7 * DAY),
      votes: { count: 3, sum: 11 },
    });
    const { client } = await makeVerifiedUser(env);
    await client.post(`/api/shows/${show.id}/track`);
    const seasonRes = (await client.get(`/api/shows/${show.id}?include=seasons`)).json().data;
    const seasonId = seasonRes.seasons[0].id;
    const firstEpisodes = (await client.get(`/api/seasons/${seasonId}/episodes`)).json().data;
    await client.post(`/api/seen/episode/${firstEpisodes[0].id}`, { status: true });

    const urls = [
      "/api/genres",
      "/api/filter/shows",
      "/api/filter/shows?sort_by=rating&include=genres",
      `/api/shows/${show.slug}?include=genres,network,seasons,cast,crew`,
      `/api/shows/${show.slug}?include=genres,network,seasons,cast,crew,latest_episodes`,
      `/api/calendar/month?month=${new Date().toISOString().slice(0, 7)}`,
      `/api/search/tv?keyword=${encodeURIComponent(show.originalTitle.slice(0, 8))}&include=seasons`,
      `/api/seasons/${seasonId}/episodes`,
      `/api/show/${show.id}/episodes/latest`,
      "/api/me",
      "/api/me/tracker?group=in_progress",
      "/api/me/tracker?group=watch_next",
      `/api/me/upcoming?startDate=${new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10)}&endDate=${new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10)}&include=show,season`,
    ];
    for (const url of urls) {
      for (const who of [new Client(env.app), client]) {
        const checked = await who.get(url);
        const fast = await new Client(production, who.ip).withToken(who.token).get(url);
        expect(fast.statusCode, url).toBe(checked.statusCode);
        expect(fast.json(), url).toEqual(checked.json());
      }
    }
  });
});
