import type { ProFeature } from "@dizilog/shared/api/pro-ids";

/** Where the Pro modal was opened from (the spec's referrer, e.g. "show ratings"), kept as `/pro?from=`. */
export const PRO_REFERRERS = ["show ratings", "ratings archive", "chart scores", "own stats", "lists", "customization"] as const;
export type ProReferrer = (typeof PRO_REFERRERS)[number];

/** The feature each referrer asked for: the upgrade page marks its row. */
const REFERRER_FEATURE: Record<ProReferrer, ProFeature> = {
  "show ratings": "season_ratings",
  "ratings archive": "ratings_archive",
  "chart scores": "chart_scores",
  "own stats": "own_stats",
  lists: "unlimited_lists",
  customization: "customization",
};

export function isProReferrer(value: string | null | undefined): value is ProReferrer {
  return (PRO_REFERRERS as readonly string[]).includes(value ?? "");
}

/** The feature a `?from=` asked for, or null for an unknown or missing referrer. */
export function referredFeature(from: string | null | undefined): ProFeature | null {
  return isProReferrer(from) ? REFERRER_FEATURE[from] : null;
}

/** The upgrade page's address, keeping where the user came from. */
export function proPath(referrer?: ProReferrer): string {
  return referrer ? `/pro?${new URLSearchParams({ from: referrer })}` : "/pro";
}
