/** The public face of the shows feature: other features import only what is named here. */
export { showKeys, useExplore, useLatestEpisodes, usePopular, useSeasonEpisodes, useShow, useShowSearch } from "./api";
export { RatingBadge } from "./rating-badge";
export { useShowTitles } from "./use-show-titles";
