/** The public face of the engagement feature: other features import only what is named here. */
export { applyReaction, engagementKeys, useLike } from "./api";
export { dropFromMyLikes, likesKeys, type LikesSource } from "./like-keys";
export { LikeButton, likeStateOf } from "./like-button";
export { StarRating } from "./star-rating";
export { ReactionFace } from "./reactions-bar";
