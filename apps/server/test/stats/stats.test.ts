import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnStats, SiteStats, StatsShow } from "@dizilog/shared/api";
import { episodeViews, episodes, ratings, reactions } from "../../src/db/schema/index.js";
import { statsCardText } from "../../src/domain/stats-card-text.js";
import { statsCardSvg } from "../../src/storage/stats-card.js";
import { Client } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeUser } from "../user-factories.js";

/*
 * The year in numbers (decision 0046, the contract's "TV data"): the counting rules on years the
 * demo catalog leaves empty (the 1960s), the year rules, the Pro gate, a member's own year on a
 * fixture, and the card.
 */

let ctx: TestContext;
let visitor: Client;
const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  ctx = await createTestApp();
  visitor = new Client(ctx.app);
});
afterAll(async () => ctx?.close());

const at = (iso: string) => new Date(iso);
const ids = (list: StatsShow[]) => list.map((show) => show.id);

async function siteYear(year: number | string): Promise<SiteStats> {
  const res = await visitor.get(`/api/v1/stats/${year}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SiteStats }).data;
}

describe("GET /api/v1/stats/{year}: which shows count", () => {
  it("counts a show with 10 episodes, not one with 9, nor one whose episodes aired another year", async () => {
    const db = ctx.database.db;
    const ten = await makeShow(db, { seasons: [10], firstAirsAt: at("1960-02-02T17:00:00Z"), trackers: 5, votes: { count: 2, sum: 8 } });
    const nine = await makeShow(db, { seasons: [9], firstAirsAt: at("1960-02-02T17:00:00Z"), trackers: 50, votes: { count: 2, sum: 10 } });
    const otherYear = await makeShow(db, { seasons: [12], firstAirsAt: at("1961-02-07T17:00:00Z"), trackers: 9 });
    // Two seasons, weekly from 22 November: 6 episodes in 1960, 4 in 1961 (10 in all): counts for both years.
    const across = await makeShow(db, { seasons: [4, 6], firstAirsAt: at("1960-11-22T17:00:00Z") });

    const stats = await siteYear(1960);
    expect(stats.year).toBe(1960);
    const counted = ids(stats.longest);
    expect(counted).toContain(ten.show.id);
    expect(counted).toContain(across.show.id);
    expect(counted).not.toContain(nine.show.id);
    expect(counted).not.toContain(otherYear.show.id);
    expect(stats.shows_count).toBe(2);
    expect(stats.episodes_count).toBe(10 + 6);

    expect(ids(stats.most_tracked)).toEqual([ten.show.id]);
    expect(stats.most_tracked[0]).toMatchObject({ trackers_count: 5, value: 5, episodes_count: 10 });
    expect(ids(stats.highest_rated)).toEqual([ten.show.id]);
    expect(stats.highest_rated[0]!.value).toBe(4);
    expect(stats.longest.map((s) => s.value)).toEqual([10, 10]);

    const other = await siteYear(1961);
    expect(ids(other.longest)).toEqual([otherYear.show.id, across.show.id]);
    expect(other.episodes_count).toBe(12 + 4);
  });

  it("a year is the calendar year in Europe/Istanbul: an episode at 22:30 UTC on 31 December is in the next year", async () => {
    const db = ctx.database.db;
    // 1962-12-31T22:30Z is 1963-01-01 01:30 in Istanbul (UTC+2 then); the other nine air in 1963.
    const show = await makeShow(db, { seasons: [10], firstAirsAt: at("1962-12-31T22:30:00Z") });
    expect(ids((await siteYear(1962)).longest)).not.toContain(show.show.id);
    const stats = await siteYear(1963);
    expect(ids(stats.longest)).toContain(show.show.id);
    expect(stats.episodes_count).toBe(10);
  });

  it("shortest-lived: ended shows with 13 episodes, not 14, and not one still running", async () => {
    const db = ctx.database.db;
    const first = at("1964-01-07T17:00:00Z");
    const thirteen = await makeShow(db, { seasons: [13], firstAirsAt: first, status: "Ended" });
    const fourteen = await makeShow(db, { seasons: [14], firstAirsAt: first, status: "Ended" });
    const cancelled = await makeShow(db, { seasons: [10], firstAirsAt: first, status: "Cancelled" });
    const running = await makeShow(db, { seasons: [11], firstAirsAt: first, status: "Running" });
    const nine = await makeShow(db, { seasons: [9], firstAirsAt: first, status: "Cancelled" });
    const stats = await siteYear(1964);
    // The fewest episodes first; a 9-episode show never counts (the 10-episode rule comes first).
    expect(ids(stats.shortest_lived)).toEqual([cancelled.show.id, thirteen.show.id]);
    expect(stats.shortest_lived.map((s) => s.value)).toEqual([10, 13]);
    expect(ids(stats.shortest_lived)).not.toContain(fourteen.show.id);
    expect(ids(stats.shortest_lived)).not.toContain(running.show.id);
    expect(ids(stats.longest)).not.toContain(nine.show.id);
    expect(ids(stats.longest)).toEqual([fourteen.show.id, thirteen.show.id, running.show.id, cancelled.show.id]);
  });

  it("most watched counts the seen marks made that year", async () => {
    const db = ctx.database.db;
    const a = await makeShow(db, { seasons: [10], firstAirsAt: at("1966-01-04T17:00:00Z") });
    const b = await makeShow(db, { seasons: [10], firstAirsAt: at("1966-01-04T17:00:00Z") });
    const viewers = [await makeUser(ctx, { session: false }), await makeUser(ctx, { session: false })];
    const episodesOf = async (showId: number) => db.select().from(episodes).where(eq(episodes.showId, showId));
    const [aEpisodes, bEpisodes] = [await episodesOf(a.show.id), await episodesOf(b.show.id)];
    const mark = (userId: number, episode: { id: number; showId: number }, watchedAt: string) => ({
      userId,
      episodeId: episode.id,
      showId: episode.showId,
      watchedAt: at(watchedAt),
    });
    await db.insert(episodeViews).values([
      mark(viewers[0]!.id, aEpisodes[0]!, "1966-03-01T12:00:00Z"),
      mark(viewers[1]!.id, aEpisodes[0]!, "1966-03-01T12:00:00Z"),
      mark(viewers[0]!.id, bEpisodes[0]!, "1966-03-01T12:00:00Z"),
      mark(viewers[0]!.id, bEpisodes[1]!, "1966-03-01T12:00:00Z"),
      mark(viewers[0]!.id, bEpisodes[2]!, "1966-03-01T12:00:00Z"),
      // Seen another year: not counted.
      mark(viewers[1]!.id, bEpisodes[1]!, "1967-02-01T12:00:00Z"),
    ]);
    const stats = await siteYear(1966);
    expect(ids(stats.most_watched)).toEqual([b.show.id, a.show.id]);
    expect(stats.most_watched.map((s) => s.value)).toEqual([3, 2]);
  });

  it("a past year is cached: a show added later does not appear until the cache expires", async () => {
    const db = ctx.database.db;
    const before = await makeShow(db, { seasons: [10], firstAirsAt: at("1968-01-02T17:00:00Z") });
    expect(ids((await siteYear(1968)).longest)).toEqual([before.show.id]);
    await makeShow(db, { seasons: [12], firstAirsAt: at("1968-01-02T17:00:00Z") });
    expect(ids((await siteYear(1968)).longest)).toEqual([before.show.id]);
  });

  it("the demo catalog gives this year numbers", async () => {
    const stats = await siteYear(thisYear);
    expect(stats.shows_count).toBeGreaterThan(0);
    expect(stats.episodes_count).toBeGreaterThan(0);
    expect(stats.longest.length).toBeGreaterThan(0);
  });
});

describe("the year rules", () => {
  it.each(["26", "abcd", "20266", "2o25", "-999", "1e3"])("a year that is not four digits (%s) answers 422", async (year) => {
    const res = await visitor.get(`/api/v1/stats/${year}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: "The year must be four digits, such as 2025.", code: "stats_year_invalid" });
    expect(res.json().errors.year).toEqual(["The year must be four digits, such as 2025."]);
    expect(res.json().error_codes.year).toEqual(["stats_year_invalid"]);
  });

  it.each([1949, 1000, thisYear + 2, 9999])("a year outside 1950 to next year (%s) answers 404", async (year) => {
    const res = await visitor.get(`/api/v1/stats/${year}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: `There are no numbers for the year ${year}: years from 1950 to ${thisYear + 1} can be shown.`,
      code: "stats_year_out_of_range",
    });
  });

  it("1950 and next year answer 200", async () => {
    expect((await siteYear(1950)).year).toBe(1950);
    expect((await siteYear(thisYear + 1)).year).toBe(thisYear + 1);
  });

  it("the message follows the request's language", async () => {
    const res = await visitor.get(`/api/v1/stats/1949`, { "accept-language": "tr" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`1949 yılı için rakam yok: 1950 ile ${thisYear + 1} arasındaki yıllar gösterilebilir.`);
  });

  it("the personal year follows the same rules (for a Pro member)", async () => {
    const pro = await makeUser(ctx, { pro: true });
    expect((await pro.client.get("/api/me/stats/12345")).statusCode).toBe(422);
    expect((await pro.client.get("/api/me/stats/1949")).statusCode).toBe(404);
    expect((await pro.client.get(`/api/me/stats/${thisYear + 2}/card.png`)).statusCode).toBe(404);
  });
});

describe("GET /api/me/stats/{year}: the Pro gate", () => {
  it("a visitor gets 401, a free member 403 pro_required, a Pro member 200", async () => {
    for (const path of [`/api/me/stats/${thisYear}`, `/api/me/stats/${thisYear}/card.png`]) {
      const anonymous = await visitor.get(path);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: "Please login to continue." });

      const free = await makeUser(ctx);
      const denied = await free.client.get(path);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: "This is a Pro feature. Upgrade to Pro to see it.", code: "pro_required", pro_required: true });

      const pro = await makeUser(ctx, { pro: true });
      expect((await pro.client.get(path)).statusCode).toBe(200);
    }
  });

  it("a Bearer-authenticated Pro member is served too", async () => {
    const pro = await makeUser(ctx, { pro: true, session: "bearer" });
    const res = await pro.client.get(`/api/me/stats/${thisYear}`, pro.headers);
    expect(res.statusCode).toBe(200);
  });
});

describe("a member's own year", () => {
  async function fixture() {
    const db = ctx.database.db;
    // Runtime 120 (the factory's); the short show's episodes are 45 minutes each.
    const long = await makeShow(db, { originalTitle: "Uzun Dizi", seasons: [20], firstAirsAt: at("1970-01-06T17:00:00Z"), genres: ["drama", "romance"] });
    const short = await makeShow(db, { originalTitle: "Kısa Dizi", seasons: [5], firstAirsAt: at("1970-01-06T17:00:00Z"), genres: ["drama"], status: "Ended" });
    await db.update(episodes).set({ runtime: 45 }).where(eq(episodes.showId, short.show.id));
    const longEpisodes = await db.select().from(episodes).where(eq(episodes.showId, long.show.id)).orderBy(episodes.number);
    const shortEpisodes = await db.select().from(episodes).where(eq(episodes.showId, short.show.id)).orderBy(episodes.number);
    const pro = await makeUser(ctx, { pro: true, timeZone: "America/New_York", locale: "ar", name: "ليلى" });
    const mark = (episode: { id: number; showId: number }, watchedAt: string) => ({ userId: pro.id, episodeId: episode.id, showId: episode.showId, watchedAt: at(watchedAt) });
    await db.insert(episodeViews).values([
      // Three of the long show in 1971 (New York time): 360 minutes.
      mark(longEpisodes[0]!, "1971-03-01T12:00:00Z"),
      mark(longEpisodes[1]!, "1971-03-02T12:00:00Z"),
      // 1972-01-01T03:00Z is still 31 December 1971 in New York.
      mark(longEpisodes[2]!, "1972-01-01T03:00:00Z"),
      // 1971-01-01T03:00Z is 31 December 1970 in New York: not in 1971.
      mark(longEpisodes[3]!, "1971-01-01T03:00:00Z"),
      // Four of the short one in 1971: 180 minutes.
      ...shortEpisodes.slice(0, 4).map((episode, i) => mark(episode, `1971-05-0${i + 1}T12:00:00Z`)),
    ]);
    await db.insert(ratings).values({ userId: pro.id, showId: short.show.id, rating: 4.5 });
    const react = (episode: { id: number }, reaction: string, createdAt: string) => ({
      userId: pro.id,
      itemType: "episode" as const,
      itemId: episode.id,
      reaction,
      createdAt: at(createdAt),
    });
    await db.insert(reactions).values([
      react(longEpisodes[0]!, "sad", "1971-03-01T12:00:00Z"),
      react(longEpisodes[1]!, "sad", "1971-03-02T12:00:00Z"),
      react(shortEpisodes[0]!, "funny", "1971-05-01T12:00:00Z"),
      // Another year: not counted.
      react(shortEpisodes[1]!, "funny", "1970-05-01T12:00:00Z"),
      react(shortEpisodes[2]!, "funny", "1970-05-02T12:00:00Z"),
    ]);
    return { pro, long: long.show, short: short.show };
  }

  it("counts the year's seen marks in the member's time zone, with hours, genres and the favourite reaction", async () => {
    const { pro, long, short } = await fixture();
    const res = await pro.client.get("/api/me/stats/1971");
    expect(res.statusCode).toBe(200);
    const stats = (res.json() as { data: OwnStats }).data;
    expect(stats).toMatchObject({
      year: 1971,
      shows_count: 2,
      episodes_count: 7,
      episodes_seen: 7,
      hours: 9, // 3 × 120 + 4 × 45 = 540 minutes
      top_reaction: { reaction: "sad", count: 2 },
      card_url: "/api/me/stats/1971/card.png",
    });
    expect(stats.top_genres.map((g) => [g.slug, g.episodes])).toEqual([
      ["drama", 7],
      ["romance", 3],
    ]);
    // Their shows need no 10 episodes: the short one (5) is theirs.
    expect(ids(stats.most_watched)).toEqual([short.id, long.id]);
    expect(stats.most_watched.map((s) => s.value)).toEqual([4, 3]);
    expect(ids(stats.highest_rated)).toEqual([short.id]);
    expect(stats.highest_rated[0]!.value).toBe(4.5);
    expect(ids(stats.longest)).toEqual([long.id, short.id]);
    expect(ids(stats.shortest_lived)).toEqual([short.id]);

    const before = (await pro.client.get("/api/me/stats/1970")).json() as { data: OwnStats };
    expect(before.data).toMatchObject({ episodes_seen: 1, shows_count: 1, hours: 2, top_reaction: { reaction: "funny", count: 2 } });
  });

  it("a year without viewing answers zeros and empty lists", async () => {
    const pro = await makeUser(ctx, { pro: true });
    const stats = ((await pro.client.get("/api/me/stats/1955")).json() as { data: OwnStats }).data;
    expect(stats).toMatchObject({ shows_count: 0, episodes_seen: 0, hours: 0, top_genres: [], top_reaction: null, most_watched: [] });
  });

  it("the card is a 1080 × 1350 PNG, in the member's language (Arabic, right to left) or the one asked for", async () => {
    const { pro } = await fixture();
    const arabic = await pro.client.get("/api/me/stats/1971/card.png");
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers["content-type"]).toBe("image/png");
    expect(arabic.headers["cache-control"]).toContain("private");
    const meta = await sharp(arabic.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1080, height: 1350 });

    const english = await pro.client.get("/api/me/stats/1971/card.png?lang=en");
    expect(english.statusCode).toBe(200);
    expect((await sharp(english.rawPayload).metadata()).width).toBe(1080);
    expect(Buffer.compare(english.rawPayload, arabic.rawPayload)).not.toBe(0);

    // A language tag the site does not speak draws English; a tag of its base language, that language.
    const unknown = await pro.client.get("/api/me/stats/1971/card.png?lang=xx");
    expect(unknown.statusCode).toBe(200);
    expect(Buffer.compare(unknown.rawPayload, english.rawPayload)).toBe(0);
    const tagged = await pro.client.get("/api/me/stats/1971/card.png?lang=en-US");
    expect(Buffer.compare(tagged.rawPayload, english.rawPayload)).toBe(0);
    expect((await pro.client.get("/api/me/stats/1971/card.png?lang=%3Cscript%3E")).statusCode).toBe(422);
  });

  it("the Arabic card's SVG is laid out right to left and its Arabic words are drawn (not blank)", async () => {
    const drawing = {
      year: 2025,
      locale: "ar",
      text: statsCardText("ar"),
      name: "ليلى",
      hours: 12.5,
      episodes: 10,
      shows: 2,
      topShows: [{ title: "Aşk-ı Memnu", episodes: 6 }],
      topGenres: ["drama"],
      topReaction: "sad",
    };
    const svg = statsCardSvg(drawing);
    expect(svg).toContain("<text x='1000' y='220' font-size='64' font-family='DejaVu Sans, sans-serif' text-anchor='end'");
    expect(svg).toContain("عامي 2025 على Dizilog");
    expect(svg).toContain("text-anchor='end'");
    expect(svg).toContain(statsCardText("ar").reactions.sad!);
    // The Arabic title drawn alone leaves ink on the card: the font has the letters.
    const ink = async (words: string) => {
      const image = `<svg xmlns='http://www.w3.org/2000/svg' width='600' height='120'><rect width='600' height='120' fill='#000'/><text x='580' y='80' text-anchor='end' font-size='60' font-family='DejaVu Sans' fill='#fff'>${words}</text></svg>`;
      const { data } = await sharp(Buffer.from(image)).greyscale().raw().toBuffer({ resolveWithObject: true });
      return data.reduce((sum, value) => sum + (value > 128 ? 1 : 0), 0);
    };
    expect(await ink("عامي")).toBeGreaterThan(100);
  });
});
