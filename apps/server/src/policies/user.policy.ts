import type { Actor, Rules } from "./actor.js";

/** A user's profile and what hangs off it (lists, wall, followers, likes and ratings pages). */
export interface ProfileSubject {
  kind: "user";
  id: number;
  /** The setting `private_account`. */
  privateAccount: boolean;
}

export function profileSubject(user: { id: number; privateAccount: boolean }): ProfileSubject {
  return { kind: "user", id: user.id, privateAccount: user.privateAccount };
}

const isSelf = (actor: Actor, profile: ProfileSubject) => actor.user?.id === profile.id;

/**
 * A blocked user cannot view the blocker's profile (spec section 6, api-contract `GET
 * /api/users/{slug}`): it answers 404 to them, and so do the profile's lists, likes and ratings.
 */
const canView = (actor: Actor, profile: ProfileSubject) => isSelf(actor, profile) || !actor.relationTo(profile.id).blockedBy;

/**
 * What a private account keeps for its accepted followers (api-contract "Follows": its wall, lists,
 * diary, likes, ratings and follow lists). A request is not a follow.
 */
const canViewPrivate = (actor: Actor, profile: ProfileSubject) =>
  canView(actor, profile) && (isSelf(actor, profile) || !profile.privateAccount || actor.relationTo(profile.id).follows === "following");

export const userRules = {
  view: canView,
  /**
   * Following needs a signed-in actor who is not the user and no block either way (api-contract:
   * following a user who blocks you, or whom you block, answers 404).
   */
  follow: (actor, profile) => {
    if (!actor.user || isSelf(actor, profile)) return false;
    const relation = actor.relationTo(profile.id);
    return !relation.blocks && !relation.blockedBy;
  },
  viewLists: canViewPrivate,
  viewWall: canViewPrivate,
  viewFollows: canViewPrivate,
  /** The diary, likes and ratings pages (decision 0033); the reviews stay public (the contract). */
  viewActivity: canViewPrivate,
  /**
   * Writing a post on this user's wall (api-contract "The community wall"): they must follow the
   * actor (accepted), with no block either way; one's own wall is always one's own.
   */
  postOnWall: (actor, profile) => {
    if (!actor.user) return false;
    if (isSelf(actor, profile)) return true;
    const relation = actor.relationTo(profile.id);
    return !relation.blocks && !relation.blockedBy && relation.followedBy === "following";
  },
} satisfies Rules<ProfileSubject>;

/** Denials that answer 404 instead of 403: a private account's content is not revealed (the contract's 404). */
export const profileHidden = { follow: true, viewLists: true, viewWall: true, viewFollows: true, viewActivity: true } as const;

/** What the viewer may do with a profile: the `abilities` sent with the user. */
export function profileAbilities(
  actor: Actor,
  profile: ProfileSubject,
): { follow: boolean; view_lists: boolean; view_follows: boolean; view_wall: boolean; view_activity: boolean; post_on_wall: boolean } {
  return {
    post_on_wall: userRules.postOnWall(actor, profile),
    follow: userRules.follow(actor, profile),
    view_lists: userRules.viewLists(actor, profile),
    view_follows: userRules.viewFollows(actor, profile),
    view_wall: userRules.viewWall(actor, profile),
    view_activity: userRules.viewActivity(actor, profile),
  };
}
