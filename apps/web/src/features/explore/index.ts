/** The public face of the explore feature: its filters and their address. */
export { ExploreFilters } from "./explore-filters";
export { type ExploreState, defaultExploreState, hasFilters, readExploreUrl, toApiParams, writeExploreUrl } from "./explore-url";
