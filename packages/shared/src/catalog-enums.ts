/** Enumerations of the catalog, exactly as spelled in product-spec.md section 3. */

export const SHOW_STATUSES = [
  "upcoming",
  "Cancelled",
  "Hiatus",
  "Ended",
  "Running",
  "In Production",
  "Concluding",
  "Renewed",
  "coming_soon",
  "unknown",
  "concluded",
] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

export const SHOW_TYPES = ["primetime", "daily", "digital"] as const;
export type ShowType = (typeof SHOW_TYPES)[number];

/** The 12 genres of the spec, in the spec's order (GET /api/genres keeps it). */
export const GENRES = [
  { name: "Action", slug: "action" },
  { name: "Comedy", slug: "comedy" },
  { name: "Crime", slug: "crime" },
  { name: "Drama", slug: "drama" },
  { name: "Family", slug: "family" },
  { name: "Fantasy", slug: "fantasy" },
  { name: "History", slug: "history" },
  { name: "Mystery", slug: "mystery" },
  { name: "Medical", slug: "medical" },
  { name: "Romance", slug: "romance" },
  { name: "Romantic Comedy", slug: "romantic-comedy" },
  { name: "Period Drama", slug: "period-drama" },
] as const;
export type GenreSlug = (typeof GENRES)[number]["slug"];

export const CREW_ROLES = [
  "Screenwriter",
  "Director",
  "Cinematographer",
  "Producer",
  "Creator",
  "Editor",
  "Stylist",
  "Composer",
  "Art Direction",
  "Sound Designer",
  "Music Director",
  "Assistant Director",
  "Assistant Producer",
  "Assistant Editor",
  "Other",
] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

export const EXPLORE_SORTS = ["default", "popular", "trending", "rating", "date", "title", "onboarding"] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];

/** Content languages a synopsis is written in. */
export const CONTENT_LANGUAGES = ["en", "tr"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
