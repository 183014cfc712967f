import type { PaidPlanId } from "@dizilog/shared/api";
import type { Executor } from "../src/db/database.js";
import { eq } from "drizzle-orm";
import { subscriptions } from "../src/db/schema/index.js";
import { refreshUserPlan, saveSubscription } from "../src/repositories/subscription.repository.js";

let granted = 0;

/**
 * Gives a user a paid plan as the payment webhooks would leave it: an active subscription (a month
 * from `now` for a renewing plan) and `users.plan` refreshed. For tests that need a Pro user without
 * going through checkout; the Pro tests themselves go through the Stripe double.
 */
export async function grantPlan(db: Executor, userId: number, plan: PaidPlanId, now: Date): Promise<string> {
  const providerId = `${plan === "lifetime" ? "cs" : "sub"}_granted_${userId}_${++granted}`;
  await saveSubscription(
    db,
    {
      userId,
      plan,
      status: "active",
      currentPeriodEnd: plan === "lifetime" ? null : new Date(now.getTime() + 30 * 86_400_000),
      cancelAtPeriodEnd: false,
      providerId,
      providerCustomerId: null,
    },
    now,
  );
  await refreshUserPlan(db, userId, now);
  return providerId;
}

/** Ends a granted plan (as `customer.subscription.deleted` would). */
export async function endPlan(db: Executor, userId: number, providerId: string, now: Date): Promise<void> {
  await db.update(subscriptions).set({ status: "canceled", updatedAt: now }).where(eq(subscriptions.providerId, providerId));
  await refreshUserPlan(db, userId, now);
}
