import type { Executor } from "../../db/database.js";
import { createEventRecorder, type DomainEventInput } from "../../events/recorder.js";
import type { ShowSnapshot } from "../../repositories/catalog-sync.repository.js";

/**
 * What an import or a sync changed in one show's seasons and episodes (decision 0048): seasons and
 * episodes that were not there, episodes whose air instant moved from one known instant to another,
 * episodes whose title changed. Computed from the show's rows before and after the write.
 */
export interface CatalogChanges {
  seasonsAdded: { id: number; number: number }[];
  episodesAdded: ShowSnapshot["episodes"];
  rescheduled: { episode: ShowSnapshot["episodes"][number]; from: Date; to: Date }[];
  retitled: { episode: ShowSnapshot["episodes"][number]; from: string | null; to: string | null }[];
}

const key = (e: { seasonNumber: number; number: number }) => `${e.seasonNumber}:${e.number}`;

/** The changes between two snapshots of one show (pure). */
export function diffShow(before: ShowSnapshot, after: ShowSnapshot): CatalogChanges {
  const knownSeasons = new Set(before.seasons.map((s) => s.number));
  const earlier = new Map(before.episodes.map((e) => [key(e), e]));
  const changes: CatalogChanges = { seasonsAdded: after.seasons.filter((s) => !knownSeasons.has(s.number)), episodesAdded: [], rescheduled: [], retitled: [] };
  for (const episode of after.episodes) {
    const old = earlier.get(key(episode));
    if (!old) {
      changes.episodesAdded.push(episode);
      continue;
    }
    // A date first announced (null → instant) or withdrawn (instant → null) is not a move.
    if (old.airsAt && episode.airsAt && old.airsAt.getTime() !== episode.airsAt.getTime()) changes.rescheduled.push({ episode, from: old.airsAt, to: episode.airsAt });
    if ((old.title ?? null) !== (episode.title ?? null)) changes.retitled.push({ episode, from: old.title, to: episode.title });
  }
  return changes;
}

export function hasChanges(changes: CatalogChanges): boolean {
  return changes.seasonsAdded.length + changes.episodesAdded.length + changes.rescheduled.length + changes.retitled.length > 0;
}

/** The domain events of a show's changes, one per change. */
export function changeEvents(show: { id: number; title: string; slug: string }, changes: CatalogChanges): DomainEventInput[] {
  const showRef = { showId: show.id, showTitle: show.title, showSlug: show.slug };
  const ref = (e: ShowSnapshot["episodes"][number]) => ({ ...showRef, episodeId: e.id, seasonNumber: e.seasonNumber, number: e.number });
  return [
    ...changes.seasonsAdded.map((s): DomainEventInput => ({ type: "catalog.season_added", actorId: null, payload: { ...showRef, seasonId: s.id, number: s.number } })),
    ...changes.episodesAdded.map((e): DomainEventInput => ({ type: "catalog.episode_added", actorId: null, payload: { ...ref(e), airsAt: e.airsAt ? e.airsAt.toISOString() : null } })),
    ...changes.rescheduled.map(
      (c): DomainEventInput => ({ type: "catalog.episode_rescheduled", actorId: null, payload: { ...ref(c.episode), from: c.from.toISOString(), to: c.to.toISOString() } }),
    ),
    ...changes.retitled.map((c): DomainEventInput => ({ type: "catalog.episode_retitled", actorId: null, payload: { ...ref(c.episode), from: c.from, to: c.to } })),
  ];
}

/**
 * Records the events of a show's changes on `tx` (the transaction that wrote them), so that they
 * commit or roll back with the change. Any code that edits episodes records its moves this way
 * (`catalog.episode_rescheduled` tells the trackers: `date_change`); `actorId` is the editor, if any.
 */
export async function recordCatalogChanges(tx: Executor, show: { id: number; title: string; slug: string }, changes: CatalogChanges, actorId: number | null = null): Promise<number> {
  const events = changeEvents(show, changes).map((e) => ({ ...e, actorId }));
  if (events.length) await createEventRecorder(tx).recordMany(events);
  return events.length;
}
