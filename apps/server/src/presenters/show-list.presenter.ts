import type { Show } from "@dizilog/shared/api";
import type { Viewer } from "../lib/viewer.js";
import type { ShowCardRow } from "../repositories/show-card.repository.js";
import { presentShow } from "./show.presenter.js";

/** A list of shows as cards (seasons, genres when loaded, the viewer's `is_tracking`). */
export function presentShowList(cards: ShowCardRow[], viewer: Viewer): Show[] {
  return cards.map((card) => presentShow(card.show, { seasons: card.seasons, genres: card.genres, isTracking: card.isTracking }, viewer));
}
