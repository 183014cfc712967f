import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import { type NotificationData, notifications, reports, users } from "../db/schema/index.js";
import { intArray, descIndexed } from "./prepared.js";

/**
 * Who a fan-out considers: named users (a comment's recipients), a user's accepted followers, or a
 * show's trackers who have not dropped it (the catalog's kinds, decision 0048).
 */
/** Who a fan-out considers: named users (a comment's recipients), or a user's accepted followers. */
export type NotificationAudience = { userIds: readonly number[] } | { followersOf: number } | { trackersOf: number };

/** One notification kind for many users, made from one domain event. */
export interface NotificationFanout {
  eventId: number;
  /** Whose action it was: never notified themselves, and nobody who blocks them (or whom they block) is. */
  actorId: number | null;
  kind: string;
  subjectType: string;
  subjectId: number;
  data: NotificationData;
  createdAt: Date;
  audience: NotificationAudience;
  /** The defaults of `notify_<kind>` and `email_<kind>` for users who never changed them. */
  notifyDefault: boolean;
  emailDefault: boolean;
}

/** A recipient something happens for: an in-app notification (its id), a mail (its address), or both. */
export interface FanoutRecipient {
  userId: number;
  /** The in-app notification made; null when `notify_<kind>` is off (a mail only). */
  notificationId: number | null;
  /** The verified address to mail when `email_<kind>` is on; null otherwise. */
  email: string | null;
  name: string;
  locale: string;
}

function audienceSql(audience: NotificationAudience) {
  if ("userIds" in audience) return sql`select distinct unnest(${intArray(audience.userIds)}::int[]) as user_id`;
  // A show's trackers (not dropped): the catalog's notifications (buzz, decision 0044).
  if ("trackersOf" in audience) return sql`select t.user_id from tracked_shows t where t.show_id = ${audience.trackersOf} and t.dropped_at is null`;
  return sql`select f.follower_id as user_id from follows f where f.followed_id = ${audience.followersOf} and f.status = 'accepted'`;
}

/**
 * The fan-out in one statement, whatever the audience's size (an author may have thousands of
 * followers): picks the recipients (not the actor, not suspended, no block either way with the
 * actor), reads each one's `notify_<kind>` and `email_<kind>` (stored or default), inserts the
 * in-app notifications (`on conflict do nothing` on the event, user and kind: a second run of one
 * event notifies nobody twice) and moves each recipient's `unread_count` in the same statement,
 * taking the users' rows in id order. Answers the recipients who get a notification or a mail;
 * mail goes only to a verified address.
 */
export async function insertNotifications(db: Executor, fanout: NotificationFanout): Promise<FanoutRecipient[]> {
  const actor = fanout.actorId;
  const notBlocked =
    actor === null
      ? sql`true`
      : sql`u.id <> ${actor}
          and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${actor})
          and not exists (select 1 from blocks b where b.blocker_id = ${actor} and b.blocked_id = u.id)`;
  const setting = (key: string, fallback: boolean) =>
    sql`coalesce((select s.value = 'true'::jsonb from user_settings s where s.user_id = u.id and s.key = ${key}), ${fallback})`;
  const result = (await db.execute(sql`
    with audience as (${audienceSql(fanout.audience)}),
    recipient as (
      select u.id as user_id, u.email, u.name, u.locale, u.email_verified_at is not null as verified,
             ${setting(`notify_${fanout.kind}`, fanout.notifyDefault)} as in_app,
             ${setting(`email_${fanout.kind}`, fanout.emailDefault)} as by_mail
        from audience a join users u on u.id = a.user_id
       where u.suspended_at is null and ${notBlocked}
    ),
    inserted as (
      insert into notifications (user_id, kind, actor_id, subject_type, subject_id, data, event_id, created_at)
      select r.user_id, ${fanout.kind}, ${actor}::int, ${fanout.subjectType}, ${fanout.subjectId}, ${JSON.stringify(fanout.data)}::jsonb,
             ${fanout.eventId}::bigint, ${fanout.createdAt.toISOString()}::timestamptz
        from recipient r where r.in_app
      on conflict (event_id, user_id, kind) where event_id is not null do nothing
      returning id, user_id
    ),
    locked as (
      select u.id from users u where u.id in (select user_id from inserted) order by u.id for update
    ),
    counted as (
      update users u set unread_count = u.unread_count + 1 from locked l where u.id = l.id
    )
    select r.user_id, i.id as notification_id, case when r.by_mail and r.verified then r.email end as email, r.name, r.locale
      from recipient r left join inserted i on i.user_id = r.user_id
     where i.id is not null or (r.by_mail and r.verified and not r.in_app)
     order by r.user_id`)) as unknown as {
    rows: { user_id: number; notification_id: string | number | null; email: string | null; name: string; locale: string }[];
  };
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    notificationId: row.notification_id === null ? null : Number(row.notification_id),
    email: row.email,
    name: row.name,
    locale: row.locale,
  }));
}

/** How long an actor's mark on an item stands: the same like given again within it notifies nobody (decision 0038). */
export const MARK_HOURS = 24;
/** A grouped notification is pushed or mailed at most once in this many minutes per item (decision 0038). */
export const GROUP_DELIVERY_MINUTES = 15;

/**
 * Takes the actor's mark on an item for a grouped kind: true when they were not announced for it in
 * the last MARK_HOURS (a first like, or one given again a day later), false otherwise (a like
 * taken back and given again, a second suggestion on the same ask). One statement, concurrency-safe
 * on the primary key.
 */
export async function takeNotificationMark(db: Executor, mark: { kind: string; subjectType: string; subjectId: number; actorId: number; at: Date }): Promise<boolean> {
  const at = mark.at.toISOString();
  const result = (await db.execute(sql`
    insert into notification_marks (kind, subject_type, subject_id, actor_id, marked_at)
    values (${mark.kind}, ${mark.subjectType}, ${mark.subjectId}, ${mark.actorId}, ${at}::timestamptz)
    on conflict (kind, subject_type, subject_id, actor_id) do update set marked_at = excluded.marked_at
     where notification_marks.marked_at <= excluded.marked_at - make_interval(hours => ${MARK_HOURS})
    returning 1 as taken`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** One grouped notification for one user (decision 0038): the item's owner hears of one more actor. */
export interface GroupedNotification {
  eventId: number;
  actorId: number;
  recipientId: number;
  kind: string;
  subjectType: string;
  subjectId: number;
  data: NotificationData;
  createdAt: Date;
  notifyDefault: boolean;
  emailDefault: boolean;
}

/** The recipient of a grouped notification, and whether push and mail are due (not within the interval). */
export interface GroupedRecipient extends FanoutRecipient {
  /** False when this item's notification was pushed or mailed less than GROUP_DELIVERY_MINUTES ago. */
  deliver: boolean;
  /** The other actors the notification now counts. */
  others: number;
}

/**
 * The grouped upsert, in one statement: unless the recipient is the actor, suspended, or blocks
 * the actor (or is blocked), with `notify_<kind>` on, the user's unread notification of this kind
 * and item (`group_key`) takes the new actor, one more `others`, the new instant and a new id (it
 * moves to the top of the list); without one, a new notification is inserted and `unread_count`
 * moves. Push and mail are due unless, in the last GROUP_DELIVERY_MINUTES, the item's notification
 * was delivered (read ones included) or one whose latest actor is this actor was (one person's
 * spree of likes on many posts buzzes once).
 */
export async function upsertGroupedNotification(db: Executor, n: GroupedNotification): Promise<GroupedRecipient | undefined> {
  const groupKey = `${n.kind}:${n.subjectType}:${n.subjectId}`;
  const at = n.createdAt.toISOString();
  const setting = (key: string, fallback: boolean) =>
    sql`coalesce((select s.value = 'true'::jsonb from user_settings s where s.user_id = u.id and s.key = ${key}), ${fallback})`;
  // The upsert gives the unread row a new id; the pushes recorded under its old id belong to
  // the old one (push_deliveries references the id without cascading updates), so they go first
  // and the new id starts owed to every device.
  await db.execute(sql`
    delete from push_deliveries d
     using notifications p
     where d.notification_id = p.id and p.user_id = ${n.recipientId} and p.group_key = ${groupKey} and p.read_at is null`);
  const result = (await db.execute(sql`
    with recipient as (
      select u.id as user_id, u.email, u.name, u.locale, u.email_verified_at is not null as verified,
             ${setting(`notify_${n.kind}`, n.notifyDefault)} as in_app,
             ${setting(`email_${n.kind}`, n.emailDefault)} as by_mail
        from users u
       where u.id = ${n.recipientId} and u.id <> ${n.actorId} and u.suspended_at is null
         and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${n.actorId})
         and not exists (select 1 from blocks b where b.blocker_id = ${n.actorId} and b.blocked_id = u.id)
    ),
    due as (
      select not exists (
        -- This item's notification, or one whose latest actor is this actor (a spree of likes on
        -- forty posts buzzes once), delivered within the interval.
        select 1 from notifications p
         where p.user_id = ${n.recipientId} and p.group_key is not null
           and (p.group_key = ${groupKey} or p.actor_id = ${n.actorId})
           and p.delivered_at > ${at}::timestamptz - make_interval(mins => ${GROUP_DELIVERY_MINUTES})
      ) as yes
    ),
    upserted as (
      insert into notifications (user_id, kind, actor_id, subject_type, subject_id, data, event_id, created_at, group_key, delivered_at)
      select r.user_id, ${n.kind}, ${n.actorId}::int, ${n.subjectType}, ${n.subjectId}, ${JSON.stringify(n.data)}::jsonb,
             ${n.eventId}::bigint, ${at}::timestamptz, ${groupKey}, case when (select yes from due) then ${at}::timestamptz end
        from recipient r where r.in_app
      on conflict (user_id, group_key) where read_at is null and group_key is not null do update
         set id = nextval(pg_get_serial_sequence('notifications', 'id')),
             actor_id = excluded.actor_id,
             -- The same actor again (a day later) is not one more of the others.
             data = excluded.data || jsonb_build_object('others', coalesce((notifications.data ->> 'others')::int, 0)
                    + case when notifications.actor_id is not distinct from excluded.actor_id then 0 else 1 end),
             event_id = excluded.event_id,
             created_at = excluded.created_at,
             delivered_at = coalesce(excluded.delivered_at, notifications.delivered_at)
      returning id, user_id, (xmax = 0) as inserted, coalesce((data ->> 'others')::int, 0) as others
    ),
    counted as (
      update users u set unread_count = u.unread_count + 1 where u.id in (select user_id from upserted where inserted)
    )
    select r.user_id, up.id as notification_id, (select yes from due) as due, coalesce(up.others, 0) as others,
           case when r.by_mail and r.verified then r.email end as email, r.name, r.locale
      from recipient r left join upserted up on up.user_id = r.user_id
     where up.id is not null or (r.by_mail and r.verified and not r.in_app)`)) as unknown as {
    rows: { user_id: number; notification_id: string | number | null; due: boolean; others: number; email: string | null; name: string; locale: string }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    userId: Number(row.user_id),
    notificationId: row.notification_id === null ? null : Number(row.notification_id),
    email: row.due ? row.email : null,
    name: row.name,
    locale: row.locale,
    deliver: row.due,
    others: Number(row.others),
  };
}

/** Forgets the marks older than MARK_HOURS: a mark that old lets the next action through anyway. */
export async function pruneNotificationMarks(db: Executor, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    delete from notification_marks where marked_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${MARK_HOURS})`)) as unknown as {
    affectedRows?: number;
    rowCount?: number | null;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** The reports of an item one settlement closed (`resolved_at` is its instant) and their reporters, but its moderator's own. */
export async function reportersSettled(db: Executor, item: { itemType: string; itemId: number; resolvedAt: Date; resolvedBy: number }): Promise<{ reporterId: number; reportId: number }[]> {
  return db
    .select({ reporterId: reports.reporterId, reportId: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.itemType, item.itemType as (typeof reports.$inferSelect)["itemType"]),
        eq(reports.itemId, item.itemId),
        eq(reports.resolvedAt, item.resolvedAt),
        eq(reports.resolvedBy, item.resolvedBy),
        ne(reports.reporterId, item.resolvedBy),
      ),
    )
    .orderBy(reports.reporterId);
}

const actors = alias(users, "actor");

/** The columns of a notification with its actor's byline (null when the actor's account is gone). */
const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  subjectType: notifications.subjectType,
  subjectId: notifications.subjectId,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  actorId: actors.id,
  actorName: actors.name,
  actorUsername: actors.username,
  actorSlug: actors.slug,
  actorAvatarKey: actors.avatarKey,
  actorRole: actors.role,
  actorPlan: actors.plan,
};

export type NotificationRow = Awaited<ReturnType<typeof notificationsPage>>[number];

/**
 * Up to `limit` of a user's notifications older than the cursor's id, newest first: a keyset on
 * `notifications_user_idx` (user_id, id desc nulls last), read off the index without a sort; the
 * actors in the same statement (one join on their primary key).
 */
export async function notificationsPage(db: Executor, userId: number, beforeId: number | undefined, limit: number) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .where(and(eq(notifications.userId, userId), beforeId === undefined ? undefined : lt(notifications.id, beforeId)))
    // Without `nulls last` only the primary key's backward scan gives the order, and the planner
    // walked the newer rows of every other user to find this one's (50,000 rows filtered, 13 ms).
    .orderBy(descIndexed(notifications.id))
    .limit(limit);
}

/** One notification with its actor (for delivery), or undefined when it is gone. */
export async function findNotification(db: Executor, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select(notificationColumns).from(notifications).leftJoin(actors, eq(actors.id, notifications.actorId)).where(eq(notifications.id, id));
  return row;
}

/** The user's unread count (the counter cache), or undefined for a user who is gone. */
export async function unreadCountOf(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ unreadCount: users.unreadCount }).from(users).where(eq(users.id, userId));
  return row?.unreadCount;
}

/**
 * Marks one of the user's notifications read and moves the counter in the same statement.
 * Answers the unread count after it, or undefined when the user has no such notification.
 */
export async function markNotificationRead(db: Executor, userId: number, id: number, now: Date): Promise<number | undefined> {
  // `read_at is null` is checked on the row's current version: a concurrent "read all" that marked
  // it first leaves nothing to mark here, so the counter moves once.
  const result = (await db.execute(sql`
    with marked as (
      update notifications set read_at = ${now.toISOString()}::timestamptz
       where id = ${id} and user_id = ${userId} and read_at is null
      returning id
    ),
    counted as (
      update users u set unread_count = greatest(u.unread_count - 1, 0)
       where u.id = ${userId} and exists (select 1 from marked)
      returning u.unread_count
    )
    select exists (select 1 from notifications where id = ${id} and user_id = ${userId}) as found,
           coalesce((select unread_count from counted), (select unread_count from users where id = ${userId})) as unread_count`)) as unknown as {
    rows: { found: boolean; unread_count: number }[];
  };
  const row = result.rows[0];
  if (!row?.found) return undefined;
  return Number(row.unread_count);
}

/**
 * Marks every unread notification of the user read and lowers the counter by as many as it marked
 * (a notification committed meanwhile keeps counting). Answers the unread count after it.
 */
export async function markAllNotificationsRead(db: Executor, userId: number, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    with marked as (
      update notifications set read_at = ${now.toISOString()}::timestamptz
       where user_id = ${userId} and read_at is null
      returning id
    )
    update users set unread_count = greatest(unread_count - (select count(*)::int from marked), 0)
     where id = ${userId}
    returning unread_count`)) as unknown as { rows: { unread_count: number }[] };
  return Number(result.rows[0]?.unread_count ?? 0);
}

/** Unread notifications of a user counted from the rows (tests compare it with the counter cache). */
export async function countUnreadRows(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}
