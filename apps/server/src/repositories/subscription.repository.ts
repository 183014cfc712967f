import { and, asc, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { PaidPlanId, PlanId, SubscriptionStatus } from "@dizilog/shared/api";
import type { Executor } from "../db/database.js";
import { paymentEvents, subscriptions, users } from "../db/schema/index.js";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A subscription's state as the provider reports it, narrowed to ours. */
export interface SubscriptionState {
  userId: number;
  plan: PaidPlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  providerId: string;
  providerCustomerId: string | null;
}

/**
 * Records that a provider event is being applied. False when it was already: the primary key makes
 * a second copy wait for the first one's transaction and then find its row, so an event is applied
 * once even when two copies arrive at the same moment.
 */
export async function claimPaymentEvent(db: Executor, id: string, type: string, now: Date): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values({ id, type, receivedAt: now }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length === 1;
}

/** Writes a subscription by its provider id (insert or replace), and returns its row. */
export async function saveSubscription(db: Executor, state: SubscriptionState, now: Date): Promise<SubscriptionRow> {
  const values = {
    userId: state.userId,
    plan: state.plan,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    providerId: state.providerId,
    providerCustomerId: state.providerCustomerId,
    updatedAt: now,
  };
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: subscriptions.providerId, set: values })
    .returning();
  return row!;
}

export async function subscriptionByProviderId(db: Executor, providerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerId, providerId)).limit(1);
  return row;
}

/** The user's renewing (month or year) subscription that has not ended: the newest. */
export async function renewingSubscriptionOf(db: Executor, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.plan, ["month", "year"]), ne(subscriptions.status, "canceled")))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** The user's lifetime purchase, if any. */
export async function lifetimeOf(db: Executor, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.plan, "lifetime"), ne(subscriptions.status, "canceled")))
    .limit(1);
  return row;
}

/** The provider's customer id of the user (for the billing portal), from their newest subscription. */
export async function providerCustomerOf(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.providerCustomerId} is not null`))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row?.customer ?? undefined;
}

/**
 * Sets `users.plan` from the user's subscriptions, in the caller's transaction: lifetime over year
 * over month; a renewing plan counts while active, or past due until the period paid for ends.
 * Returns the plan before and after, so the caller can tell the user when it changed.
 */
export async function refreshUserPlan(db: Executor, userId: number, now: Date): Promise<{ before: PlanId; after: PlanId }> {
  const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for("no key update");
  if (!user) return { before: "free", after: "free" };
  const rows = await db
    .select({ plan: subscriptions.plan, status: subscriptions.status, end: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "canceled")));
  const counts = (r: (typeof rows)[number]) => r.plan === "lifetime" || r.status === "active" || (r.end !== null && r.end > now);
  const rank: Record<PaidPlanId, number> = { lifetime: 3, year: 2, month: 1 };
  const best = rows.filter(counts).sort((a, b) => rank[b.plan] - rank[a.plan])[0];
  const after: PlanId = best?.plan ?? "free";
  if (after !== user.plan) await db.update(users).set({ plan: after }).where(eq(users.id, userId));
  return { before: user.plan, after };
}

/**
 * Renewing subscriptions whose period ends before `until` (the reconcile job: those ending within
 * 24 hours, and any already past their end that no webhook closed), oldest end first.
 */
export async function subscriptionsDueBefore(db: Executor, until: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(ne(subscriptions.status, "canceled"), inArray(subscriptions.plan, ["month", "year"]), lt(subscriptions.currentPeriodEnd, until)))
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(limit);
}
