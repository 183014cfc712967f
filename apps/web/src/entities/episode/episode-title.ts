import type { TFunction } from "i18next";
import type { Episode } from "@dizilog/shared/api";

/** The episode's title, or "Episode 3" when it has none. */
export function episodeTitle(episode: Pick<Episode, "title" | "number">, t: TFunction): string {
  return episode.title?.trim() || t("catalog.episodeFallback", { number: episode.number });
}

/*
 * The word "episode" (or "part") in the languages of the interface and of the catalog's sources:
 * a title is written in the language of its source, whatever the viewer's language, so every
 * language's forms are checked at once.
 */
const EPISODE_WORDS = [
  "episode", "ep", "eps", "part", // English
  "bölüm", "bolum", "kısım", // Turkish
  "folge", "teil", // German
  "épisode", "partie", // French
  "episodio", "capítulo", "capitulo", "parte", "puntata", // Spanish, Italian
  "episódio", // Portuguese
  "эпизод", "серия", "часть", // Russian
  "episodi", "episod", "pjesa", // Albanian
  "الحلقة", "حلقة", "الجزء", // Arabic
  "قسمت", "اپیزود", // Persian
].join("|");
const NUMBER = String.raw`[#№]?\s*\p{Nd}+`;
const GENERIC = new RegExp(
  [
    String.raw`^${NUMBER}\.?$`, // "4", "#4"
    String.raw`^(?:${EPISODE_WORDS})\.?\s*${NUMBER}\.?$`, // "Episode 4", "Bölüm 4", "Ep. 4", "Серия 4", "قسمت ۴"
    // "4. Bölüm", "4'üncü Bölüm", "4-я серия", "4ª puntata" (ª is "a" after NFKC), "4th Episode"
    String.raw`^\p{Nd}+\s*(?:\.|['’]?-?(?:я|ая|a|o|ci|cı|cu|cü|inci|ıncı|uncu|üncü|st|nd|rd|th|e|er|ème|eme))?\s*(?:${EPISODE_WORDS})$`,
    String.raw`^s\s*\p{Nd}+\s*e\s*\p{Nd}+$`, // "S01E04"
    String.raw`^\p{Nd}+\s*x\s*\p{Nd}+$`, // "1x04"
  ].join("|"),
  "iu",
);

/**
 * Whether an episode's title says nothing beyond its number ("Episode 4", "Bölüm 4", "4. Bölüm",
 * "4"), or is missing (then "Episode 4" stands in). Such a title spoils nothing, so the spoiler
 * shield leaves it visible and hides only titles that say something.
 */
export function isGenericEpisodeTitle(title: string | null | undefined): boolean {
  const text = title?.normalize("NFKC").trim().replace(/\s+/g, " ") ?? "";
  return text === "" || GENERIC.test(text);
}
