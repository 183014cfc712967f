import { z } from "zod";
import { CONTRIB_MESSAGES, type ContributorRequestBody, cursorKey } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { decodeCursor, encodeCursor } from "../lib/cursor.js";
import { actorFor } from "../policies/index.js";
import {
  type ContributorRequestRow,
  type ContributorRequestStatus,
  contributorRequestsPage,
  findContributorRequest,
  insertContributorRequest,
  latestRequestOf,
  settleContributorRequest,
} from "../repositories/contrib.repository.js";
import { findShow } from "../repositories/show.repository.js";
import { appointModerator } from "./role.service.js";

/**
 * The join modal (decision 0049): a verified fan asks to help keep a show's page. One pending
 * request per user and show (409 for a second); someone who already keeps it (staff, a moderator of
 * the show) has nothing to ask (409). 404 for an unknown show.
 */
export async function requestToContribute(ctx: Ctx, showKey: string, body: ContributorRequestBody): Promise<ContributorRequestRow> {
  const user = requireActor(ctx);
  const show = await findShow(ctx.db, showKey);
  if (!show) throw new AppError("not_found");
  const actor = await actorFor(ctx);
  if (actor.moderates(show.id)) throw new AppError("conflict", CONTRIB_MESSAGES.alreadyModerator);
  const areas = [...new Set(body.areas)];
  const note = body.note ? body.note : null;
  const id = await insertContributorRequest(ctx.db, { userId: user.id, showId: show.id, areas, note, now: ctx.now });
  if (id === undefined) throw new AppError("conflict", CONTRIB_MESSAGES.requestPending);
  const row = await findContributorRequest(ctx.db, id);
  if (!row) throw new AppError("not_found");
  return row;
}

/** The viewer's standing with a show for the join modal: whether they keep it already, and their latest request. */
export async function myContribution(ctx: Ctx, showKey: string): Promise<{ moderator: boolean; request: ContributorRequestRow | undefined }> {
  const user = requireActor(ctx);
  const show = await findShow(ctx.db, showKey);
  if (!show) throw new AppError("not_found");
  const actor = await actorFor(ctx);
  return { moderator: actor.moderates(show.id), request: await latestRequestOf(ctx.db, user.id, show.id) };
}

const cursorKeys = z.object({ id: cursorKey.id });

/** The requests of one status, newest first (staff; the route is staff-only). */
export async function contributorRequests(
  ctx: Ctx,
  query: { status: ContributorRequestStatus; cursor?: string | undefined; limit: number },
): Promise<{ rows: ContributorRequestRow[]; next: string | null }> {
  const after = decodeCursor(query.cursor, cursorKeys);
  const rows = await contributorRequestsPage(ctx.db, { status: query.status, beforeId: after?.id, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > query.limit && last ? encodeCursor({ id: last.id }) : null };
}

/**
 * Staff answer a pending request. Accepting makes the user a moderator of the show through the
 * role service in the same transaction (`role.moderator_appointed` → their one `role_changed`; a
 * user who became one meanwhile is not told twice). A request already answered: 409; unknown: 404.
 */
export async function answerContributorRequest(ctx: Ctx, id: number, answer: "accepted" | "declined"): Promise<ContributorRequestRow> {
  const by = requireActor(ctx).id;
  await inTransaction(ctx, async (tx) => {
    const row = await findContributorRequest(tx.db, id);
    if (!row) throw new AppError("not_found");
    if (!(await settleContributorRequest(tx.db, id, answer, by, tx.now))) throw new AppError("conflict", CONTRIB_MESSAGES.requestSettled);
    if (answer === "accepted") await appointModerator(tx, row.userId, row.showId);
  });
  const row = await findContributorRequest(ctx.db, id);
  if (!row) throw new AppError("not_found");
  return row;
}
