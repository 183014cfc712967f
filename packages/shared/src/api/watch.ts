import { z } from "zod";
import { COUNTRY_CODES } from "../countries.js";
import { MESSAGES } from "../messages.js";
import { showSchema } from "./catalog.js";
import { hasNul, idSchema } from "./common.js";
import { BUZZ_LABELS, SHOW_SUGGESTION_STATUSES, STREAMING_TYPES, WATCH_LIMITS, WATCH_MESSAGES as M } from "./watch-ids.js";

export * from "./watch-ids.js";

const required = MESSAGES.requiredField;
const requiredOr = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? required : message);

/** Where to watch: a link must be an absolute http(s) address (no `javascript:`, no relative path). */
export const isWatchLink = (text: string): boolean => {
  if (text.length > WATCH_LIMITS.linkMax || hasNul(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
};

const linkField = z.string({ error: requiredOr(M.linkInvalid) }).trim().refine(isWatchLink, M.linkInvalid);
const typeField = z.enum(STREAMING_TYPES, { error: requiredOr(M.typeInvalid) });
const countryField = z
  .string({ error: requiredOr(M.countryInvalid) })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(COUNTRY_CODES, { error: M.countryInvalid }));
const withAdsField = z.boolean({ error: requiredOr(M.withAdsBoolean) });
/** A service by id (a number) or by slug. */
const serviceField = z.union([z.number(), z.string()], { error: requiredOr(M.serviceInvalid) }).refine(
  (v) => (typeof v === "number" ? Number.isInteger(v) && v > 0 && v <= 2_147_483_647 : /^[a-z0-9-]{1,60}$/.test(v)),
  M.serviceInvalid,
);

export const streamingServiceSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), logo: z.string().nullable(), url: z.string() })
  .meta({ id: "StreamingService" });
export type StreamingService = z.infer<typeof streamingServiceSchema>;

export const watchOptionSchema = z
  .object({
    id: z.number().int(),
    service: streamingServiceSchema,
    country: z.string(),
    type: z.enum(STREAMING_TYPES),
    with_ads: z.boolean(),
    link: z.string(),
    /** Demo catalog rows: shown with a "sample data" mark until staff or moderators keep real ones. */
    sample: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: "WatchOption" });
export type WatchOption = z.infer<typeof watchOptionSchema>;

/** GET /api/shows/{id}/watch: the options by country, the viewer's country first, then by country code. */
export const showWatchSchema = z.object({
  data: z.array(z.object({ country: z.string(), options: z.array(watchOptionSchema) })),
  meta: z.object({
    /** The signed-in viewer's country (their profile's), else null. */
    viewer_country: z.string().nullable(),
    /** Whether the viewer may add, change and remove options (staff, or a moderator of the show). */
    abilities: z.object({ edit: z.boolean() }),
  }),
});
export type ShowWatch = z.infer<typeof showWatchSchema>;

export const createWatchOptionBodySchema = z.object({
  service: serviceField,
  country: countryField,
  type: typeField,
  with_ads: withAdsField.optional().default(false),
  link: linkField,
});
export type CreateWatchOptionBody = z.input<typeof createWatchOptionBodySchema>;

export const updateWatchOptionBodySchema = z.object({
  service: serviceField.optional(),
  country: countryField.optional(),
  type: typeField.optional(),
  with_ads: withAdsField.optional(),
  link: linkField.optional(),
});
export type UpdateWatchOptionBody = z.input<typeof updateWatchOptionBodySchema>;

export const watchOptionParamsSchema = z.object({ id: z.string().min(1).max(200), option_id: idSchema() });

export const streamingServicesSchema = z.object({ data: z.array(streamingServiceSchema) });

/** Buzz: one show's label. */
export const buzzEntrySchema = z
  .object({
    show: showSchema,
    label: z.enum(BUZZ_LABELS),
    updated_at: z.string(),
    /** Addition: a demo catalog label, shown as "sample data" until staff set one. */
    sample: z.boolean(),
  })
  .meta({ id: "BuzzEntry" });
export type BuzzEntry = z.infer<typeof buzzEntrySchema>;
export const buzzListSchema = z.object({ data: z.array(buzzEntrySchema) });

export const setBuzzBodySchema = z.object({
  show_id: idSchema(M.showInvalid),
  label: z.enum(BUZZ_LABELS, { error: requiredOr(M.labelInvalid) }),
});

/** Suggest a show (POST /api/suggestions/shows). */
export const createShowSuggestionBodySchema = z.object({
  title: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(WATCH_LIMITS.suggestionTitleMax, M.titleTooLong),
  tvmaze_id: idSchema(M.tvmazeIdInvalid).optional().nullable(),
  note: z.string({ error: M.noteTooLong }).trim().max(WATCH_LIMITS.suggestionNoteMax, M.noteTooLong).optional().nullable(),
});
export type CreateShowSuggestionBody = z.input<typeof createShowSuggestionBodySchema>;

export const showSuggestionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    tvmaze_id: z.number().int().nullable(),
    note: z.string().nullable(),
    status: z.enum(SHOW_SUGGESTION_STATUSES),
    due_at: z.string(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
    /** The show in the catalog once it was added or found. */
    show: z.object({ id: z.number().int(), title: z.string(), url: z.string() }).nullable(),
    /** Staff's list only: who suggested it. */
    user: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).optional(),
  })
  .meta({ id: "ShowSuggestion" });
export type ShowSuggestion = z.infer<typeof showSuggestionSchema>;

/** The 202 answer of a suggestion: the contract's three fields. */
export const showSuggestionAcceptedSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.literal("pending"), due_at: z.string() }),
});
export const showSuggestionListSchema = z.object({ data: z.array(showSuggestionSchema) });
export const adminSuggestionsQuerySchema = z.object({
  status: z.enum(SHOW_SUGGESTION_STATUSES).optional(),
});
