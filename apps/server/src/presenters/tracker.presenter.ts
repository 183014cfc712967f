import type { TrackerItem } from "@dizilog/shared/api";
import type { Viewer } from "../lib/viewer.js";
import type { TrackerItemRow } from "../services/tracker.service.js";
import { presentEpisode } from "./episode.presenter.js";
import { presentShowRef } from "./show.presenter.js";

/** A tracked show with its group and progress; watch_next items add their next episode. */
export function presentTrackerItem(row: TrackerItemRow, viewer: Viewer): TrackerItem {
  const item: TrackerItem = {
    show: presentShowRef(row.show),
    group: row.group,
    progress: row.progress,
    tracked_at: row.trackedAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  };
  if (row.nextEpisode !== undefined) {
    item.next_episode = row.nextEpisode ? presentEpisode(row.nextEpisode, viewer, { withShow: true, hasSeen: false, tracksShow: true }) : null;
  }
  return item;
}
