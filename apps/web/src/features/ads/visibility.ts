import type { User } from "@dizilog/shared/api";

/**
 * Whether house ads are drawn for this viewer (decision 0053): a visitor (`null`) sees them, a
 * signed-in user sees them unless their plan includes `ad_free` (Pro and staff have it). While the
 * signed-in user is not known yet (`undefined`: `GET /api/me` has not answered) nothing is drawn,
 * so a Pro user never sees a slot appear and then disappear. Public pages are drawn on the server
 * with the user already known, so this waiting case only happens on a client-side navigation
 * before `/api/me` answers.
 */
export function adsShown(me: Pick<User, "entitlements"> | null | undefined): boolean {
  if (me === undefined) return false;
  if (me === null) return true;
  return me.entitlements?.ad_free !== true;
}
