import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, trackedShows } from "../../src/db/schema/index.js";
import { type AccountsEnv, type Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";

// tracked_shows.next_episode_id is kept by triggers (drizzle/0007_tracker_next_episode.sql); the
// tracker groups and "up next" read it. These tests move it through every write path.
let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const WEEK = 7 * 86_400_000;
const db = () => env.ctx.database.db;

async function showWith(aired: number, seasons: number[], status = "Running") {
  const made = await makeShow(db(), { seasons, status, firstAirsAt: new Date(Date.now() - aired * WEEK + WEEK / 2) });
  const rows = await db().select().from(episodes).where(eq(episodes.showId, made.show.id)).orderBy(episodes.seasonNumber, episodes.number);
  return { ...made, episodes: rows };
}

async function pointer(userId: number, showId: number): Promise<number | null | undefined> {
  const [row] = await db().select({ next: trackedShows.nextEpisodeId }).from(trackedShows).where(and(eq(trackedShows.userId, userId), eq(trackedShows.showId, showId)));
  return row?.next;
}

async function groupOfShow(client: Client, showId: number): Promise<string | undefined> {
  for (const group of ["in_progress", "caught_up", "not_started", "completed", "dropped"]) {
    const res = await client.get(`/api/me/tracker?group=${group}&limit=50`);
    if ((res.json().data as { show: { id: number } }[]).some((i) => i.show.id === showId)) return group;
  }
  return undefined;
}

describe("the next unseen episode of a tracked show", () => {
  it("starts at the first episode, skips what is seen in any order, and steps back when unmarked", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await showWith(5, [3, 3]);
    await client.post(`/api/shows/${show.id}/track`);
    expect(await pointer(user.id, show.id)).toBe(eps[0]!.id);

    // Seen out of order: the pointer waits at S01E01, then jumps over S01E02 and S01E03.
    await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: true });
    await client.post(`/api/seen/episode/${eps[2]!.id}`, { status: true });
    expect(await pointer(user.id, show.id)).toBe(eps[0]!.id);
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    expect(await pointer(user.id, show.id)).toBe(eps[3]!.id); // S02E01, across the season boundary

    const watchNext = (await client.get("/api/me/tracker?group=watch_next")).json().data as { show: { id: number }; next_episode: { code: string } }[];
    expect(watchNext.find((i) => i.show.id === show.id)?.next_episode.code).toBe("S02E01");

    await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: false });
    expect(await pointer(user.id, show.id)).toBe(eps[1]!.id);
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: false });
    expect(await pointer(user.id, show.id)).toBe(eps[0]!.id);
  });

  it("is null when everything is seen, and a new episode of the show becomes it for every tracker", async () => {
    const a = await makeVerifiedUser(env);
    const b = await makeVerifiedUser(env);
    const { show, seasons, episodes: eps } = await showWith(2, [2]);
    await a.client.post(`/api/seen/show/${show.id}`, { status: true });
    await b.client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    expect(await pointer(a.user.id, show.id)).toBeNull();
    expect(await groupOfShow(a.client, show.id)).toBe("caught_up");

    // The catalog adds an episode that aired yesterday (as the importer or schedule keeper would).
    const [added] = await db()
      .insert(episodes)
      .values({ showId: show.id, seasonId: seasons[0]!.id, seasonNumber: 1, number: 3, airsAt: new Date(Date.now() - 86_400_000), runtime: 120 })
      .returning();
    expect(await pointer(a.user.id, show.id)).toBe(added!.id);
    expect(await pointer(b.user.id, show.id)).toBe(eps[1]!.id); // b's pointer comes earlier: unchanged
    expect(await groupOfShow(a.client, show.id)).toBe("in_progress");
  });

  it("moves to caught_up when the next episode has not aired, and to in_progress once it airs", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await showWith(2, [4]);
    await client.post(`/api/seen/show/${show.id}`, { status: true });
    expect(await pointer(user.id, show.id)).toBe(eps[2]!.id);
    expect(await groupOfShow(client, show.id)).toBe("caught_up");
    await db().update(episodes).set({ airsAt: new Date(Date.now() - 60_000) }).where(eq(episodes.id, eps[2]!.id));
    expect(await groupOfShow(client, show.id)).toBe("in_progress");
  });

  it("survives an untrack: a show tracked again starts after the episodes still seen", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await showWith(3, [3]);
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    await client.delete(`/api/shows/${show.id}/track`);
    // Tracking again answers the kept progress, so the client does not ask "what have you watched?" again.
    const tracked = await client.post(`/api/shows/${show.id}/track`);
    expect(tracked.json()).toEqual({ data: { is_tracking: true, progress: { seen: 1, aired: 3, total: 3, percent: 33 } } });
    expect(await pointer(user.id, show.id)).toBe(eps[1]!.id);
    // The kept view counts: the show is in progress with one episode seen.
    const items = (await client.get("/api/me/tracker?group=in_progress")).json().data as { show: { id: number }; progress: { seen: number } }[];
    expect(items.find((i) => i.show.id === show.id)?.progress.seen).toBe(1);
    await client.delete(`/api/shows/${show.id}/track`);
    await client.post(`/api/seen/episode/${eps[1]!.id}`, { status: true }); // tracks it again by seeing
    expect((await client.get(`/api/shows/${show.id}`)).json().data.is_tracking).toBe(true);
    const again = (await client.get("/api/me/tracker?group=in_progress")).json().data as { show: { id: number }; progress: { seen: number } }[];
    expect(again.find((i) => i.show.id === show.id)?.progress.seen).toBe(2);
    expect(await pointer(user.id, show.id)).toBe(eps[2]!.id);
  });

  it("looks again when the episode it points at is deleted from the catalog", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await showWith(3, [3]);
    await client.post(`/api/seen/episode/${eps[0]!.id}`, { status: true });
    await db().delete(episodes).where(eq(episodes.id, eps[1]!.id));
    expect(await pointer(user.id, show.id)).toBe(eps[2]!.id);
  });

  it("a season marked at once leaves it null, in one statement of views", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show, episodes: eps } = await showWith(3, [3]);
    await client.post(`/api/shows/${show.id}/track`);
    await client.post(`/api/seen/season/${eps[0]!.seasonId}`, { status: true });
    expect(await pointer(user.id, show.id)).toBeNull();
    expect(await groupOfShow(client, show.id)).toBe("caught_up");
  });
});
