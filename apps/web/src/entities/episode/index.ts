/** The episode entity: its titles (generic ones, the spoiler shield's), its still and the shield's reveals. */
export { EpisodeStill, EpisodeTitleText, SpoilerShield, useEpisodeTitleText, useSpoilerShield } from "./spoiler-shield";
export { episodeTitle, isGenericEpisodeTitle } from "./episode-title";
export { isRevealed, isShieldApplicable, setRevealed, useRevealed } from "./spoiler-reveals";
