import Stripe from "stripe";
import { PAID_PLAN_IDS, type PaidPlanId, type SubscriptionStatus } from "@dizilog/shared/api";
import type { StripeSettings } from "../../config.js";
import {
  type CheckoutFacts,
  type CheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type SubscriptionFacts,
} from "./payment-provider.js";

/** The webhook's tolerance (api-contract "Pro"): a signature at most 5 minutes old. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The payment provider on Stripe's API through the official client. `STRIPE_API_URL` chooses the
 * host, so that tests talk to a local server speaking the same protocol (test/stripe/stripe-double.ts).
 */
export class StripeClient implements PaymentProvider {
  private readonly stripe: Stripe;
  private readonly planOfPrice: Map<string, PaidPlanId>;

  constructor(private readonly settings: StripeSettings) {
    const api = new URL(settings.apiUrl);
    const protocol = api.protocol === "http:" ? "http" : "https";
    this.stripe = new Stripe(settings.secretKey, {
      host: api.hostname,
      port: api.port ? Number(api.port) : protocol === "http" ? 80 : 443,
      protocol,
      maxNetworkRetries: 1,
      timeout: 10_000,
      appInfo: { name: "Dizilog" },
    });
    this.planOfPrice = new Map(PAID_PLAN_IDS.flatMap((plan) => (settings.prices[plan] ? [[settings.prices[plan], plan] as const] : [])));
  }

  async prices(): Promise<Partial<Record<PaidPlanId, { amount: number; currency: string }>>> {
    const entries = await Promise.all(
      PAID_PLAN_IDS.map(async (plan) => {
        const id = this.settings.prices[plan];
        if (!id) return undefined;
        const price = await this.call(() => this.stripe.prices.retrieve(id));
        return [plan, { amount: (price.unit_amount ?? 0) / 100, currency: price.currency }] as const;
      }),
    );
    return Object.fromEntries(entries.filter((e) => e !== undefined));
  }

  async createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
    const price = this.settings.prices[input.plan];
    if (!price) throw new PaymentProviderError(`no price is set for the ${input.plan} plan`);
    const renewing = input.plan !== "lifetime";
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: renewing ? "subscription" : "payment",
        line_items: [{ price, quantity: 1 }],
        client_reference_id: String(input.userId),
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        ...(renewing ? { subscription_data: { metadata: { user_id: String(input.userId) } } } : { customer_creation: "always" as const }),
        metadata: { user_id: String(input.userId), plan: input.plan },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new PaymentProviderError("the checkout session has no URL");
    return { id: session.id, url: session.url };
  }

  async checkout(id: string): Promise<CheckoutFacts | undefined> {
    const session = await this.retrieve(() => this.stripe.checkout.sessions.retrieve(id, { expand: ["line_items"] }));
    if (!session) return undefined;
    const priceId = session.line_items?.data[0]?.price?.id;
    return {
      id: session.id,
      userId: userIdOf(session.client_reference_id),
      paid: session.status === "complete" && session.payment_status !== "unpaid",
      plan: priceId ? (this.planOfPrice.get(priceId) ?? null) : null,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
    };
  }

  async subscription(id: string): Promise<SubscriptionFacts | undefined> {
    const sub = await this.retrieve(() => this.stripe.subscriptions.retrieve(id));
    return sub ? this.factsOf(sub) : undefined;
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionFacts> {
    return this.factsOf(await this.call(() => this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel })));
  }

  async createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const session = await this.call(() => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
    return { url: session.url };
  }

  private factsOf(sub: Stripe.Subscription): SubscriptionFacts {
    const item = sub.items.data[0];
    return {
      id: sub.id,
      customerId: idOf(sub.customer),
      plan: item ? (this.planOfPrice.get(item.price.id) ?? null) : null,
      status: narrowStatus(sub.status),
      // Since API version 2025-03-31 the period lives on the items.
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      userId: userIdOf(sub.metadata?.user_id ?? null),
    };
  }

  /** A retrieve that answers undefined for an object the provider does not have. */
  private async retrieve<T>(request: () => Promise<T>): Promise<T | undefined> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      throw asProviderError(error);
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw asProviderError(error);
    }
  }
}

/**
 * Verifies a webhook as Stripe signs it (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of "t.body" with
 * the secret, at most 5 minutes old by `receivedAt`, and not from the future beyond the same
 * tolerance), and answers its id, type and object. Throws on anything else.
 */
export function verifyPaymentEvent(rawBody: Buffer, signature: string, secret: string, receivedAt: Date): PaymentEvent {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt.getTime());
  const stamp = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (!(stamp * 1000 <= receivedAt.getTime() + WEBHOOK_TOLERANCE_SECONDS * 1000)) throw new Error("the signature's timestamp is in the future");
  return { id: event.id, type: event.type, objectId: objectIdOf(event) };
}

function objectIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; parent?: { subscription_details?: { subscription?: unknown } | null } | null };
  if (object.object === "invoice") return idOf(object.parent?.subscription_details?.subscription ?? null);
  return typeof object.id === "string" ? object.id : null;
}

/** Stripe's subscription statuses, narrowed to ours: a failed renewal is `past_due` until Stripe ends it. */
function narrowStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    default:
      return "canceled";
  }
}

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value && typeof value.id === "string") return value.id;
  return null;
}

function userIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function asProviderError(error: unknown): PaymentProviderError {
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe: ${message}`);
}
