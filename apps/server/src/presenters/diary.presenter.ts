import type { DiaryEntry } from "@dizilog/shared/api";
import type { DiaryRow } from "../repositories/diary.repository.js";
import { type EpisodePresentOptions, presentEpisode } from "./episode.presenter.js";
import type { Viewer } from "../lib/viewer.js";

/** A diary entry: the episode with its show, when it was watched, and the optional rating (stars) and note. */
export function presentDiaryEntry(row: DiaryRow, viewer: Viewer, viewing: Pick<EpisodePresentOptions, "hasSeen" | "tracksShow"> = {}): DiaryEntry {
  return {
    id: row.id,
    episode: presentEpisode(row.episode, viewer, { withShow: true, ...viewing }),
    watched_at: row.watchedAt.toISOString(),
    rating: row.ratingHalfStars === null ? null : row.ratingHalfStars / 2,
    note: row.note,
    rewatch: row.rewatch,
  };
}
