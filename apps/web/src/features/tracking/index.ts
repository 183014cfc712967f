/** The public face of the tracking feature: other features import only what is named here. */
export { refreshSpoilerShields } from "./api";
export { refreshTracking, trackingKeys } from "./track-api";
export { ShowProgress } from "./show-progress";
export { TrackButton } from "./track-button";
export { TrackingPanel } from "./tracking-panel";
export { WatchlistPanel } from "./watchlist-panel";
export { useHashTab } from "./use-hash-tab";
