import { z } from "zod";
import { cursorPage, idSchema } from "./common.js";
import { userSummarySchema } from "./accounts.js";
import { REPORTED_ITEM_TYPES, REPORT_ACTIONS, REPORT_REASON_IDS, REPORT_STATUSES } from "./moderation-ids.js";

/** The messages of moderation (ours: the contract names the actions, not their refusals). */
export const MODERATION_MESSAGES = {
  actionInvalid: "The selected action is invalid.",
  statusInvalid: "The selected status is invalid.",
  reportInvalid: "The selected report is invalid.",
  userInvalid: "The selected user is invalid.",
  showInvalid: "The selected show is invalid.",
  alreadySettled: "This report has already been settled.",
  showNotRemovable: "A show cannot be removed from the catalog through a report. Dismiss the report instead.",
  itemGone: "The reported item no longer exists. Dismiss the report instead.",
  noUserToSuspend: "This report names no user who can be suspended.",
  staffNotSuspendable: "Staff accounts cannot be suspended.",
} as const;

export * from "./moderation-ids.js";

/** `GET /api/admin/reports` · `GET /api/moderation/reports` */
export const reportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: MODERATION_MESSAGES.statusInvalid }).default("open"),
  cursor: z.string().max(200).optional(),
});
export type ReportsQuery = z.infer<typeof reportsQuerySchema>;

export const reportParamsSchema = z.object({ id: idSchema(MODERATION_MESSAGES.reportInvalid) });
export const resolveReportBodySchema = z.object({ action: z.enum(REPORT_ACTIONS, { error: MODERATION_MESSAGES.actionInvalid }) });

/** The show a report or a moderator belongs to. */
export const moderationShowSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string() }).meta({ id: "ModerationShow" });

/**
 * The reported item in context, whatever its type: where it is (`url`, a comment's link ends in
 * `#comment_{id}`), a title (the commented item's title, a review's, a list's name, a user's name,
 * a show's title) and its text (a comment's content, a review's excerpt, a list's description, a
 * user's biography). `removed`: a moderator already removed it.
 */
export const reportedItemSchema = z
  .object({
    type: z.enum(REPORTED_ITEM_TYPES),
    id: z.number().int(),
    url: z.string(),
    title: z.string(),
    text: z.string().nullable(),
    spoiler: z.boolean(),
    removed: z.boolean(),
    /** The pictures the item shows (a comment's image or GIF, a wall post's images): what may have been reported. */
    images: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
  })
  .meta({ id: "ReportedItem" });
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const moderationReportSchema = z
  .object({
    id: z.number().int(),
    item_type: z.enum(REPORTED_ITEM_TYPES),
    item_id: z.number().int(),
    reason: z.enum(REPORT_REASON_IDS),
    details: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    action: z.enum(REPORT_ACTIONS).nullable(),
    created: z.string(),
    resolved_at: z.string().nullable(),
    reporter: userSummarySchema.nullable(),
    /** Whose item it is: the user `suspend_user` suspends (null for a show, or a deleted account). */
    item_owner: userSummarySchema.extend({ suspended: z.boolean() }).nullable(),
    show: moderationShowSchema.nullable(),
    /** null when the item no longer exists. */
    item: reportedItemSchema.nullable(),
    /** What the viewer may do with it (staff: all three; a moderator of the show: not suspend). */
    abilities: z.object({ dismiss: z.boolean(), remove_item: z.boolean(), suspend_user: z.boolean() }),
  })
  .meta({ id: "ModerationReport" });
export type ModerationReport = z.infer<typeof moderationReportSchema>;
export const moderationReportsPageSchema = cursorPage(moderationReportSchema);
export type ModerationReportsPage = z.infer<typeof moderationReportsPageSchema>;

/** `POST /api/admin/moderators` */
export const appointModeratorBodySchema = z.object({
  user_id: idSchema(MODERATION_MESSAGES.userInvalid),
  show_id: idSchema(MODERATION_MESSAGES.showInvalid),
});
export const moderatorParamsSchema = z.object({
  user_id: idSchema(MODERATION_MESSAGES.userInvalid),
  show_id: idSchema(MODERATION_MESSAGES.showInvalid),
});

export const moderatorSchema = z
  .object({ user: userSummarySchema, show: moderationShowSchema, created: z.string() })
  .meta({ id: "Moderator" });
export type Moderator = z.infer<typeof moderatorSchema>;
export const moderatorsPageSchema = cursorPage(moderatorSchema);
export type ModeratorsPage = z.infer<typeof moderatorsPageSchema>;

export const suspensionParamsSchema = z.object({ id: idSchema(MODERATION_MESSAGES.userInvalid) });
