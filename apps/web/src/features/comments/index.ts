/** The public face of the comments feature: the block every page with a conversation mounts. */
export { commentKeys, useSiteConfig } from "./api";
export { CommentsBlock, type CommentsBlockProps } from "./comments-block";
// The composer's pieces the wall's post form reuses: the GIF picker, the @mention text box and the image checks.
export { imageError } from "./comment-errors";
export { GifPicker, type GifPickerProps } from "./gif-picker";
export { MentionTextarea, type MentionTextareaProps } from "./mention-textarea";
