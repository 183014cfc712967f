import type { Ctx } from "../context.js";
import { effectiveRole } from "../domain/roles.js";
import { AppError } from "../errors.js";
import { isPro } from "../repositories/list.repository.js";

/**
 * What a user's plan allows: the one place that asks whether someone is Pro (the contract's "Pro"
 * section). Gated routes and services call `entitlementsOf` or `requireEntitlement`; nothing else
 * reads the subscription. A visitor has the free plan's entitlements; staff have Pro's (they import
 * the ratings archive and keep the gated pages, so they must see them).
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
  /** More than the free cap of lists. */
  unlimitedLists: boolean;
  /** Profile customization. */
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

/** The entitlements of the request's actor (a visitor: the free plan's). */
export async function entitlementsOf(ctx: Ctx): Promise<Entitlements> {
  if (!ctx.actor) return FREE;
  if (effectiveRole(ctx.actor, ctx.deps.config.staffEmails) === "staff") return PRO;
  return (await isPro(ctx.db, ctx.actor.id)) ? PRO : FREE;
}

/** Throws the contract's 403 `{message, pro_required: true}` unless the actor's plan allows `what`. */
export async function requireEntitlement(ctx: Ctx, what: Entitlement): Promise<void> {
  if (!(await entitlementsOf(ctx))[what]) throw AppError.proRequired();
}
