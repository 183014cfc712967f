import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WATCH_MESSAGES } from "@dizilog/shared/api";
import { domainEventRuns, domainEvents } from "../../src/db/schema/index.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeModerator } from "../moderation/factories.js";
import { makeBlock, setSetting } from "../notification-factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { lastEventId, makeStaff, notificationsOfKind, runNotifications, track } from "./helpers.js";

let ctx: TestContext;
let staff: MadeUser;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await makeUser(ctx);
  await makeStaff(ctx.database.db, staff.id);
});
afterAll(async () => ctx?.close());
const db = () => ctx.database.db;
const setLabel = (showId: number, label: unknown, who: MadeUser = staff) => who.client.post("/api/admin/buzz", { show_id: showId, label });

describe("GET /api/buzz · POST /api/admin/buzz", () => {
  it("the board lists every labelled show with its show card, the demo labels marked sample", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/buzz" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { show: { slug: string }; label: string; sample: boolean; updated_at: string }[];
    expect(data.find((e) => e.show.slug === "kurulus-osman")).toMatchObject({ label: "Renewed", sample: true });
    const { show } = await makeShow(db());
    const set = await setLabel(show.id, "In Danger");
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ show: { id: show.id }, label: "In Danger", sample: false });
    const after = (await ctx.app.inject({ method: "GET", url: "/api/buzz" })).json().data as { show: { id: number }; label: string }[];
    expect(after[0]).toMatchObject({ show: { id: show.id }, label: "In Danger" });
  });

  it("a label other than the six answers 422, Hidden included; an unknown show 422 on show_id", async () => {
    const { show } = await makeShow(db());
    for (const label of ["Hidden", "cancelled", "Dead", "", 3, null]) {
      const res = await setLabel(show.id, label);
      expect(res.statusCode, String(label)).toBe(422);
      expect(res.json().errors.label).toEqual([WATCH_MESSAGES.labelInvalid]);
      expect(res.json().error_codes.label).toEqual(["buzz_label_invalid"]);
    }
    const missing = await staff.client.post("/api/admin/buzz", { show_id: show.id });
    expect(missing.json().errors.label).toEqual(["This field is required."]);
    const unknown = await setLabel(2_000_000_000, "Renewed");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.show_id).toEqual([WATCH_MESSAGES.showInvalid]);
  });

  it("only staff set labels: a moderator, a user and a visitor get 404", async () => {
    const { show } = await makeShow(db());
    const moderator = await makeUser(ctx);
    await makeModerator(db(), moderator.id, show.id);
    expect((await setLabel(show.id, "Renewed", moderator)).statusCode).toBe(404);
    expect((await setLabel(show.id, "Renewed", await makeUser(ctx))).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "POST", url: "/api/admin/buzz", payload: { show_id: show.id, label: "Renewed" } })).statusCode).toBe(404);
  });
});

describe("the buzz notification", () => {
  it("tells the show's trackers once per change, only for Concluding, Renewed and Cancelled, with no actor", async () => {
    const { show } = await makeShow(db());
    const [fan, dropped, stranger] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    await track(db(), fan.id, show.id);
    await track(db(), dropped.id, show.id, true);
    const afterId = await lastEventId(db());

    for (const label of ["In Danger", "Looking Safe", "In The Bubble"]) expect((await setLabel(show.id, label)).statusCode).toBe(200);
    expect(await runNotifications(ctx, ["buzz.changed"], afterId)).toBe(0);

    expect((await setLabel(show.id, "Renewed")).statusCode).toBe(200);
    // The same label again is no change: nobody is told twice.
    expect((await setLabel(show.id, "Renewed")).statusCode).toBe(200);
    await runNotifications(ctx, ["buzz.changed"], afterId);
    // A second run of the same events (the job ran twice) adds nothing.
    await db().delete(domainEventRuns);
    await runNotifications(ctx, ["buzz.changed"], afterId);
    const told = await notificationsOfKind(db(), fan.id, "buzz");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ actorId: null, subjectType: "show", subjectId: show.id });
    expect(told[0]!.data).toMatchObject({ variant: "buzz_renewed", url: `/shows/${show.slug}` });
    expect(await notificationsOfKind(db(), dropped.id, "buzz")).toEqual([]);
    expect(await notificationsOfKind(db(), stranger.id, "buzz")).toEqual([]);
    const page = (await fan.client.get("/api/me/notifications")).json().data as { type: string; text: string; actor: unknown }[];
    expect(page[0]).toMatchObject({ type: "buzz", actor: null });
    expect(page[0]!.text).toContain("renewed");

    // Another change to one of the three is another notification.
    await setLabel(show.id, "Cancelled");
    await runNotifications(ctx, ["buzz.changed"], afterId);
    expect((await notificationsOfKind(db(), fan.id, "buzz")).map((n) => (n.data as Record<string, unknown>).variant)).toEqual(["buzz_renewed", "buzz_cancelled"]);
  });

  it("honours notify_buzz off, and the reader's language", async () => {
    const { show } = await makeShow(db());
    const [quiet, turkish] = [await makeUser(ctx), await makeUser(ctx, { locale: "tr" })];
    await track(db(), quiet.id, show.id);
    await track(db(), turkish.id, show.id);
    await setSetting(ctx.database, quiet.id, "notify_buzz", false);
    // A block between trackers and the staff member changes nothing: the notification has no actor.
    await makeBlock(ctx.database, turkish.id, staff.id);
    await setLabel(show.id, "Concluding");
    await runNotifications(ctx, ["buzz.changed"]);
    expect(await notificationsOfKind(db(), quiet.id, "buzz")).toEqual([]);
    const [n] = (await turkish.client.get("/api/me/notifications", { "accept-language": "tr" })).json().data as { text: string }[];
    expect(n!.text).toBe(`${show.title} final yapıyor: bu sezon son sezonu`);
  });

  it("records nothing for a label that tells nobody", async () => {
    const { show } = await makeShow(db());
    await setLabel(show.id, "Looking Safe");
    const rows = await db().select().from(domainEvents).where(eq(domainEvents.type, "buzz.changed"));
    expect(rows.filter((r) => (r.payload as { showId: number }).showId === show.id)).toEqual([]);
  });
});
