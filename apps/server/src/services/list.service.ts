import { LIST_LIMITS, LIST_MESSAGES, type CreateListBody, type ListSort, type UpdateListBody } from "@dizilog/shared/api";
import { findUserBySlug } from "../auth/user.repository.js";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { entitlementsOf } from "./entitlements.js";
import { AppError } from "../errors.js";
import { type Actor, actorFor, authorize } from "../policies/index.js";
import { listSubject, listVisibility } from "../policies/list.policy.js";
import { profileSubject } from "../policies/user.policy.js";
import {
  type ListRow,
  appendListItem,
  countListsOfOwner,
  deleteListItem,
  deleteListRows,
  findList,
  insertList,
  lockList,
  lockOwner,
  pageOfLists,
  setListOrder,
  showIdsOfList,
  touchList,
  updateListFields,
} from "../repositories/list.repository.js";
import { type ShowCardRow, loadShowCardsByIds } from "../repositories/show-card.repository.js";
import { showExists } from "../repositories/catalog.repository.js";
import { type ImageKeys, deleteCommentsOfItem } from "../repositories/comment.repository.js";
import { deleteAttachmentImages } from "../storage/attachment-images.js";

export interface ListsPage {
  rows: ListRow[];
  total: number;
  /** The actor the page was decided for (its presenter computes `abilities` from it). */
  actor: Actor;
}

export interface ListDetailRows {
  list: ListRow;
  shows: ShowCardRow[];
  actor: Actor;
}

/** Everyone's public lists, without those of owners who blocked the viewer. */
export async function listsPage(ctx: Ctx, query: { sort: ListSort; page: number }): Promise<ListsPage> {
  const actor = await actorFor(ctx);
  const perPage = LIST_LIMITS.perPage;
  const { rows, total } = await pageOfLists(ctx.db, { ...query, perPage, publicOnly: true, visibility: listVisibility(actor) });
  return { rows, total, actor };
}

/**
 * A user's lists: the public ones, and the private ones too for their owner; 404 when the profile
 * is hidden, or is a private account the actor does not follow (the user policy's `viewLists`).
 */
export async function listsOfUser(ctx: Ctx, slug: string, query: { sort: ListSort; page: number }): Promise<ListsPage> {
  const owner = await findUserBySlug(ctx.db, slug);
  if (!owner) throw new AppError("not_found");
  const actor = await actorFor(ctx, [owner.id]);
  authorize(actor, "viewLists", profileSubject(owner));
  const perPage = LIST_LIMITS.perPage;
  const { rows, total } = await pageOfLists(ctx.db, {
    ...query,
    perPage,
    ownerId: owner.id,
    publicOnly: actor.user?.id !== owner.id,
    visibility: listVisibility(actor),
  });
  return { rows, total, actor };
}

/** The list if the actor may do `action` to it: 404 when they may not see it, 403 when they only see it. */
async function authorizedList(ctx: Ctx, id: number, action: "view" | "edit" | "delete"): Promise<{ list: ListRow; actor: Actor }> {
  const list = await findList(ctx.db, id);
  if (!list) throw new AppError("not_found");
  const actor = await actorFor(ctx, [list.owner.id]);
  authorize(actor, action, listSubject(list));
  return { list, actor };
}

async function detailOf(ctx: Ctx, id: number, actor: Actor): Promise<ListDetailRows> {
  const list = await findList(ctx.db, id);
  if (!list) throw new AppError("not_found");
  // The list's shows as anyone sees them: no per-viewer tracking state on a list's cards.
  const shows = await loadShowCardsByIds(ctx.db, await showIdsOfList(ctx.db, id), { genres: false });
  return { list, shows, actor };
}

/** A list with its shows in order, if the actor may see it. */
export async function listDetail(ctx: Ctx, id: number): Promise<ListDetailRows> {
  const { actor } = await authorizedList(ctx, id, "view");
  return detailOf(ctx, id, actor);
}

/**
 * Creates a list. A free account may own 5 (spec section 6); Pro has no cap. The owner's row is
 * locked first, so two creates at the same moment are counted one after the other and can never
 * make a sixth list.
 */
export async function createList(ctx: Ctx, input: CreateListBody): Promise<{ list: ListRow; actor: Actor }> {
  const userId = requireActor(ctx).id;
  const id = await inTransaction(ctx, async (tx) => {
    await lockOwner(tx.db, userId);
    if (!entitlementsOf(ctx).unlimitedLists && (await countListsOfOwner(tx.db, userId)) >= LIST_LIMITS.freeLists) {
      throw new AppError("forbidden", LIST_MESSAGES.limitReached);
    }
    return insertList(tx.db, { userId, name: input.name, description: input.description, isPublic: input.public, now: ctx.now });
  });
  const list = await findList(ctx.db, id);
  if (!list) throw new AppError("not_found");
  return { list, actor: await actorFor(ctx) };
}

/** Changes only the fields sent (owner only). */
export async function updateList(ctx: Ctx, id: number, patch: UpdateListBody): Promise<{ list: ListRow; actor: Actor }> {
  const { actor } = await authorizedList(ctx, id, "edit");
  await updateListFields(ctx.db, id, patch, ctx.now);
  const list = await findList(ctx.db, id);
  if (!list) throw new AppError("not_found");
  return { list, actor };
}

/** Deletes a list (owner only); its comments' images are removed once that is committed. */
export async function deleteList(ctx: Ctx, id: number): Promise<void> {
  await authorizedList(ctx, id, "delete");
  await deleteAttachmentImages(ctx.deps.storage, await removeList(ctx, id));
}

/**
 * Deletes a list with its items (cascade), its likes and its comments; each liker's like counter
 * follows in the same transaction. No policy: callers have decided (the owner's delete, the
 * account's deletion). Answers the storage keys of the comments' images, for the caller to
 * remove after its transaction committed.
 */
export async function removeList(ctx: Ctx, id: number): Promise<ImageKeys> {
  return inTransaction(ctx, async (tx) => {
    // The list's row first: a comment being added waits for it and then finds no list (404),
    // instead of slipping in after its comments were collected.
    await lockList(tx.db, id);
    const imageKeys = await deleteCommentsOfItem(tx.db, "list", id);
    await deleteListRows(tx.db, id);
    return imageKeys;
  });
}

/** Adds a show at the end of a list; adding it again changes nothing (idempotent). */
export async function addShowToList(ctx: Ctx, id: number, showId: number): Promise<ListDetailRows> {
  const { actor } = await authorizedList(ctx, id, "edit");
  await inTransaction(ctx, async (tx) => {
    await lockList(tx.db, id);
    if (!(await showExists(tx.db, showId))) throw AppError.field("show_id", LIST_MESSAGES.showInvalid);
    if (await appendListItem(tx.db, id, showId, ctx.now)) await touchList(tx.db, id, ctx.now);
  });
  return detailOf(ctx, id, actor);
}

/** Removes a show from a list; removing one that is not there changes nothing. */
export async function removeShowFromList(ctx: Ctx, id: number, showId: number): Promise<ListDetailRows> {
  const { actor } = await authorizedList(ctx, id, "edit");
  await inTransaction(ctx, async (tx) => {
    if (await deleteListItem(tx.db, id, showId)) await touchList(tx.db, id, ctx.now);
  });
  return detailOf(ctx, id, actor);
}

/**
 * Puts a list's shows in the given order, which must name each of them exactly once
 * (422 otherwise: a stale client must not silently drop or duplicate shows).
 */
export async function reorderList(ctx: Ctx, id: number, showIds: number[]): Promise<ListDetailRows> {
  const { actor } = await authorizedList(ctx, id, "edit");
  await inTransaction(ctx, async (tx) => {
    await lockList(tx.db, id);
    const current = new Set(await showIdsOfList(tx.db, id));
    const wanted = new Set(showIds);
    const same = wanted.size === showIds.length && wanted.size === current.size && showIds.every((s) => current.has(s));
    if (!same) throw AppError.field("show_ids", LIST_MESSAGES.orderMismatch);
    if (!showIds.length) return;
    await setListOrder(tx.db, id, showIds);
    await touchList(tx.db, id, ctx.now);
  });
  return detailOf(ctx, id, actor);
}
