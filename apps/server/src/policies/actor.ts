import type { Ctx } from "../context.js";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import { effectiveRole } from "../domain/roles.js";
import { moderatedShowIds, relationsOf } from "../repositories/relationship.repository.js";

/** The role an actor acts with (api-contract "Roles"); a visitor has none. */
export type Role = "visitor" | "user" | "moderator" | "staff";

/** Who a policy asks about: the signed-in user (or none), their role and relationships, already loaded. */
export interface Actor {
  user: { id: number } | undefined;
  role: Role;
  relationTo(userId: number): Relation;
  /** Whether the actor may act on the items of this show as staff or as one of its moderators. */
  moderates(showId: number | null | undefined): boolean;
}

/** One action's rule: a pure predicate over the actor and the item. */
export type Rules<S> = Record<string, (actor: Actor, item: S) => boolean>;

/**
 * The actor of a request, with the relationships to `userIds` (the owners of the items about to
 * be checked) loaded in one query, and a moderator's shows in one more (once per request).
 * Relationships already loaded for this request are not asked again, so a page of items costs one
 * query, not one per item.
 */
export async function actorFor(ctx: Ctx, userIds: Iterable<number> = []): Promise<Actor> {
  const user = ctx.actor;
  if (user) {
    const missing = [...new Set(userIds)].filter((id) => id !== user.id && !ctx.relations.has(id));
    if (missing.length) {
      const loaded = await relationsOf(ctx.db, user.id, missing);
      for (const id of missing) ctx.relations.set(id, loaded.get(id) ?? NO_RELATION);
    }
    if (roleOf(ctx) === "moderator" && !ctx.roles.moderatedShows) ctx.roles.moderatedShows = await moderatedShowIds(ctx.db, user.id);
  }
  return actorOf(ctx);
}

/** The actor with what is loaded so far (enough for ownership rules such as `edit`). */
export function actorOf(ctx: Pick<Ctx, "actor" | "relations" | "roles" | "deps">): Actor {
  const { relations, roles } = ctx;
  const role = roleOf(ctx);
  return {
    user: ctx.actor,
    role,
    relationTo: (userId) => relations.get(userId) ?? NO_RELATION,
    moderates: (showId) => role === "staff" || (role === "moderator" && showId != null && (roles.moderatedShows?.has(showId) ?? false)),
  };
}

/**
 * The actor's role: staff by the stored role or by a verified email on STAFF_EMAILS (read from the
 * settings on every request, so that the list works on the embedded database while it runs).
 */
export function roleOf(ctx: Pick<Ctx, "actor" | "deps">): Role {
  return ctx.actor ? effectiveRole(ctx.actor, ctx.deps.config.staffEmails) : "visitor";
}

/**
 * Other users as actors — the audience of a notification — with their relationships to `relatedIds`
 * (an item's owner and wall user) loaded in one query per related user, so that an item's view rule
 * can be asked who among them may see it. They act with the role `user`: a notification is never
 * sent on the strength of someone's staff or moderator rights.
 */
export async function audienceActors(ctx: Pick<Ctx, "db">, userIds: readonly number[], relatedIds: readonly number[]): Promise<Map<number, Actor>> {
  const ids = [...new Set(userIds)];
  const relations = new Map<number, Map<number, Relation>>(ids.map((id) => [id, new Map()]));
  for (const relatedId of new Set(relatedIds)) {
    const others = ids.filter((id) => id !== relatedId);
    if (!others.length) continue;
    // The related user's relationship to each of them, turned around to be theirs to the related user.
    for (const [otherId, r] of await relationsOf(ctx.db, relatedId, others)) {
      relations.get(otherId)?.set(relatedId, { blocks: r.blockedBy, blockedBy: r.blocks, follows: r.followedBy, followedBy: r.follows });
    }
  }
  return new Map(
    ids.map((id) => [
      id,
      { user: { id }, role: "user", relationTo: (userId: number) => relations.get(id)?.get(userId) ?? NO_RELATION, moderates: () => false } satisfies Actor,
    ]),
  );
}
