/** The public face of the wall: the post cards, the feeds and the cache helpers other features use. */
export { type FeedParams, invalidateWall, patchPost, patchPosts, refreshChecklist, removePost, wallKeys } from "../../entities/post";
export { useFeed, usePost } from "./api";
export { PostCard, type PostCardProps, episodeCode } from "./post-card";
export { PostFeed, FeedSkeleton, type PostFeedProps } from "./post-feed";
export { PostText, linkPostText } from "./post-text";
export { ShowThoughts } from "./show-thoughts";
export { CommunitySidebar, TrendingShows } from "./community-sidebar";
export { hashtagDisplay } from "./hashtag-display";
