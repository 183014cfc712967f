import type { PaidPlanId, SubscriptionStatus } from "@dizilog/shared/api";

/**
 * The payment provider (Stripe today, `stripe.client.ts`), as the subscription service needs it:
 * facts narrowed to our plans and statuses. Implementations throw `PaymentProviderError` when the
 * provider fails or refuses, so that the API answers 503 instead of a 500.
 */
export interface PaymentProvider {
  /** The price of each plan that can be bought, as the provider will charge it. */
  prices(): Promise<Partial<Record<PaidPlanId, { amount: number; currency: string }>>>;
  /** The provider's hosted checkout for `plan`; the user's id travels as `client_reference_id`. */
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** A checkout session with its line item and subscription; undefined when there is none. */
  checkout(id: string): Promise<CheckoutFacts | undefined>;
  subscription(id: string): Promise<SubscriptionFacts | undefined>;
  /** Sets or clears the pending cancel at the period's end, and answers the subscription after. */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionFacts>;
  /** The billing portal, where the customer changes their card. */
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
}

export interface CheckoutInput {
  plan: PaidPlanId;
  userId: number;
  email: string;
  /** The customer of an earlier purchase, so that one person keeps one customer. */
  customerId: string | undefined;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutFacts {
  id: string;
  /** `client_reference_id`: our user's id, or null when the session was not made by us. */
  userId: number | null;
  /** True once paid (`payment_status` `paid` or `no_payment_required`, status `complete`). */
  paid: boolean;
  /** The plan of the line item's price (null: a price that is none of ours). */
  plan: PaidPlanId | null;
  customerId: string | null;
  /** `sub_…` for month and year. */
  subscriptionId: string | null;
}

export interface SubscriptionFacts {
  id: string;
  customerId: string | null;
  /** The plan of the item's price (null: a price that is none of ours). */
  plan: PaidPlanId | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user's id, from the subscription's metadata (set at checkout); null when absent. */
  userId: number | null;
}

/** A verified provider event: its id, type and the id of the object it is about. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** For checkout events, the session id; for subscription events, the subscription id; for invoices, the invoice's subscription id (null: none). */
  objectId: string | null;
}

export class PaymentProviderError extends Error {}
