import { isBlockedEitherWay } from "../domain/relation.js";
import type { Actor, Rules } from "./actor.js";
import { type PostSubject, postRules } from "./post.policy.js";

/** A show suggested on an ask, with the ask it hangs on (decision 0028). */
export interface SuggestionSubject {
  kind: "suggestion";
  authorId: number;
  ask: PostSubject;
}

export function suggestionSubject(row: { userId: number }, ask: PostSubject): SuggestionSubject {
  return { kind: "suggestion", authorId: row.userId, ask };
}

/**
 * A suggestion is seen by whoever sees its ask, unless its author and the viewer blocked each
 * other (then it is left out of the ask's page and answers 404, as a comment does).
 */
const canView = (actor: Actor, suggestion: SuggestionSubject): boolean =>
  postRules.view(actor, suggestion.ask) && (actor.user?.id === suggestion.authorId || !isBlockedEitherWay(actor.relationTo(suggestion.authorId)));

export const suggestionRules = {
  view: canView,
  /** Signed in and sees it (one's own suggestion too, as with comments). */
  like: (actor, suggestion) => actor.user !== undefined && canView(actor, suggestion),
} satisfies Rules<SuggestionSubject>;
