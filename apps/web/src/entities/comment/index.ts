import { type Identity, at, registerLocation } from "../../lib/optimistic";

/*
 * The comment entity: a comment's identity in the cache and where comments live — the pages of an
 * item's thread (with the first replies embedded in each comment), the pages of a comment's
 * replies, and the one comment looked up by a link (features/comments' `commentKeys`).
 */

export const commentRef = (id: number): Identity => ({ kind: "comment", id });

registerLocation({ kind: "comment", queryKey: ["comments", "thread"], find: at("pages.*.data.*", "pages.*.data.*.replies.data.*") });
registerLocation({ kind: "comment", queryKey: ["comments", "replies"], find: at("pages.*.data.*") });
registerLocation({ kind: "comment", queryKey: ["comments", "one"], find: at("") });
