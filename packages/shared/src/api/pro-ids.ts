// Plain values without zod: the client's house ads list what Pro unlocks on pages whose first render
// should not download and run the schemas (pro.ts re-exports them).

/** What Pro unlocks, in the order the upgrade page's feature table lists them (`features[]` of a plan). */
export const PRO_FEATURES = [
  "no_ads",
  "ratings_archive",
  "season_ratings",
  "own_stats",
  "chart_scores",
  "unlimited_lists",
  "verified_badge",
  "customization",
] as const;
export type ProFeature = (typeof PRO_FEATURES)[number];
