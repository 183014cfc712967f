import { z } from "zod";
import { type LikeResponse, type LikeType, type LikedType, cursorKey } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { localDate } from "../lib/time.js";
import { findUserBySlug } from "../auth/user.repository.js";
import { actorFor, authorize } from "../policies/index.js";
import { profileSubject } from "../policies/user.policy.js";
import { listVisibility } from "../policies/list.policy.js";
import { type LikedRows, couplesByIds, deleteLike, insertLike, likedItemIds, peopleByIds } from "../repositories/like.repository.js";
import { itemKind } from "../items/registry.js";
import { listSummariesByIds } from "../repositories/list.repository.js";
import { loadShowCardsByIds } from "../repositories/show-card.repository.js";

export interface LikeTarget {
  type: LikeType;
  id: number;
}

/**
 * Likes an item, or takes the like back when it is already there (a toggle). The item must exist
 * and be visible to the user (404 otherwise: another user's private list, or a list of an owner
 * who blocked the user — the list policy decides). The user's `like_count`, a list's
 * `likes_count` and today's trending activity of a show move in the same transaction as the like
 * row, and only when a row was really added or removed.
 */
export async function toggleLike(ctx: Ctx, target: LikeTarget): Promise<LikeResponse> {
  const userId = requireActor(ctx).id;
  // Each kind says who may like it and which counters a like moves (items/registry.ts).
  const likes = itemKind(target.type)?.likes;
  if (!likes) throw new AppError("not_found");
  return inTransaction(ctx, async (tx) => {
    const visible = await likes.visible(tx, target.id);
    // A like of a list, a comment, a post or a suggestion that has turned private (or hidden) since
    // can still be taken back, never given.
    if (!visible && !likes.takenBackUnseen) throw new AppError("not_found");
    const removed = await deleteLike(tx.db, userId, target.type, target.id);
    if (removed) {
      await likes.move(tx, target.id, -1, localDate(removed.createdAt) === localDate(ctx.now));
      return { liked: false, like_count: await likes.count(tx.db, target.id) };
    }
    if (!visible) throw new AppError("not_found");
    if (await insertLike(tx.db, userId, target.type, target.id, ctx.now)) {
      await likes.move(tx, target.id, 1, true);
      // The owner of a post or a comment hears of it (notify.service: grouped, once a day per liker).
      if (likes.tellsOwner) await tx.events.record({ type: "like.created", actorId: userId, payload: { userId, itemType: likes.tellsOwner, itemId: target.id } });
    }
    return { liked: true, like_count: await likes.count(tx.db, target.id) };
  });
}

// ---- Pages of liked items -----------------------------------------------------------------------

export interface LikedItemsQuery {
  /** Whose likes. */
  ownerId: number;
  type: LikedType;
  cursor?: string | undefined;
  limit: number;
}

const cursorKeys = z.object({ at: cursorKey.timestamp, id: cursorKey.id });

/**
 * One cursor page of a user's liked items of one kind, newest like first. A like added while the
 * client pages lands before the cursor, so pages neither repeat nor skip items. Lists the viewer
 * may not see (the list policy) are left out; shows carry the viewer's `is_tracking`.
 */
export async function likedItems(ctx: Ctx, query: LikedItemsQuery): Promise<{ items: LikedRows; next: string | null }> {
  const actor = await actorFor(ctx);
  const rows = await likedItemIds(ctx.db, {
    ownerId: query.ownerId,
    type: query.type,
    after: decodeCursor(query.cursor, cursorKeys),
    limit: query.limit + 1,
    visibility: listVisibility(actor),
  });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.itemId }) : null;
  return { items: await loadLiked(ctx, query.type, pageRows.map((r) => r.itemId)), next };
}

/** A user's public likes page: 404 when the profile is hidden from the actor, or is a private account they do not follow (`viewActivity`). */
export async function likedItemsOfUser(ctx: Ctx, slug: string, query: Omit<LikedItemsQuery, "ownerId">): Promise<{ items: LikedRows; next: string | null }> {
  const owner = await findUserBySlug(ctx.db, slug);
  if (!owner) throw new AppError("not_found");
  authorize(await actorFor(ctx, [owner.id]), "viewActivity", profileSubject(owner));
  return likedItems(ctx, { ...query, ownerId: owner.id });
}

async function loadLiked(ctx: Ctx, type: LikedType, ids: number[]): Promise<LikedRows> {
  switch (type) {
    case "show":
      return { type, rows: await loadShowCardsByIds(ctx.db, ids, { genres: false }, ctx.actor?.id) };
    case "person":
      return { type, rows: await peopleByIds(ctx.db, ids) };
    case "couple":
      return { type, rows: await couplesByIds(ctx.db, ids) };
    case "list": {
      const rows = await listSummariesByIds(ctx.db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { type, rows: ids.flatMap((id) => byId.get(id) ?? []) };
    }
  }
}
