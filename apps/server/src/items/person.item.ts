import { personExists } from "../repositories/catalog.repository.js";
import { likeCount } from "../repositories/like.repository.js";
import type { ItemKind } from "./item-kind.js";
import { countedOnUser } from "./likes.js";

/** A person of the catalog: liked. */
export const person: ItemKind = {
  type: "person",
  likes: countedOnUser({ visible: (ctx, id) => personExists(ctx.db, id), count: (db, id) => likeCount(db, "person", id) }),
};
