import type { Notification, NotificationSubjectType } from "@dizilog/shared/api";
import { NOTIFICATION_SUBJECT_TYPES } from "@dizilog/shared/api/notification-kinds";
import type { NotificationRecord } from "../domain/notification-record.js";
import { notificationText } from "../domain/notification-text.js";
import type { Viewer } from "../lib/viewer.js";
import { presentUserSummary, userUrl } from "./user.presenter.js";

const iso = (value: Date | string) => (typeof value === "string" ? new Date(value) : value).toISOString();

function subjectType(type: string): NotificationSubjectType {
  return (NOTIFICATION_SUBJECT_TYPES as readonly string[]).includes(type) ? (type as NotificationSubjectType) : "user";
}

/**
 * A notification in the reader's language (`viewer.locale`): its text is written from the stored
 * words and the actor's current name. A notification about a user links to that user's current
 * profile address (a username may change); others to the page stored with them.
 */
export function presentNotification(record: NotificationRecord, viewer: Pick<Viewer, "locale">): Notification {
  const actor =
    record.actorId !== null && record.actorName !== null && record.actorUsername !== null && record.actorSlug !== null && record.actorRole !== null && record.actorPlan !== null
      ? presentUserSummary({
          id: record.actorId,
          name: record.actorName,
          username: record.actorUsername,
          slug: record.actorSlug,
          avatarKey: record.actorAvatarKey,
          role: record.actorRole,
          plan: record.actorPlan,
        })
      : null;
  const type = subjectType(record.subjectType);
  const url = type === "user" && actor && record.subjectId === actor.id ? userUrl(actor.slug) : record.data.url;
  const title = type === "user" ? (actor?.name ?? "") : (record.data.title ?? record.data.show ?? "");
  return {
    id: record.id,
    type: record.kind,
    read_at: record.readAt === null ? null : iso(record.readAt),
    created: iso(record.createdAt),
    actor,
    subject: { type, id: record.subjectId, url, title },
    text: notificationText(viewer.locale, record.data.variant, {
      actor: actor?.name ?? null,
      title: record.data.title,
      show: record.data.show,
      others: typeof record.data.others === "number" ? record.data.others : undefined,
      season: typeof record.data.season === "number" ? record.data.season : undefined,
      episode: typeof record.data.episode === "number" ? record.data.episode : undefined,
    }),
    url,
  };
}
