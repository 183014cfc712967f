/**
 * How the actor stands to another user. Blocks are one row each way: `blocks` — the actor blocked
 * them; `blockedBy` — they blocked the actor. Follows come with the social issue.
 */
export interface Relation {
  blocks: boolean;
  blockedBy: boolean;
}

export const NO_RELATION: Relation = Object.freeze({ blocks: false, blockedBy: false });
