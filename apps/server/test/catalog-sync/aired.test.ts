import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, users } from "../../src/db/schema/index.js";
import { withRetryingTransaction } from "../../src/db/transaction.js";
import { recordCatalogChanges } from "../../src/integrations/tvmaze/catalog-changes.js";
import { announceAired } from "../../src/jobs/registry.js";
import { SmtpMailer } from "../../src/mail/mailer.js";
import { countUnreadRows } from "../../src/repositories/notification.repository.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeShow } from "../factories.js";
import { makeBlock, setSetting } from "../notification-factories.js";
import { type SmtpTestServer, startSmtp } from "../smtp.js";
import { makeUser } from "../user-factories.js";
import { catalogEventCounts, notificationsOf, track } from "./helpers.js";

const MINUTE = 60_000;
const WEEK = 7 * 86_400_000;
/**
 * The test's clock (deps.now): moved forward only, and kept in the past (a month ago onwards) so
 * that the sessions opened at the real time stay valid at every instant it shows.
 */
let clock = new Date(Date.now() - 30 * 86_400_000);
let ctx: TestContext;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ jobs: true, now: () => clock, mailer: new SmtpMailer(smtp.url, "Dizilog <no-reply@localhost>") });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** One run of the scheduled job at the test's clock, then every event's work done. */
async function runJob(): Promise<void> {
  await announceAired.handle(ctx.deps, {});
  await ctx.settle();
}

async function episodeId(showId: number, season: number, number: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.showId, showId), eq(episodes.seasonNumber, season), eq(episodes.number, number)));
  return row!.id;
}

describe("episode_info and watchlist (catalog.announce-aired-episodes)", () => {
  it("the premiere tells the watchlist, each later episode its trackers, once per episode across runs, honouring settings, blocks none, mail when asked", async () => {
    const start = clock.getTime();
    const first = new Date(start + 60 * MINUTE);
    const { show } = await makeShow(ctx.database.db, { status: "Running", seasons: [3], firstAirsAt: first, title: "Kızıl Goncalar" });
    const [fan, quiet, mailed, stranger, dropped, suspended] = await Promise.all([
      makeUser(ctx),
      makeUser(ctx),
      makeUser(ctx),
      makeUser(ctx),
      makeUser(ctx),
      makeUser(ctx),
    ]);
    for (const user of [fan, quiet, mailed, suspended]) await track(ctx.database, user.id, show.id);
    await track(ctx.database, dropped.id, show.id, { dropped: true });
    await setSetting(ctx.database, quiet.id, "notify_episode_info", false);
    await setSetting(ctx.database, mailed.id, "email_episode_info", true);
    // Catalog news has no actor: a user's blocks do not hide it.
    await makeBlock(ctx.database, fan.id, stranger.id);

    // The first run only sets the mark.
    await runJob();
    const premiereId = await episodeId(show.id, 1, 1);
    const secondId = await episodeId(show.id, 1, 2);

    // The premiere airs: `watchlist`, not `episode_info`.
    clock = new Date(first.getTime() + 5 * MINUTE);
    await ctx.database.db.update(users).set({ suspendedAt: clock }).where(eq(users.id, suspended.id));
    await runJob();
    await runJob();
    const [premiere] = await notificationsOf(fan);
    expect(premiere).toMatchObject({
      type: "watchlist",
      text: "Kızıl Goncalar has premiered: its first episode has aired",
      url: `/shows/${show.slug}`,
      subject: { type: "show", id: show.id, url: `/shows/${show.slug}`, title: "Kızıl Goncalar" },
      actor: null,
    });
    expect(await notificationsOf(fan)).toHaveLength(1);
    // notify_episode_info off does not silence the watchlist.
    expect((await notificationsOf(quiet)).map((n) => n.type)).toEqual(["watchlist"]);

    // The second episode airs a week later; the job runs twice (and a third time with nothing new).
    clock = new Date(first.getTime() + WEEK + 20 * MINUTE);
    await runJob();
    await runJob();
    clock = new Date(clock.getTime() + 15 * MINUTE);
    await runJob();
    const told = await notificationsOf(fan);
    expect(told.map((n) => n.type)).toEqual(["episode_info", "watchlist"]);
    expect(told[0]).toMatchObject({
      text: "Kızıl Goncalar: season 1, episode 2 has aired",
      url: `/shows/${show.slug}/season-1/episode-2`,
      subject: { type: "episode", id: secondId },
      actor: null,
    });
    expect((await notificationsOf(fan, "ar"))[0]!.text).toBe("عُرضت الحلقة 2 من الموسم 1 من \u2068Kızıl Goncalar\u2069");
    expect((await notificationsOf(quiet)).map((n) => n.type)).toEqual(["watchlist"]);
    expect((await notificationsOf(mailed)).map((n) => n.type)).toEqual(["episode_info", "watchlist"]);
    for (const user of [stranger, dropped]) expect(await notificationsOf(user)).toEqual([]);
    const [row] = await ctx.database.db.select({ n: users.unreadCount }).from(users).where(eq(users.id, suspended.id));
    expect(row!.n).toBe(0);
    expect(await countUnreadRows(ctx.database.db, fan.id)).toBe(2);

    // The mail asked for: one, in the user's language, linking to the episode.
    const mail = await smtp.waitForMail(mailed.email);
    expect(mail).toContain("Kızıl Goncalar");
    expect(mail).toContain(`/shows/${show.slug}/season-1/episode-2`);
    expect(smtp.mailsTo(mailed.email)).toHaveLength(1);
    expect(smtp.mailsTo(fan.email)).toEqual([]);

    // Events: one `episode.aired` per episode, whatever the runs.
    const counts = await catalogEventCounts(ctx.database);
    expect(counts["episode.aired"]).toBe(2);

    // An aired episode moved into the future and airing again is not announced twice.
    await ctx.database.db
      .update(episodes)
      .set({ airsAt: new Date(clock.getTime() + 10 * MINUTE) })
      .where(eq(episodes.id, secondId));
    clock = new Date(clock.getTime() + 30 * MINUTE);
    await runJob();
    expect((await catalogEventCounts(ctx.database))["episode.aired"]).toBe(2);
    expect(premiereId).toBeGreaterThan(0);
  });

  it("an edit that moves an episode (recorded through the catalog's changes) tells the trackers: date_change, not the editor", async () => {
    const { show } = await makeShow(ctx.database.db, { status: "Running", seasons: [2], firstAirsAt: new Date(clock.getTime() + WEEK), title: "Yalı Çapkını" });
    const [fan, editor, off] = await Promise.all([makeUser(ctx), makeUser(ctx), makeUser(ctx)]);
    for (const user of [fan, editor, off]) await track(ctx.database, user.id, show.id);
    await setSetting(ctx.database, off.id, "notify_date_change", false);
    const id = await episodeId(show.id, 1, 2);
    const [episode] = await ctx.database.db.select().from(episodes).where(eq(episodes.id, id));
    const to = new Date(episode!.airsAt!.getTime() + 86_400_000);
    await withRetryingTransaction(ctx.database.db, async (tx) => {
      await tx.update(episodes).set({ airsAt: to }).where(eq(episodes.id, id));
      await recordCatalogChanges(
        tx,
        { id: show.id, title: show.title, slug: show.slug },
        { seasonsAdded: [], episodesAdded: [], retitled: [], rescheduled: [{ episode: { id, seasonNumber: 1, number: 2, title: null, airsAt: to }, from: episode!.airsAt!, to }] },
        editor.id,
      );
    });
    await ctx.settle();
    expect((await notificationsOf(fan)).map((n) => [n.type, n.text, n.url])).toEqual([
      ["date_change", "The air time of Yalı Çapkını, season 1, episode 2 has changed", `/shows/${show.slug}/season-1/episode-2`],
    ]);
    expect(await notificationsOf(editor)).toEqual([]);
    expect(await notificationsOf(off)).toEqual([]);
  });

  it("a season added to a tracked show reaches its trackers' settings: new_season off tells nobody who turned it off", async () => {
    const { show, seasons } = await makeShow(ctx.database.db, { status: "Running", seasons: [2, 1], title: "Bahar" });
    const [fan, off] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
    await track(ctx.database, fan.id, show.id);
    await track(ctx.database, off.id, show.id);
    await setSetting(ctx.database, off.id, "notify_new_season", false);
    await withRetryingTransaction(ctx.database.db, (tx) =>
      recordCatalogChanges(tx, { id: show.id, title: show.title, slug: show.slug }, { seasonsAdded: [{ id: seasons[1]!.id, number: 2 }], episodesAdded: [], retitled: [], rescheduled: [] }),
    );
    await ctx.settle();
    expect((await notificationsOf(fan)).map((n) => [n.type, n.text])).toEqual([["new_season", "Bahar has a new season: season 2"]]);
    expect(await notificationsOf(off)).toEqual([]);
  });
});
