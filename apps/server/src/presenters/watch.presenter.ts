import type { BuzzEntry, BuzzLabel, Show, ShowSuggestion, ShowSuggestionStatus, StreamingService, StreamingType, WatchOption } from "@dizilog/shared/api";
import type { BuzzRow, ShowSuggestionRow, StreamingServiceRow, WatchOptionRow } from "../repositories/watch.repository.js";
import { urls } from "./urls.js";

export function presentStreamingService(row: StreamingServiceRow): StreamingService {
  return { id: row.id, name: row.name, slug: row.slug, logo: row.logoUrl, url: row.homeUrl };
}

export function presentWatchOption(row: WatchOptionRow): WatchOption {
  return {
    id: row.id,
    service: presentStreamingService(row.service),
    country: row.country,
    type: row.type as StreamingType,
    with_ads: row.withAds,
    link: row.link,
    sample: row.sample,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One buzz entry: the show's card (already presented) with its label. */
export function presentBuzz(row: BuzzRow, show: Show): BuzzEntry {
  return { show, label: row.label as BuzzLabel, updated_at: row.updatedAt.toISOString(), sample: row.sample };
}

/** A show suggestion; `withUser` for staff's list only. */
export function presentShowSuggestion(row: ShowSuggestionRow, withUser = false): ShowSuggestion {
  return {
    id: row.id,
    title: row.title,
    tvmaze_id: row.tvmazeId,
    note: row.note,
    status: row.status as ShowSuggestionStatus,
    due_at: row.dueAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    show: row.show ? { id: row.show.id, title: row.show.title, url: urls.show(row.show.slug) } : null,
    ...(withUser && row.user ? { user: { id: row.user.id, username: row.user.username, name: row.user.name } } : {}),
  };
}
