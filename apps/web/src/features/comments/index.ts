/** The public face of the comments feature: the block every page with a conversation mounts. */
export { commentKeys } from "./api";
export { CommentsBlock, type CommentsBlockProps } from "./comments-block";
