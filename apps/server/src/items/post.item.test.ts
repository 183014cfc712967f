import { describe, expect, it } from "vitest";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import { type Actor, can } from "../policies/index.js";
import { commentItemSubject } from "../policies/comment.policy.js";
import { commentablePostRow } from "./post.item.js";

const ASKER = 1;
const actor = (id: number | undefined, relations: Record<number, Partial<Relation>> = {}): Actor => ({
  user: id === undefined ? undefined : { id },
  role: id === undefined ? "visitor" : "user",
  relationTo: (userId) => ({ ...NO_RELATION, ...relations[userId] }),
  moderates: () => false,
});

describe("a post's conversation (comment_item of the post kind)", () => {
  const item = (over: { visibility?: string; removed?: boolean; wallUserId?: number } = {}) =>
    commentItemSubject(
      commentablePostRow({
        id: 7,
        ownerId: ASKER,
        showId: null,
        title: "Ne izlesem?",
        path: "/user/a/wall/x",
        commentsCount: 0,
        post: {
          id: 7,
          type: "post",
          userId: ASKER,
          wallUserId: over.wallUserId ?? ASKER,
          showId: null,
          visibility: over.visibility ?? "public",
          removedAt: over.removed ? new Date(0) : null,
          authorPrivate: false,
          wallUserPrivate: false,
        },
      }),
    );

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
