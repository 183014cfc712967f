import type { Rules } from "./actor.js";

/** A user's profile and what hangs off it (lists, likes and ratings pages). */
export interface ProfileSubject {
  kind: "user";
  id: number;
}

export function profileSubject(user: { id: number }): ProfileSubject {
  return { kind: "user", id: user.id };
}

/**
 * A blocked user cannot view the blocker's profile (spec section 6, api-contract `GET
 * /api/users/{slug}`): it answers 404 to them, and so do the profile's lists, likes and ratings.
 */
export const userRules = {
  view: (actor, profile) => actor.user?.id === profile.id || !actor.relationTo(profile.id).blockedBy,
} satisfies Rules<ProfileSubject>;
