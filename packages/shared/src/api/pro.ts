import { z } from "zod";
import { PLAN_IDS, PRO_FEATURES, SUBSCRIPTION_STATUSES } from "./pro-ids.js";

export * from "./pro-ids.js";

/**
 * The Pro tier (api-contract "Pro"): plans, checkout, the subscription, and what a plan allows.
 * Server and client read the same names from here.
 */

export const planSchema = z
  .object({
    id: z.enum(PLAN_IDS),
    /** A decimal in major units (2.99), as the provider charges it. */
    price: z.number(),
    /** ISO 4217, lower case as Stripe writes it ("usd"). */
    currency: z.string(),
    interval: z.enum(["month", "year"]).nullable(),
    features: z.array(z.enum(PRO_FEATURES)),
  })
  .meta({ id: "Plan" });
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z
  .object({
    data: z.array(planSchema),
    /** An addition: false when no payment provider is configured (checkout answers 503). */
    meta: z.object({ payments_configured: z.boolean() }),
  })
  .meta({ id: "Plans" });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const checkoutBodySchema = z.object({ plan: z.string().max(20) });
export const checkoutConfirmBodySchema = z.object({ session_id: z.string().min(1).max(255) });
export const redirectUrlSchema = z.object({ data: z.object({ url: z.string() }) }).meta({ id: "RedirectUrl" });

export const subscriptionSchema = z
  .object({
    plan: z.enum(PLAN_IDS),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    current_period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What a user's plan allows (the entitlements module), sent with the signed-in user's own view. */
export const entitlementsSchema = z
  .object({
    ratings_archive: z.boolean(),
    season_ratings: z.boolean(),
    own_stats: z.boolean(),
    chart_scores: z.boolean(),
    unlimited_lists: z.boolean(),
    customization: z.boolean(),
    ad_free: z.boolean(),
  })
  .meta({ id: "Entitlements" });
export type EntitlementsDto = z.infer<typeof entitlementsSchema>;

/** The entitlements of a visitor (and of the free plan). */
export const FREE_ENTITLEMENTS: EntitlementsDto = {
  ratings_archive: false,
  season_ratings: false,
  own_stats: false,
  chart_scores: false,
  unlimited_lists: false,
  customization: false,
  ad_free: false,
};

/** The Pro calls' messages (the error catalogue has them in every language). */
export const PRO_MESSAGES = {
  planInvalid: "Choose a plan: month, year or lifetime.",
  notConfigured: "Payments are not configured on this site.",
  unavailable: "The payment provider is not answering. Please try again later.",
  noActiveSubscription: "No active subscription was found.",
  planAlreadyHeld: "You already have this plan.",
  webhookSignatureInvalid: "The webhook signature is invalid.",
} as const;
