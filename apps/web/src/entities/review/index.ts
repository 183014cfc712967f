import { type Identity, at, registerLocation } from "../../lib/optimistic";

/*
 * The review entity: a review's identity in the cache and where reviews live — the pages of a
 * show's and of a user's reviews, and the review page (features/reviews' `reviewKeys`).
 */

export const reviewRef = (id: number): Identity => ({ kind: "review", id });

registerLocation({ kind: "review", queryKey: ["reviews", "show"], find: at("pages.*.data.*") });
registerLocation({ kind: "review", queryKey: ["reviews", "user"], find: at("pages.*.data.*") });
registerLocation({ kind: "review", queryKey: ["reviews", "detail"], find: at("") });
