/** The social charts' kinds (zod-free, for the client's lazy pages). */
export const CHART_KINDS = ["shows", "couples"] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
