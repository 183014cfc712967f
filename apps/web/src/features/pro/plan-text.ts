import type { Plan, Subscription } from "@dizilog/shared/api";
import { dateTimeFormat, numberFormat } from "../../lib/intl";

/**
 * The plans' and the subscription's words, as pure functions (tested in plan-text.test.ts): a price in
 * the viewer's language and the plan's currency, and which of the subscription's states to describe.
 */

/** "$2.99" / "2,99 $" / "٢٫٩٩ US$": the price in the plan's currency, written as the viewer's language writes money. */
export function formatPrice(plan: Pick<Plan, "price" | "currency">, tag: string): string {
  const whole = Number.isInteger(plan.price);
  return numberFormat(tag, {
    style: "currency",
    currency: plan.currency.toUpperCase(),
    // A whole price keeps no ",00" (free is "0 $", not "0,00 $"); cents are written in full.
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(plan.price);
}

/** The i18n key of the period a price is for: per month, per year, once (lifetime), or nothing (free). */
export function pricePeriodKey(plan: Pick<Plan, "id" | "interval">): string | null {
  if (plan.id === "free") return null;
  if (plan.interval === "month") return "pro.plans.perMonth";
  if (plan.interval === "year") return "pro.plans.perYear";
  return "pro.plans.once";
}

/** What the subscription settings say about a subscription. */
export type SubscriptionState = "free" | "lifetime" | "active" | "canceling" | "past_due" | "canceled";

export function subscriptionState(subscription: Subscription): SubscriptionState {
  if (subscription.plan === "lifetime") return "lifetime";
  if (subscription.plan === "free") return "free";
  if (subscription.status === "past_due") return "past_due";
  if (subscription.status === "canceled") return "canceled";
  if (subscription.cancel_at_period_end) return "canceling";
  return subscription.status === "active" ? "active" : "free";
}

/** A day as the viewer's language writes it, in `timeZone` (the user's own zone). */
export function formatDay(iso: string, tag: string, timeZone: string | undefined): string {
  return dateTimeFormat(tag, { dateStyle: "long", ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}
