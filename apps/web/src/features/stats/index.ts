/** The public face of the year in numbers (decision 0046). */
export { istanbulYear, parseStatsYear, statsKeys, statsYears, useSiteStats } from "./api";
export { OwnYear } from "./own-year";
export { StatsList, useFigureTexts } from "./stats-list";
