/** Business constants of product-spec.md section 9, shared by server and client. */
export const LIMITS = {
  headerSearchDebounceMs: 500,
  headerSearchResults: 8,
  toastMs: 3000,
  explorePageSize: 20,
  explorePageSizeMax: 50,
  exploreDebounceMs: 500,
  exploreYearFloor: 1990,
  ratingStep: 0.5,
  ratingMax: 5,
  paginationButtons: 8,
  cookieChoiceDays: 30,
  backToTopPx: 400,
  sharePopup: { width: 575, height: 600 },
  birthdaySearchDelayMs: 200,
  readMoreDefault: 100,
  synopsisDisplay: 150,
  trendingDays: 7,
  trendingCount: 10,
  trendingCacheSeconds: 30 * 60,
  genresCacheSeconds: 60 * 60,
  onboardingPerPage: 24,
  upcomingDefaultDays: 7,
  contactMessageMax: 5000,
} as const;

export const DEFAULT_TIME_ZONE = "Europe/Istanbul";
