import { z } from "zod";
import { CREW_ROLES, EXPLORE_SORTS, SHOW_STATUSES, SHOW_TYPES } from "../catalog-enums.js";
import { LIMITS } from "../limits.js";
import { enumList, idList, includeParam } from "./common.js";

export const genreSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).meta({ id: "Genre" });
export type Genre = z.infer<typeof genreSchema>;

export const networkSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), kind: z.enum(["tv", "streaming"]) })
  .meta({ id: "Network" });
export type Network = z.infer<typeof networkSchema>;

export const seasonSummarySchema = z
  .object({ id: z.number().int(), number: z.number().int(), episodeCount: z.number().int(), premiered: z.string().nullable() })
  .meta({ id: "SeasonSummary" });
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

export const personSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    url: z.string(),
    picture: z.string(),
    /** Birthday, YYYY-MM-DD. */
    date: z.string().nullable(),
  })
  .meta({ id: "PersonSummary" });
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const castCreditSchema = z
  .object({ id: z.number().int(), person: personSummarySchema, character: z.string().nullable() })
  .meta({ id: "CastCredit" });
export const crewCreditSchema = z
  .object({ id: z.number().int(), person: personSummarySchema, role: z.enum(CREW_ROLES) })
  .meta({ id: "CrewCredit" });
export type CastCredit = z.infer<typeof castCreditSchema>;
export type CrewCredit = z.infer<typeof crewCreditSchema>;

export const showSchema = z
  .object({
    id: z.number().int(),
    hashid: z.string(),
    slug: z.string(),
    url: z.string(),
    original_title: z.string(),
    title: z.string(),
    poster: z.string(),
    images: z.object({ poster: z.string(), thumb: z.string() }),
    year: z.number().int().nullable(),
    premiered: z.string().nullable(),
    status: z.enum(SHOW_STATUSES),
    type: z.enum(SHOW_TYPES),
    network: networkSchema.nullable(),
    runtime: z.number().int().nullable(),
    synopsis: z.string(),
    seasons_count: z.number().int(),
    episodes_count: z.number().int(),
    seasons: z.array(seasonSummarySchema),
    rating: z.number(),
    votes_count: z.number().int(),
    trackers_count: z.number().int(),
    genres: z.object({ data: z.array(genreSchema) }).optional(),
    cast: z.object({ data: z.array(castCreditSchema) }).optional(),
    crew: z.object({ data: z.array(crewCreditSchema) }).optional(),
    is_tracking: z.boolean().optional(),
    user_rating: z.number().nullable().optional(),
    /** On the single-show call: likes, and whether the signed-in viewer likes it. */
    like_count: z.number().int().optional(),
    has_liked: z.boolean().optional(),
  })
  .meta({ id: "Show" });
export type Show = z.infer<typeof showSchema>;

export const searchResultSchema = z
  .object({
    id: z.number().int(),
    hashid: z.string(),
    url: z.string(),
    poster: z.string(),
    original_title: z.string(),
    title: z.string(),
    year: z.number().int().nullable(),
    seasons: z.array(seasonSummarySchema).optional(),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const showRefSchema = z
  .object({
    id: z.number().int(),
    hashid: z.string(),
    slug: z.string(),
    url: z.string(),
    original_title: z.string(),
    title: z.string(),
    poster: z.string(),
    year: z.number().int().nullable(),
  })
  .meta({ id: "ShowRef" });
export type ShowRef = z.infer<typeof showRefSchema>;

export const episodeSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    season: z.number().int(),
    season_number: z.number().int(),
    season_id: z.number().int(),
    code: z.string(),
    title: z.string().nullable(),
    synopsis: z.string().nullable(),
    thumb: z.string(),
    url: z.string(),
    /** Air date (YYYY-MM-DD) in the viewer's time zone. */
    air_date: z.string().nullable(),
    airs_at: z.string().nullable(),
    /** Human air-date label in the viewer's time zone and language ("today", "tomorrow", a date). */
    dia: z.string().nullable(),
    has_aired: z.boolean(),
    has_seen: z.boolean(),
    spoiler_shield: z
      .boolean()
      .describe(
        "(addition) true when the signed-in viewer tracks this show, has not seen this episode and has the spoilers preference off: the client hides the title, synopsis and still until the viewer reveals them or marks the episode seen",
      ),
    runtime: z.number().int().nullable(),
    show: showRefSchema.optional(),
  })
  .meta({ id: "Episode" });
export type Episode = z.infer<typeof episodeSchema>;

/**
 * An episode as `GET /api/me/upcoming` sends it: what the upcoming and calendar screens show
 * (a list of up to 500 episodes, read on every visit of the tracker). Without the fields those
 * screens never show — synopsis and still (spoilers there), `season` (= `season_number`),
 * `season_id`, `has_aired` (every one is in the future or today) and `runtime`.
 */
export const upcomingEpisodeSchema = episodeSchema
  .omit({ synopsis: true, thumb: true, season: true, season_id: true, has_aired: true, runtime: true })
  .meta({
    id: "UpcomingEpisode",
    description:
      "(trimmed) An Episode without synopsis, thumb, season, season_id, has_aired and runtime, which the upcoming and calendar screens do not show",
  });
export type UpcomingEpisode = z.infer<typeof upcomingEpisodeSchema>;

/**
 * `GET /api/shows/{id}`: a Show, with `include=latest_episodes` (addition) its latest aired episodes
 * too (newest first, as `GET /api/show/{id}/episodes/latest` answers them): the show page's first
 * screen in one call.
 */
export const showDetailSchema = showSchema
  .extend({ latest_episodes: z.object({ data: z.array(episodeSchema) }).optional() })
  .meta({ id: "ShowDetail" });
export type ShowDetail = z.infer<typeof showDetailSchema>;

export const episodeDetailSchema = episodeSchema
  .extend({ previous: episodeSchema.nullable(), next: episodeSchema.nullable() })
  .meta({ id: "EpisodeDetail" });
export type EpisodeDetail = z.infer<typeof episodeDetailSchema>;

export const personCreditSchema = z
  .object({
    kind: z.enum(["cast", "crew"]),
    character: z.string().nullable(),
    role: z.string().nullable(),
    show: showRefSchema,
  })
  .meta({ id: "PersonCredit" });

export const personSchema = personSummarySchema
  .extend({
    birthplace: z.string().nullable(),
    known_for: z.string().nullable(),
    age: z.number().int().nullable(),
    credits: z.object({ data: z.array(personCreditSchema) }).optional(),
    like_count: z.number().int().optional(),
    has_liked: z.boolean().optional(),
  })
  .meta({ id: "Person" });
export type Person = z.infer<typeof personSchema>;

const ratingValue = z.coerce
  .number()
  .min(0)
  .max(LIMITS.ratingMax)
  .refine((v) => Number.isInteger(v / LIMITS.ratingStep), { message: "The rating must be a multiple of 0.5." });
const currentYear = () => new Date().getUTCFullYear();

/** Query of GET /api/filter/shows (api-contract "Explore parameters"). */
export const exploreQuerySchema = z
  .object({
    keyword: z.string().trim().max(100).optional(),
    sort_by: z.enum(EXPLORE_SORTS).default("default"),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(LIMITS.explorePageSizeMax).default(LIMITS.explorePageSize),
    rate_start: ratingValue.optional(),
    rate_end: ratingValue.optional(),
    year_start: z.coerce.number().int().min(1900).max(2100).optional(),
    year_end: z.coerce.number().int().min(1900).max(2100).optional(),
    "status[]": enumList(SHOW_STATUSES),
    status: enumList(SHOW_STATUSES),
    "type[]": enumList(SHOW_TYPES),
    type: enumList(SHOW_TYPES),
    "genres[]": idList,
    genres: idList,
    network: z.coerce.number().int().positive().optional(),
    /** Addition (decision 0044): a streaming service's slug; shows that can be watched on it. */
    service: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,60}$/, "The selected streaming service is invalid.")
      .optional(),
    include: includeParam(["genres", "network", "seasons"]),
  })
  .refine((q) => q.rate_start === undefined || q.rate_end === undefined || q.rate_start <= q.rate_end, {
    path: ["rate_end"],
    message: "The rating range end must be at least its start.",
  })
  .refine((q) => q.year_start === undefined || q.year_end === undefined || q.year_start <= q.year_end, {
    path: ["year_end"],
    message: "The year range end must be at least its start.",
  });
export type ExploreQuery = z.infer<typeof exploreQuerySchema>;
export { currentYear };
