/** The public face of the reviews feature: other features import only what is named here. */
export { reviewKeys } from "./api";
export { ShowReviewsSection } from "./show-reviews-section";
