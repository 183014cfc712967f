/**
 * The Pro tier's names without zod (api-contract "Pro"), for the client's lazy pages, which must not
 * import the `@dizilog/shared/api` barrel for values; `pro.ts` re-exports them with the schemas.
 */

/** The spec's plans. `free` is the plan of everyone without a subscription. */
export const PLAN_IDS = ["free", "month", "year", "lifetime"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The plans a checkout may buy. */
export const PAID_PLAN_IDS = ["month", "year", "lifetime"] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
/** The plans that renew (the ones `/api/me/subscription/cancel` and `/restore` act on). */
export const RENEWING_PLAN_IDS = ["month", "year"] as const;

/** What Pro unlocks, in the order the upgrade page's feature table lists them (`features[]` of a plan). */
export const PRO_FEATURES = [
  "no_ads",
  "ratings_archive",
  "season_ratings",
  "own_stats",
  "chart_scores",
  "unlimited_lists",
  "verified_badge",
  "customization",
] as const;
export type ProFeature = (typeof PRO_FEATURES)[number];

/** `past_due`: a renewal failed; Pro is kept until the paid period ends, and the user is asked to update the card. */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

