/** The public face of the contributors feature (decision 0049): other features and pages import only what is named here. */
export { contribKeys } from "./api";
export { ClipsSection } from "./clips-section";
export { ContributorRequestsPanel } from "./contributor-requests-panel";
export { EpisodeImages } from "./episode-images";
export { JoinButton } from "./join-modal";
export { MusicButton } from "./music-modal";
export { ShowContribution } from "./show-contribution";
