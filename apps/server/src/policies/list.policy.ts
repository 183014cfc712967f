import type { ListVisibility } from "../repositories/list.repository.js";
import type { Actor, Rules } from "./actor.js";

/** What the list policies look at. */
export interface ListSubject {
  kind: "list";
  ownerId: number;
  isPublic: boolean;
  /** The owner's setting `private_account`: their lists are for accepted followers only. */
  ownerPrivate: boolean;
}

export function listSubject(row: { isPublic: boolean; owner: { id: number; privateAccount: boolean } }): ListSubject {
  return { kind: "list", ownerId: row.owner.id, isPublic: row.isPublic, ownerPrivate: row.owner.privateAccount };
}

const isOwner = (actor: Actor, list: ListSubject) => actor.user?.id === list.ownerId;

/**
 * Who may see a list: its owner always; anyone else only a public one, and not when the owner
 * blocked them (a blocked user cannot see the blocker's profile, so not its lists either), and
 * of a private account only its accepted followers (api-contract "Follows").
 * A list that may not be seen answers 404, so its existence is not revealed. Only the owner
 * edits a list (its fields, its shows and their order) or deletes it: 403 to others who see it.
 * Liking needs only seeing it (a signed-in actor is checked at the edge).
 */
const canView = (actor: Actor, list: ListSubject) => {
  if (isOwner(actor, list)) return true;
  const relation = actor.relationTo(list.ownerId);
  return list.isPublic && !relation.blockedBy && (!list.ownerPrivate || relation.follows === "following");
};

export const listRules = {
  view: canView,
  edit: isOwner,
  delete: isOwner,
  like: (actor, list) => actor.user !== undefined && canView(actor, list),
} satisfies Rules<ListSubject>;

/**
 * The `view` rule as data for pages filtered in SQL (`repositories/list.repository.ts` applies it:
 * the owner's block, privacy and the viewer's accepted follow are read there in the same query).
 */
export function listVisibility(actor: Actor): ListVisibility {
  return { viewerId: actor.user?.id };
}

/** What the viewer may do with a list: the `abilities` sent with it. */
export function listAbilities(actor: Actor, list: ListSubject): { edit: boolean; delete: boolean } {
  return { edit: listRules.edit(actor, list), delete: listRules.delete(actor, list) };
}
