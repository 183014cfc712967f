// Plain lists, without zod: the client imports them (reactions, likes) on pages whose first
// render should not download and run the schemas (engagement.ts re-exports them).

/** The reactions a user may give to an episode or a post (spec section 1). */
export const REACTION_IDS = ["amazing", "funny", "sad", "wow", "meh", "wtf"] as const;
export type ReactionId = (typeof REACTION_IDS)[number];

/** Kinds a likes page can list (posts do not exist yet). */
export const LIKED_TYPES = ["show", "person", "list", "couple"] as const;
export type LikedType = (typeof LIKED_TYPES)[number];
