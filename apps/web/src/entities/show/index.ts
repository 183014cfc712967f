/** The show entity: its queries and keys, its cache identity, its titles and its rating badge. */
export {
  type ExploreParams,
  showKeys,
  useEpisode,
  useExplore,
  useGenres,
  useLatestEpisodes,
  useNetworks,
  usePopular,
  useSeasonEpisodes,
  useShow,
  useShowSearch,
  useUpcomingAll,
} from "./api";
export { episodeRef, showRef } from "./cache";
export { RatingBadge } from "./rating-badge";
export { ShowCard, type ShowCardProps } from "./show-card";
export { showTitles } from "./show-titles";
export { useShowTitles } from "./use-show-titles";
