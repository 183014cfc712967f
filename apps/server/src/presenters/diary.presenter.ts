import type { DiaryEntry } from "@dizilog/shared/api";
import type { Actor } from "../policies/index.js";
import { diaryEntryAbilities, diaryEntrySubject } from "../policies/diary.policy.js";
import type { DiaryRow } from "../repositories/diary.repository.js";
import { type EpisodePresentOptions, presentEpisode } from "./episode.presenter.js";
import type { Viewer } from "../lib/viewer.js";

/** A diary entry: the episode with its show, when it was watched, the optional rating (stars) and note, and what the actor may do with it. */
export function presentDiaryEntry(row: DiaryRow, viewer: Viewer, actor: Actor, viewing: Pick<EpisodePresentOptions, "hasSeen" | "tracksShow"> = {}): DiaryEntry {
  return {
    id: row.id,
    episode: presentEpisode(row.episode, viewer, { withShow: true, ...viewing }),
    watched_at: row.watchedAt.toISOString(),
    rating: row.ratingHalfStars === null ? null : row.ratingHalfStars / 2,
    note: row.note,
    rewatch: row.rewatch,
    abilities: diaryEntryAbilities(actor, diaryEntrySubject(row)),
  };
}
