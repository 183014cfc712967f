import { AppError } from "../errors.js";
import type { Actor } from "./actor.js";
import { type ListSubject, listRules } from "./list.policy.js";
import { type ProfileSubject, userRules } from "./user.policy.js";

export { type Actor, actorFor, actorOf } from "./actor.js";

/** Every owned item a policy decides on, tagged by kind; one file per kind registers its actions. */
export type Subject = ListSubject | ProfileSubject;

const REGISTRY = { list: listRules, user: userRules } as const;

type Registry = typeof REGISTRY;
export type ActionOf<S extends Subject> = keyof Registry[S["kind"]] & string;

/** Whether the actor may do `action` to the item. Unknown actions are denied. */
export function can<S extends Subject>(actor: Actor, action: ActionOf<S>, item: S): boolean {
  const rules = REGISTRY[item.kind] as Record<string, ((actor: Actor, item: S) => boolean) | undefined>;
  return rules[action]?.(actor, item) ?? false;
}

/**
 * Throws unless the actor may do `action`: 404 when they may not even see the item (its existence
 * is not revealed), 403 when they see it but may not do this to it (the contract's order).
 */
export function authorize<S extends Subject>(actor: Actor, action: ActionOf<S>, item: S): void {
  const view: ActionOf<S> = "view";
  if (!can(actor, view, item)) throw new AppError("not_found");
  if (action !== "view" && !can(actor, action, item)) throw new AppError("forbidden");
}
