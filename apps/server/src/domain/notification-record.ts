/**
 * A stored notification with its actor's byline, as the API presents it: the repository's row, or
 * the same row carried as JSON through the realtime hub (its instants then ISO strings).
 */
export interface NotificationRecord {
  id: number;
  userId: number;
  kind: string;
  subjectType: string;
  subjectId: number;
  /** `url`, the words of the text (`title`, `show`) and the text's `variant`, as they were. */
  data: { url: string; title?: string | undefined; show?: string | undefined; variant?: string | undefined; [key: string]: unknown };
  readAt: Date | string | null;
  createdAt: Date | string;
  actorId: number | null;
  actorName: string | null;
  actorUsername: string | null;
  actorSlug: string | null;
  actorAvatarKey: string | null;
  actorRole: "user" | "moderator" | "staff" | null;
  actorPlan: "free" | "month" | "year" | "lifetime" | null;
}

/** The record as JSON-safe data (instants as ISO strings), for the realtime hub. */
export function notificationRecordJson(record: NotificationRecord): NotificationRecord {
  const iso = (value: Date | string) => (typeof value === "string" ? value : value.toISOString());
  return { ...record, readAt: record.readAt === null ? null : iso(record.readAt), createdAt: iso(record.createdAt) };
}
