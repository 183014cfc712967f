import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { DIARY_MESSAGES, ENGAGEMENT_MESSAGES, REACTION_IDS, type ReactionsResponse } from "@dizilog/shared/api";
import { episodes } from "../../src/db/schema/index.js";
import { summarize } from "../../src/services/reaction.service.js";
import { type Account, type AccountsEnv, Client, makeVerifiedUser, register, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

let env: AccountsEnv;
let users: Account[];
beforeAll(async () => {
  env = await startAccountsApp();
  users = await Promise.all(Array.from({ length: 4 }, () => makeVerifiedUser(env)));
});
afterAll(async () => env.close());

/** A fresh episode, so every test starts from no reactions. */
async function newEpisode(): Promise<number> {
  const { show } = await makeShow(env.ctx.database.db, { seasons: [1] });
  const [episode] = await env.ctx.database.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.showId, show.id)).orderBy(asc(episodes.id));
  return episode!.id;
}

const react = (client: Client, id: number, react_id: string, type = "episode") => client.post("/api/react", { react_id, type, id });
const counts = (body: ReactionsResponse) => Object.fromEntries(Object.entries(body.reactions).map(([k, v]) => [k, v.count]));
const percentages = (body: ReactionsResponse) => Object.fromEntries(Object.entries(body.reactions).map(([k, v]) => [k, v.percentage]));
const none = { amazing: 0, funny: 0, sad: 0, wow: 0, meh: 0, wtf: 0 };

describe("POST /api/react: who may react", () => {
  it("answers 401 to a visitor, whatever the body", async () => {
    const id = await newEpisode();
    for (const body of [{ react_id: "amazing", type: "episode", id }, { react_id: "nope" }]) {
      const res = await new Client(env.app).post("/api/react", body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: MESSAGES.loginRequired });
    }
  });

  it("answers 403 with the verify message to an unverified account", async () => {
    const id = await newEpisode();
    const { client } = await register(env);
    const res = await react(client, id, "amazing");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.verifyEmail });
  });
});

describe("POST /api/react: what may be reacted to", () => {
  it("answers 422 for an unknown reaction or type and a missing id", async () => {
    const id = await newEpisode();
    const client = users[0]!.client;
    const bad = await react(client, id, "loved");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ react_id: [ENGAGEMENT_MESSAGES.reactionInvalid] });
    expect((await react(client, id, "amazing", "show")).json().errors).toEqual({ type: [ENGAGEMENT_MESSAGES.typeInvalid] });
    const missing = await client.post("/api/react", { react_id: "amazing", type: "episode" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ id: [MESSAGES.requiredField] });
  });

  it("answers 422 for an episode that has not aired, as a seen mark does, and counts nothing", async () => {
    const { show } = await makeShow(env.ctx.database.db, { seasons: [2], firstAirsAt: new Date(Date.now() + 3 * 86_400_000) });
    const [episode] = await env.ctx.database.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.showId, show.id)).orderBy(asc(episodes.id));
    const res = await react(users[0]!.client, episode!.id, "amazing");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: DIARY_MESSAGES.notAired, errors: { id: [DIARY_MESSAGES.notAired] } });
    const read = await users[0]!.client.get(`/api/react?type=episode&id=${episode!.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().total).toBe(0);
  });

  it("answers 404 for an unknown episode and an unknown post", async () => {
    const client = users[0]!.client;
    const unknown = await react(client, 2_000_000_000, "amazing");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.notFound });
    expect((await react(client, 2_000_000_000, "amazing", "post")).statusCode).toBe(404);
  });
});

describe("POST /api/react: one reaction per user and item", () => {
  it("answers every reaction id with counts, percentages, the total and the user's reaction", async () => {
    const id = await newEpisode();
    const res = await react(users[0]!.client, id, "amazing");
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReactionsResponse;
    expect(Object.keys(body.reactions)).toEqual([...REACTION_IDS]);
    expect(body).toEqual({
      reactions: {
        amazing: { count: 1, percentage: 100 },
        funny: { count: 0, percentage: 0 },
        sad: { count: 0, percentage: 0 },
        wow: { count: 0, percentage: 0 },
        meh: { count: 0, percentage: 0 },
        wtf: { count: 0, percentage: 0 },
      },
      total: 1,
      user_reaction: "amazing",
    });
  });

  it("accepts the store apps' flatten flag", async () => {
    const id = await newEpisode();
    for (const [i, flatten] of [true, 1, "true"].entries()) {
      const res = await users[i]!.client.post("/api/react", { react_id: "wow", type: "episode", id, flatten });
      expect(res.statusCode).toBe(200);
      expect(res.json().reactions.wow.count).toBe(i + 1);
    }
  });

  it("moves the reaction to another id: the counts move with it", async () => {
    const id = await newEpisode();
    await react(users[0]!.client, id, "amazing");
    await react(users[1]!.client, id, "amazing");
    const moved = (await react(users[0]!.client, id, "sad")).json() as ReactionsResponse;
    expect(counts(moved)).toEqual({ ...none, amazing: 1, sad: 1 });
    expect(percentages(moved)).toEqual({ ...none, amazing: 50, sad: 50 });
    expect(moved.total).toBe(2);
    expect(moved.user_reaction).toBe("sad");
  });

  it("takes the reaction back when the same one is sent again (a toggle answering null)", async () => {
    const id = await newEpisode();
    const on = (await react(users[0]!.client, id, "funny")).json() as ReactionsResponse;
    expect(on.user_reaction).toBe("funny");
    const off = (await react(users[0]!.client, id, "funny")).json() as ReactionsResponse;
    expect(off).toMatchObject({ total: 0, user_reaction: null });
    expect(counts(off)).toEqual(none);
    expect(percentages(off)).toEqual(none);
    // A retried toggle is seen in the answer: it is on again.
    expect((await react(users[0]!.client, id, "funny")).json().user_reaction).toBe("funny");
  });

  it("rounds percentages to whole numbers that add up to 100", async () => {
    const id = await newEpisode();
    await react(users[0]!.client, id, "amazing");
    await react(users[1]!.client, id, "wow");
    const three = (await react(users[2]!.client, id, "wtf")).json() as ReactionsResponse;
    expect(percentages(three)).toEqual({ ...none, amazing: 34, wow: 33, wtf: 33 });
    const four = (await react(users[3]!.client, id, "wtf")).json() as ReactionsResponse;
    expect(percentages(four)).toEqual({ ...none, amazing: 25, wow: 25, wtf: 50 });
    expect(four.total).toBe(4);
  });

  it("keeps one row per user when the same user reacts many times at once", async () => {
    const id = await newEpisode();
    await Promise.all(REACTION_IDS.map((r) => react(users[0]!.client, id, r)));
    const after = (await env.app.inject({ method: "GET", url: `/api/react?type=episode&id=${id}` })).json() as ReactionsResponse;
    expect(after.total).toBe(1);
  });
});

describe("GET /api/react", () => {
  it("answers the counts to anyone, and the viewer's own reaction to a signed-in viewer", async () => {
    const id = await newEpisode();
    await react(users[0]!.client, id, "meh");
    await react(users[1]!.client, id, "wow");
    const visitor = await new Client(env.app).get(`/api/react?type=episode&id=${id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ total: 2, user_reaction: null });
    expect(counts(visitor.json())).toEqual({ ...none, meh: 1, wow: 1 });
    expect((await users[0]!.client.get(`/api/react?type=episode&id=${id}`)).json().user_reaction).toBe("meh");
    expect((await users[2]!.client.get(`/api/react?type=episode&id=${id}`)).json().user_reaction).toBeNull();
  });

  it("answers 404 for an unknown episode or a post and 422 for an unknown type", async () => {
    const client = new Client(env.app);
    expect((await client.get("/api/react?type=episode&id=2000000000")).statusCode).toBe(404);
    expect((await client.get("/api/react?type=post&id=2000000000")).statusCode).toBe(404);
    expect((await client.get("/api/react?type=show&id=1")).statusCode).toBe(422);
  });
});

describe("summarize (largest remainder rounding)", () => {
  it("adds up to 100 for any split and gives nothing to reactions without votes", () => {
    for (let a = 0; a <= 7; a++) {
      for (let b = 0; b <= 7; b++) {
        for (let c = 0; c <= 7; c++) {
          const body = summarize(new Map([["amazing", a], ["sad", b], ["wtf", c], ["funny", 1]]), null);
          const values = Object.values(body.reactions);
          expect(values.reduce((s, r) => s + r.percentage, 0)).toBe(100);
          for (const r of values) if (r.count === 0) expect(r.percentage).toBe(0);
        }
      }
    }
    expect(summarize(new Map(), null).total).toBe(0);
  });
});
