/**
 * The moderation enums without zod (lazy client pages import values from here, not from the
 * `@dizilog/shared/api` barrel, so that their chunks do not pull in zod).
 */
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ["dismiss", "remove_item", "suspend_user"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORTED_ITEM_TYPES = ["comment", "review", "post", "user", "show", "list"] as const;
export type ReportedItemType = (typeof REPORTED_ITEM_TYPES)[number];
export const REPORT_REASON_IDS = ["spoilers", "inappropriate", "spam", "hate", "offensive", "duplicate", "irrelevant", "copyright", "other"] as const;
