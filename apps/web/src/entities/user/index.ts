/** The user entity: the signed-in user, profiles, a user's identity in the cache. */
export { mayHaveSession, updateMe, useMe, userKeys, userRef } from "./api";
export { AuthModalProvider, useAuthModal } from "./auth-modal-context";
export { useGatedAction } from "./use-gated-action";
export { type BadgedUser, UserBadges } from "./user-badges";
