import { describe, expect, it } from "vitest";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import type { Actor } from "./actor.js";
import { can } from "./index.js";
import { postSubject } from "./post.policy.js";
import { suggestionSubject } from "./suggestion.policy.js";
import { commentItemSubject } from "./comment.policy.js";

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

describe("a post's conversation (comment_item of type post)", () => {
  const item = (over: { visibility?: string; removed?: boolean; wallUserId?: number } = {}) =>
    commentItemSubject({
      type: "post",
      id: 7,
      ownerId: ASKER,
      showId: null,
      title: "Ne izlesem?",
      path: "/user/a/wall/x",
      commentsCount: 0,
      removed: over.removed ?? false,
      post: { type: "post", wallUserId: over.wallUserId ?? ASKER, visibility: over.visibility ?? "public", authorPrivate: false, wallUserPrivate: false },
    });

  it("follows the post policy: visibility, removal and blocks with the author or the wall's user", () => {
    expect(can(actor(undefined), "view", item())).toBe(true);
    expect(can(actor(undefined), "comment", item())).toBe(false);
    expect(can(actor(3), "comment", item())).toBe(true);
    expect(can(actor(3), "view", item({ visibility: "private" }))).toBe(false);
    expect(can(actor(ASKER), "comment", item({ visibility: "private" }))).toBe(true);
    expect(can(actor(3), "view", item({ removed: true }))).toBe(false);
    expect(can(actor(3, { [ASKER]: { blocks: true } }), "view", item())).toBe(false);
    expect(can(actor(3, { 9: { blockedBy: true } }), "view", item({ wallUserId: 9 }))).toBe(false);
  });
});
