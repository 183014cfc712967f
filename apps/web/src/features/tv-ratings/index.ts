/** The public face of the daily TV ratings feature (decision 0043): other features and pages import only what is named here. */
export { tvRatingKeys, useDailyRatings, useWeeklyRatings } from "./api";
export { ArchiveUpsell, DailyRatingsPanel } from "./daily-ratings";
export { WeeklyRatingsPanel } from "./weekly-ratings";
export { ShowRatingsSection } from "./show-ratings-section";
export { RatingsImport } from "./ratings-import";
export { CategoryTabs, categoryOf } from "./parts";
