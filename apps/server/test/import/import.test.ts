import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodeViews, episodes, listItems, lists, ratings, shows, trackedShows, users } from "../../src/db/schema/index.js";
import { type AccountsEnv, Client, makeVerifiedUser, register, startAccountsApp } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { commit, importFile, preview, readSample } from "./samples.js";
import { grantPlan } from "../plans.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;

async function showByTitle(originalTitle: string) {
  const [row] = await db().select().from(shows).where(eq(shows.originalTitle, originalTitle));
  return row!;
}

/** Everything the import writes for one user, counted from the rows. */
async function written(userId: number) {
  const count = async (table: typeof episodeViews | typeof trackedShows | typeof ratings | typeof lists) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId)))[0]!.n;
  const [items] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(listItems)
    .innerJoin(lists, eq(lists.id, listItems.listId))
    .where(eq(lists.userId, userId));
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  return {
    seen: await count(episodeViews),
    tracked: await count(trackedShows),
    ratings: await count(ratings),
    lists: await count(lists),
    listItems: items!.n,
    seenCount: user!.seenCount,
    trackCount: user!.trackCount,
  };
}

/** Counter caches against the rows they count, for one user and the shows they touch. */
async function expectCountersExact(userId: number) {
  const perShow = await db()
    .select({
      showId: trackedShows.showId,
      seenCount: trackedShows.seenCount,
      views: sql<number>`(select count(*)::int from ${episodeViews} v where v.user_id = ${userId} and v.show_id = tracked_shows.show_id)`,
    })
    .from(trackedShows)
    .where(eq(trackedShows.userId, userId));
  for (const row of perShow) expect(row.seenCount, `seen_count of show ${row.showId}`).toBe(row.views);
  // The next-episode pointer (kept by triggers) against a fresh look at the same rows.
  const pointers = await db()
    .select({
      showId: trackedShows.showId,
      next: trackedShows.nextEpisodeId,
      expected: sql<number | null>`(select e.id from ${episodes} e where e.show_id = tracked_shows.show_id
        and not exists (select 1 from ${episodeViews} v where v.user_id = ${userId} and v.episode_id = e.id)
        order by e.season_number, e.number limit 1)`,
    })
    .from(trackedShows)
    .where(eq(trackedShows.userId, userId));
  for (const row of pointers) expect(row.next, `next_episode_id of show ${row.showId}`).toBe(row.expected);
  const totals = await written(userId);
  expect(totals.seenCount).toBe(totals.seen);
  expect(totals.trackCount).toBe(totals.tracked);
  const ids = perShow.map((r) => r.showId);
  const rated = await db().select({ showId: ratings.showId }).from(ratings).where(eq(ratings.userId, userId));
  const touched = [...new Set([...ids, ...rated.map((r) => r.showId)])];
  if (!touched.length) return;
  const counters = await db()
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
    .where(inArray(shows.id, touched));
  for (const show of counters) {
    expect(show.trackersCount, `trackers_count of show ${show.id}`).toBe(show.trackers);
    expect(show.votesCount, `votes_count of show ${show.id}`).toBe(show.votes);
    expect(Number(show.ratingSum), `rating_sum of show ${show.id}`).toBe(Number(show.sum));
  }
}

describe("preview", () => {
  it("counts matched and unmatched items of the Trakt sample and writes nothing", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const res = await preview(client, "trakt", await readSample("trakt"), "trakt-sample.json");
    expect(res.statusCode, res.body).toBe(200);
    const { data, token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(data.source).toBe("trakt");
    expect(data.shows).toEqual({ matched: 5, unmatched: ["Behzat Ç. Bir Ankara Polisiyesi"], ambiguous: [] });
    expect(data.episodes).toEqual({ matched: 9, unmatched: 3 });
    expect(data.ratings).toEqual({ matched: 3, unmatched: 1 });
    expect(data.lists).toEqual({ matched: 2, skipped: [], items: { matched: 3, unmatched: 1 } });
    expect(data.skipped_entries).toBe(1);
    const byTitle = Object.fromEntries((data.items as { title: string }[]).map((i) => [i.title, i]));
    expect(byTitle["Aşk-ı Memnu"]).toMatchObject({ status: "matched", year: 2008, show: { original_title: "Aşk-ı Memnu", year: 2008 }, episodes: { matched: 4, unmatched: 1 } });
    // The translated title finds the show too.
    expect(byTitle["Endless Love"]).toMatchObject({ status: "matched", show: { original_title: "Kara Sevda" }, episodes: { matched: 2, unmatched: 0 } });
    expect(byTitle["Behzat Ç. Bir Ankara Polisiyesi"]).toMatchObject({ status: "unmatched", show: null, episodes: { matched: 0, unmatched: 2 } });
    expect(await written(user.id)).toMatchObject({ seen: 0, tracked: 0, ratings: 0, lists: 0 });
  });

  it("counts the TV Time sample (no years; a title without its Turkish letters found by similarity)", async () => {
    const { client } = await makeVerifiedUser(env);
    const res = await preview(client, "tvtime", await readSample("tvtime"), "seen_episode.csv");
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.shows).toEqual({ matched: 4, unmatched: ["Love, Death & Robots", "Behzat Ç. Bir Ankara Polisiyesi"], ambiguous: [] });
    expect(data.episodes).toEqual({ matched: 8, unmatched: 3 });
    const fatmagul = (data.items as { title: string }[]).find((i) => i.title === "Fatmagulun Sucu Ne");
    expect(fatmagul).toMatchObject({ status: "matched", show: { original_title: "Fatmagül'ün Suçu Ne?" } });
  });

  it("matches the same title one year apart, but not five years apart", async () => {
    const { client } = await makeVerifiedUser(env);
    const file = JSON.stringify([
      { show: { title: "Ezel", year: 2010 }, seasons: [] },
      { show: { title: "Kara Sevda", year: 2020 }, seasons: [] },
    ]);
    const { data } = (await preview(client, "trakt", file)).json();
    expect(data.items.map((i: { status: string }) => i.status)).toEqual(["matched", "unmatched"]);
  });

  it("answers ambiguous for two shows of the same title and year", async () => {
    const { client } = await makeVerifiedUser(env);
    await makeShow(db(), { originalTitle: "İkiz Dizi", title: "Twin Show One", premiered: "2019-09-10" });
    await makeShow(db(), { originalTitle: "İkiz Dizi", title: "Twin Show Two", premiered: "2019-10-10" });
    const { data } = (await preview(client, "trakt", JSON.stringify([{ rating: 8, show: { title: "Ikiz Dizi", year: 2019 } }]))).json();
    expect(data.shows).toEqual({ matched: 0, unmatched: [], ambiguous: ["Ikiz Dizi"] });
    expect(data.ratings).toEqual({ matched: 0, unmatched: 1 });
  });

  it("reads TV Time names with quoted commas and quotes", async () => {
    const { client } = await makeVerifiedUser(env);
    const { show } = await makeShow(db(), { originalTitle: "Aşk, Mantık, İntikam", title: "Love, Logic & Revenge", seasons: [3] });
    const csv = [
      "tv_show_name,episode_season_number,episode_number,updated_at",
      '"Aşk, Mantık, İntikam",1,1,2021-05-01 20:00:00',
      '"Aşk, Mantık, İntikam",1,2,2021-05-08 20:00:00',
      '"Bir ""Özel"" Dizi, Ama Yok",1,1,2021-05-08 20:00:00',
    ].join("\r\n");
    const res = await preview(client, "tvtime", csv);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.shows).toEqual({ matched: 1, unmatched: ['Bir "Özel" Dizi, Ama Yok'], ambiguous: [] });
    expect(data.items[0]).toMatchObject({ title: "Aşk, Mantık, İntikam", status: "matched", show: { id: show.id }, episodes: { matched: 2, unmatched: 0 } });
  });

  it("answers 422 naming the line or field of an invalid file", async () => {
    const { client } = await makeVerifiedUser(env);
    const json = await preview(client, "trakt", '{"watched": [\n  {"show": {"title": "Ezel"}, "seasons": [}\n]}');
    expect(json.statusCode).toBe(422);
    expect(json.json()).toMatchObject({ message: "The file is not valid JSON (line 2, column 43).", errors: { file: ["The file is not valid JSON (line 2, column 43)."] } });
    const shape = await preview(client, "trakt", JSON.stringify({ ratings: [{ rating: "nine", show: { title: "Ezel" } }] }));
    expect(shape.statusCode).toBe(422);
    expect(shape.json().message).toMatch(/^The Trakt file is invalid at ratings\[0\]\.rating: /);
    const csv = await preview(client, "tvtime", "tv_show_name,episode_season_number,episode_number\nEzel,1,1\nEzel,x,2\n");
    expect(csv.statusCode).toBe(422);
    expect(csv.json().message).toBe('Line 3: episode_season_number must be a whole number, not "x".');
    // A CSV sent as Trakt, and a JSON file sent as TV Time.
    expect((await preview(client, "trakt", await readSample("tvtime"))).statusCode).toBe(422);
    expect((await preview(client, "tvtime", await readSample("trakt"))).json().message).toBe("The file is not a CSV file: TV Time's seen_episode.csv is expected.");
    const empty = await preview(client, "trakt", "[]");
    expect(empty.json()).toMatchObject({ message: "The file has nothing to import." });
  });

  it("answers 422 for a missing file or source and an unknown source", async () => {
    const { client } = await makeVerifiedUser(env);
    const noFile = await (async () => {
      const { multipart } = await import("../accounts/helpers.js");
      const { payload, headers } = await multipart({ source: "trakt" });
      return client.request({ method: "POST", url: "/api/me/import/preview", payload, headers });
    })();
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: ["This field is required."] });
    const bad = await preview(client, "letterboxd", "[]");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ source: ["The selected source is invalid."] });
  });

  it("accepts 5 MB and answers 422 (never 413) one byte over", async () => {
    const { client } = await makeVerifiedUser(env);
    const body = JSON.stringify([{ rating: 8, show: { title: "Ezel", year: 2009 } }]);
    const atLimit = body + " ".repeat(5_000_000 - Buffer.byteLength(body));
    expect(Buffer.byteLength(atLimit)).toBe(5_000_000);
    expect((await preview(client, "trakt", atLimit)).statusCode).toBe(200);
    const over = await preview(client, "trakt", `${atLimit} `);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: "The file may not be greater than 5 MB.", errors: { file: ["The file may not be greater than 5 MB."] } });
  });

  it("needs a session (401) and a verified email (403)", async () => {
    const bytes = await readSample("trakt");
    expect((await preview(new Client(env.app), "trakt", bytes)).statusCode).toBe(401);
    expect((await commit(new Client(env.app), "whatever")).statusCode).toBe(401);
    const unverified = await register(env);
    expect((await preview(unverified.client, "trakt", bytes)).statusCode).toBe(403);
  });
});

describe("commit", () => {
  it("writes the Trakt sample, maps ratings to half stars and keeps every counter exact", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const result = await importFile(client, "trakt", await readSample("trakt"));
    expect(result.written).toEqual({ tracked: 3, seen: 9, ratings: 3, lists: 2, list_items: 3 });
    expect(result.skippedLists).toEqual([]);
    expect(await written(user.id)).toEqual({ seen: 9, tracked: 3, ratings: 3, lists: 2, listItems: 3, seenCount: 9, trackCount: 3 });

    const memnu = await showByTitle("Aşk-ı Memnu");
    const kara = await showByTitle("Kara Sevda");
    const ezel = await showByTitle("Ezel");
    const rated = await db().select({ showId: ratings.showId, rating: ratings.rating, createdAt: ratings.createdAt }).from(ratings).where(eq(ratings.userId, user.id));
    const ratingOf = (id: number) => rated.find((r) => r.showId === id);
    expect(Number(ratingOf(memnu.id)?.rating)).toBe(4.5); // Trakt 9
    expect(Number(ratingOf(kara.id)?.rating)).toBe(5); // Trakt 10
    expect(Number(ratingOf(ezel.id)?.rating)).toBe(3.5); // Trakt 7
    expect(ratingOf(memnu.id)?.createdAt.toISOString()).toBe("2021-03-03T08:00:00.000Z");

    const [tracked] = await db().select().from(trackedShows).where(and(eq(trackedShows.userId, user.id), eq(trackedShows.showId, memnu.id)));
    expect(tracked).toMatchObject({ seenCount: 4, droppedAt: null });
    expect(tracked!.lastSeenAt?.toISOString()).toBe("2021-03-01T21:30:00.000Z");

    const owned = await db().select().from(lists).where(eq(lists.userId, user.id)).orderBy(lists.id);
    expect(owned.map((l) => [l.name, l.description, l.isPublic])).toEqual([
      ["Favori diziler", "Tekrar tekrar izlediklerim", true],
      ["İzlenecekler", null, false],
    ]);
    const favourites = await db().select().from(listItems).where(eq(listItems.listId, owned[0]!.id)).orderBy(listItems.position);
    expect(favourites.map((i) => i.showId)).toEqual([memnu.id, ezel.id]);
    await expectCountersExact(user.id);

    // The tracker shows the imported progress.
    const progress = (await client.get(`/api/shows/${memnu.slug}`)).json().data;
    expect(progress.is_tracking).toBe(true);
  });

  it("is idempotent: the same file twice adds nothing", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const bytes = await readSample("trakt");
    await importFile(client, "trakt", bytes);
    const before = await written(user.id);
    const [ezelBefore] = await db().select().from(shows).where(eq(shows.originalTitle, "Ezel"));
    const again = await importFile(client, "trakt", bytes);
    expect(again.written).toEqual({ tracked: 0, seen: 0, ratings: 0, lists: 0, list_items: 0 });
    expect(await written(user.id)).toEqual(before);
    const [ezelAfter] = await db().select().from(shows).where(eq(shows.originalTitle, "Ezel"));
    expect([ezelAfter!.trackersCount, ezelAfter!.votesCount, Number(ezelAfter!.ratingSum)]).toEqual([
      ezelBefore!.trackersCount,
      ezelBefore!.votesCount,
      Number(ezelBefore!.ratingSum),
    ]);
    // TV Time's history of the same shows adds only what is new: Fatmagül'ün Suçu Ne? and its episode.
    const tvtime = await importFile(client, "tvtime", await readSample("tvtime"));
    expect(tvtime.written).toEqual({ tracked: 1, seen: 1, ratings: 0, lists: 0, list_items: 0 });
    await expectCountersExact(user.id);
  });

  it("keeps a rating the user gave here and does not count it again", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const ezel = await showByTitle("Ezel");
    expect((await client.post("/api/user/rate", { related: "show", related_id: ezel.id, rating: 1 })).statusCode).toBe(200);
    const result = await importFile(client, "trakt", JSON.stringify([{ rating: 10, show: { title: "Ezel", year: 2009 } }]));
    expect(result.written.ratings).toBe(0);
    const [row] = await db().select().from(ratings).where(and(eq(ratings.userId, user.id), eq(ratings.showId, ezel.id)));
    expect(Number(row!.rating)).toBe(1);
    await expectCountersExact(user.id);
  });

  it("writes nothing when one write fails (a show deleted since the preview): one transaction", async () => {
    const { client, user } = await makeVerifiedUser(env);
    const { show: doomed } = await makeShow(db(), { premiered: "2020-09-15" });
    const ezel = await showByTitle("Ezel");
    const ezelTrackers = ezel.trackersCount;
    // Lists are written last: the failure comes after the history and the ratings were written.
    const file = JSON.stringify({
      watched: [{ show: { title: "Ezel", year: 2009 }, seasons: [{ number: 1, episodes: [{ number: 1 }, { number: 2 }] }] }],
      ratings: [{ rating: 8, show: { title: "Ezel", year: 2009 } }],
      lists: [{ name: "Silinecek", privacy: "public", items: [{ type: "show", show: { title: doomed.originalTitle, year: 2020 } }] }],
    });
    const previewed = await preview(client, "trakt", file);
    expect(previewed.json().data.lists.items).toEqual({ matched: 1, unmatched: 0 });
    await db().delete(shows).where(eq(shows.id, doomed.id));

    const res = await commit(client, previewed.json().token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The catalog has changed since the preview. Please preview the file again.");
    expect(await written(user.id)).toEqual({ seen: 0, tracked: 0, ratings: 0, lists: 0, listItems: 0, seenCount: 0, trackCount: 0 });
    const [after] = await db().select().from(shows).where(eq(shows.id, ezel.id));
    expect(after!.trackersCount).toBe(ezelTrackers);
  });

  it("imports lists up to the free cap of 5 and reports the rest as skipped; Pro has no cap", async () => {
    const { client, user } = await makeVerifiedUser(env);
    for (const name of ["Bir", "İki", "Üç"]) expect((await client.post("/api/lists", { name, public: true })).statusCode).toBe(201);
    const file = JSON.stringify({
      lists: ["İki", "Dört", "Beş", "Altı", "Yedi"].map((name) => ({ name, privacy: "public", items: [{ type: "show", show: { title: "Ezel", year: 2009 } }] })),
    });
    const previewed = (await preview(client, "trakt", file)).json();
    expect(previewed.data.lists).toMatchObject({ matched: 3, skipped: ["Altı", "Yedi"] });
    const committed = await commit(client, previewed.token);
    expect(committed.json().data).toEqual({ written: { tracked: 0, seen: 0, ratings: 0, lists: 2, list_items: 3 }, skipped_lists: ["Altı", "Yedi"] });
    expect((await written(user.id)).lists).toBe(5);

    await grantPlan(db(), user.id, "year", new Date());
    const pro = await importFile(client, "trakt", file);
    expect(pro.written).toMatchObject({ lists: 2, list_items: 2 });
    expect(pro.skippedLists).toEqual([]);
    expect((await written(user.id)).lists).toBe(7);
  });

  it("answers 404 for an unknown token, another user's token, a committed one and a replaced one", async () => {
    const owner = await makeVerifiedUser(env);
    const other = await makeVerifiedUser(env);
    const { token } = (await preview(owner.client, "tvtime", await readSample("tvtime"))).json();
    expect((await commit(other.client, token)).statusCode).toBe(404);
    expect((await commit(owner.client, "no-such-token")).statusCode).toBe(404);
    expect((await written(other.user.id)).seen).toBe(0);
    expect((await commit(owner.client, token)).statusCode).toBe(200);
    expect((await commit(owner.client, token)).statusCode).toBe(404);
    // A new preview replaces the pending one.
    const first = (await preview(owner.client, "trakt", await readSample("trakt"))).json().token;
    const second = (await preview(owner.client, "trakt", await readSample("trakt"))).json().token;
    expect((await commit(owner.client, first)).statusCode).toBe(404);
    expect((await commit(owner.client, second)).statusCode).toBe(200);
    const missing = await owner.client.post("/api/me/import/commit", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: ["This field is required."] });
  });
});
