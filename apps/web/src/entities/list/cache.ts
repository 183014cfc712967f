import { type Identity, at, registerLocation } from "../../lib/optimistic";

/*
 * A list's identity in the cache and where lists live: the pages of lists (browse, a user's) and a
 * list's page (features/lists' `listKeys`). The likes pages register the liked lists beside their keys.
 */

export const listRef = (id: number): Identity => ({ kind: "list", id });

registerLocation({ kind: "list", queryKey: ["lists", "browse"], find: at("data.*") });
registerLocation({ kind: "list", queryKey: ["lists", "user"], find: at("data.*") });
registerLocation({ kind: "list", queryKey: ["lists", "detail"], find: at("") });
