import type { Actor, Rules } from "./actor.js";

/** A diary entry: its owner decides; others see it when they may see the owner's profile. */
export interface DiaryEntrySubject {
  kind: "diary_entry";
  ownerId: number;
}

export function diaryEntrySubject(row: { userId: number }): DiaryEntrySubject {
  return { kind: "diary_entry", ownerId: row.userId };
}

const isOwner = (actor: Actor, entry: DiaryEntrySubject) => actor.user?.id === entry.ownerId;

/**
 * Entries are read on the owner's diary page (hidden, like the profile, from a user the owner
 * blocked); only the owner deletes one, and anyone else's answers 404 (api-contract `DELETE
 * /api/logs/{id}`), not 403.
 */
export const diaryEntryRules = {
  view: (actor, entry) => isOwner(actor, entry) || !actor.relationTo(entry.ownerId).blockedBy,
  delete: isOwner,
} satisfies Rules<DiaryEntrySubject>;

/** Denials that answer 404 instead of 403. */
export const diaryEntryHidden = { delete: true } as const;

/** What the viewer may do with an entry: the `abilities` sent with it. */
export function diaryEntryAbilities(actor: Actor, entry: DiaryEntrySubject): { delete: boolean } {
  return { delete: diaryEntryRules.delete(actor, entry) };
}
