import { encodeHashid } from "../lib/hashid.js";

/**
 * The public pages of the items people talk about (the `url` fields of the API). Here, below the
 * presenters, because services need them too: a `comment.created` event carries the comment's link.
 */
export const itemPaths = {
  show: (slug: string) => `/shows/${slug}`,
  episode: (slug: string, season: number, number: number) => `/shows/${slug}/season-${season}/episode-${number}`,
  review: (showSlug: string, id: number) => `/shows/${showSlug}/reviews/${id}`,
  list: (id: number) => `/lists/${id}`,
  user: (slug: string) => `/user/${slug}`,
  /** A wall post: its author's wall and the post's hashid. */
  post: (authorSlug: string, id: number) => `/user/${authorSlug}/wall/${encodeHashid("post", id)}`,
};

/** A comment's link: its item's page with the `#comment_{id}` anchor the client scrolls to. */
export function commentPath(itemPath: string, commentId: number): string {
  return `${itemPath}#comment_${commentId}`;
}

/** "S01E02": the short code of an episode (spec section 3). */
export function episodeCode(season: number, number: number): string {
  return `S${String(season).padStart(2, "0")}E${String(number).padStart(2, "0")}`;
}
