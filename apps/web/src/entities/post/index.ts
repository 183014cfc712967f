/** The post entity: the wall's query keys, a post's identity in the cache and its cache helpers. */
export { type FeedParams, type ViewerKey, invalidateWall, patchPost, patchPosts, postRef, refreshChecklist, removePost, suggestionRef, wallKeys } from "./cache";
