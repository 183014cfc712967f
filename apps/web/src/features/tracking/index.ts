/** The public face of the tracking feature: other features import only what is named here. */
export { refreshSpoilerShields } from "./api";
export { refreshTracking, trackingKeys, useErrorToast } from "./track-api";
export { ShowCard } from "./show-card";
export { ShowProgress } from "./show-progress";
export { TrackButton } from "./track-button";
export { addDays, dayHeading, type EpisodeDay, formatAirTime } from "./upcoming-dates";
