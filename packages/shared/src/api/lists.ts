import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { episodeSchema, showSchema } from "./catalog.js";
import { badgeFields } from "./accounts.js";

const required = MESSAGES.requiredField;
const INT_MAX = 2_147_483_647;

/** Limits of lists and the diary (product-spec section 9: description 250, free list cap 5). */
export const LIST_LIMITS = {
  freeLists: 5,
  nameMax: 100,
  descriptionMax: 250,
  perPage: 20,
  noteMax: 500,
} as const;

/** The messages of lists and the diary: the spec's own where it gives them, ours otherwise. */
export const LIST_MESSAGES = {
  limitReached: "You have reached the limit of 5 lists. Upgrade to Pro for unlimited lists.",
  nameMax: "The name may not be greater than 100 characters.",
  descriptionMax: "The description may not be greater than 250 characters.",
  publicBoolean: "The public field must be true or false.",
  showInvalid: "The selected show is invalid.",
  orderMismatch: "The order must name every show of the list exactly once.",
} as const;

export const DIARY_MESSAGES = {
  notAired: "This episode has not aired yet.",
  watchedAtInvalid: "The watched at must be a date (YYYY-MM-DD) or an ISO 8601 date and time.",
  watchedAtFuture: "The watched at may not be in the future.",
  rating: "The rating must be between 0.5 and 5, in steps of 0.5.",
  noteMax: "The note may not be greater than 500 characters.",
  rewatchBoolean: "The rewatch field must be true or false.",
  monthInvalid: "The month must be in the form YYYY-MM.",
  episodeInvalid: "The selected episode is invalid.",
} as const;

/** The list sorts of the spec (section 3): likes, creation date and the mean rating of the shows. */
export const LIST_SORTS = ["most_liked", "least_liked", "newest", "oldest", "highest_rated", "lowest_rated"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** GET /api/lists: everyone's public lists. */
export const listsQuerySchema = z.object({ sort: z.enum(LIST_SORTS).default("most_liked"), page: pageParam });
/** GET /api/users/{slug}/lists: one user's lists. */
export const userListsQuerySchema = z.object({ sort: z.enum(LIST_SORTS).default("newest"), page: pageParam });
export type ListsQuery = z.infer<typeof listsQuerySchema>;

export const listIdParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });
export const listItemParams = listIdParams.extend({ show_id: z.coerce.number().int().positive().max(INT_MAX) });

const nameField = z.string({ error: required }).trim().min(1, required).max(LIST_LIMITS.nameMax, LIST_MESSAGES.nameMax);
/** An empty or blank description is no description. */
const descriptionField = z
  .string({ error: LIST_MESSAGES.descriptionMax })
  .trim()
  .max(LIST_LIMITS.descriptionMax, LIST_MESSAGES.descriptionMax)
  .nullable()
  .transform((v) => (v ? v : null));
const publicField = z.boolean({ error: (issue) => (issue.input === undefined ? required : LIST_MESSAGES.publicBoolean) });

export const createListBodySchema = z.object({
  name: nameField,
  description: descriptionField.optional().transform((v) => v ?? null),
  public: publicField,
});
export type CreateListBody = z.infer<typeof createListBodySchema>;

/** PATCH: only the fields sent change; `description: null` (or "") clears it. */
export const updateListBodySchema = z.object({
  name: nameField.optional(),
  description: descriptionField.optional(),
  public: publicField.optional(),
});
export type UpdateListBody = z.infer<typeof updateListBodySchema>;

const idField = (invalid: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .refine((v) => Number.isInteger(v) && v > 0 && v <= INT_MAX, invalid);

export const addListItemBodySchema = z.object({ show_id: idField(LIST_MESSAGES.showInvalid) });

/** The full new order of the list's shows. */
export const reorderListItemsBodySchema = z.object({
  show_ids: z.array(idField(LIST_MESSAGES.showInvalid), { error: required }).max(10_000),
});

export const listOwnerSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    slug: z.string(),
    avatar: z.string(),
    url: z.string(),
    /** The badges beside the owner's name (an addition, as on every byline). */
    ...badgeFields,
  })
  .meta({ id: "ListOwner" });

export const listSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    public: z.boolean(),
    url: z.string(),
    owner: listOwnerSchema,
    shows_count: z.number().int(),
    likes_count: z.number().int(),
    created: z.string(),
    updated: z.string(),
    /** What the viewer may do, so a client shows only the controls the server allows. */
    abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
  })
  .meta({ id: "List" });
export type List = z.infer<typeof listSchema>;

export const listDetailSchema = listSchema
  .extend({ shows: z.object({ data: z.array(showSchema) }) })
  .meta({ id: "ListDetail" });
export type ListDetail = z.infer<typeof listDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Diary

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * `watched_at` as sent: a bare date (that day, resolved at noon in the user's time zone), a date
 * and time without offset (wall clock in the user's time zone), or an instant (with Z or offset).
 */
export type WatchedAtInput =
  | { kind: "date"; date: string }
  | { kind: "local"; date: string; time: string; seconds: number }
  | { kind: "instant"; instant: Date };

function realDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

/** Parses `watched_at`; undefined when it is not a real ISO 8601 date or date-time. */
export function parseWatchedAt(text: string): WatchedAtInput | undefined {
  if (DATE_RE.test(text)) return realDate(text) ? { kind: "date", date: text } : undefined;
  const m = DATE_TIME_RE.exec(text);
  if (!m) return undefined;
  const [, date, hh, mm, ss, fraction, offset] = m as unknown as [string, string, string, string, string?, string?, string?];
  if (!realDate(date) || Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59) return undefined;
  if (!offset) return { kind: "local", date, time: `${hh}:${mm}`, seconds: Number(ss ?? 0) + Number(fraction ?? 0) };
  const normalizedOffset = offset.toUpperCase() === "Z" ? "Z" : offset.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const instant = new Date(`${date}T${hh}:${mm}:${ss ?? "00"}${fraction ?? ""}${normalizedOffset}`);
  return Number.isNaN(instant.getTime()) ? undefined : { kind: "instant", instant };
}

/** One check, so a value wrong in several ways still gets one message. */
const ratingField = z
  .number({ error: DIARY_MESSAGES.rating })
  .refine((v) => v >= 0.5 && v <= 5 && Number.isInteger(v * 2), DIARY_MESSAGES.rating);

export const createLogBodySchema = z.object({
  episode_id: idField(DIARY_MESSAGES.episodeInvalid),
  watched_at: z
    .string({ error: (issue) => (issue.input === undefined ? required : DIARY_MESSAGES.watchedAtInvalid) })
    .trim()
    .min(1, required)
    .max(40, DIARY_MESSAGES.watchedAtInvalid)
    .transform((text, ctx) => {
      const parsed = parseWatchedAt(text);
      if (!parsed) {
        ctx.addIssue({ code: "custom", message: DIARY_MESSAGES.watchedAtInvalid });
        return z.NEVER;
      }
      return parsed;
    }),
  rating: ratingField.nullable().optional().transform((v) => v ?? null),
  note: z
    .string({ error: DIARY_MESSAGES.noteMax })
    .trim()
    .max(LIST_LIMITS.noteMax, DIARY_MESSAGES.noteMax)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  rewatch: z.boolean({ error: DIARY_MESSAGES.rewatchBoolean }).optional().default(false),
});
export type CreateLogBody = z.infer<typeof createLogBodySchema>;

export const logIdParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });

export const diaryQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, DIARY_MESSAGES.monthInvalid)
    .optional(),
});

export const diaryEntrySchema = z
  .object({
    id: z.number().int(),
    /** The episode, with its show. */
    episode: episodeSchema,
    watched_at: z.string(),
    rating: z.number().nullable(),
    note: z.string().nullable(),
    rewatch: z.boolean(),
    /** What the viewer may do with the entry (from the server's diary policy): the owner deletes it. */
    abilities: z.object({ delete: z.boolean() }),
  })
  .meta({ id: "DiaryEntry" });
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

export const diaryMonthSchema = z
  .object({
    data: z.array(diaryEntrySchema),
    meta: z.object({ month: z.string(), previous_month: z.string(), next_month: z.string() }),
  })
  .meta({ id: "DiaryMonth" });
export type DiaryMonth = z.infer<typeof diaryMonthSchema>;
