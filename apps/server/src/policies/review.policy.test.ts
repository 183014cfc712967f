import { describe, expect, it } from "vitest";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import type { AppError } from "../errors.js";
import { type Actor, authorize, can } from "./index.js";
import type { Role } from "./actor.js";
import { reviewAbilities, reviewSubject } from "./review.policy.js";

const AUTHOR = 1;
const SHOW = 10;
const actor = (id: number | undefined, options: { role?: Role; relation?: Partial<Relation>; moderated?: number[] } = {}): Actor => ({
  user: id === undefined ? undefined : { id },
  role: options.role ?? (id === undefined ? "visitor" : "user"),
  relationTo: (userId) => (userId === AUTHOR ? { ...NO_RELATION, ...options.relation } : NO_RELATION),
  moderates: (showId) => options.role === "staff" || (options.moderated ?? []).includes(showId ?? -1),
});
const review = (removed = false) => reviewSubject({ authorId: AUTHOR, showId: SHOW, removedAt: removed ? new Date() : null });
const status = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
};

describe("review policy", () => {
  it("shows a review to anyone but users who block the author or whom the author blocks", () => {
    expect(can(actor(undefined), "view", review())).toBe(true);
    expect(can(actor(2), "view", review())).toBe(true);
    expect(can(actor(2, { relation: { blockedBy: true } }), "view", review())).toBe(false);
    expect(can(actor(2, { relation: { blocks: true } }), "view", review())).toBe(false);
  });

  it("hides a removed review from everyone but staff, its author and the show's moderators included", () => {
    expect(can(actor(AUTHOR), "view", review(true))).toBe(false);
    expect(can(actor(3, { role: "moderator", moderated: [SHOW] }), "view", review(true))).toBe(false);
    expect(can(actor(4, { role: "staff" }), "view", review(true))).toBe(true);
  });

  it("lets the author edit; the author, the show's moderators and staff delete; others vote, report and hide", () => {
    expect(reviewAbilities(actor(AUTHOR), review())).toEqual({ edit: true, delete: true, vote: false, report: false, hide: false });
    expect(reviewAbilities(actor(2), review())).toEqual({ edit: false, delete: false, vote: true, report: true, hide: true });
    expect(reviewAbilities(actor(3, { role: "moderator", moderated: [SHOW] }), review())).toMatchObject({ edit: false, delete: true });
    expect(reviewAbilities(actor(3, { role: "moderator", moderated: [SHOW + 1] }), review())).toMatchObject({ delete: false });
    expect(reviewAbilities(actor(4, { role: "staff" }), review())).toMatchObject({ edit: false, delete: true });
    expect(reviewAbilities(actor(undefined), review())).toEqual({ edit: false, delete: false, vote: false, report: false, hide: false });
  });

  it("answers 404 to a blocked viewer and 403 to one who sees the review but may not do this", () => {
    expect(status(() => authorize(actor(2, { relation: { blockedBy: true } }), "edit", review()))).toBe(404);
    expect(status(() => authorize(actor(2), "edit", review()))).toBe(403);
    expect(status(() => authorize(actor(AUTHOR), "vote", review()))).toBe(403);
  });
});
