/** The public face of the catalog feature: other features import only what is named here. */
export { PersonCard } from "./person-card";
export { EpisodeTitleText } from "./spoiler-shield";
export { ReadMore } from "./read-more";
