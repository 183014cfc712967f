import { type Checklist, WALL_LIMITS } from "@dizilog/shared/api";
import type { ChecklistFacts } from "../repositories/checklist.repository.js";

const DAY_MS = 86_400_000;

/** The community checklist (product-spec section 9 "Checklist"): each step done or not. */
export function presentChecklist({ facts, now }: { facts: ChecklistFacts; now: Date }): Checklist {
  return {
    avatar: facts.avatar,
    verified_email: facts.verifiedEmail,
    joined_7_days: now.getTime() - facts.joinedAt.getTime() >= WALL_LIMITS.checklistJoinedDays * DAY_MS,
    bio: facts.bio,
    follow_5: facts.follows >= WALL_LIMITS.checklistFollows,
    like_3_posts: facts.postLikes >= WALL_LIMITS.checklistPostLikes,
    visit_feed: facts.visitedFeed,
  };
}
