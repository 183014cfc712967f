import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSession } from "../../src/auth/session.repository.js";
import { episodeViews, episodes, likes, lists, ratings, shows, trackedShows, users } from "../../src/db/schema/index.js";
import { Client } from "../accounts/helpers.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeUserRow } from "../rating-factories.js";

/*
 * Deadlocks under concurrent writes (issue 8): during a mixed load on PostgreSQL, `POST
 * /api/user/rate` answered 500 "deadlock detected" while moving the show's totals. Every write
 * path that touches a show's counters (tracking, seen marks, ratings, likes, lists) runs here at
 * once on the same few shows; no request may fail and every counter must be exact afterwards.
 *
 * PostgreSQL only: the embedded database (PGlite) has one connection, so its writes never overlap.
 */
const onPostgres = inject("dbTemplate").kind === "postgres";

const USERS = 30;
const AT_ONCE = 10;
const STEPS = 14;

let ctx: TestContext;
beforeAll(async () => {
  if (onPostgres) ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** A small seeded random source, so that a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

describe.skipIf(!onPostgres)("concurrent writes on PostgreSQL (skipped on PGlite: one connection, nothing overlaps)", () => {
  it(`${USERS} users, ${AT_ONCE} at a time, track, mark seen, rate, like and list the same shows: no request fails, counters are exact`, async () => {
    const db = ctx.database.db;
    const now = ctx.deps.now();
    // The three shows with the most aired episodes: every action lands on the same few rows.
    const hot = await db
      .select({ id: shows.id, n: sql<number>`count(*)::int` })
      .from(shows)
      .innerJoin(episodes, eq(episodes.showId, shows.id))
      .where(lte(episodes.airsAt, now))
      .groupBy(shows.id)
      .orderBy(sql`count(*) desc`, shows.id)
      .limit(3);
    const showIds = hot.map((s) => s.id);
    const aired = await db
      .select({ id: episodes.id, showId: episodes.showId })
      .from(episodes)
      .where(and(inArray(episodes.showId, showIds), lte(episodes.airsAt, now)));
    const episodesOf = (showId: number) => aired.filter((e) => e.showId === showId).slice(0, 6);

    const people: { id: number; client: Client }[] = [];
    for (let i = 0; i < USERS; i++) {
      const user = await makeUserRow(db);
      const { token } = await createSession(db, { userId: user.id, kind: "cookie", remember: false }, now);
      people.push({ id: user.id, client: new Client(ctx.app).withToken(token) });
    }
    // Every user owns a list, and likes others' lists as they go.
    const listIds: number[] = [];
    for (const person of people) {
      const res = await person.client.post("/api/lists", { name: `Shared ${person.id}`, public: true });
      expect(res.statusCode, res.body).toBe(201);
      listIds.push(res.json().data.id);
    }

    const failures: string[] = [];
    let requests = 0;
    const act = async (person: (typeof people)[number], seed: number) => {
      const next = random(seed);
      const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
      for (let step = 0; step < STEPS; step++) {
        const showId = pick(showIds);
        const roll = next();
        const call =
          roll < 0.14
            ? () => person.client.post(`/api/shows/${showId}/track`)
            : roll < 0.22
              ? () => person.client.delete(`/api/shows/${showId}/track`)
              : roll < 0.42
                ? () => person.client.post(`/api/seen/episode/${pick(episodesOf(showId)).id}`, { status: next() < 0.8 })
                : roll < 0.6
                  ? () => person.client.post("/api/user/rate", { related: "show", related_id: showId, rating: pick([1, 2.5, 3, 4.5, 5]) })
                  : roll < 0.66
                    ? () => person.client.delete(`/api/user/rate?related=show&related_id=${showId}`)
                    : roll < 0.78
                      ? () => person.client.post("/api/like-item", { type: "show", id: showId })
                      : roll < 0.88
                        ? () => person.client.post("/api/like-item", { type: "list", id: pick(listIds) })
                        : () => person.client.post(`/api/lists/${listIds[people.indexOf(person)]}/items`, { show_id: showId });
        const res = await call();
        requests++;
        if (res.statusCode >= 300) failures.push(`${res.statusCode} ${String(call).replace(/\s+/g, " ").slice(22, 90)}: ${res.body.slice(0, 100)}`);
      }
    };

    // Ten at a time: a worker takes the next user when its current one is done.
    let nextPerson = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (nextPerson < people.length) {
          const index = nextPerson++;
          await act(people[index]!, 7919 * (index + 1));
        }
      }),
    );
    expect(requests).toBe(USERS * STEPS);
    expect(failures).toEqual([]);

    // Every counter against the rows it counts.
    const showCounters = await db
      .select({
        id: shows.id,
        trackersCount: shows.trackersCount,
        trackers: sql<number>`(select count(*)::int from ${trackedShows} t where t.show_id = shows.id)`,
        votesCount: shows.votesCount,
        votes: sql<number>`(select count(*)::int from ${ratings} r where r.show_id = shows.id)`,
        ratingSum: shows.ratingSum,
        sum: sql<string>`(select coalesce(sum(r.rating), 0) from ${ratings} r where r.show_id = shows.id)`,
      })
      .from(shows)
      .where(inArray(shows.id, showIds));
    for (const show of showCounters) {
      expect(show.trackersCount, `trackers_count of show ${show.id}`).toBe(show.trackers);
      expect(show.votesCount, `votes_count of show ${show.id}`).toBe(show.votes);
      expect(Number(show.ratingSum), `rating_sum of show ${show.id}`).toBe(Number(show.sum));
    }
    const ids = people.map((p) => p.id);
    const userCounters = await db
      .select({
        id: users.id,
        trackCount: users.trackCount,
        tracked: sql<number>`(select count(*)::int from ${trackedShows} t where t.user_id = users.id)`,
        seenCount: users.seenCount,
        seen: sql<number>`(select count(*)::int from ${episodeViews} v where v.user_id = users.id)`,
        likeCount: users.likeCount,
        liked: sql<number>`(select count(*)::int from ${likes} l where l.user_id = users.id)`,
      })
      .from(users)
      .where(inArray(users.id, ids));
    for (const user of userCounters) {
      expect(user.trackCount, `track_count of user ${user.id}`).toBe(user.tracked);
      expect(user.seenCount, `seen_count of user ${user.id}`).toBe(user.seen);
      expect(user.likeCount, `like_count of user ${user.id}`).toBe(user.liked);
    }
    const perShow = await db
      .select({
        userId: trackedShows.userId,
        showId: trackedShows.showId,
        seenCount: trackedShows.seenCount,
        views: sql<number>`(select count(*)::int from ${episodeViews} v where v.user_id = tracked_shows.user_id and v.show_id = tracked_shows.show_id)`,
      })
      .from(trackedShows)
      .where(inArray(trackedShows.userId, ids));
    for (const row of perShow) expect(row.seenCount, `seen_count of user ${row.userId}, show ${row.showId}`).toBe(row.views);
    const listCounters = await db
      .select({
        id: lists.id,
        likesCount: lists.likesCount,
        liked: sql<number>`(select count(*)::int from ${likes} l where l.item_type = 'list' and l.item_id = lists.id)`,
      })
      .from(lists)
      .where(inArray(lists.id, listIds));
    for (const list of listCounters) expect(list.likesCount, `likes_count of list ${list.id}`).toBe(list.liked);
  }, 180_000);
});
