import type { EntitlementsDto, PlanId } from "@dizilog/shared/api";
import { type UserRole, effectiveRole } from "./roles.js";

/**
 * What a user's plan allows: the one place that asks whether someone is Pro (the contract's "Pro"
 * section). Gated routes and services call `entitlementsOf` or `requireEntitlement`
 * (`services/entitlements.ts`), presenters `entitlementsFor`; nothing else reads the plan. The plan is `users.plan`, which the subscription
 * service keeps in the transaction that changes a subscription (decision 0052), so asking costs no
 * query. A visitor has the free plan's entitlements; staff have Pro's (they import the ratings
 * archive and keep the gated pages, so they must see them).
 */
export interface Entitlements {
  /** Ratings older than the free window (today − 6 days, Europe/Istanbul) and the weeks before it. */
  ratingsArchive: boolean;
  /** A show's ratings by season (`GET /api/shows/{id}/ratings`). */
  seasonRatings: boolean;
  /** The personal year in review (`GET /api/me/stats/{year}`). */
  ownStats: boolean;
  /** The `score` of a social chart's entries. */
  chartScores: boolean;
  /** More than the free cap of lists (a plan's end keeps the lists over the cap; new ones are refused). */
  unlimitedLists: boolean;
  /** Profile customization (accent colour and cover image), set and shown. */
  customization: boolean;
  /** No house ads. */
  adFree: boolean;
}

export type Entitlement = keyof Entitlements;

const FREE: Entitlements = {
  ratingsArchive: false,
  seasonRatings: false,
  ownStats: false,
  chartScores: false,
  unlimitedLists: false,
  customization: false,
  adFree: false,
};

const PRO: Entitlements = {
  ratingsArchive: true,
  seasonRatings: true,
  ownStats: true,
  chartScores: true,
  unlimitedLists: true,
  customization: true,
  adFree: true,
};

/** The columns the rule reads off a user row. */
export interface PlanHolder {
  plan: PlanId;
  role: UserRole;
  email: string;
  emailVerifiedAt: Date | null;
}

/** True while a month or year plan is active or a lifetime one was bought (`User.is_pro`). */
export function isProPlan(plan: PlanId): boolean {
  return plan !== "free";
}

/** The entitlements of a user (undefined: a visitor). */
export function entitlementsFor(user: PlanHolder | undefined, staffEmails: ReadonlySet<string>): Entitlements {
  if (!user) return FREE;
  if (isProPlan(user.plan) || effectiveRole(user, staffEmails) === "staff") return PRO;
  return FREE;
}

/** The API's snake_case shape, sent with the signed-in user's own view. */
export function presentEntitlements(e: Entitlements): EntitlementsDto {
  return {
    ratings_archive: e.ratingsArchive,
    season_ratings: e.seasonRatings,
    own_stats: e.ownStats,
    chart_scores: e.chartScores,
    unlimited_lists: e.unlimitedLists,
    customization: e.customization,
    ad_free: e.adFree,
  };
}
