import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "@dizilog/shared/api";
import { inTransaction, systemCtx } from "../../src/context.js";
import { domainEvents, notifications, trackedShows } from "../../src/db/schema/index.js";
import type { DomainEvent } from "../../src/events/domain-events.js";
import { notifyForEvent } from "../../src/services/notify.service.js";
import { countUnreadRows } from "../../src/repositories/notification.repository.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeModerator } from "../moderation/factories.js";
import { imageBytes, postMultipart } from "../comments/helpers.js";
import { makeBlock, setSetting } from "../notification-factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { YOUTUBE, episodesOf, track } from "./helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp({ jobs: true });
});
afterAll(async () => env?.close());
const db = () => env.database.db;

async function notificationsOf(user: MadeUser, lang = "en"): Promise<Notification[]> {
  const res = await user.client.get("/api/me/notifications?limit=50", { ...user.headers, "accept-language": lang });
  expect(res.statusCode).toBe(200);
  return res.json().data as Notification[];
}

async function setup(trackers = 2) {
  const { show } = await makeShow(db());
  const moderator = await makeUser(env, { name: "Deniz Moderatör" });
  await makeModerator(db(), moderator.id, show.id);
  const fans = await Promise.all(Array.from({ length: trackers }, () => makeUser(env)));
  await track(db(), show.id, [moderator.id, ...fans.map((f) => f.id)]);
  return { show, moderator, fans };
}

describe("media notifications to a show's trackers", () => {
  it("a song tells each tracker once (music_added), never the moderator who added it, nor a dropped tracker, nor one who blocks them", async () => {
    const { show, moderator, fans } = await setup(3);
    const [a, b, c] = fans as [MadeUser, MadeUser, MadeUser];
    await db().update(trackedShows).set({ droppedAt: new Date() }).where(and(eq(trackedShows.userId, b.id), eq(trackedShows.showId, show.id)));
    await makeBlock(env.database, c.id, moderator.id);
    const stranger = await makeUser(env);
    const res = await moderator.client.post(`/api/shows/${show.id}/music`, { title: "Sen Çal Kapımı", artist: "Orkestra", link: YOUTUBE });
    expect(res.statusCode).toBe(201);
    await env.settle();
    const [told] = await notificationsOf(a);
    expect(told).toMatchObject({
      type: "music_added",
      text: `Deniz Moderatör added “Sen Çal Kapımı” to the soundtrack of ${show.originalTitle}`,
      url: `/shows/${show.slug}`,
      subject: { type: "show", id: show.id },
      actor: { id: moderator.id },
    });
    for (const nobody of [moderator, b, c, stranger]) expect((await notificationsOf(nobody)).filter((n) => n.type === "music_added")).toEqual([]);
    expect((await a.client.get("/api/me")).json().data.unread_count).toBe(await countUnreadRows(db(), a.id));
  });

  it("groups: forty images make one unread notification per tracker that counts them, and push is due once", { timeout: 180_000 }, async () => {
    const { show, moderator, fans } = await setup(2);
    const [episode] = await episodesOf(db(), show.id);
    const bytes = await imageBytes(320, 180);
    for (let i = 0; i < 40; i++) {
      const res = await postMultipart(moderator, `/api/episodes/${episode!.id}/images`, {}, { bytes });
      expect(res.statusCode).toBe(201);
    }
    await env.settle(60_000);
    for (const fan of fans) {
      const images = (await notificationsOf(fan)).filter((n) => n.type === "episode_image");
      expect(images).toHaveLength(1);
      expect(images[0]!.text).toBe(`40 new images were added to ${show.originalTitle}`);
      expect((await notificationsOf(fan, "tr")).find((n) => n.type === "episode_image")!.text).toBe(`${show.originalTitle} dizisine 40 yeni görsel eklendi`);
      expect((await fan.client.get("/api/me")).json().data.unread_count).toBe(1);
    }
    // One `notification.created` that may buzz a phone per tracker; the others are realtime only.
    const deliveries = await db().select().from(domainEvents).where(eq(domainEvents.type, "notification.created"));
    const ours = deliveries.filter((e) => {
      const p = e.payload as { userId: number; kind: string; push?: boolean };
      return p.kind === "episode_image" && fans.some((f) => f.id === p.userId);
    });
    expect(ours).toHaveLength(80);
    expect(ours.filter((e) => (e.payload as { push?: boolean }).push !== false)).toHaveLength(2);

    // Once read, the next image starts a new notification.
    await fans[0]!.client.post("/api/me/notifications/read", {});
    await postMultipart(moderator, `/api/episodes/${episode!.id}/images`, {}, { bytes });
    await env.settle();
    const after = (await notificationsOf(fans[0]!)).filter((n) => n.type === "episode_image");
    expect(after.map((n) => n.read_at === null)).toEqual([true, false]);
    expect(after[0]!.text).toBe(`Deniz Moderatör added an image to ${show.originalTitle}`);
  });

  it("honours notify_<kind> off, and a second run of one event notifies nobody twice", async () => {
    const { show, moderator, fans } = await setup(2);
    const [quiet, loud] = fans as [MadeUser, MadeUser];
    await setSetting(env.database, quiet.id, "notify_clip_added", false);
    await moderator.client.post(`/api/shows/${show.id}/clips`, { title: "Fragman", url: YOUTUBE });
    await env.settle();
    expect((await notificationsOf(quiet)).filter((n) => n.type === "clip_added")).toEqual([]);
    expect((await notificationsOf(loud)).filter((n) => n.type === "clip_added")).toHaveLength(1);

    // The processor again for the same event (a retry after a crash): nothing more.
    const [row] = await db().select().from(domainEvents).where(eq(domainEvents.type, "media.added")).orderBy(domainEvents.id);
    const events = await db().select().from(domainEvents).where(eq(domainEvents.type, "media.added"));
    const ours = events.find((e) => (e.payload as { showId: number }).showId === show.id)!;
    expect(row).toBeDefined();
    const event = { ...(ours as unknown as DomainEvent<"media.added">), payload: ours.payload } as DomainEvent<"media.added">;
    const again = await inTransaction(systemCtx(env.deps), (tx) => notifyForEvent(tx, event));
    expect(again).toBe(0);
    const rows = await db().select().from(notifications).where(and(eq(notifications.kind, "clip_added"), inArray(notifications.userId, [quiet.id, loud.id])));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data.others).toBeUndefined();
  });
});
