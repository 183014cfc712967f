import { z } from "zod";
import { type LikeResponse, type LikeType, type LikedType, cursorKey } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { localDate } from "../lib/time.js";
import { findUserBySlug } from "../auth/user.repository.js";
import { actorFor, authorize, can } from "../policies/index.js";
import { profileSubject } from "../policies/user.policy.js";
import { listSubject, listVisibility } from "../policies/list.policy.js";
import { coupleExists, personExists, showExists } from "../repositories/catalog.repository.js";
import { type LikedRows, couplesByIds, deleteLike, insertLike, likeCount, likedItemIds, moveListLikes, peopleByIds } from "../repositories/like.repository.js";
import { findList, listSummariesByIds } from "../repositories/list.repository.js";
import { commentLikeCount, lockComment, moveCommentLikes } from "../repositories/comment.repository.js";
import { authorizedComment } from "./commentable-items.js";
import { authorizedPost } from "./wall.service.js";
import { postSubject } from "../policies/post.policy.js";
import { suggestionSubject } from "../policies/suggestion.policy.js";
import { movePostLikes, postLikeCount } from "../repositories/post-counter.repository.js";
import { askOfSuggestion, lockSuggestion, moveSuggestionLikes, suggestionLikeCount } from "../repositories/suggestion.repository.js";
import { findPost, lockPost } from "../repositories/post.repository.js";
import { loadShowCardsByIds } from "../repositories/show-card.repository.js";
import { addShowActivity, moveUserCounter } from "../repositories/show-counter.repository.js";

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
  return inTransaction(ctx, async (tx) => {
    const visible = await isVisible(tx, target);
    // A like of a list, a comment, a post or a suggestion that has turned private (or hidden) since
    // can still be taken back, never given.
    if (!visible && !TAKEN_BACK_UNSEEN.has(target.type)) throw new AppError("not_found");
    const removed = await deleteLike(tx.db, userId, target.type, target.id);
    if (removed) {
      await moveCounters(tx, target, -1, localDate(removed.createdAt) === localDate(ctx.now));
      return { liked: false, like_count: await likesOf(tx, target) };
    }
    if (!visible) throw new AppError("not_found");
    if (await insertLike(tx.db, userId, target.type, target.id, ctx.now)) {
      await moveCounters(tx, target, 1, true);
      // The owner of a post or a comment hears of it (notify.service: grouped, once a day per liker).
      if (target.type === "post" || target.type === "comment") {
        await tx.events.record({ type: "like.created", actorId: userId, payload: { userId, itemType: target.type, itemId: target.id } });
      }
    }
    return { liked: true, like_count: await likesOf(tx, target) };
  });
}

const TAKEN_BACK_UNSEEN = new Set<LikeType>(["list", "comment", "post", "suggestion"]);

/** Comments, posts and suggestions keep their likes in a counter cache; other items as `likeCount` says. */
function likesOf(ctx: Ctx, target: LikeTarget): Promise<number> {
  switch (target.type) {
    case "comment":
      return commentLikeCount(ctx.db, target.id);
    case "post":
      return postLikeCount(ctx.db, target.id);
    case "suggestion":
      return suggestionLikeCount(ctx.db, target.id);
    default:
      return likeCount(ctx.db, target.type, target.id);
  }
}

async function moveCounters(ctx: Ctx, target: LikeTarget, delta: 1 | -1, sameDay: boolean): Promise<void> {
  // The likes of a comment, a post or a suggestion count on the item only: they are not among the
  // user's liked items (users.like_count counts shows, people, couples and lists).
  if (target.type === "comment") return moveCommentLikes(ctx.db, target.id, delta);
  if (target.type === "post") return movePostLikes(ctx.db, target.id, delta);
  if (target.type === "suggestion") return moveSuggestionLikes(ctx.db, target.id, delta);
  await moveUserCounter(ctx.db, requireActor(ctx).id, "likeCount", delta);
  if (target.type === "list") await moveListLikes(ctx.db, target.id, delta);
  // A like taken back on the day it was given takes its trending point back too.
  if (target.type === "show" && sameDay) await addShowActivity(ctx.db, target.id, ctx.now, delta);
}

async function isVisible(ctx: Ctx, target: LikeTarget): Promise<boolean> {
  switch (target.type) {
    case "show":
      return showExists(ctx.db, target.id);
    case "person":
      return personExists(ctx.db, target.id);
    case "couple":
      return coupleExists(ctx.db, target.id);
    case "list": {
      const list = await findList(ctx.db, target.id);
      if (!list) return false;
      return can(await actorFor(ctx, [list.owner.id]), "like", listSubject(list));
    }
    case "comment": {
      // The comment's row is locked first: its like counter moves next, and a delete waits.
      if (!(await lockComment(ctx.db, target.id))) return false;
      return seen(authorizedComment(ctx, target.id, "like"));
    }
    case "post": {
      // The post's row is locked first: its like counter moves next, and a delete waits.
      if (!(await lockPost(ctx.db, target.id))) return false;
      return seen(authorizedPost(ctx, target.id, "like"));
    }
    case "suggestion": {
      // The ask's row first, then the suggestion's (the order of a deletion of the ask, which then
      // waits and takes this like with it); the suggestion's like counter moves next.
      const askId = await askOfSuggestion(ctx.db, target.id);
      if (askId === undefined || !(await lockPost(ctx.db, askId))) return false;
      const suggestion = await lockSuggestion(ctx.db, target.id);
      if (!suggestion) return false;
      const ask = await findPost(ctx.db, suggestion.askId);
      if (!ask) return false;
      const actor = await actorFor(ctx, [ask.userId, ask.wallUserId, suggestion.userId]);
      return can(actor, "like", suggestionSubject(suggestion, postSubject(ask, ctx.now)));
    }
  }
}

/** True when the check passes, false when it answers 404 (the item is not there for the actor). */
function seen(check: Promise<unknown>): Promise<boolean> {
  return check.then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return false;
      throw error;
    },
  );
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
