/** Where a follow between two users stands: none, an accepted follow, or a request waiting for a private account. */
export type FollowState = "none" | "following" | "requested";

/**
 * How the actor stands to another user. Blocks are one row each way: `blocks` — the actor blocked
 * them; `blockedBy` — they blocked the actor. `follows` — the actor's follow of them; `followedBy`
 * — their follow of the actor.
 */
export interface Relation {
  blocks: boolean;
  blockedBy: boolean;
  follows: FollowState;
  followedBy: FollowState;
}

export const NO_RELATION: Relation = Object.freeze({ blocks: false, blockedBy: false, follows: "none", followedBy: "none" });

/** Either side blocked the other: they see nothing of each other's community items. */
export function isBlockedEitherWay(relation: Relation): boolean {
  return relation.blocks || relation.blockedBy;
}
