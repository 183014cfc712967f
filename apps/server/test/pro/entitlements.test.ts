import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_ENTITLEMENTS } from "@dizilog/shared/api";
import { type TestContext, createTestApp } from "../harness.js";
import { makeShow } from "../factories.js";
import { endPlan, grantPlan } from "../plans.js";
import { type MadeUser, makeUser } from "../user-factories.js";

/**
 * Every gated route as each kind of viewer sees it: a visitor, a free user, a Pro user (month), a
 * lapsed Pro user (the plan ended) and a lifetime member. One module decides (domain/entitlements.ts);
 * this checks that each route asks it, and that the answer follows the plan both ways.
 */
type Identity = "visitor" | "free" | "pro" | "lapsed" | "lifetime";
const IDENTITIES: Identity[] = ["visitor", "free", "pro", "lapsed", "lifetime"];
const PRO: Identity[] = ["pro", "lifetime"];

let env: TestContext;
const users = new Map<Identity, MadeUser>();
let showId = 0;

beforeAll(async () => {
  env = await createTestApp();
  const db = env.database.db;
  const now = new Date();
  users.set("free", await makeUser(env));
  users.set("pro", await makeUser(env, { pro: "month" }));
  users.set("lifetime", await makeUser(env, { pro: "lifetime" }));
  const lapsed = await makeUser(env);
  const providerId = await grantPlan(db, lapsed.id, "year", now);
  await endPlan(db, lapsed.id, providerId, now);
  users.set("lapsed", lapsed);
  showId = (await makeShow(db)).show.id;
});
afterAll(async () => {
  await env?.close();
});

async function call(identity: Identity, url: string) {
  const user = users.get(identity);
  return user ? user.client.get(url) : env.app.inject({ method: "GET", url });
}

/** A day well before the free window (today − 6 days in Europe/Istanbul). */
const OLD_DAY = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);

const GATED: { name: string; url: () => string; visitor?: number }[] = [
  { name: "the ratings archive", url: () => `/api/ratings/daily?date=${OLD_DAY}` },
  { name: "season ratings", url: () => `/api/shows/${showId}/ratings` },
  { name: "own stats", url: () => `/api/me/stats/2026`, visitor: 401 },
];

describe("entitlements on every gated route", () => {
  for (const route of GATED) {
    it(`${route.name}: Pro and lifetime pass; visitors, free and lapsed users get the Pro upsell`, async () => {
      const seen: string[] = [];
      for (const identity of IDENTITIES) {
        const res = await call(identity, route.url());
        const upsell = res.statusCode === 403 && res.json().pro_required === true && res.json().code === "pro_required";
        if (identity === "visitor" && route.visitor) seen.push(`${identity}:${res.statusCode === route.visitor ? "ok" : res.statusCode}`);
        else if (PRO.includes(identity)) seen.push(`${identity}:${res.statusCode < 500 && res.statusCode !== 403 && res.statusCode !== 401 ? "ok" : res.statusCode}`);
        else seen.push(`${identity}:${upsell ? "ok" : res.statusCode}`);
      }
      expect(seen).toEqual(IDENTITIES.map((i) => `${i}:ok`));
    });
  }

  it("social chart scores are shown to Pro and lifetime only", async () => {
    const shown = [];
    for (const identity of IDENTITIES) shown.push((await call(identity, "/api/charts/social?kind=shows")).json().meta.scores);
    expect(shown).toEqual(IDENTITIES.map((i) => PRO.includes(i)));
  });

  it("the own user carries the plan's entitlements and badges; a lapsed plan has the free plan's", async () => {
    for (const identity of IDENTITIES.filter((i) => i !== "visitor")) {
      const me = (await call(identity, "/api/me")).json().data;
      const pro = PRO.includes(identity);
      expect(me.entitlements, identity).toEqual(pro ? Object.fromEntries(Object.keys(FREE_ENTITLEMENTS).map((k) => [k, true])) : FREE_ENTITLEMENTS);
      expect({ is_pro: me.is_pro, premium: me.premium, lifetime: me.lifetime }, identity).toEqual({ is_pro: pro, premium: pro, lifetime: identity === "lifetime" });
    }
  });
});
