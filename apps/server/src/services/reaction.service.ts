import { REACTION_IDS, type ReactionId, type ReactionType, type ReactionsResponse, summarizeReactions } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { itemKind } from "../items/registry.js";
import { deleteReaction, reactionCounts, reactionOf, upsertReaction } from "../repositories/reaction.repository.js";

export interface ReactionTarget {
  type: ReactionType;
  id: number;
}

/**
 * Reacts to an episode or a post. One reaction per user and item: the same reaction again takes
 * it back (a toggle), another one replaces it. Answers the item's counts after the change, with
 * the user's resulting reaction, so that a retried toggle can be detected.
 */
export async function toggleReaction(ctx: Ctx, target: ReactionTarget, reaction: ReactionId): Promise<ReactionsResponse> {
  const userId = requireActor(ctx).id;
  return inTransaction(ctx, async (tx) => {
    const { db, now } = tx;
    await assertReactable(tx, target, now);
    const removed = await deleteReaction(db, userId, target.type, target.id, reaction);
    if (!removed) await upsertReaction(db, userId, target.type, target.id, reaction, now);
    return summarize(await reactionCounts(db, target.type, target.id), removed ? null : reaction);
  });
}

/** The counts of an item's reactions and the viewer's own (anyone may read them). */
export async function reactionsOf(ctx: Ctx, target: ReactionTarget): Promise<ReactionsResponse> {
  const { db } = ctx;
  const viewerId = ctx.actor?.id;
  await assertReactable(ctx, target);
  const [counts, mine] = await Promise.all([
    reactionCounts(db, target.type, target.id),
    viewerId === undefined ? undefined : reactionOf(db, viewerId, target.type, target.id),
  ]);
  return summarize(counts, isReactionId(mine) ? mine : null);
}

/** Each kind says who may read and give its reactions (items/registry.ts: an episode, a post). */
async function assertReactable(ctx: Ctx, target: ReactionTarget, now?: Date): Promise<void> {
  const reactions = itemKind(target.type)?.reactions;
  if (!reactions) throw new AppError("not_found");
  await reactions.assert(ctx, target.id, now);
}

function isReactionId(value: string | undefined): value is ReactionId {
  return (REACTION_IDS as readonly string[]).includes(value ?? "");
}

/** See summarizeReactions (shared with the client's optimistic update). */
export const summarize = summarizeReactions;
