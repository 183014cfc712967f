import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, shows, trackedShows, users } from "../../src/db/schema/index.js";
import { type AccountsEnv, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

// Marking one episode runs as one statement (repositories/viewing.repository.ts markEpisode): the
// answer and every counter must be what the statement-per-counter version gave.
let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;
const WEEK = 7 * 86_400_000;

async function showWith(aired: number, total: number) {
  const made = await makeShow(db(), { seasons: [total], firstAirsAt: new Date(Date.now() - aired * WEEK + WEEK / 2) });
  const rows = await db().select().from(episodes).where(eq(episodes.showId, made.show.id)).orderBy(episodes.number);
  return { ...made, episodes: rows };
}

async function counters(userId: number, showId: number) {
  const [user] = await db().select({ seen: users.seenCount, tracks: users.trackCount }).from(users).where(eq(users.id, userId));
  const [tracked] = await db()
    .select({ seen: trackedShows.seenCount, next: trackedShows.nextEpisodeId })
    .from(trackedShows)
    .where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)));
  const [show] = await db().select({ trackers: shows.trackersCount }).from(shows).where(eq(shows.id, showId));
  return { user, tracked, trackers: show!.trackers };
}

describe("marking one episode (one statement)", () => {
  it("answers the progress the tracker shows and keeps every counter, the next-episode pointer included", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await showWith(4, 6);
    const trackersBefore = (await counters(user.id, show.id)).trackers;

    const first = (await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: true })).json().data;
    expect(first).toMatchObject({ seen: true, changed: 1, progress: { seen: 1, aired: 4, total: 6 } });
    let now = await counters(user.id, show.id);
    expect(now).toMatchObject({ user: { seen: 1, tracks: 1 }, tracked: { seen: 1, next: eps[0]!.id }, trackers: trackersBefore + 1 });

    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    now = await counters(user.id, show.id);
    expect(now).toMatchObject({ user: { seen: 2, tracks: 1 }, tracked: { seen: 2, next: eps[2]!.id }, trackers: trackersBefore + 1 });

    const undo = (await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: false })).json().data;
    expect(undo).toMatchObject({ seen: false, changed: 1, progress: { seen: 1, aired: 4, total: 6 } });
    const noop = (await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: false })).json().data;
    expect(noop).toMatchObject({ changed: 0, progress: { seen: 1 } });
    now = await counters(user.id, show.id);
    expect(now).toMatchObject({ user: { seen: 1, tracks: 1 }, tracked: { seen: 1, next: eps[1]!.id } });

    const tracker = (await client.get("/api/me/tracker?group=in_progress")).json().data.find((i: { show: { id: number } }) => i.show.id === show.id);
    expect(tracker.progress).toEqual(undo.progress);
  });

  it("tracks the show again when an episode still seen after an untrack is marked, counting the kept views", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await showWith(3, 3);
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: true });
    expect((await client.delete(`/api/shows/${show.id}/track`)).statusCode).toBe(200);
    expect((await counters(user.id, show.id)).tracked).toBeUndefined();

    const again = (await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true })).json().data;
    expect(again).toMatchObject({ changed: 0, progress: { seen: 2, aired: 3 } });
    expect((await counters(user.id, show.id)).tracked).toMatchObject({ seen: 2, next: eps[2]!.id });

    const third = (await client.post(`/api/seen/episode/${eps[2]!.id}`, { status: true })).json().data;
    expect(third).toMatchObject({ changed: 1, progress: { seen: 3, aired: 3 } });
    expect((await counters(user.id, show.id)).tracked).toMatchObject({ seen: 3, next: null });
  });
});
