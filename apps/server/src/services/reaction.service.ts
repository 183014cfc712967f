import { and, count, eq } from "drizzle-orm";
import { DIARY_MESSAGES, REACTION_IDS, type ReactionId, type ReactionType, type ReactionsResponse, summarizeReactions } from "@dizilog/shared/api";
import type { Db } from "../db/database.js";
import { episodes, reactions } from "../db/schema/index.js";
import { AppError } from "../errors.js";
import type { EngagementContext, Tx } from "./rating.service.js";

export interface ReactionTarget {
  type: ReactionType;
  id: number;
}

/**
 * Reacts to an episode or a post. One reaction per user and item: the same reaction again takes
 * it back (a toggle), another one replaces it. Answers the item's counts after the change, with
 * the user's resulting reaction, so that a retried toggle can be detected.
 */
export async function toggleReaction(ctx: EngagementContext, target: ReactionTarget, reaction: ReactionId): Promise<ReactionsResponse> {
  return ctx.db.transaction(async (tx) => {
    await assertReactable(tx, target, ctx.now);
    const key = and(eq(reactions.userId, ctx.userId), eq(reactions.itemType, target.type), eq(reactions.itemId, target.id));
    const removed = await tx
      .delete(reactions)
      .where(and(key, eq(reactions.reaction, reaction)))
      .returning({ reaction: reactions.reaction });
    if (!removed.length) {
      await tx
        .insert(reactions)
        .values({ userId: ctx.userId, itemType: target.type, itemId: target.id, reaction, createdAt: ctx.now })
        .onConflictDoUpdate({ target: [reactions.userId, reactions.itemType, reactions.itemId], set: { reaction, createdAt: ctx.now } });
    }
    return summarize(await countsOf(tx, target), removed.length ? null : reaction);
  });
}

/** The counts of an item's reactions and the viewer's own (anyone may read them). */
export async function reactionsOf(db: Db, target: ReactionTarget, viewerId: number | undefined): Promise<ReactionsResponse> {
  await assertReactable(db, target);
  const [counts, own] = await Promise.all([
    countsOf(db, target),
    viewerId === undefined
      ? []
      : db
          .select({ reaction: reactions.reaction })
          .from(reactions)
          .where(and(eq(reactions.userId, viewerId), eq(reactions.itemType, target.type), eq(reactions.itemId, target.id)))
          .limit(1),
  ]);
  const mine = own[0]?.reaction;
  return summarize(counts, isReactionId(mine) ? mine : null);
}

/**
 * Episodes must exist; posts do not exist yet, so every post answers 404. With `now` (a reaction
 * being given) the episode must also have aired: like a seen mark, an unaired one answers 422.
 */
async function assertReactable(db: Db | Tx, target: ReactionTarget, now?: Date): Promise<void> {
  switch (target.type) {
    case "episode": {
      const [row] = await db.select({ id: episodes.id, airsAt: episodes.airsAt }).from(episodes).where(eq(episodes.id, target.id)).limit(1);
      if (!row) throw new AppError("not_found");
      if (now && (!row.airsAt || row.airsAt > now)) throw AppError.field("id", DIARY_MESSAGES.notAired);
      return;
    }
    case "post":
      throw new AppError("not_found");
  }
}

/** Counts per reaction over `reactions_item_idx` (item type, item id, reaction). */
async function countsOf(db: Db | Tx, target: ReactionTarget): Promise<Map<string, number>> {
  const rows = await db
    .select({ reaction: reactions.reaction, count: count() })
    .from(reactions)
    .where(and(eq(reactions.itemType, target.type), eq(reactions.itemId, target.id)))
    .groupBy(reactions.reaction);
  return new Map(rows.map((r) => [r.reaction, Number(r.count)]));
}

function isReactionId(value: string | undefined): value is ReactionId {
  return (REACTION_IDS as readonly string[]).includes(value ?? "");
}

/** See summarizeReactions (shared with the client's optimistic update). */
export const summarize = summarizeReactions;
