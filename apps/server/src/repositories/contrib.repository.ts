import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.js";
import { contributorRequests, episodeImages, episodes, showClips, showMusic, shows, users } from "../db/schema/index.js";

/** Contributors and moderators' media (decision 0049): all their SQL. */

export type ContributorRequestStatus = (typeof contributorRequests.$inferSelect)["status"];

const requester = alias(users, "requester");
const adder = alias(users, "adder");
const summaryOf = (u: typeof requester | typeof adder) => ({ id: u.id, name: u.name, username: u.username, slug: u.slug, avatarKey: u.avatarKey, role: u.role, plan: u.plan });

function selectRequests(db: Executor) {
  return db
    .select({
      id: contributorRequests.id,
      status: contributorRequests.status,
      areas: contributorRequests.areas,
      note: contributorRequests.note,
      createdAt: contributorRequests.createdAt,
      decidedAt: contributorRequests.decidedAt,
      userId: contributorRequests.userId,
      showId: contributorRequests.showId,
      user: summaryOf(requester),
      show: { id: shows.id, slug: shows.slug, title: shows.originalTitle },
    })
    .from(contributorRequests)
    .innerJoin(requester, eq(requester.id, contributorRequests.userId))
    .innerJoin(shows, eq(shows.id, contributorRequests.showId));
}

export type ContributorRequestRow = NonNullable<Awaited<ReturnType<typeof findContributorRequest>>>;

export async function findContributorRequest(db: Executor, id: number) {
  const [row] = await selectRequests(db).where(eq(contributorRequests.id, id)).limit(1);
  return row;
}

/** The user's latest request for a show (pending, or the last answer), or undefined. */
export async function latestRequestOf(db: Executor, userId: number, showId: number) {
  const [row] = await selectRequests(db)
    .where(and(eq(contributorRequests.userId, userId), eq(contributorRequests.showId, showId)))
    .orderBy(desc(contributorRequests.id))
    .limit(1);
  return row;
}

/**
 * Inserts a pending request; undefined when the user already has one pending for the show (the
 * partial unique index decides, so two concurrent requests make one).
 */
export async function insertContributorRequest(db: Executor, values: { userId: number; showId: number; areas: string[]; note: string | null; now: Date }) {
  const [row] = await db
    .insert(contributorRequests)
    .values({ userId: values.userId, showId: values.showId, areas: values.areas, note: values.note, createdAt: values.now })
    .onConflictDoNothing()
    .returning({ id: contributorRequests.id });
  return row?.id;
}

/** One page of requests of one status, newest first (keyset on the id). */
export async function contributorRequestsPage(db: Executor, key: { status: ContributorRequestStatus; beforeId: number | undefined; limit: number }) {
  return selectRequests(db)
    .where(and(eq(contributorRequests.status, key.status), key.beforeId === undefined ? undefined : lt(contributorRequests.id, key.beforeId)))
    .orderBy(desc(contributorRequests.id))
    .limit(key.limit);
}

/**
 * Answers a pending request (accepted or declined) in one statement: true when it was pending
 * (a second answer, or two staff at once, changes nothing and answers false).
 */
export async function settleContributorRequest(db: Executor, id: number, status: "accepted" | "declined", by: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(contributorRequests)
    .set({ status, decidedAt: now, decidedBy: by })
    .where(and(eq(contributorRequests.id, id), eq(contributorRequests.status, "pending")))
    .returning({ id: contributorRequests.id });
  return rows.length > 0;
}

/** An episode with its show's id (what a media item may hang on). */
export async function episodeRef(db: Executor, id: number) {
  const [row] = await db
    .select({ id: episodes.id, showId: episodes.showId, season: episodes.seasonNumber, number: episodes.number, showSlug: shows.slug, showTitle: shows.originalTitle })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(eq(episodes.id, id))
    .limit(1);
  return row;
}

const episodeColumns = { id: episodes.id, season: episodes.seasonNumber, number: episodes.number };
const showSlug = { showSlug: shows.slug };

// --- The soundtrack -------------------------------------------------------------------------

function selectMusic(db: Executor) {
  return db
    .select({
      id: showMusic.id,
      showId: showMusic.showId,
      title: showMusic.title,
      artist: showMusic.artist,
      link: showMusic.link,
      playerUrl: showMusic.playerUrl,
      sample: showMusic.sample,
      createdAt: showMusic.createdAt,
      ...showSlug,
      episode: episodeColumns,
      addedBy: summaryOf(adder),
    })
    .from(showMusic)
    .innerJoin(shows, eq(shows.id, showMusic.showId))
    .leftJoin(episodes, eq(episodes.id, showMusic.episodeId))
    .leftJoin(adder, eq(adder.id, showMusic.addedBy));
}
export type MusicRow = Awaited<ReturnType<typeof musicOfShow>>[number];

/** A show's soundtrack in the order it was added (optionally one episode's songs). */
export async function musicOfShow(db: Executor, showId: number, episodeId?: number) {
  return selectMusic(db)
    .where(and(eq(showMusic.showId, showId), episodeId === undefined ? undefined : eq(showMusic.episodeId, episodeId)))
    .orderBy(asc(showMusic.id));
}

export async function findMusic(db: Executor, id: number) {
  const [row] = await selectMusic(db).where(eq(showMusic.id, id)).limit(1);
  return row;
}

export async function insertMusic(
  db: Executor,
  values: { showId: number; episodeId: number | null; title: string; artist: string; link: string | null; playerUrl: string | null; addedBy: number | null; sample?: boolean; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(showMusic)
    .values({ ...values, sample: values.sample ?? false, createdAt: values.now })
    .returning({ id: showMusic.id });
  return row!.id;
}

export async function deleteMusic(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(showMusic).where(eq(showMusic.id, id)).returning({ id: showMusic.id })).length > 0;
}

// --- Clips ----------------------------------------------------------------------------------

function selectClips(db: Executor) {
  return db
    .select({
      id: showClips.id,
      showId: showClips.showId,
      title: showClips.title,
      url: showClips.url,
      playerUrl: showClips.playerUrl,
      sample: showClips.sample,
      createdAt: showClips.createdAt,
      ...showSlug,
      episode: episodeColumns,
      addedBy: summaryOf(adder),
    })
    .from(showClips)
    .innerJoin(shows, eq(shows.id, showClips.showId))
    .leftJoin(episodes, eq(episodes.id, showClips.episodeId))
    .leftJoin(adder, eq(adder.id, showClips.addedBy));
}
export type ClipRow = Awaited<ReturnType<typeof clipsOfShow>>[number];

/** A show's clips, newest first (optionally one episode's). */
export async function clipsOfShow(db: Executor, showId: number, episodeId?: number) {
  return selectClips(db)
    .where(and(eq(showClips.showId, showId), episodeId === undefined ? undefined : eq(showClips.episodeId, episodeId)))
    .orderBy(desc(showClips.id));
}

export async function findClip(db: Executor, id: number) {
  const [row] = await selectClips(db).where(eq(showClips.id, id)).limit(1);
  return row;
}

export async function insertClip(
  db: Executor,
  values: { showId: number; episodeId: number | null; title: string; url: string; playerUrl: string; addedBy: number | null; sample?: boolean; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(showClips)
    .values({ ...values, sample: values.sample ?? false, createdAt: values.now })
    .returning({ id: showClips.id });
  return row!.id;
}

export async function deleteClip(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(showClips).where(eq(showClips.id, id)).returning({ id: showClips.id })).length > 0;
}

// --- Episode images -------------------------------------------------------------------------

function selectImages(db: Executor) {
  return db
    .select({
      id: episodeImages.id,
      showId: episodeImages.showId,
      storageKey: episodeImages.storageKey,
      url: episodeImages.url,
      width: episodeImages.width,
      height: episodeImages.height,
      caption: episodeImages.caption,
      sample: episodeImages.sample,
      createdAt: episodeImages.createdAt,
      ...showSlug,
      episode: episodeColumns,
      addedBy: summaryOf(adder),
    })
    .from(episodeImages)
    .innerJoin(shows, eq(shows.id, episodeImages.showId))
    .innerJoin(episodes, eq(episodes.id, episodeImages.episodeId))
    .leftJoin(adder, eq(adder.id, episodeImages.addedBy));
}
export type EpisodeImageRow = Awaited<ReturnType<typeof imagesOfEpisode>>[number];

/** An episode's images in the order they were added. */
export async function imagesOfEpisode(db: Executor, episodeId: number) {
  return selectImages(db).where(eq(episodeImages.episodeId, episodeId)).orderBy(asc(episodeImages.id));
}

export async function findEpisodeImage(db: Executor, id: number) {
  const [row] = await selectImages(db).where(eq(episodeImages.id, id)).limit(1);
  return row;
}

export async function insertEpisodeImage(
  db: Executor,
  values: { episodeId: number; showId: number; storageKey: string; url: string; width: number; height: number; caption: string | null; addedBy: number | null; sample?: boolean; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(episodeImages)
    .values({ ...values, sample: values.sample ?? false, createdAt: values.now })
    .returning({ id: episodeImages.id });
  return row!.id;
}

export async function deleteEpisodeImage(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(episodeImages).where(eq(episodeImages.id, id)).returning({ id: episodeImages.id })).length > 0;
}

/**
 * How many items of a kind a show (or, for images, an episode) holds, counted under a lock on the
 * show's row so that two moderators adding at once cannot pass the cap together.
 */
export async function lockAndCountMedia(db: Executor, kind: "music" | "clip" | "image", key: { showId: number; episodeId?: number }): Promise<number> {
  await db.execute(sql`select 1 from shows where id = ${key.showId} for update`);
  const table = kind === "music" ? showMusic : kind === "clip" ? showClips : episodeImages;
  const where =
    kind === "image" && key.episodeId !== undefined ? eq(episodeImages.episodeId, key.episodeId) : eq(table.showId, key.showId);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

// --- Notifications --------------------------------------------------------------------------

/** The media notifications' fan-out (decision 0049): one kind, one show, everyone tracking it. */
export interface MediaFanout {
  eventId: number;
  actorId: number | null;
  kind: "music_added" | "clip_added" | "episode_image";
  showId: number;
  data: { url: string; variant: string; title: string; show: string };
  createdAt: Date;
  notifyDefault: boolean;
  emailDefault: boolean;
  /** A grouped notification is pushed or mailed at most once in this many minutes per show and kind. */
  deliveryMinutes: number;
}

export interface MediaRecipient {
  userId: number;
  notificationId: number | null;
  email: string | null;
  name: string;
  locale: string;
  /** False when this show's notification of the kind was pushed or mailed within the interval. */
  deliver: boolean;
  /** The other items the unread notification now counts ("5 new images": 4 others). */
  others: number;
}

/**
 * The set-based form of decision 0038's grouped upsert, for the trackers of a show: in one
 * statement, whatever their number, each tracker (not the actor, not suspended, no block either way
 * with the actor, `notify_<kind>` on) gets their unread notification of this kind and show
 * (`group_key` `<kind>:show:<id>`) updated — one more item in `others`, a new id, the new instant —
 * or a new one with `unread_count` moved. A second run of one event adds nothing: the rows it
 * already touched carry its `event_id`. Push and mail are due per user unless that notification
 * was delivered within `deliveryMinutes` (forty images in a row buzz a phone once).
 */
export async function upsertMediaNotifications(db: Executor, n: MediaFanout): Promise<MediaRecipient[]> {
  const groupKey = `${n.kind}:show:${n.showId}`;
  const at = n.createdAt.toISOString();
  const actor = n.actorId;
  const notBlocked =
    actor === null
      ? sql`true`
      : sql`u.id <> ${actor}
          and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${actor})
          and not exists (select 1 from blocks b where b.blocker_id = ${actor} and b.blocked_id = u.id)`;
  const setting = (key: string, fallback: boolean) =>
    sql`coalesce((select s.value = 'true'::jsonb from user_settings s where s.user_id = u.id and s.key = ${key}), ${fallback})`;
  // The pushes recorded under the old ids of the rows about to take new ones (see upsertGroupedNotification).
  await db.execute(sql`
    delete from push_deliveries d
     using notifications p, tracked_shows t
     where d.notification_id = p.id and p.group_key = ${groupKey} and p.read_at is null
       and t.user_id = p.user_id and t.show_id = ${n.showId} and t.dropped_at is null
       and p.event_id is distinct from ${n.eventId}::bigint`);
  const result = (await db.execute(sql`
    with recipient as (
      select u.id as user_id, u.email, u.name, u.locale, u.email_verified_at is not null as verified,
             ${setting(`notify_${n.kind}`, n.notifyDefault)} as in_app,
             ${setting(`email_${n.kind}`, n.emailDefault)} as by_mail,
             not exists (
               select 1 from notifications p
                where p.user_id = u.id and p.group_key = ${groupKey}
                  and p.delivered_at > ${at}::timestamptz - make_interval(mins => ${n.deliveryMinutes})
             ) as due,
             exists (select 1 from notifications p where p.user_id = u.id and p.event_id = ${n.eventId}::bigint and p.kind = ${n.kind}) as done
        from tracked_shows t join users u on u.id = t.user_id
       where t.show_id = ${n.showId} and t.dropped_at is null and u.suspended_at is null and ${notBlocked}
    ),
    upserted as (
      insert into notifications (user_id, kind, actor_id, subject_type, subject_id, data, event_id, created_at, group_key, delivered_at)
      select r.user_id, ${n.kind}, ${actor}::int, 'show', ${n.showId}, ${JSON.stringify(n.data)}::jsonb,
             ${n.eventId}::bigint, ${at}::timestamptz, ${groupKey}, case when r.due then ${at}::timestamptz end
        from recipient r where r.in_app and not r.done
       order by r.user_id
      on conflict (user_id, group_key) where read_at is null and group_key is not null do update
         set id = nextval(pg_get_serial_sequence('notifications', 'id')),
             actor_id = excluded.actor_id,
             data = excluded.data || jsonb_build_object('others', coalesce((notifications.data ->> 'others')::int, 0) + 1),
             event_id = excluded.event_id,
             created_at = excluded.created_at,
             delivered_at = coalesce(excluded.delivered_at, notifications.delivered_at)
      returning id, user_id, (xmax = 0) as inserted, coalesce((data ->> 'others')::int, 0) as others
    ),
    counted as (
      update users u set unread_count = u.unread_count + 1 where u.id in (select user_id from upserted where inserted)
    )
    select r.user_id, up.id as notification_id, r.due, coalesce(up.others, 0) as others,
           case when r.by_mail and r.verified then r.email end as email, r.name, r.locale
      from recipient r left join upserted up on up.user_id = r.user_id
     where not r.done and (up.id is not null or (r.by_mail and r.verified and not r.in_app))
     order by r.user_id`)) as unknown as {
    rows: { user_id: number; notification_id: string | number | null; due: boolean; others: number; email: string | null; name: string; locale: string }[];
  };
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    notificationId: row.notification_id === null ? null : Number(row.notification_id),
    email: row.due ? row.email : null,
    name: row.name,
    locale: row.locale,
    deliver: row.due,
    others: Number(row.others),
  }));
}
