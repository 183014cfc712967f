import type { TFunction } from "i18next";
import type { Episode } from "@dizilog/shared/api";

/** The episode's title, or "Episode 3" when it has none. */
export function episodeTitle(episode: Pick<Episode, "title" | "number">, t: TFunction): string {
  return episode.title?.trim() || t("catalog.episodeFallback", { number: episode.number });
}
