import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { LIST_MESSAGES, PRO_MESSAGES, type Subscription } from "@dizilog/shared/api";
import { domainEvents, paymentEvents, subscriptions, users } from "../../src/db/schema/index.js";
import type { MailMessage } from "../../src/mail/mailer.js";
import { reconcileSubscriptions } from "../../src/services/payment-webhook.service.js";
import { PASSWORD } from "../accounts/helpers.js";
import { type TestContext, createTestApp } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { DOUBLE_SECRET_KEY, DOUBLE_WEBHOOK_SECRET, type StripeDouble, startStripeDouble, stripeEnv } from "../stripe/stripe-double.js";

const DAY = 86_400_000;

let double: StripeDouble;
let env: TestContext;
let bare: TestContext;
const mail: MailMessage[] = [];

beforeAll(async () => {
  double = await startStripeDouble({
    secretKey: DOUBLE_SECRET_KEY,
    webhookSecret: DOUBLE_WEBHOOK_SECRET,
    transport: async (body, headers) => {
      const res = await env.app.inject({ method: "POST", url: "/api/webhooks/payments", headers, payload: body });
      return { status: res.statusCode, body: res.body };
    },
  });
  env = await createTestApp({
    jobs: true,
    mailer: { kind: "smtp", send: async (m) => void mail.push(m) },
    env: stripeEnv(double),
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await env?.close();
  await bare?.close();
  await double?.close();
});
beforeEach(() => {
  double.deliveries = "on";
  double.failWith = undefined;
  double.setClock(undefined);
});

const db = () => env.database.db;

async function me(user: MadeUser) {
  return (await user.client.get("/api/me")).json().data as { is_pro: boolean; premium: boolean; lifetime: boolean; is_verified: boolean; entitlements: Record<string, boolean> };
}
async function subscriptionOf(user: MadeUser): Promise<Subscription> {
  return (await user.client.get("/api/me/subscription")).json().data as Subscription;
}
/** Starts a checkout and pays it on the double's hosted page (its webhook delivered as Stripe would). */
async function buy(user: MadeUser, plan: "month" | "year" | "lifetime"): Promise<{ sessionId: string; redirect: string }> {
  const res = await user.client.post("/api/subscriptions/checkout", { plan });
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = new URL(res.json().data.url as string).pathname.split("/").at(-1)!;
  const redirect = await double.pay(sessionId);
  return { sessionId, redirect };
}
function subscriptionIdOf(sessionId: string): string {
  return double.sessions.get(sessionId)!.subscription!;
}
async function eventCount(type: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(domainEvents).where(eq(domainEvents.type, type));
  return row!.n;
}

describe("plans", () => {
  it("lists the four plans with the provider's prices and the Pro features", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/plans" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ payments_configured: true });
    expect(body.data.map((p: { id: string; price: number; interval: string | null }) => [p.id, p.price, p.interval])).toEqual([
      ["free", 0, null],
      ["month", 2.99, "month"],
      ["year", 24.99, "year"],
      ["lifetime", 59.99, null],
    ]);
    expect(body.data[0].features).toEqual([]);
    expect(body.data[1].features).toContain("no_ads");
    expect(body.data[1].currency).toBe("usd");
  });

  it("says when no provider is configured, and checkout then answers 503 after checking the plan", async () => {
    const plans = (await bare.app.inject({ method: "GET", url: "/api/plans" })).json();
    expect(plans.meta.payments_configured).toBe(false);
    expect(plans.data).toHaveLength(4);
    const user = await makeUser(bare);
    const bad = await user.client.post("/api/subscriptions/checkout", { plan: "weekly" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.plan).toEqual([PRO_MESSAGES.planInvalid]);
    const res = await user.client.post("/api/subscriptions/checkout", { plan: "month" });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PRO_MESSAGES.notConfigured);
    expect((await user.client.post("/api/me/subscription/portal")).statusCode).toBe(503);
  });
});

describe("checkout", () => {
  it("answers 401 to visitors and 422 for anything but month, year and lifetime", async () => {
    expect((await env.app.inject({ method: "POST", url: "/api/subscriptions/checkout", payload: { plan: "month" } })).statusCode).toBe(401);
    const user = await makeUser(env);
    for (const plan of ["free", "", "MONTH", "lifetime ", 5, null]) {
      const res = await user.client.post("/api/subscriptions/checkout", { plan });
      expect(res.statusCode, String(plan)).toBe(422);
    }
  });

  it("opens Stripe's hosted checkout with the user as client_reference_id, in subscription mode for month and year", async () => {
    const user = await makeUser(env);
    const res = await user.client.post("/api/subscriptions/checkout", { plan: "year" });
    expect(res.json().data.url).toMatch(new RegExp(`^${double.url}/checkout/cs_`));
    const call = double.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!;
    expect(call.form).toMatchObject({
      mode: "subscription",
      client_reference_id: String(user.id),
      "line_items[0][price]": "price_year",
      customer_email: user.email,
      success_url: expect.stringMatching(/\/pro\/welcome\?session_id=\{CHECKOUT_SESSION_ID\}$/),
      cancel_url: expect.stringMatching(/\/pro\?checkout=cancelled$/),
    });
    const lifetime = await user.client.post("/api/subscriptions/checkout", { plan: "lifetime" });
    expect(lifetime.statusCode).toBe(200);
    expect(double.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!.form).toMatchObject({ mode: "payment", "line_items[0][price]": "price_lifetime" });
  });

  it("grants Pro on checkout.session.completed: plan, badges, entitlements and the subscription", async () => {
    const user = await makeUser(env);
    expect(await me(user)).toMatchObject({ is_pro: false, premium: false, entitlements: { ad_free: false, unlimited_lists: false } });
    const { redirect, sessionId } = await buy(user, "month");
    expect(redirect).toMatch(new RegExp(`/pro/welcome\\?session_id=${sessionId}$`));
    expect(double.sent.at(-1)).toMatchObject({ type: "checkout.session.completed", status: 200 });
    expect(await me(user)).toMatchObject({
      is_pro: true,
      premium: true,
      lifetime: false,
      is_verified: true,
      entitlements: { ratings_archive: true, season_ratings: true, own_stats: true, chart_scores: true, unlimited_lists: true, customization: true, ad_free: true },
    });
    const sub = await subscriptionOf(user);
    expect(sub).toMatchObject({ plan: "month", status: "active", cancel_at_period_end: false });
    expect(new Date(sub.current_period_end!).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    // A second renewing plan is changed in the billing portal, not bought again.
    const again = await user.client.post("/api/subscriptions/checkout", { plan: "year" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRO_MESSAGES.planAlreadyHeld);
    // The badge is beside the name wherever it appears: the profile and a byline.
    const other = await makeUser(env);
    const profile = (await other.client.get(`/api/users/${user.row.slug}`)).json().data;
    expect(profile).toMatchObject({ is_pro: true, premium: true, lifetime: false, is_verified: true });
    const followers = await user.client.post(`/api/users/${other.id}/follow`);
    expect(followers.statusCode).toBeLessThan(300);
    const list = (await other.client.get(`/api/users/${other.row.slug}/followers`)).json().data as { id: number; premium: boolean; is_verified: boolean }[];
    expect(list.find((u) => u.id === user.id)).toMatchObject({ premium: true, is_verified: true });
  });

  it("the return page's confirm applies a paid checkout whose webhook has not come, once; another user's session is 404", async () => {
    const user = await makeUser(env);
    double.deliveries = "off";
    const { sessionId } = await buy(user, "year");
    expect((await me(user)).is_pro).toBe(false);
    const confirmed = await user.client.post("/api/subscriptions/checkout/confirm", { session_id: sessionId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ plan: "year", status: "active" });
    expect((await me(user)).is_pro).toBe(true);
    // The webhook arrives late: it changes nothing more.
    double.deliveries = "on";
    const late = await double.deliver(double.dropped.at(-1)!);
    expect(late.status).toBe(200);
    const [rows] = await db().select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows!.n).toBe(1);

    const stranger = await makeUser(env);
    expect((await stranger.client.post("/api/subscriptions/checkout/confirm", { session_id: sessionId })).statusCode).toBe(404);
    expect((await stranger.client.post("/api/subscriptions/checkout/confirm", { session_id: "cs_test_nothing" })).statusCode).toBe(404);
    expect((await me(stranger)).is_pro).toBe(false);
  });

  it("a lifetime purchase: the lifetime badge, no renewal to cancel, nothing more to buy", async () => {
    const user = await makeUser(env);
    await buy(user, "lifetime");
    expect(await me(user)).toMatchObject({ is_pro: true, premium: true, lifetime: true });
    expect(await subscriptionOf(user)).toEqual({ plan: "lifetime", status: "active", current_period_end: null, cancel_at_period_end: false });
    const cancel = await user.client.post("/api/me/subscription/cancel");
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().message).toBe(PRO_MESSAGES.noActiveSubscription);
    expect((await user.client.post("/api/subscriptions/checkout", { plan: "lifetime" })).statusCode).toBe(409);
    // A lifetime purchase renews nothing: the account can be deleted.
    expect((await user.client.delete("/api/me", { password: PASSWORD })).statusCode).toBe(204);
  });

  it("a renewing member who buys lifetime is charged nothing more: the renewal is cancelled at its period's end", async () => {
    const user = await makeUser(env);
    const subId = subscriptionIdOf((await buy(user, "month")).sessionId);
    await buy(user, "lifetime");
    await double.settled();
    expect(double.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
    expect(await me(user)).toMatchObject({ is_pro: true, lifetime: true });
    expect((await subscriptionOf(user)).plan).toBe("lifetime");
  });

  it("limits checkout sessions to 10 an hour per user", async () => {
    const user = await makeUser(env);
    for (let i = 0; i < 10; i++) expect((await user.client.post("/api/subscriptions/checkout", { plan: "month" })).statusCode).toBe(200);
    expect((await user.client.post("/api/subscriptions/checkout", { plan: "month" })).statusCode).toBe(429);
  });

  it("answers 503 with a message when Stripe fails, and changes nothing", async () => {
    const user = await makeUser(env);
    double.failWith = 500;
    const res = await user.client.post("/api/subscriptions/checkout", { plan: "month" });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PRO_MESSAGES.unavailable);
  });
});

describe("webhooks", () => {
  async function paidSubscriber(): Promise<{ user: MadeUser; subId: string }> {
    const user = await makeUser(env);
    const { sessionId } = await buy(user, "month");
    return { user, subId: subscriptionIdOf(sessionId) };
  }

  it("refuses forged, unsigned, tampered, stale and future events with 400, and nothing changes", async () => {
    const { user, subId } = await paidSubscriber();
    const sub = double.subscriptions.get(subId)!;
    sub.status = "canceled";
    const body = JSON.stringify({ id: "evt_forged_1", object: "event", type: "customer.subscription.deleted", created: 0, data: { object: double.subscriptionJson(sub) } });
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string | null][] = [
      ["no signature", null],
      ["another secret", double.sign(body, now, "whsec_attacker")],
      ["a signature of another body", double.sign(body.replace("evt_forged_1", "evt_forged_2"), now)],
      ["6 minutes old", double.sign(body, now - 360)],
      ["10 minutes ahead", double.sign(body, now + 600)],
      ["garbage", "t=abc,v1=zz"],
      ["no timestamp", `v1=${double.sign(body, now).split("v1=")[1]}`],
    ];
    for (const [name, header] of cases) {
      const res = await double.deliver(body, { header });
      expect(res.status, name).toBe(400);
      expect(JSON.parse(res.body).message, name).toBe(PRO_MESSAGES.webhookSignatureInvalid);
    }
    expect((await me(user)).is_pro).toBe(true);
    const [claimed] = await db().select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.id, "evt_forged_1"));
    expect(claimed!.n).toBe(0);
    // 4 minutes 50 seconds old is inside the tolerance.
    const fresh = await double.deliver(body, { timestamp: now - 290 });
    expect(fresh.status).toBe(200);
    expect((await me(user)).is_pro).toBe(false);
  });

  it("answers 400 to every webhook without STRIPE_WEBHOOK_SECRET", async () => {
    const body = JSON.stringify({ id: "evt_x", type: "invoice.paid", data: { object: {} } });
    const res = await bare.app.inject({ method: "POST", url: "/api/webhooks/payments", headers: { "content-type": "application/json", "stripe-signature": double.sign(body, Math.floor(Date.now() / 1000)) }, payload: body });
    expect(res.statusCode).toBe(400);
  });

  it("applies an event once: a replay, and two copies at the same moment, change nothing more", async () => {
    const { user, subId } = await paidSubscriber();
    const sub = double.subscriptions.get(subId)!;
    sub.cancel_at_period_end = true;
    const event = { id: `evt_once_${user.id}`, object: "event", type: "customer.subscription.updated", created: 0, data: { object: double.subscriptionJson(sub) } };
    const body = JSON.stringify(event);
    const [a, b] = await Promise.all([double.deliver(body), double.deliver(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([JSON.parse(a.body).outcome, JSON.parse(b.body).outcome].sort()).toEqual(["applied", "replayed"]);
    expect((await subscriptionOf(user)).cancel_at_period_end).toBe(true);
    const [before] = await db().select().from(subscriptions).where(eq(subscriptions.providerId, subId));
    // Replayed later (signed again, as Stripe's retries are), after the state moved on: nothing changes.
    sub.cancel_at_period_end = false;
    const replay = await double.deliver(body);
    expect(JSON.parse(replay.body).outcome).toBe("replayed");
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.providerId, subId));
    expect(after).toEqual(before);
    const [claimed] = await db().select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(claimed!.n).toBe(1);
  });

  it("acknowledges events it does not act on, and events about objects that are none of ours", async () => {
    const other = await double.emit("customer.created", { id: "cus_x", object: "customer" });
    expect(JSON.parse(other.body)).toEqual({ received: true, outcome: "ignored" });
    const stranger = await double.emit("customer.subscription.updated", { id: "sub_not_ours", object: "subscription" });
    expect(stranger.status).toBe(200);
  });

  it("a failed renewal keeps Pro until the period ends, says so once in the site and by mail; a paid retry restores it", async () => {
    const { user, subId } = await paidSubscriber();
    const mailsBefore = mail.length;
    await double.renew(subId, "failed");
    const sub = await subscriptionOf(user);
    expect(sub.status).toBe("past_due");
    expect((await me(user)).is_pro).toBe(true);
    // Stripe retries the card: another failure tells nobody again.
    await double.emit("invoice.payment_failed", double.invoiceJson(double.subscriptions.get(subId)!));
    await env.settle();
    const page = await user.client.get("/api/me/notifications");
    const notes = page.json().data as { type: string; url: string }[];
    expect(notes.map((n) => n.type), page.body).toContain("payment_failed");
    expect(notes.filter((n) => n.type === "payment_failed")).toHaveLength(1);
    expect(notes.find((n) => n.type === "payment_failed")!.url).toBe("/settings/subscription");
    const mails = mail.slice(mailsBefore).filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Update your card");
    expect(await eventCount("billing.payment_failed")).toBeGreaterThan(0);
    // The card is updated and the retry is paid.
    await double.emit("invoice.paid", double.invoiceJson(Object.assign(double.subscriptions.get(subId)!, { status: "active" })));
    expect((await subscriptionOf(user)).status).toBe("active");
  });

  it("customer.subscription.deleted ends Pro: lists over the cap stay, a new one is refused", async () => {
    const { user, subId } = await paidSubscriber();
    for (let i = 1; i <= 7; i++) {
      const res = await user.client.post("/api/lists", { name: `Pro list ${i}`, public: true });
      expect(res.statusCode, res.body).toBe(201);
    }
    // A list shows its owner's badge, as every byline does.
    const owned = (await user.client.get(`/api/users/${user.row.slug}/lists`)).json().data as { owner: { premium: boolean; is_verified: boolean } }[];
    expect(owned[0]!.owner).toMatchObject({ premium: true, is_verified: true });
    await double.end(subId);
    expect(await me(user)).toMatchObject({ is_pro: false, premium: false, is_verified: false, entitlements: { unlimited_lists: false } });
    expect(await subscriptionOf(user)).toEqual({ plan: "free", status: null, current_period_end: null, cancel_at_period_end: false });
    const lists = (await user.client.get(`/api/users/${user.row.slug}/lists`)).json();
    expect(lists.meta?.total ?? lists.data.length).toBe(7);
    expect(lists.data[0].owner.premium).toBe(false);
    const refused = await user.client.post("/api/lists", { name: "One more", public: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LIST_MESSAGES.limitReached);
  });
});

describe("the user's subscription", () => {
  it("cancels at the period's end and restores, at Stripe; without a renewing plan both answer 404", async () => {
    const free = await makeUser(env);
    for (const path of ["/api/me/subscription/cancel", "/api/me/subscription/restore", "/api/me/subscription/portal"]) {
      const res = await free.client.post(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe(PRO_MESSAGES.noActiveSubscription);
    }
    expect(await subscriptionOf(free)).toEqual({ plan: "free", status: null, current_period_end: null, cancel_at_period_end: false });

    const user = await makeUser(env);
    const { sessionId } = await buy(user, "year");
    const subId = subscriptionIdOf(sessionId);
    // Deleting the account waits for the cancel.
    const refused = await user.client.delete("/api/me", { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.subscriptionActive);

    const cancelled = await user.client.post("/api/me/subscription/cancel");
    expect(cancelled.json().data).toMatchObject({ plan: "year", status: "active", cancel_at_period_end: true });
    expect(double.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
    expect((await me(user)).is_pro).toBe(true);
    await double.settled();
    const restored = await user.client.post("/api/me/subscription/restore");
    expect(restored.json().data.cancel_at_period_end).toBe(false);
    expect(double.subscriptions.get(subId)!.cancel_at_period_end).toBe(false);
    // Restoring twice is harmless.
    expect((await user.client.post("/api/me/subscription/restore")).json().data.cancel_at_period_end).toBe(false);
    await double.settled();

    const portal = await user.client.post("/api/me/subscription/portal");
    expect(portal.json().data.url).toBe(`${double.url}/portal/${double.subscriptions.get(subId)!.customer}`);

    await user.client.post("/api/me/subscription/cancel");
    await double.settled();
    expect((await user.client.delete("/api/me", { password: PASSWORD })).statusCode).toBe(204);
  });
});

describe("the daily reconcile job", () => {
  it("reads back the plans ending within 24 hours: a missed renewal keeps Pro, a missed end removes it, others are not asked", async () => {
    const renewed = await makeUser(env);
    const ended = await makeUser(env);
    const later = await makeUser(env);
    // Bought 30 days minus 1 hour ago (the double's clock): their periods end within the hour.
    double.setClock(new Date(Date.now() - 30 * DAY + 3_600_000));
    const a = subscriptionIdOf((await buy(renewed, "month")).sessionId);
    const b = subscriptionIdOf((await buy(ended, "month")).sessionId);
    double.setClock(undefined);
    await buy(later, "month");
    // Stripe renews one and ends the other, and neither webhook arrives.
    await double.renew(a, "paid", { deliver: false });
    await double.end(b, { deliver: false });
    expect((await me(ended)).is_pro).toBe(true);

    const calls = double.calls.length;
    // The job's clock: a day later, both periods have ended.
    const result = await reconcileSubscriptions({ ...env.deps, now: () => new Date(Date.now() + DAY) });
    expect(result.failed).toBe(0);
    const asked = double.calls.slice(calls).map((c) => c.path);
    expect(asked).toContain(`/v1/subscriptions/${a}`);
    expect(asked).toContain(`/v1/subscriptions/${b}`);
    expect((await me(renewed)).is_pro).toBe(true);
    expect(new Date((await subscriptionOf(renewed)).current_period_end!).getTime()).toBeGreaterThan(Date.now() + 28 * DAY);
    expect((await me(ended)).is_pro).toBe(false);
    expect((await me(later)).is_pro).toBe(true);
    const [laterRow] = await db().select({ id: subscriptions.providerId }).from(subscriptions).where(eq(subscriptions.userId, later.id));
    expect(asked).not.toContain(`/v1/subscriptions/${laterRow!.id}`);
  });

  it("leaves a subscription for the next run when Stripe does not answer", async () => {
    const user = await makeUser(env);
    double.setClock(new Date(Date.now() - 30 * DAY + 3_600_000));
    await buy(user, "month");
    double.setClock(undefined);
    double.failWith = 500;
    const result = await reconcileSubscriptions({ ...env.deps, now: () => new Date(Date.now() + DAY) });
    expect(result.failed).toBeGreaterThan(0);
    expect((await me(user)).is_pro).toBe(true);
    const [row] = await db().select({ plan: users.plan }).from(users).where(eq(users.id, user.id));
    expect(row!.plan).toBe("month");
  });
});
