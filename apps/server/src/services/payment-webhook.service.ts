import { PRO_MESSAGES } from "@dizilog/shared/api";
import { type AppDeps, inTransaction, systemCtx } from "../context.js";
import { AppError } from "../errors.js";
import type { CheckoutFacts, SubscriptionFacts } from "../integrations/payments/payment-provider.js";
import { verifyPaymentEvent } from "../integrations/payments/stripe.client.js";
import { claimPaymentEvent, subscriptionsDueBefore } from "../repositories/subscription.repository.js";
import { applyCheckout, applySubscription, endRenewalAfterLifetime, guarded, requireProvider } from "./subscription.service.js";

/** The events the server acts on (api-contract "Pro", and the failed renewal of the Pro issue). */
const HANDLED = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export type WebhookOutcome = "applied" | "replayed" | "ignored";

/**
 * `POST /api/webhooks/payments`. The signature is checked first (without the webhook secret, a
 * signature, or with a wrong or stale one: 400 and nothing changes). The event is only a trigger:
 * the object it names is read back from Stripe, so events arriving out of order or replayed leave
 * the current state, never an old one. The event's id is claimed in the transaction that applies
 * it: a replay, or a copy arriving at the same moment, changes nothing.
 */
export async function handlePaymentWebhook(deps: AppDeps, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const secret = deps.config.stripeWebhookSecret;
  const receivedAt = deps.now();
  if (!secret || !signature) throw new AppError("bad_request", PRO_MESSAGES.webhookSignatureInvalid);
  let event;
  try {
    event = verifyPaymentEvent(rawBody, signature, secret, receivedAt);
  } catch {
    throw new AppError("bad_request", PRO_MESSAGES.webhookSignatureInvalid);
  }
  if (!HANDLED.has(event.type) || !event.objectId) return "ignored";
  const ctx = systemCtx(deps);
  const provider = requireProvider(ctx);
  const objectId = event.objectId;
  let checkout: CheckoutFacts | undefined;
  let subscription: SubscriptionFacts | undefined;
  if (event.type === "checkout.session.completed") {
    checkout = await guarded(() => provider.checkout(objectId));
    const subscriptionId = checkout?.subscriptionId;
    if (subscriptionId) subscription = await guarded(() => provider.subscription(subscriptionId));
  } else {
    subscription = await guarded(() => provider.subscription(objectId));
  }
  const outcome = await inTransaction(ctx, async (tx): Promise<WebhookOutcome> => {
    if (!(await claimPaymentEvent(tx.db, event.id, event.type, tx.now))) return "replayed";
    if (checkout) await applyCheckout(tx, checkout, subscription);
    else if (subscription) await applySubscription(tx, subscription, null);
    return "applied";
  });
  if (outcome === "applied" && checkout?.paid && checkout.plan === "lifetime" && checkout.userId !== null) await endRenewalAfterLifetime(ctx, checkout.userId);
  return outcome;
}

/** Subscriptions looked at per run (oldest period end first; the next run takes the rest). */
const RECONCILE_BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * The daily reconcile job: every renewing plan whose period ends within 24 hours (or already ended
 * without a webhook saying what became of it) is read back from Stripe and applied, so that a
 * missed webhook never leaves a paying user without Pro, nor a cancelled one with it.
 */
export async function reconcileSubscriptions(deps: AppDeps): Promise<{ checked: number; failed: number }> {
  const ctx = systemCtx(deps);
  if (!deps.payments) return { checked: 0, failed: 0 };
  const provider = deps.payments;
  const due = await subscriptionsDueBefore(ctx.db, new Date(ctx.now.getTime() + DAY_MS), RECONCILE_BATCH);
  let failed = 0;
  for (const row of due) {
    try {
      const facts = await provider.subscription(row.providerId);
      // Stripe no longer has it (deleted in its dashboard): it ended.
      const state = facts ?? { id: row.providerId, customerId: row.providerCustomerId, plan: row.plan, status: "canceled" as const, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: false, userId: row.userId };
      await inTransaction(ctx, (tx) => applySubscription(tx, state, row.userId));
    } catch {
      // One subscription's failure (the provider not answering) leaves it for the next run.
      failed++;
    }
  }
  return { checked: due.length, failed };
}
