/** The public face of the ratings feature: other features import only what is named here. */
export { ratingKeys } from "./api";
export { RatingsPanel } from "./ratings-panel";
export { RecommendationsPanel } from "./recommendations-panel";
