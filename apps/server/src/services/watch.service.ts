import { WATCH_MESSAGES } from "@dizilog/shared/api";
import { type Ctx, inTransaction, requireActor } from "../context.js";
import { AppError } from "../errors.js";
import { actorFor, authorize, can } from "../policies/index.js";
import { watchListSubject } from "../policies/watch.policy.js";
import { findShow } from "../repositories/show.repository.js";
import {
  type StreamingServiceRow,
  type WatchOptionFields,
  type WatchOptionRow,
  deleteWatchOption,
  findStreamingService,
  findWatchOption,
  insertWatchOption,
  lockShow,
  updateWatchOption,
  watchOptionsOfShow,
} from "../repositories/watch.repository.js";

/** A show's options grouped by country, the viewer's country first, then by country code. */
export interface ShowWatchView {
  groups: { country: string; options: WatchOptionRow[] }[];
  viewerCountry: string | null;
  canEdit: boolean;
}

async function showOr404(ctx: Ctx, key: string) {
  const show = await findShow(ctx.db, key);
  if (!show) throw new AppError("not_found");
  return show;
}

/** Where a show can be watched (public). */
export async function showWatch(ctx: Ctx, showKey: string): Promise<ShowWatchView> {
  const show = await showOr404(ctx, showKey);
  const [rows, actor] = await Promise.all([watchOptionsOfShow(ctx.db, show.id), actorFor(ctx)]);
  const viewerCountry = ctx.actor?.country ?? null;
  const byCountry = new Map<string, WatchOptionRow[]>();
  for (const row of rows) byCountry.set(row.country, [...(byCountry.get(row.country) ?? []), row]);
  const countries = [...byCountry.keys()].sort((a, b) => (a === viewerCountry ? -1 : b === viewerCountry ? 1 : a.localeCompare(b)));
  return {
    groups: countries.map((country) => ({ country, options: byCountry.get(country)! })),
    viewerCountry,
    canEdit: can(actor, "edit", watchListSubject(show.id)),
  };
}

interface OptionInput {
  service?: number | string | undefined;
  country?: string | undefined;
  type?: string | undefined;
  with_ads?: boolean | undefined;
  link?: string | undefined;
}

async function serviceOf(ctx: Ctx, key: number | string): Promise<StreamingServiceRow> {
  const service = await findStreamingService(ctx.db, key);
  if (!service) throw AppError.field("service", WATCH_MESSAGES.serviceInvalid);
  return service;
}

/** Loads the show and checks the actor may keep its list: 404 for an unknown show, 403 for anyone but staff and its moderators. */
async function editableShow(ctx: Ctx, showKey: string) {
  requireActor(ctx);
  const show = await showOr404(ctx, showKey);
  authorize(await actorFor(ctx), "edit", watchListSubject(show.id));
  return show;
}

/** Adds an option to a show's list (staff, or the show's moderators); 409 when the same offer is listed. */
export async function addWatchOption(ctx: Ctx, showKey: string, input: Required<Omit<OptionInput, "with_ads">> & { with_ads: boolean }): Promise<WatchOptionRow> {
  const show = await editableShow(ctx, showKey);
  const service = await serviceOf(ctx, input.service);
  const fields: WatchOptionFields = { serviceId: service.id, country: input.country, type: input.type, withAds: input.with_ads, link: input.link };
  const id = await inTransaction(ctx, async (tx) => {
    await lockShow(tx.db, show.id);
    return insertWatchOption(tx.db, show.id, fields, requireActor(tx).id, tx.now);
  });
  if (id === undefined) throw new AppError("conflict", WATCH_MESSAGES.optionExists);
  const row = await findWatchOption(ctx.db, show.id, id);
  if (!row) throw new AppError("not_found");
  return row;
}

/** Changes an option (the fields given); 404 for an option of another show, 409 when it would repeat another offer. */
export async function changeWatchOption(ctx: Ctx, showKey: string, optionId: number, input: OptionInput): Promise<WatchOptionRow> {
  const show = await editableShow(ctx, showKey);
  const service = input.service === undefined ? undefined : await serviceOf(ctx, input.service);
  const changed = await inTransaction(ctx, async (tx) => {
    await lockShow(tx.db, show.id);
    const row = await findWatchOption(tx.db, show.id, optionId);
    if (!row) throw new AppError("not_found");
    const fields: WatchOptionFields = {
      serviceId: service?.id ?? row.serviceId,
      country: input.country ?? row.country,
      type: input.type ?? row.type,
      withAds: input.with_ads ?? row.withAds,
      link: input.link ?? row.link,
    };
    return updateWatchOption(tx.db, optionId, fields, tx.now);
  });
  if (!changed) throw new AppError("conflict", WATCH_MESSAGES.optionExists);
  const row = await findWatchOption(ctx.db, show.id, optionId);
  if (!row) throw new AppError("not_found");
  return row;
}

/** Removes an option; 404 when the show has no such option. */
export async function removeWatchOption(ctx: Ctx, showKey: string, optionId: number): Promise<void> {
  const show = await editableShow(ctx, showKey);
  await inTransaction(ctx, async (tx) => {
    const row = await findWatchOption(tx.db, show.id, optionId);
    if (!row || !(await deleteWatchOption(tx.db, optionId))) throw new AppError("not_found");
  });
}
