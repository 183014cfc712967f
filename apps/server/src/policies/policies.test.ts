import { describe, expect, it } from "vitest";
import { NO_RELATION, type Relation } from "../domain/relation.js";
import { type AppError } from "../errors.js";
import { diaryEntrySubject } from "./diary.policy.js";
import { type Actor, authorize, can } from "./index.js";
import { listAbilities, listSubject } from "./list.policy.js";
import { reportAbilities, reportSubject } from "./report.policy.js";
import { profileAbilities, profileSubject } from "./user.policy.js";

const OWNER = 1;
const actor = (id: number | undefined, relations: Record<number, Relation> = {}): Actor => ({
  user: id === undefined ? undefined : { id },
  role: id === undefined ? "visitor" : "user",
  relationTo: (userId) => relations[userId] ?? NO_RELATION,
  moderates: () => false,
});
const blockedByOwner = actor(2, { [OWNER]: { ...NO_RELATION, blockedBy: true } });
const blockingOwner = actor(2, { [OWNER]: { ...NO_RELATION, blocks: true } });
const list = (isPublic: boolean, privateAccount = false) => listSubject({ isPublic, owner: { id: OWNER, privateAccount } });
const status = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
};

describe("policies", () => {
  it("shows a public list to anyone but a user the owner blocked; a private one to its owner only", () => {
    expect(can(actor(undefined), "view", list(true))).toBe(true);
    expect(can(actor(2), "view", list(true))).toBe(true);
    expect(can(blockedByOwner, "view", list(true))).toBe(false);
    // Blocking is one way: the one who blocked still sees the other's lists.
    expect(can(blockingOwner, "view", list(true))).toBe(true);
    expect(can(actor(2), "view", list(false))).toBe(false);
    expect(can(actor(OWNER), "view", list(false))).toBe(true);
  });

  it("lets only a signed-in user who sees the list like it", () => {
    expect(can(actor(undefined), "like", list(true))).toBe(false);
    expect(can(actor(2), "like", list(true))).toBe(true);
    expect(can(blockedByOwner, "like", list(true))).toBe(false);
  });

  it("answers 404 when the item may not be seen, 403 when it is seen but the action is not allowed", () => {
    expect(status(() => authorize(blockedByOwner, "edit", list(true)))).toBe(404);
    expect(status(() => authorize(actor(2), "edit", list(false)))).toBe(404);
    expect(status(() => authorize(actor(2), "edit", list(true)))).toBe(403);
    expect(status(() => authorize(actor(OWNER), "delete", list(false)))).toBe(200);
  });

  it("answers 404 for another user's diary entry, as the contract says, and 404 for a hidden profile", () => {
    const entry = diaryEntrySubject({ userId: OWNER });
    expect(status(() => authorize(actor(2), "delete", entry))).toBe(404);
    expect(status(() => authorize(actor(OWNER), "delete", entry))).toBe(200);
    expect(status(() => authorize(blockedByOwner, "view", profileSubject({ id: OWNER, privateAccount: false })))).toBe(404);
    expect(status(() => authorize(actor(OWNER), "view", profileSubject({ id: OWNER, privateAccount: false })))).toBe(200);
  });

  it("sends the same answers as abilities", () => {
    expect(listAbilities(actor(OWNER), list(true))).toEqual({ edit: true, delete: true });
    expect(listAbilities(actor(2), list(true))).toEqual({ edit: false, delete: false });
    expect(listAbilities(actor(undefined), list(true))).toEqual({ edit: false, delete: false });
  });

  it("keeps a private account's lists, wall and follows for its accepted followers; a request is not a follow", () => {
    const follower = actor(2, { [OWNER]: { ...NO_RELATION, follows: "following" } });
    const requester = actor(3, { [OWNER]: { ...NO_RELATION, follows: "requested" } });
    const priv = profileSubject({ id: OWNER, privateAccount: true });
    expect(can(follower, "view", list(true, true))).toBe(true);
    expect(can(requester, "view", list(true, true))).toBe(false);
    expect(can(actor(undefined), "view", list(true, true))).toBe(false);
    expect(can(actor(OWNER), "view", list(false, true))).toBe(true);
    // Following never opens a private list.
    expect(can(follower, "view", list(false, true))).toBe(false);
    expect(profileAbilities(follower, priv)).toEqual({ follow: true, view_lists: true, view_follows: true, view_wall: true, view_activity: true, post_on_wall: false });
    expect(profileAbilities(requester, priv)).toEqual({ follow: true, view_lists: false, view_follows: false, view_wall: false, view_activity: false, post_on_wall: false });
    expect(profileAbilities(actor(undefined), priv)).toEqual({ follow: false, view_lists: false, view_follows: false, view_wall: false, view_activity: false, post_on_wall: false });
    // Writing on a wall needs its owner to follow the writer (accepted), with no block.
    const followedBack = actor(4, { [OWNER]: { ...NO_RELATION, followedBy: "following" } });
    expect(can(followedBack, "postOnWall", priv)).toBe(true);
    expect(can(actor(5, { [OWNER]: { ...NO_RELATION, followedBy: "following", blocks: true } }), "postOnWall", priv)).toBe(false);
    expect(can(actor(OWNER), "postOnWall", priv)).toBe(true);
    // The profile itself stays visible (its name and counts); its content answers 404.
    expect(status(() => authorize(requester, "view", priv))).toBe(200);
    expect(status(() => authorize(requester, "viewLists", priv))).toBe(404);
  });

  it("lets nobody follow themselves, nor follow across a block either way", () => {
    const pub = profileSubject({ id: OWNER, privateAccount: false });
    expect(can(actor(OWNER), "follow", pub)).toBe(false);
    expect(can(actor(undefined), "follow", pub)).toBe(false);
    expect(can(blockingOwner, "follow", pub)).toBe(false);
    expect(status(() => authorize(blockedByOwner, "follow", pub))).toBe(404);
    expect(status(() => authorize(blockingOwner, "follow", pub))).toBe(404);
  });

  it("shows a report to staff and to the moderators of its show; only staff suspend", () => {
    const staff: Actor = { ...actor(9), role: "staff", moderates: () => true };
    const moderator: Actor = { ...actor(8), role: "moderator", moderates: (showId) => showId === 5 };
    const ofShow = reportSubject({ showId: 5 });
    const ofOther = reportSubject({ showId: 6 });
    const ofUser = reportSubject({ showId: null });
    expect(reportAbilities(staff, ofUser)).toEqual({ dismiss: true, remove_item: true, suspend_user: true });
    expect(reportAbilities(moderator, ofShow)).toEqual({ dismiss: true, remove_item: true, suspend_user: false });
    expect(status(() => authorize(moderator, "suspendUser", ofShow))).toBe(403);
    expect(status(() => authorize(moderator, "view", ofOther))).toBe(404);
    expect(status(() => authorize(moderator, "dismiss", ofUser))).toBe(404);
    expect(status(() => authorize(actor(2), "view", ofShow))).toBe(404);
  });
});
