import type { Ctx } from "../context.js";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import { relationsOf } from "../repositories/relationship.repository.js";

/** Who a policy asks about: the signed-in user (or none) and their relationships, already loaded. */
export interface Actor {
  user: { id: number } | undefined;
  relationTo(userId: number): Relation;
}

/** One action's rule: a pure predicate over the actor and the item. */
export type Rules<S> = Record<string, (actor: Actor, item: S) => boolean>;

/**
 * The actor of a request, with the relationships to `userIds` (the owners of the items about to
 * be checked) loaded in one query. Relationships already loaded for this request are not asked
 * again, so a page of items costs one query, not one per item.
 */
export async function actorFor(ctx: Ctx, userIds: Iterable<number> = []): Promise<Actor> {
  const user = ctx.actor;
  if (user) {
    const missing = [...new Set(userIds)].filter((id) => id !== user.id && !ctx.relations.has(id));
    if (missing.length) {
      const loaded = await relationsOf(ctx.db, user.id, missing);
      for (const id of missing) ctx.relations.set(id, loaded.get(id) ?? NO_RELATION);
    }
  }
  return actorOf(ctx);
}

/** The actor with what is loaded so far (enough for ownership rules such as `edit`). */
export function actorOf(ctx: Pick<Ctx, "actor" | "relations">): Actor {
  const { relations } = ctx;
  return { user: ctx.actor, relationTo: (userId) => relations.get(userId) ?? NO_RELATION };
}
