import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { type DeclaredRoute, declaredRoutes } from "../../src/auth/auth-plugin.js";
import { follows, lists, pollOptions, polls, posts, showModerators, users } from "../../src/db/schema/index.js";
import { makeShow } from "../factories.js";
import { DOUBLE_SECRET_KEY, DOUBLE_WEBHOOK_SECRET, type StripeDouble, startStripeDouble, stripeEnv } from "../stripe/stripe-double.js";
import { XSRF } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type Operation, type SchemaNode, readOperations, routePattern } from "./openapi.js";
import { eq } from "drizzle-orm";
import { block, makeLocalUser } from "./users.js";

/**
 * The authorization matrix, generated from the routes' declared auth (`config.auth`) and the OpenAPI
 * document: every route registered under /api, called as a visitor, an unverified user, a verified
 * user, the owner of an item, another user and a user the owner blocked. A route added tomorrow is
 * in the matrix the day it is registered; one that declares no auth fails the first test.
 *
 * Expected classes: a visitor gets 401 on "user" and "verified" routes (before any validation), an
 * unverified user 403 with the verify message on "verified" routes, and nobody a 5xx. "staff" and
 * "moderator" routes (everything under /api/admin, /api/moderation) answer 404 to all of them, and
 * staff (moderators, on "moderator" routes) get past that gate. Routes that address a user's item
 * (`/api/users/:slug…` a profile, `/api/lists/:id…` a list) answer 404 to a viewer the owner
 * blocked, a private list answers 404 to everyone but its owner, and a private account's lists,
 * wall and follows answer 404 to everyone but the owner and accepted followers. A wall post's routes
 * (`/api/wall/:id…`, `/api/thoughts/:id`), an ask's (`/api/asks/:id…`) and a poll's
 * (`/api/polls/:id…`) answer 404 to a viewer its author blocked.
 */
type Identity = "visitor" | "unverified" | "verified" | "owner" | "other" | "blocked" | "follower" | "staff" | "moderator";

/** Which user's item a route's address names, read from its pattern. */
function addressedItem(url: string): "profile" | "list" | "post" | undefined {
  if (/^\/api\/users\/:slug(\/|$)/.test(url)) return "profile";
  if (/^\/api\/lists\/:id(\/|$)/.test(url)) return "list";
  if (/^\/api\/(wall|thoughts|asks|polls)\/:id(\/|$)/.test(url)) return "post";
  return undefined;
}

/** A body that passes the route's schema as far as it can (required fields with simple values). */
function minimalBody(schema: SchemaNode | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of schema?.required ?? []) {
    let prop = schema?.properties?.[key] ?? {};
    if (!prop.type && (prop.anyOf ?? prop.oneOf)) prop = (prop.anyOf ?? prop.oneOf)![0]!;
    const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
    body[key] = prop.enum?.[0] ?? (type === "integer" || type === "number" ? 1 : type === "boolean" ? true : type === "array" ? [1] : "abcdefgh1");
  }
  return body;
}

describe("authorization matrix", () => {
  let ctx: TestContext;
  let routes: DeclaredRoute[];
  let operations: Map<string, Operation>;
  const cookies: Partial<Record<Identity, Record<string, string>>> = { visitor: { "XSRF-TOKEN": XSRF } };
  let ownerSlug = "";
  let privateOwnerSlug = "";
  let privateListId = 0;
  let publicListId = 0;
  let postId = 0;
  let askId = 0;
  let pollId = 0;

  // Payments through a local Stripe: without a provider, the Pro calls answer 503 by design.
  let stripe: StripeDouble | undefined;

  beforeAll(async () => {
    stripe = await startStripeDouble({ secretKey: DOUBLE_SECRET_KEY, webhookSecret: DOUBLE_WEBHOOK_SECRET });
    ctx = await createTestApp({ env: stripeEnv(stripe) });
    const db = ctx.database.db;
    routes = declaredRoutes(ctx.app).filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"));
    operations = new Map((await readOperations(ctx.app)).map((op) => [`${op.method} ${routePattern(op.path)}`, op]));
    const owner = await makeLocalUser(ctx);
    ownerSlug = owner.user.slug;
    cookies.owner = owner.cookies;
    cookies.unverified = (await makeLocalUser(ctx, { verified: false })).cookies;
    cookies.verified = (await makeLocalUser(ctx)).cookies;
    cookies.other = (await makeLocalUser(ctx)).cookies;
    const blocked = await makeLocalUser(ctx);
    cookies.blocked = blocked.cookies;
    await block(db, owner.user.id, blocked.user.id);
    const [privateList] = await db.insert(lists).values({ userId: owner.user.id, name: "Private", isPublic: false }).returning();
    const [publicList] = await db.insert(lists).values({ userId: owner.user.id, name: "Public", isPublic: true }).returning();
    privateListId = privateList!.id;
    publicListId = publicList!.id;
    // A public wall post of the owner about a show (so that it is also a "thought").
    const [post] = await db.insert(posts).values({ userId: owner.user.id, wallUserId: owner.user.id, type: "post", content: "Matrix", showId: (await makeShow(db)).show.id }).returning();
    postId = post!.id;
    // An ask and a poll of the owner, for the routes that address them.
    const [ask] = await db.insert(posts).values({ userId: owner.user.id, wallUserId: owner.user.id, type: "ask", content: "Matrix?" }).returning();
    askId = ask!.id;
    const [pollPost] = await db.insert(posts).values({ userId: owner.user.id, wallUserId: owner.user.id, type: "poll", content: "Matrix poll" }).returning();
    const [poll] = await db.insert(polls).values({ postId: pollPost!.id, endsAt: new Date(Date.now() + 86_400_000) }).returning();
    await db.insert(pollOptions).values([0, 1].map((position) => ({ pollId: poll!.id, position, choice: `Option ${position}` })));
    pollId = poll!.id;
    // A private account with one accepted follower ("follower"); "other" only asked to follow it.
    const privateOwner = await makeLocalUser(ctx);
    privateOwnerSlug = privateOwner.user.slug;
    await db.update(users).set({ privateAccount: true }).where(eq(users.id, privateOwner.user.id));
    const follower = await makeLocalUser(ctx);
    cookies.follower = follower.cookies;
    await db.insert(follows).values({ followerId: follower.user.id, followedId: privateOwner.user.id, status: "accepted" });
    await db.insert(lists).values({ userId: privateOwner.user.id, name: "Public list of a private account", isPublic: true });
    cookies.staff = (await makeLocalUser(ctx, { role: "staff" })).cookies;
    const moderator = await makeLocalUser(ctx, { role: "moderator" });
    await db.insert(showModerators).values({ userId: moderator.user.id, showId: (await makeShow(db)).show.id });
    cookies.moderator = moderator.cookies;
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  const call = (route: DeclaredRoute, identity: Identity, options: { listId?: number; slug?: string; postId?: number } = {}) => {
    const url = route.url
      .replace(":slug", options.slug ?? ownerSlug)
      .replace(/^\/api\/lists\/:id/, `/api/lists/${options.listId ?? privateListId}`)
      .replace(/^\/api\/(wall|thoughts)\/:id/, (_m, base: string) => `/api/${base}/${options.postId ?? 1}`)
      .replace(/^\/api\/asks\/:id/, `/api/asks/${options.postId === undefined ? 1 : askId}`)
      .replace(/^\/api\/polls\/:id/, `/api/polls/${options.postId === undefined ? 1 : pollId}`)
      .replace(/:token/g, "a".repeat(32))
      .replace(/:id(?=\/|$|\.)/g, /\/sessions\//.test(route.url) ? "0123456789abcdef" : "1")
      .replace(/:[A-Za-z_]+/g, "1");
    const op = operations.get(`${route.method} ${route.url}`);
    const body = route.method === "GET" || route.method === "DELETE" ? undefined : JSON.stringify(minimalBody(op?.body));
    return ctx.app.inject({
      method: route.method as "GET",
      url,
      cookies: cookies[identity]!,
      headers: { "x-xsrf-token": XSRF, ...(body ? { "content-type": op?.multipart ? "multipart/form-data; boundary=x" : "application/json" } : {}) },
      ...(body ? { payload: op?.multipart ? "--x--\r\n" : body } : {}),
    });
  };

  test("every /api route declares who may call it", () => {
    const missing = routes.filter((r) => r.auth === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
  });

  test("visitors get 401 on private routes and unverified users 403 on verified-only routes, before any validation", async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      // Fresh users for every route: a logout or a session list change must not leak into the next.
      cookies.unverified = (await makeLocalUser(ctx, { verified: false })).cookies;
      cookies.verified = (await makeLocalUser(ctx)).cookies;
      for (const identity of ["visitor", "unverified", "verified"] as const) {
        const res = await call(route, identity);
        calls++;
        const message = res.body ? (JSON.parse(res.body) as { message?: string }).message : undefined;
        const expected =
          route.auth === "staff" || route.auth === "moderator"
            ? { status: 404, message: MESSAGES.notFound }
            : identity === "visitor" && route.auth !== "public"
            ? { status: 401, message: MESSAGES.loginRequired }
            : identity === "unverified" && route.auth === "verified"
              ? { status: 403, message: MESSAGES.verifyEmail }
              : undefined;
        if (res.statusCode >= 500) wrong.push(`${identity} ${route.method} ${route.url}: ${res.statusCode}`);
        else if (expected && (res.statusCode !== expected.status || message !== expected.message)) {
          wrong.push(`${identity} ${route.method} ${route.url} (${route.auth}): ${res.statusCode} ${message}, expected ${expected.status}`);
        } else if (!expected && res.statusCode === 401) {
          wrong.push(`${identity} ${route.method} ${route.url} (${route.auth}): 401 for a caller the route admits`);
        } else if (!expected && res.statusCode === 403 && message === MESSAGES.verifyEmail) {
          wrong.push(`${identity} ${route.method} ${route.url} (${route.auth}): verify message on a route that does not need it`);
        }
      }
    }
    console.info(`authorization matrix: ${routes.length} routes × 3 identities = ${calls} calls`);
    expect(wrong).toEqual([]);
    // Two fresh users and three calls per route: it grows with every route (140 took 20 s on a busy 2-core machine).
  }, 120_000);

  test("a user's items: a private list is the owner's alone, and a blocked viewer sees nothing of the owner", async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes.filter((r) => addressedItem(r.url))) {
      const item = addressedItem(route.url)!;
      const cases: { identity: Identity; listId?: number; postId?: number; notFound: boolean }[] =
        item === "post"
          ? [
              { identity: "owner", postId, notFound: false },
              { identity: "other", postId, notFound: false },
              { identity: "blocked", postId, notFound: true },
            ]
          : item === "profile"
          ? [
              { identity: "owner", notFound: false },
              { identity: "other", notFound: false },
              { identity: "blocked", notFound: true },
            ]
          : [
              { identity: "owner", listId: privateListId, notFound: false },
              { identity: "other", listId: privateListId, notFound: true },
              { identity: "blocked", listId: privateListId, notFound: true },
              { identity: "other", listId: publicListId, notFound: false },
              { identity: "blocked", listId: publicListId, notFound: true },
            ];
      for (const c of cases) {
        // The owner's own writes may still answer 404 for the show they name; only reads are checked for them.
        if (c.identity === "owner" && route.method !== "GET") continue;
        const res = await call(route, c.identity, { ...(c.listId === undefined ? {} : { listId: c.listId }), ...(c.postId === undefined ? {} : { postId: c.postId }) });
        calls++;
        const label = `${c.identity} ${route.method} ${route.url.replace(":id", c.listId === publicListId ? "(public list)" : "(private list)")}`;
        if (res.statusCode >= 500) wrong.push(`${label}: ${res.statusCode}`);
        else if (c.notFound && res.statusCode !== 404) wrong.push(`${label}: ${res.statusCode}, expected 404`);
        else if (!c.notFound && (res.statusCode === 404 || res.statusCode === 401)) wrong.push(`${label}: ${res.statusCode}, expected an answer`);
      }
    }
    console.info(`authorization matrix (items): ${calls} calls`);
    expect(wrong).toEqual([]);
  });

  test("staff get past the gate of every staff and moderator route, moderators past that of moderator routes only", async () => {
    const gated = routes.filter((r) => r.auth === "staff" || r.auth === "moderator");
    expect(gated.length).toBeGreaterThanOrEqual(6);
    const wrong: string[] = [];
    for (const route of gated) {
      for (const identity of ["staff", "moderator"] as const) {
        const res = await call(route, identity);
        const gatedOut = res.statusCode === 404 && (JSON.parse(res.body) as { message?: string }).message === MESSAGES.notFound;
        const admitted = identity === "staff" || route.auth === "moderator";
        if (res.statusCode >= 500) wrong.push(`${identity} ${route.method} ${route.url}: ${res.statusCode}`);
        // A GET has nothing of its own to be missing: an admitted caller gets 200.
        else if (admitted && route.method === "GET" && res.statusCode !== 200) wrong.push(`${identity} ${route.method} ${route.url}: ${res.statusCode}, expected 200`);
        else if (!admitted && !gatedOut) wrong.push(`${identity} ${route.method} ${route.url}: ${res.statusCode}, expected the gate's 404`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("a private account's lists, wall and follows: 404 to everyone but the owner and accepted followers", async () => {
    const privateContent = routes.filter((r) => r.method === "GET" && /^\/api\/users\/:slug\/(lists|wall|followers|following)(\/|$)/.test(r.url));
    expect(privateContent.length).toBeGreaterThanOrEqual(3);
    const wrong: string[] = [];
    for (const route of privateContent) {
      for (const [identity, notFound] of [["visitor", true], ["other", true], ["follower", false]] as const) {
        const res = await call(route, identity, { slug: privateOwnerSlug });
        if (res.statusCode >= 500 || (notFound ? res.statusCode !== 404 : res.statusCode !== 200)) {
          wrong.push(`${identity} ${route.method} ${route.url}: ${res.statusCode}, expected ${notFound ? 404 : 200}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
