/** The social charts and the couples' pages (decision 0045): their queries and blocks. */
export { chartKeys, useCouple, useCouples, useSocialChart } from "./api";
export { ChartTable } from "./chart-table";
export { CoupleCard } from "./couple-card";
