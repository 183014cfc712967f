/**
 * The discovery pages and the TV-data pages, as one row of links (the home page, the footer's
 * column and the onboarding finish name the same places). `/stats/<year>` is this year's.
 */
export const DISCOVER_PAGES = [
  { key: "upcoming", to: "/upcoming" },
  { key: "trending", to: "/trending" },
  { key: "people", to: "/people" },
  { key: "mood", to: "/mood" },
  { key: "unseen", to: "/unseen" },
  { key: "ratings", to: "/ratings" },
  { key: "charts", to: "/charts" },
  { key: "buzz", to: "/buzz" },
  { key: "news", to: "/news" },
  { key: "pairs", to: "/pairs" },
  { key: "stats", to: "/stats" },
] as const;

export type DiscoverPageKey = (typeof DISCOVER_PAGES)[number]["key"];

/** The address of a discovery page; the year in numbers opens on the current year. */
export function discoverPath(key: DiscoverPageKey, year: number): string {
  return key === "stats" ? `/stats/${year}` : (DISCOVER_PAGES.find((p) => p.key === key)?.to ?? "/");
}
