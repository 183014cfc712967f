import { NOTIFYING_BUZZ_LABELS, WATCH_MESSAGES } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { findShow } from "../repositories/show.repository.js";
import { type BuzzRow, allBuzz, findBuzz, lockShow, upsertBuzz } from "../repositories/watch.repository.js";

const NOTIFYING = new Set<string>(NOTIFYING_BUZZ_LABELS);

/** The board: every show's label, the latest change first (grouped by the client). */
export async function buzzBoard(ctx: Ctx): Promise<BuzzRow[]> {
  return allBuzz(ctx.db);
}

/**
 * Sets a show's label (staff; the route is staff-only). A change to Concluding, Renewed or
 * Cancelled records `buzz.changed` in the same transaction, for the trackers' `buzz`; setting the
 * label the show already has changes nothing and tells nobody again. 422 for an unknown show.
 */
export async function setBuzz(ctx: Ctx, showId: number, label: string): Promise<{ row: BuzzRow; changed: boolean }> {
  const by = requireActor(ctx).id;
  return inTransaction(ctx, async (tx) => {
    const show = await findShow(tx.db, showId);
    if (!show || !(await lockShow(tx.db, show.id))) throw AppError.field("show_id", WATCH_MESSAGES.showInvalid);
    const before = await findBuzz(tx.db, show.id);
    if (before?.label === label) return { row: before, changed: false };
    const row = await upsertBuzz(tx.db, show.id, label, by, tx.now);
    if (NOTIFYING.has(label)) {
      await tx.events.record({
        type: "buzz.changed",
        // The site's news, not a person's action (api-contract: `buzz` has actor null).
        actorId: null,
        payload: {
          showId: show.id,
          showTitle: show.title,
          url: `/shows/${show.slug}`,
          label: label as (typeof NOTIFYING_BUZZ_LABELS)[number],
          previous: before?.label ?? null,
        },
      });
    }
    return { row, changed: true };
  });
}
