import { describe, expect, it } from "vitest";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import type { Actor } from "./actor.js";
import { can } from "./index.js";
import { postSubject } from "./post.policy.js";
import { suggestionSubject } from "./suggestion.policy.js";

const ASKER = 1;
const SUGGESTER = 2;
const NOW = new Date("2026-11-27T10:00:00Z");
const actor = (id: number | undefined, relations: Record<number, Partial<Relation>> = {}): Actor => ({
  user: id === undefined ? undefined : { id },
  role: id === undefined ? "visitor" : "user",
  relationTo: (userId) => ({ ...NO_RELATION, ...relations[userId] }),
  moderates: () => false,
});
const ask = (over: { visibility?: string; removedAt?: Date | null } = {}) =>
  postSubject(
    { id: 7, type: "ask", userId: ASKER, wallUserId: ASKER, showId: null, visibility: over.visibility ?? "public", removedAt: over.removedAt ?? null, authorPrivate: false, wallUserPrivate: false },
    NOW,
  );

describe("suggestion policy", () => {
  it("shows a suggestion to whoever sees its ask, without a block either way with its author", () => {
    const subject = suggestionSubject({ userId: SUGGESTER }, ask());
    expect(can(actor(undefined), "view", subject)).toBe(true);
    expect(can(actor(undefined), "like", subject)).toBe(false);
    expect(can(actor(3), "like", subject)).toBe(true);
    expect(can(actor(SUGGESTER), "like", subject)).toBe(true);
    expect(can(actor(3, { [SUGGESTER]: { blocks: true } }), "view", subject)).toBe(false);
    expect(can(actor(3, { [SUGGESTER]: { blockedBy: true } }), "like", subject)).toBe(false);
    expect(can(actor(3, { [ASKER]: { blockedBy: true } }), "view", subject)).toBe(false);
  });

  it("hides the suggestions of a private or removed ask", () => {
    expect(can(actor(3), "view", suggestionSubject({ userId: SUGGESTER }, ask({ visibility: "private" })))).toBe(false);
    expect(can(actor(ASKER), "view", suggestionSubject({ userId: SUGGESTER }, ask({ visibility: "private" })))).toBe(true);
    expect(can(actor(3), "like", suggestionSubject({ userId: SUGGESTER }, ask({ removedAt: NOW })))).toBe(false);
  });
});
