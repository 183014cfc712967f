import { describe, expect, it } from "vitest";
import { isGenericEpisodeTitle } from "./episode-title";

describe("isGenericEpisodeTitle", () => {
  it.each([
    "Episode 4", "episode 12", "Ep. 4", "EP 4", "Episode #4", "4", "#4", "Part 2",
    "Bölüm 4", "4. Bölüm", "4.Bölüm", "4. BÖLÜM", "4 Bölüm", "Bolum 4", "4'üncü Bölüm", "4th Episode",
    "Folge 4", "Épisode 4", "Episodio 4", "Capítulo 4", "4ª puntata", "Episódio 4",
    "Серия 4", "4-я серия", "Эпизод 4", "Episodi 4", "Pjesa 4",
    "الحلقة 4", "الحلقة ٤", "قسمت ۴", "S01E04", "1x04", "  Episode   4  ", "", null,
  ])("%s is generic", (title) => {
    expect(isGenericEpisodeTitle(title)).toBe(true);
  });

  it.each([
    "Bihter'in Sırrı", "Episode 4: The Return", "The Fourth", "4 Funerals", "Pilot", "Bölüm 4 - Veda", "Part of Me", "Folgen",
  ])("%s says something", (title) => {
    expect(isGenericEpisodeTitle(title)).toBe(false);
  });
});
