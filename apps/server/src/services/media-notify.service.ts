import type { Ctx } from "../context.js";
import type { NotificationVariant } from "../domain/notification-text.js";
import type { DomainEvent, DomainEventOf } from "../events/domain-events.js";
import type { DomainEventInput } from "../events/recorder.js";
import { GROUP_DELIVERY_MINUTES } from "../repositories/notification.repository.js";
import { upsertMediaNotifications } from "../repositories/contrib.repository.js";
import { findUserById } from "../auth/user.repository.js";
import { notificationDefaults } from "./settings.service.js";

const KIND = { music: "music_added", clip: "clip_added", image: "episode_image" } as const;
const VARIANT: Record<keyof typeof KIND, NotificationVariant> = { music: "music_added", clip: "clip_added", image: "episode_image" };

/**
 * `media.added` (decision 0049): the show's trackers — everyone may see a show — hear of the new
 * song, clip or episode image, grouped per show and kind while unread ("Ayşe added 5 images to
 * Kara Sevda"): set-based, whatever the number of trackers (`upsertMediaNotifications`), never the
 * moderator who added it nor anyone blocked either way, `notify_<kind>` and `email_<kind>` honoured;
 * push and mail at most once per show and kind in decision 0038's interval.
 */
export async function notifyMediaAdded(tx: Ctx, event: DomainEvent<"media.added">): Promise<number> {
  const p = event.payload;
  const actor = await findUserById(tx.db, p.addedBy);
  const kind = KIND[p.kind];
  const variant = VARIANT[p.kind];
  const defaults = notificationDefaults(kind);
  const recipients = await upsertMediaNotifications(tx.db, {
    eventId: event.id,
    actorId: actor?.id ?? null,
    kind,
    showId: p.showId,
    data: { url: p.url, variant, title: p.title, show: p.showTitle },
    createdAt: event.createdAt,
    notifyDefault: defaults.notify,
    emailDefault: defaults.email,
    deliveryMinutes: GROUP_DELIVERY_MINUTES,
  });
  const deliveries: DomainEventInput[] = recipients.map((recipient) => {
    const payload: DomainEventOf<"notification.created">["payload"] = {
      notificationId: recipient.notificationId,
      userId: recipient.userId,
      kind,
      mail: recipient.email
        ? {
            to: recipient.email,
            name: recipient.name,
            locale: recipient.locale,
            variant,
            actorName: actor?.name ?? null,
            title: p.title,
            show: p.showTitle,
            url: p.url,
            ...(recipient.others ? { others: recipient.others } : {}),
          }
        : null,
      ...(recipient.deliver ? {} : { push: false }),
    };
    return { type: "notification.created", actorId: actor?.id ?? null, payload };
  });
  await tx.events.recordMany(deliveries);
  return deliveries.length;
}
