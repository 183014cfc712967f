/** The discovery pages' data (decision 0050): coming soon, unseen, mood, the people index and the home widgets. */
export {
  HOME_WIDGET_KEYS,
  type HomeWidget,
  type HomeWidgetKey,
  discoverKeys,
  useHomeWidgets,
  useMoodOverview,
  useMoodShows,
  usePeopleIndex,
  useUnseen,
  useUpcomingShows,
} from "./api";
export { ProductionStage, SampleDataMark } from "./production-stage";
export { DiscoverHeader, DiscoverLinks } from "./discover-links";
export { DISCOVER_PAGES, type DiscoverPageKey, discoverPath } from "./discover-pages";
export { CheckIcon, ClapperIcon, FaceIcon, PeopleIcon, TrendingIcon } from "./icons";
