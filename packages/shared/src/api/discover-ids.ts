/** Zod-free constants of the discovery pages (decision 0050), safe for lazy pages to import. */

/** Spec "Pilot production codes". */
export const PRODUCTION_STAGES = [1, 2, 3, 4] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

export const PEOPLE_SORTS = ["popular", "name"] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/** Show statuses that mean "not on air yet" (the coming-soon page lists them). */
export const UPCOMING_STATUSES = ["upcoming", "coming_soon", "In Production"] as const;

export const DISCOVER_LIMITS = {
  perPage: 24,
  maxPerPage: 48,
  /** Shows per reaction on the mood overview. */
  moodPreview: 4,
  /** The mood ranking is computed from every reaction at once, then cached this long. */
  moodCacheSeconds: 600,
  /** The people index's popularity, cached as long. */
  peopleCacheSeconds: 600,
  /** At most this many coming shows, and unseen shows, in one answer. */
  upcomingMax: 100,
  unseenMax: 200,
} as const;

/**
 * `dz_data_saver=1`: the data saver setting mirrored in a cookie scripts and the page renderer can
 * read (set and cleared by the settings calls), so a page drawn on the server already uses small
 * images and leaves out speculative preloads. It decides nothing but what is downloaded.
 */
export const DATA_SAVER_COOKIE = "dz_data_saver";
