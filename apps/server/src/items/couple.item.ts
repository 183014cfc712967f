import { coupleExists } from "../repositories/catalog.repository.js";
import { likeCount } from "../repositories/like.repository.js";
import type { ItemKind } from "./item-kind.js";
import { countedOnUser } from "./likes.js";

/** A couple of the catalog: liked. */
export const couple: ItemKind = {
  type: "couple",
  likes: countedOnUser({ visible: (ctx, id) => coupleExists(ctx.db, id), count: (db, id) => likeCount(db, "couple", id) }),
};
