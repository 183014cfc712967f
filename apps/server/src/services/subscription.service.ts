import { PAID_PLAN_IDS, type PaidPlanId, PRO_FEATURES, PRO_MESSAGES, type Plan, type PlansResponse, type Subscription } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import type { CheckoutFacts, PaymentProvider, SubscriptionFacts } from "../integrations/payments/payment-provider.js";
import { PaymentProviderError } from "../integrations/payments/payment-provider.js";
import { remember } from "../lib/cache.js";
import {
  type SubscriptionRow,
  lifetimeOf,
  providerCustomerOf,
  refreshUserPlan,
  renewingSubscriptionOf,
  saveSubscription,
  subscriptionByProviderId,
} from "../repositories/subscription.repository.js";

/*
 * The Pro tier's billing (api-contract "Pro", decision 0052). Stripe is the source of truth: what
 * it reports is copied into `subscriptions` and `users.plan` in one transaction, by the webhooks
 * (`payment-webhook.service.ts`), the return from checkout and the daily reconcile job, all through
 * `applySubscription` / `applyCheckout` below.
 */

/** The prices shown while no provider is configured (the page says payments are not open). */
const LIST_PRICES: Record<PaidPlanId, { amount: number; currency: string }> = {
  month: { amount: 2.99, currency: "usd" },
  year: { amount: 24.99, currency: "usd" },
  lifetime: { amount: 59.99, currency: "usd" },
};
const PRICES_CACHE_SECONDS = 60 * 60;
/** Checkout sessions a user may start per hour (each one is a call to the provider). */
const CHECKOUT_RATE = { max: 10, windowSeconds: 3600 };

/** `GET /api/plans`: the four plans with the provider's prices (cached an hour). */
export async function listPlans(ctx: Ctx): Promise<PlansResponse> {
  const provider = ctx.deps.payments;
  const prices = provider ? await remember(ctx.deps.cache, "pro:prices", PRICES_CACHE_SECONDS, () => guarded(() => provider.prices())) : LIST_PRICES;
  const paid: Plan[] = PAID_PLAN_IDS.flatMap((id) => {
    const price = prices[id];
    if (!price) return [];
    return [{ id, price: price.amount, currency: price.currency, interval: id === "lifetime" ? null : id, features: [...PRO_FEATURES] }];
  });
  const currency = paid[0]?.currency ?? "usd";
  return { data: [{ id: "free", price: 0, currency, interval: null, features: [] }, ...paid], meta: { payments_configured: provider !== undefined } };
}

/** `POST /api/subscriptions/checkout`: the provider's hosted checkout for a paid plan. */
export async function startCheckout(ctx: Ctx, planInput: string): Promise<{ url: string }> {
  const user = requireActor(ctx);
  const plan = PAID_PLAN_IDS.find((p) => p === planInput);
  if (!plan) throw AppError.field("plan", PRO_MESSAGES.planInvalid);
  const provider = requireProvider(ctx);
  const [lifetime, renewing] = await Promise.all([lifetimeOf(ctx.db, user.id), renewingSubscriptionOf(ctx.db, user.id)]);
  // A lifetime member has everything; a renewing plan is changed in the billing portal, not bought twice.
  if (lifetime || (renewing && plan !== "lifetime")) throw new AppError("conflict", PRO_MESSAGES.planAlreadyHeld);
  const limit = await ctx.deps.limiter.hit(`checkout:user:${user.id}`, CHECKOUT_RATE.max, CHECKOUT_RATE.windowSeconds);
  if (!limit.allowed) throw new AppError("rate_limited", undefined, undefined, limit.retryAfterSeconds);
  const appUrl = ctx.deps.config.appUrl;
  const customerId = await providerCustomerOf(ctx.db, user.id);
  const session = await guarded(() =>
    provider.createCheckout({
      plan,
      userId: user.id,
      email: user.email,
      customerId,
      successUrl: `${appUrl}/pro/welcome?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/pro?checkout=cancelled`,
    }),
  );
  return { url: session.url };
}

/**
 * `POST /api/subscriptions/checkout/confirm`: the return page's call. The paid session is applied
 * at once (the same as its webhook; whichever comes second changes nothing), so the user is back
 * with Pro even when the webhook is late. Someone else's session answers 404.
 */
export async function confirmCheckout(ctx: Ctx, sessionId: string): Promise<Subscription> {
  const user = requireActor(ctx);
  const provider = requireProvider(ctx);
  const checkout = await guarded(() => provider.checkout(sessionId));
  if (!checkout || checkout.userId !== user.id) throw new AppError("not_found");
  const subscription = checkout.subscriptionId ? await guarded(() => provider.subscription(checkout.subscriptionId!)) : undefined;
  await inTransaction(ctx, (tx) => applyCheckout(tx, checkout, subscription));
  if (checkout.paid && checkout.plan === "lifetime") await endRenewalAfterLifetime(ctx, user.id);
  return subscriptionOf(ctx, user.id);
}

/** `GET /api/me/subscription`. */
export async function mySubscription(ctx: Ctx): Promise<Subscription> {
  return subscriptionOf(ctx, requireActor(ctx).id);
}

/** `POST /api/me/subscription/cancel` (`cancel: true`) and `/restore` (`false`): a pending cancel at the period's end. */
export async function setCancelAtPeriodEnd(ctx: Ctx, cancel: boolean): Promise<Subscription> {
  const user = requireActor(ctx);
  const row = await renewingSubscriptionOf(ctx.db, user.id);
  if (!row) throw new AppError("not_found", PRO_MESSAGES.noActiveSubscription);
  const provider = requireProvider(ctx);
  if (row.cancelAtPeriodEnd !== cancel) {
    const facts = await guarded(() => provider.setCancelAtPeriodEnd(row.providerId, cancel));
    await inTransaction(ctx, (tx) => applySubscription(tx, facts, user.id));
  }
  return subscriptionOf(ctx, user.id);
}

/** `POST /api/me/subscription/portal`: Stripe's billing portal, where the card is changed. */
export async function billingPortal(ctx: Ctx): Promise<{ url: string }> {
  const user = requireActor(ctx);
  const provider = requireProvider(ctx);
  const customer = await providerCustomerOf(ctx.db, user.id);
  if (!customer) throw new AppError("not_found", PRO_MESSAGES.noActiveSubscription);
  return guarded(() => provider.createPortal(customer, `${ctx.deps.config.appUrl}/settings/subscription`));
}

/** True while the user has a renewing plan that is not cancelled (account deletion waits for the cancel). */
export async function hasRenewingPlan(ctx: Ctx, userId: number): Promise<boolean> {
  const row = await renewingSubscriptionOf(ctx.db, userId);
  return row !== undefined && !row.cancelAtPeriodEnd;
}

/**
 * Copies a subscription as the provider reports it, in the caller's transaction: the row, then
 * `users.plan`. The user is the one named in the subscription's metadata, else the row's, else
 * `userHint` (a checkout's `client_reference_id`); a subscription of none of our users or prices is
 * ignored. A renewal that fails (active → past due) keeps Pro until the period's end while Stripe
 * retries, records `billing.payment_failed` once, and the user is told (site and mail) to update the card.
 */
export async function applySubscription(tx: Ctx, facts: SubscriptionFacts, userHint: number | null): Promise<SubscriptionRow | undefined> {
  const before = await subscriptionByProviderId(tx.db, facts.id);
  const userId = before?.userId ?? facts.userId ?? userHint;
  const plan = facts.plan ?? before?.plan;
  if (userId === null || !plan || plan === "lifetime") return undefined;
  const row = await saveSubscription(
    tx.db,
    {
      userId,
      plan,
      status: facts.status,
      currentPeriodEnd: facts.currentPeriodEnd,
      cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
      providerId: facts.id,
      providerCustomerId: facts.customerId ?? before?.providerCustomerId ?? null,
    },
    tx.now,
  );
  await refreshUserPlan(tx.db, userId, tx.now);
  if (facts.status === "past_due" && before?.status !== "past_due") {
    await tx.events.record({ type: "billing.payment_failed", actorId: null, payload: { userId, plan, paidThrough: facts.currentPeriodEnd?.toISOString() ?? null } });
  }
  return row;
}

/**
 * Applies a completed checkout (`checkout.session.completed` grants Pro by itself): a lifetime
 * purchase becomes its own row; a subscription's checkout applies the subscription.
 */
export async function applyCheckout(tx: Ctx, checkout: CheckoutFacts, subscription: SubscriptionFacts | undefined): Promise<void> {
  if (!checkout.paid || checkout.userId === null) return;
  if (subscription) {
    await applySubscription(tx, subscription, checkout.userId);
    return;
  }
  if (checkout.plan !== "lifetime") return;
  await saveSubscription(
    tx.db,
    {
      userId: checkout.userId,
      plan: "lifetime",
      status: "active",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      providerId: checkout.id,
      providerCustomerId: checkout.customerId,
    },
    tx.now,
  );
  await refreshUserPlan(tx.db, checkout.userId, tx.now);
}

/**
 * A lifetime member is charged nothing more: a renewing plan they still had is cancelled at its
 * period's end at Stripe (Pro goes on through the lifetime purchase). After the lifetime purchase's
 * transaction, since it calls Stripe; a failure leaves the renewal for the user to cancel in Settings.
 */
export async function endRenewalAfterLifetime(ctx: Ctx, userId: number): Promise<void> {
  const provider = ctx.deps.payments;
  const renewing = await renewingSubscriptionOf(ctx.db, userId);
  if (!provider || !renewing || renewing.cancelAtPeriodEnd) return;
  try {
    const facts = await provider.setCancelAtPeriodEnd(renewing.providerId, true);
    await inTransaction(ctx, (tx) => applySubscription(tx, facts, userId));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
  }
}

async function subscriptionOf(ctx: Ctx, userId: number): Promise<Subscription> {
  const [lifetime, renewing] = await Promise.all([lifetimeOf(ctx.db, userId), renewingSubscriptionOf(ctx.db, userId)]);
  if (lifetime) return { plan: "lifetime", status: "active", current_period_end: null, cancel_at_period_end: false };
  if (renewing) {
    return {
      plan: renewing.plan,
      status: renewing.status,
      current_period_end: renewing.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: renewing.cancelAtPeriodEnd,
    };
  }
  return { plan: "free", status: null, current_period_end: null, cancel_at_period_end: false };
}

export function requireProvider(ctx: Pick<Ctx, "deps">): PaymentProvider {
  if (!ctx.deps.payments) throw new AppError("unavailable", PRO_MESSAGES.notConfigured);
  return ctx.deps.payments;
}

/** A provider call whose failure answers 503 (and is retried by Stripe for a webhook). */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("unavailable", PRO_MESSAGES.unavailable, undefined, 30);
    throw error;
  }
}
