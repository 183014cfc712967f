import type { Episode, MoodShow, PersonIndexEntry, Show, UnseenShow, UpcomingShow } from "@dizilog/shared/api";
import type { MoodRow, PersonIndexRow, UnseenRow, UpcomingShowRow } from "../repositories/discover.repository.js";
import { presentPersonSummary } from "./person.presenter.js";

/** The discovery pages' JSON (decision 0050), field by field, around show cards presented before. */

export function presentUpcomingShow(row: UpcomingShowRow, show: Show): UpcomingShow {
  return { show, production_stage: row.productionStage, expected_premiere: row.expectedPremiere, sample: row.sample };
}

export function presentUnseenShow(row: UnseenRow, show: Show, nextEpisode: Episode | null): UnseenShow {
  return { show, unseen_count: row.unseen, aired_count: row.aired, next_episode: nextEpisode };
}

export function presentMoodShow(row: MoodRow, show: Show): MoodShow {
  return { show, reaction: row.reaction, reactions_count: row.count, total_reactions: row.total };
}

export function presentPersonIndexEntry(row: PersonIndexRow): PersonIndexEntry {
  return { ...presentPersonSummary(row), known_for: row.knownFor, shows_count: row.showsCount, popularity: row.popularity };
}
