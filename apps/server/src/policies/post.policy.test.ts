import { describe, expect, it } from "vitest";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import type { AppError } from "../errors.js";
import { type Actor, authorize, can } from "./index.js";
import type { Role } from "./actor.js";
import { type PostSubjectRow, postAbilities, postSubject } from "./post.policy.js";

const AUTHOR = 1;
const WALL = 5;
const SHOW = 10;
const NOW = new Date("2026-11-27T10:00:00Z");
const actor = (id: number | undefined, options: { role?: Role; relations?: Record<number, Partial<Relation>>; moderated?: number[] } = {}): Actor => ({
  user: id === undefined ? undefined : { id },
  role: options.role ?? (id === undefined ? "visitor" : "user"),
  relationTo: (userId) => ({ ...NO_RELATION, ...options.relations?.[userId] }),
  moderates: (showId) => options.role === "staff" || (options.moderated ?? []).includes(showId ?? -1),
});
const post = (over: Partial<PostSubjectRow> = {}) =>
  postSubject(
    { id: 7, type: "post", userId: AUTHOR, wallUserId: AUTHOR, showId: SHOW, visibility: "public", removedAt: null, authorPrivate: false, wallUserPrivate: false, ...over },
    NOW,
  );
const status = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
};

describe("post policy", () => {
  it("public, profile and unlisted posts to anyone without a block either way; private to the author only", () => {
    for (const visibility of ["public", "profile", "unlisted"]) {
      expect(can(actor(undefined), "view", post({ visibility }))).toBe(true);
      expect(can(actor(2), "view", post({ visibility }))).toBe(true);
      expect(can(actor(2, { relations: { [AUTHOR]: { blocks: true } } }), "view", post({ visibility }))).toBe(false);
      expect(can(actor(2, { relations: { [AUTHOR]: { blockedBy: true } } }), "view", post({ visibility }))).toBe(false);
    }
    expect(can(actor(AUTHOR), "view", post({ visibility: "private" }))).toBe(true);
    expect(can(actor(2), "view", post({ visibility: "private" }))).toBe(false);
    expect(can(actor(9, { role: "staff" }), "view", post({ visibility: "private" }))).toBe(false);
  });

  it("a private account's posts to accepted followers; a post on a private wall to that wall's followers", () => {
    expect(can(actor(2), "view", post({ authorPrivate: true }))).toBe(false);
    expect(can(actor(2, { relations: { [AUTHOR]: { follows: "requested" } } }), "view", post({ authorPrivate: true }))).toBe(false);
    expect(can(actor(2, { relations: { [AUTHOR]: { follows: "following" } } }), "view", post({ authorPrivate: true }))).toBe(true);
    const onWall = post({ wallUserId: WALL, wallUserPrivate: true });
    expect(can(actor(2), "view", onWall)).toBe(false);
    expect(can(actor(2, { relations: { [WALL]: { follows: "following" } } }), "view", onWall)).toBe(true);
    expect(can(actor(AUTHOR), "view", onWall)).toBe(true);
    expect(can(actor(WALL), "view", onWall)).toBe(true);
    expect(can(actor(2, { relations: { [WALL]: { blockedBy: true } } }), "view", post({ wallUserId: WALL }))).toBe(false);
  });

  it("removed posts to staff only", () => {
    const removed = post({ removedAt: NOW });
    expect(can(actor(AUTHOR), "view", removed)).toBe(false);
    expect(can(actor(9, { role: "staff" }), "view", removed)).toBe(true);
    expect(status(() => authorize(actor(2), "edit", removed))).toBe(404);
  });

  it("edit: the author; delete: the author, staff, the show's moderators; pin: the author on their own wall", () => {
    expect(status(() => authorize(actor(2), "edit", post()))).toBe(403);
    expect(status(() => authorize(actor(AUTHOR), "edit", post()))).toBe(200);
    expect(can(actor(3, { role: "moderator", moderated: [SHOW] }), "delete", post())).toBe(true);
    expect(can(actor(3, { role: "moderator", moderated: [99] }), "delete", post())).toBe(false);
    expect(can(actor(4, { role: "staff" }), "delete", post())).toBe(true);
    expect(can(actor(AUTHOR), "pin", post())).toBe(true);
    expect(can(actor(AUTHOR), "pin", post({ wallUserId: WALL }))).toBe(false);
    expect(can(actor(WALL), "pin", post({ wallUserId: WALL }))).toBe(false);
  });

  it("vote on an open poll, suggest on someone else's ask; visitors may do nothing", () => {
    const poll = (endsAt: Date) => post({ type: "poll", pollEndsAt: endsAt });
    expect(can(actor(2), "vote", poll(new Date(NOW.getTime() + 1000)))).toBe(true);
    expect(can(actor(2), "vote", poll(NOW))).toBe(false);
    expect(can(actor(2), "suggest", post({ type: "ask" }))).toBe(true);
    expect(can(actor(AUTHOR), "suggest", post({ type: "ask" }))).toBe(false);
    expect(can(actor(2), "suggest", post())).toBe(false);
    expect(Object.values(postAbilities(actor(undefined), post())).every((v) => !v)).toBe(true);
    expect(postAbilities(actor(2), post())).toMatchObject({ report: true, hide: true, block: true, like: true, comment: true, react: true, edit: false });
    expect(postAbilities(actor(AUTHOR), post())).toMatchObject({ report: false, hide: false, block: false, edit: true, delete: true, pin: true });
  });
});
