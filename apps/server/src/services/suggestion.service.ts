import { WALL_LIMITS, WALL_MESSAGES as M } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { authorize } from "../policies/index.js";
import { showExists } from "../repositories/catalog.repository.js";
import { lockPost } from "../repositories/post.repository.js";
import {
  type BylineRow,
  type SuggestionRow,
  insertSuggestion,
  likersOf,
  moveSuggestionsCount,
  suggestionById,
  suggestionsPage,
} from "../repositories/suggestion.repository.js";
import { authorizedPost } from "./wall.service.js";

export interface SuggestionsQuery {
  ask_id: number;
  page: number;
  per_page: number;
  include: Set<"likers" | "user">;
}

export interface SuggestionsPageRows {
  rows: SuggestionRow[];
  /** With `include=likers`: the top likers of each suggestion on the page. */
  likers: Map<number, BylineRow[]> | undefined;
  total: number;
  page: number;
  perPage: number;
}

/**
 * The ask a suggestion hangs on: a visible post of type `ask`. Any other post answers 404 as an
 * unknown ask would (decision 0028: the address names an ask, and there is none with that id).
 */
async function visibleAsk(ctx: Ctx, askId: number) {
  const found = await authorizedPost(ctx, askId, "view");
  if (found.post.type !== "ask") throw new AppError("not_found");
  return found;
}

/**
 * A page of an ask's suggestions, most liked first and then oldest, with the top 8 likers of each
 * (most recent first) loaded for the whole page in one query. 404 when the ask is not visible.
 */
export async function suggestionsOfAsk(ctx: Ctx, query: SuggestionsQuery): Promise<SuggestionsPageRows> {
  await visibleAsk(ctx, query.ask_id);
  const viewerId = ctx.actor?.id;
  const { rows, total } = await suggestionsPage(ctx.db, { askId: query.ask_id, viewerId, limit: query.per_page, offset: (query.page - 1) * query.per_page });
  const likers = query.include.has("likers") ? await likersOf(ctx.db, rows.map((r) => r.id), WALL_LIMITS.topLikers, viewerId) : undefined;
  return { rows, likers, total, page: query.page, perPage: query.per_page };
}

/**
 * Suggests a show on an ask (api-contract "The community wall"): the ask's author 403, a show
 * already suggested on it 409 (the unique index decides, so two at once keep one), an unknown
 * show 422. The ask's row is locked first (a delete waits), and its `suggestions_count` moves in
 * the same transaction.
 */
export async function suggestShow(ctx: Ctx, askId: number, showId: number): Promise<SuggestionRow> {
  const userId = requireActor(ctx).id;
  return inTransaction(ctx, async (tx) => {
    if (!(await lockPost(tx.db, askId))) throw new AppError("not_found");
    const { subject, actor } = await visibleAsk(tx, askId);
    if (subject.authorId === userId) throw new AppError("forbidden", M.suggestOwnAsk);
    authorize(actor, "suggest", subject);
    if (!(await showExists(tx.db, showId))) throw AppError.field("show_id", M.showInvalid);
    const id = await insertSuggestion(tx.db, { askId, showId, userId, now: tx.now });
    if (id === undefined) throw new AppError("conflict", M.suggestionExists);
    await moveSuggestionsCount(tx.db, askId, 1);
    await tx.events.record({ type: "suggestion.created", actorId: userId, payload: { suggestionId: id, askId, showId, userId } });
    const row = await suggestionById(tx.db, id, userId);
    if (!row) throw new AppError("not_found");
    return row;
  });
}
