import { z } from "zod";
import { showRefSchema } from "./catalog.js";
import { cursorPage, isRealDay, one } from "./common.js";
import { coupleSchema } from "./engagement.js";
import { CHART_KINDS } from "./chart-ids.js";

export { CHART_KINDS, type ChartKind } from "./chart-ids.js";

/** Messages of the social charts and couples (decision 0045). */
export const CHART_MESSAGES = {
  kindInvalid: "The selected kind is invalid.",
  dateFormat: "The date must be YYYY-MM-DD.",
  dateNotReal: "The date must be a real day.",
  cursorInvalid: "The cursor is invalid.",
} as const;

export const chartQuerySchema = z.object({
  kind: z.enum(CHART_KINDS, { error: CHART_MESSAGES.kindInvalid }).default("shows"),
  /** A New York calendar day; without it, the latest day with a chart of this kind. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, CHART_MESSAGES.dateFormat)
    .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || isRealDay(v), CHART_MESSAGES.dateNotReal)
    .optional(),
});
export type ChartQuery = z.infer<typeof chartQuerySchema>;

const chartShowEntrySchema = z.object({
  rank: z.number().int(),
  show: showRefSchema,
  /** Null unless the viewer's plan has chart scores (Pro). */
  score: z.number().int().nullable(),
});
const chartCoupleEntrySchema = z.object({
  rank: z.number().int(),
  couple: coupleSchema,
  score: z.number().int().nullable(),
});
export const chartEntrySchema = z.union([chartShowEntrySchema, chartCoupleEntrySchema]).meta({ id: "ChartEntry" });
export type ChartEntry = z.infer<typeof chartEntrySchema>;

export const chartResponseSchema = z
  .object({
    data: z.array(chartEntrySchema),
    meta: z.object({
      kind: z.enum(CHART_KINDS),
      /** The day shown; null when no chart of this kind was ever computed. */
      date: z.string().nullable(),
      /** The demo seed's sample rows, not computed from real activity. */
      sample: z.boolean(),
      /** Whether the scores are shown to this viewer (Pro). */
      scores: z.boolean(),
    }),
  })
  .meta({ id: "SocialChart" });
export type ChartResponse = z.infer<typeof chartResponseSchema>;

/** A couple in a list: its two people, its show, its page and its likes. */
export const coupleCardSchema = coupleSchema
  .extend({ url: z.string(), like_count: z.number().int() })
  .meta({ id: "CoupleCard" });
export type CoupleCard = z.infer<typeof coupleCardSchema>;

/** A couple's page: the card, whether the viewer likes it (signed in only), and the shows both people are in. */
export const coupleDetailSchema = coupleCardSchema
  .extend({
    has_liked: z.boolean().optional(),
    shows: z.object({ data: z.array(showRefSchema) }),
  })
  .meta({ id: "CoupleDetail" });
export type CoupleDetail = z.infer<typeof coupleDetailSchema>;

export const couplesQuerySchema = z.object({
  cursor: z
    .string()
    .max(200, CHART_MESSAGES.cursorInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, CHART_MESSAGES.cursorInvalid)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type CouplesQuery = z.infer<typeof couplesQuerySchema>;

export const couplesPageSchema = cursorPage(coupleCardSchema);
export type CouplesPage = z.infer<typeof couplesPageSchema>;
export const coupleResponseSchema = one(coupleDetailSchema);

