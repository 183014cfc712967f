import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsEnv, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

// GET /api/me/upcoming sends what the upcoming and calendar screens show (UpcomingEpisode).
let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

describe("GET /api/me/upcoming fields", () => {
  it("keeps the contract's fields and leaves out synopsis, still, season duplicates, has_aired and runtime", async () => {
    const { client } = await makeVerifiedUser(env);
    const { show } = await makeShow(env.ctx.database.db, { seasons: [4], firstAirsAt: new Date(Date.now() + 86_400_000) });
    await client.post(`/api/shows/${show.id}/track`);
    const res = await client.get("/api/me/upcoming?include=show,season");
    expect(res.statusCode).toBe(200);
    const [episode] = res.json().data;
    expect(Object.keys(episode).sort()).toEqual(
      ["air_date", "airs_at", "code", "dia", "has_seen", "id", "number", "season_number", "show", "spoiler_shield", "title", "url"].sort(),
    );
    expect(episode.show).toMatchObject({ id: show.id, slug: show.slug });
  });
});
