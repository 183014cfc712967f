import type { Ctx } from "../context.js";
import { type Entitlement, type Entitlements, entitlementsFor } from "../domain/entitlements.js";
import { AppError } from "../errors.js";

/* The request's side of the entitlements rule (`domain/entitlements.ts`). */

/** The entitlements of the request's actor (a visitor: the free plan's). */
export function entitlementsOf(ctx: Ctx): Entitlements {
  return entitlementsFor(ctx.actor, ctx.deps.config.staffEmails);
}

/** Throws the contract's 403 `{message, pro_required: true}` unless the actor's plan allows `what`. */
export function requireEntitlement(ctx: Ctx, what: Entitlement): void {
  if (!entitlementsOf(ctx)[what]) throw AppError.proRequired();
}

