import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { COMMENT_MESSAGES, WALL_LIMITS, WALL_MESSAGES, type Post } from "@dizilog/shared/api";
import { domainEvents, episodes, postHashtags, posts } from "../../src/db/schema/index.js";
import { block, imageBytes } from "../comments/helpers.js";
import { type FakeGiphy, GIPHY_KEY, startFakeGiphy } from "../comments/fake-giphy.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { embedImageName, embedImagePath } from "../../src/storage/embed-image.js";
import { type FakePages, LONG_DESCRIPTION, startFakePages } from "./fake-pages.js";
import { expect422, expectStatus, feed, follow, inSeconds, makePoster, postWall, postWallMultipart, wallPost } from "./helpers.js";

let env: TestContext;
let giphy: FakeGiphy;
let pages: FakePages;
beforeAll(async () => {
  giphy = await startFakeGiphy();
  pages = await startFakePages();
  env = await createTestApp({
    env: {
      POSTING_MIN_ACCOUNT_AGE: "3600",
      POLL_MIN_DURATION: "7200",
      BLOCKED_LINK_HOSTS: "Spam.Example, bad.test",
      GIPHY_API_KEY: GIPHY_KEY,
      GIPHY_API_URL: giphy.baseUrl,
      EMBED_TEST_ORIGINS: pages.origin,
    },
  });
});
afterAll(async () => {
  await env.close();
  await giphy.close();
  await pages.close();
});
const db = () => env.database.db;
const HOUR = 3_600_000;

describe("the posting gate", () => {
  it("answers 401 to a visitor, 403 with the verify message to an unverified user", async () => {
    const visitor = await env.app.inject({ method: "POST", url: "/api/wall/create", payload: { type: "post", content: "x" } });
    expect(visitor.statusCode).toBe(401);
    const unverified = await makePoster(env, { verified: false });
    expectStatus(await postWall(unverified, { type: "post", content: "Merhaba" }), 403, MESSAGES.verifyEmail);
  });

  it("needs a profile photo: 403 `Add a profile photo to post.`", async () => {
    const user = await makePoster(env, { avatar: false });
    expectStatus(await postWall(user, { type: "post", content: "Merhaba" }), 403, WALL_MESSAGES.noPhoto);
  });

  it("needs an account POSTING_MIN_ACCOUNT_AGE seconds old (here 3600): 403 `Your account is too new to post.`", async () => {
    const young = await makePoster(env, { createdAt: new Date(Date.now() - HOUR / 2) });
    expectStatus(await postWall(young, { type: "post", content: "Merhaba" }), 403, WALL_MESSAGES.tooNew);
    const older = await makePoster(env, { createdAt: new Date(Date.now() - 2 * HOUR) });
    expect((await postWall(older, { type: "post", content: "Merhaba" })).statusCode).toBe(201);
  });

  it("checks the gate before the fields: a photo-less user with an invalid form still gets the photo message", async () => {
    const user = await makePoster(env, { avatar: false });
    expectStatus(await postWall(user, { type: "nope" }), 403, WALL_MESSAGES.noPhoto);
  });
});

describe("links", () => {
  it.each([
    ["javascript:", "tıkla javascript:alert(1)"],
    ["data:", "bak data:text/html;base64,PHNjcmlwdD4="],
    ["ftp", "dosya ftp://files.example.com/a.zip"],
    ["a blocked host", "https://spam.example/kazan"],
    ["a blocked host in capitals", "HTTPS://SPAM.EXAMPLE/kazan"],
    ["a subdomain of a blocked host", "http://www.shop.bad.test/x"],
    ["an href value", '<a href="vbscript:msgbox">x</a>'],
    ["an unquoted src to a blocked host", "<img src=https://bad.test/p.png>"],
  ])("refuses %s with 400", async (_name, content) => {
    const user = await makePoster(env);
    expectStatus(await postWall(user, { type: "post", content }), 400, WALL_MESSAGES.illegalLinks);
  });

  it("refuses an embed whose url or image is not allowed", async () => {
    const user = await makePoster(env);
    const embed = (url: string, image: string | null = null) =>
      JSON.stringify({ kind: "link", url, title: "t", description: null, site: { name: null }, image, video: null });
    expectStatus(await postWall(user, { type: "post", content: "bak", embed: embed("https://sub.spam.example/") }), 400, WALL_MESSAGES.illegalLinks);
    expectStatus(await postWall(user, { type: "post", content: "bak", embed: embed("javascript:alert(1)") }), 400, WALL_MESSAGES.illegalLinks);
    expectStatus(await postWall(user, { type: "post", content: "bak", embed: embed("https://ok.example/", "data:image/png;base64,AAAA") }), 400, WALL_MESSAGES.illegalLinks);
  });

  it("keeps http(s) links to other hosts, and near-misses of a blocked host", async () => {
    const user = await makePoster(env);
    const post = await wallPost(user, { content: "https://dizilog.example/a ve http://notspam.example/b" });
    expect(post.content).toContain("notspam.example");
  });
});

describe("each type's requirements", () => {
  it("post and ask need content; content is at most 2000 characters", async () => {
    const user = await makePoster(env);
    expect422(await postWall(user, { type: "post", content: "   " }), "content", MESSAGES.requiredField);
    expect422(await postWall(user, { type: "ask" }), "content", MESSAGES.requiredField);
    expect422(await postWall(user, { type: "post", content: "a".repeat(2001) }), "content", WALL_MESSAGES.contentMax);
    expect((await postWall(user, { type: "post", content: "ş".repeat(2000) })).statusCode).toBe(201);
    expect422(await postWall(user, { type: "quiz", content: "x" }), "type", WALL_MESSAGES.typeInvalid);
    expect422(await postWall(user, { type: "post", content: "x", visibility: "friends" }), "visibility", WALL_MESSAGES.visibilityInvalid);
  });

  it("an unknown show is a 422 on show_id", async () => {
    const user = await makePoster(env);
    expect422(await postWall(user, { type: "ask", content: "Ne izlesem?", show_id: 2_000_000_000 }), "show_id", WALL_MESSAGES.showInvalid);
  });

  it("check_in needs a show, season and episode of that show, and is always a spoiler", async () => {
    const user = await makePoster(env);
    const { show } = await makeShow(db(), { seasons: [3], premiered: "2021-01-05" });
    expect422(await postWall(user, { type: "check_in", properties: JSON.stringify({ season: 1, episode: 2 }) }), "show_id", MESSAGES.requiredField);
    expect422(await postWall(user, { type: "check_in", show_id: show.id }), "properties", MESSAGES.requiredField);
    expect422(await postWall(user, { type: "check_in", show_id: show.id, properties: "{nope" }), "properties", WALL_MESSAGES.propertiesInvalid);
    expect422(await postWall(user, { type: "check_in", show_id: show.id, properties: JSON.stringify({ season: 1, episode: 9 }) }), "properties", WALL_MESSAGES.episodeInvalid);
    expect422(await postWall(user, { type: "check_in", show_id: show.id, properties: JSON.stringify({ season: 2, episode: 1 }) }), "properties", WALL_MESSAGES.episodeInvalid);
    const res = await postWall(user, { type: "check_in", show_id: show.id, properties: JSON.stringify({ season: 1, episode: 2 }), spoilers: "false" });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().data as Post;
    const [ep] = await db().select().from(episodes).where(eq(episodes.id, post.episode!.id));
    expect([ep!.showId, ep!.seasonNumber, ep!.number]).toEqual([show.id, 1, 2]);
    expect(post.spoilers).toBe(true);
    expect(post.properties).toEqual({ season: 1, episode: 2 });
    expect(post.show!.id).toBe(show.id);
  });

  it("recommend needs content, a show and a different, existing similar show", async () => {
    const user = await makePoster(env);
    const { show } = await makeShow(db());
    const { show: other } = await makeShow(db());
    expect422(await postWall(user, { type: "recommend", content: "İzleyin", show_id: show.id }), "similar_id", MESSAGES.requiredField);
    expect422(await postWall(user, { type: "recommend", content: "İzleyin", show_id: show.id, similar_id: show.id }), "similar_id", WALL_MESSAGES.recommendSame);
    expect422(await postWall(user, { type: "recommend", content: "İzleyin", show_id: show.id, similar_id: 2_000_000_000 }), "similar_id", WALL_MESSAGES.similarInvalid);
    expect422(await postWall(user, { type: "recommend", show_id: show.id, similar_id: other.id }), "content", MESSAGES.requiredField);
    const post = (await postWall(user, { type: "recommend", content: "İzleyin", show_id: show.id, similar_id: other.id })).json().data as Post;
    expect([post.show!.id, post.subject!.id]).toEqual([show.id, other.id]);
  });

  it("poll needs content and 2 to 4 answers of 1 to 30 characters", async () => {
    const user = await makePoster(env);
    const poll = (options: string[]) => JSON.stringify({ options, ends_at: inSeconds(86_400) });
    expect422(await postWall(user, { type: "poll", content: "Hangisi?" }), "poll", MESSAGES.requiredField);
    expect422(await postWall(user, { type: "poll", poll: poll(["a", "b"]) }), "content", MESSAGES.requiredField);
    expect422(await postWall(user, { type: "poll", content: "Hangisi?", poll: poll(["a"]) }), "poll", WALL_MESSAGES.pollOptionsCount);
    expect422(await postWall(user, { type: "poll", content: "Hangisi?", poll: poll(["a", "b", "c", "d", "e"]) }), "poll", WALL_MESSAGES.pollOptionsCount);
    expect422(await postWall(user, { type: "poll", content: "Hangisi?", poll: poll(["a", "x".repeat(31)]) }), "poll", WALL_MESSAGES.pollOptionLength);
    expect422(await postWall(user, { type: "poll", content: "Hangisi?", poll: poll(["a", "  "]) }), "poll", WALL_MESSAGES.pollOptionLength);
    const post = (await postWall(user, { type: "poll", content: "Hangisi?", poll: poll(["Kuzey", "ç".repeat(30)]) })).json().data as Post;
    expect(post.poll).toMatchObject({ question: "Hangisi?", total_votes: 0, has_voted: false, closed: false, hidden: false, user_votes: [] });
    expect(post.poll!.results.map((r) => [r.choice, r.percentage])).toEqual([
      ["Kuzey", 0],
      ["ç".repeat(30), 0],
    ]);
  });

  it("a poll closes between POLL_MIN_DURATION (here 2 hours) and 7 days after it starts", async () => {
    const user = await makePoster(env);
    const at = (seconds: number) => ({ type: "poll", content: "Final?", poll: JSON.stringify({ options: ["Evet", "Hayır"], ends_at: inSeconds(seconds) }) });
    expect422(await postWall(user, at(3600)), "poll", WALL_MESSAGES.pollDuration);
    expect422(await postWall(user, at(-60)), "poll", WALL_MESSAGES.pollDuration);
    expect422(await postWall(user, at(8 * 86_400)), "poll", WALL_MESSAGES.pollDuration);
    expect422(await postWall(user, { type: "poll", content: "Final?", poll: JSON.stringify({ options: ["a", "b"], ends_at: "tomorrow" }) }), "poll", WALL_MESSAGES.pollDuration);
    expect((await postWall(user, at(7200))).statusCode).toBe(201);
    expect((await postWall(user, at(7 * 86_400 - 60))).statusCode).toBe(201);
  });
});

describe("media", () => {
  const embed = JSON.stringify({ kind: "video", url: "https://ok.example/a", title: "T", description: "d".repeat(400), site: { name: "OK" }, image: "javascript-free.png", video: "https://evil.example/player" });

  it("keeps at most one of a GIF, images or a link: 422 `Attach only one of a GIF, images or a link.`", async () => {
    const user = await makePoster(env);
    const png = await imageBytes(640, 360);
    const gifAndEmbed = await postWall(user, { type: "post", content: "x", gif: "mutlu1", embed });
    expect422(gifAndEmbed, "gif", WALL_MESSAGES.oneMedia);
    expect422(await postWallMultipart(user, { type: "post", content: "x", gif: "mutlu1" }, [png]), "images", WALL_MESSAGES.oneMedia);
    expect422(await postWallMultipart(user, { type: "post", content: "x", embed }, [png]), "embed", WALL_MESSAGES.oneMedia);
  });

  it("a poll takes no media", async () => {
    const user = await makePoster(env);
    const poll = JSON.stringify({ options: ["a", "b"], ends_at: inSeconds(86_400) });
    expect422(await postWallMultipart(user, { type: "poll", content: "x", poll }, [await imageBytes(640, 360)]), "poll", WALL_MESSAGES.pollNoMedia);
    expect422(await postWall(user, { type: "poll", content: "x", poll, gif: "mutlu1" }), "poll", WALL_MESSAGES.pollNoMedia);
  });

  it("takes up to 4 images with the comment image rules; a fifth is a 422", async () => {
    const user = await makePoster(env);
    const png = await imageBytes(640, 360);
    const four = await postWallMultipart(user, { type: "post", content: "Set fotoğrafları" }, [png, png, png, png]);
    expect(four.statusCode, four.body).toBe(201);
    const post = four.json().data as Post;
    expect(post.images.data).toHaveLength(4);
    expect(post.images.data[0]).toMatchObject({ url: expect.stringMatching(/^\/media\/posts\/[a-z0-9]+\.webp$/), width: 640, height: 360 });
    expect((await env.app.inject({ method: "GET", url: post.images.data[0]!.url })).statusCode).toBe(200);
    expect422(await postWallMultipart(user, { type: "post", content: "Fazla" }, [png, png, png, png, png]), "images", WALL_MESSAGES.imagesMax);
    expect422(await postWallMultipart(user, { type: "post", content: "Dar" }, [await imageBytes(300, 300)]), "images", COMMENT_MESSAGES.imageWidth);
    expect422(await postWallMultipart(user, { type: "post", content: "Bozuk" }, [Buffer.from("not an image at all")]), "images", COMMENT_MESSAGES.imageType);
  });

  it("resolves a GIF id through the GIF provider", async () => {
    const user = await makePoster(env);
    const post = await wallPost(user, { gif: "mutlu1" });
    expect(post.gif).toEqual({ url: `${giphy.baseUrl}/media/mutlu1/200.gif`, width: 300, height: 200 });
    expect422(await postWall(user, { type: "post", content: "x", gif: "missing1" }), "gif", COMMENT_MESSAGES.gifInvalid);
  });

  it("keeps the server's own card of the embed's link, never the client's copy", async () => {
    const user = await makePoster(env);
    const forged = JSON.stringify({ kind: "video", url: `${pages.origin}/og`, title: "Forged", description: "d".repeat(400), site: { name: "Forged" }, image: null, video: "https://evil.example/player" });
    const post = await wallPost(user, { embed: forged });
    expect(post.embed).toMatchObject({ kind: "link", url: `${pages.origin}/og`, title: "Yalı Çapkını & Final", site: { name: "Dizi Haber" }, image: embedImagePath(embedImageName(`${pages.origin}/img/cover.jpg`)), video: null });
    expect(Array.from(post.embed!.description!).length).toBeLessThanOrEqual(150);
    expect(LONG_DESCRIPTION.startsWith(post.embed!.description!.replace(/…$/, ""))).toBe(true);
    // The card's image is our copy, served by us.
    const image = await env.app.inject({ method: "GET", url: post.embed!.image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });

  it("shows a card stored with a third-party image address (before images were copied) without its image", async () => {
    const user = await makePoster(env);
    const tag = `eskikart${Date.now().toString(36)}`;
    const post = await wallPost(user, { content: `#${tag}`, embed: JSON.stringify({ url: `${pages.origin}/og` }) });
    await db().update(posts).set({ embed: { kind: "link", url: post.embed!.url, title: post.embed!.title, description: null, siteName: post.embed!.site.name, image: `${pages.origin}/img/cover.jpg`, video: null } }).where(eq(posts.id, post.id));
    const [shown] = (await feed(env, `stream=hashtag&hashtag=${tag}`)).data;
    expect(shown).toMatchObject({ id: post.id, embed: { url: `${pages.origin}/og`, image: null } });
  });

  it("answers 422 `We couldn't read that link.` on embed when the server cannot read its link", async () => {
    const user = await makePoster(env);
    const refused = JSON.stringify({ kind: "link", url: "http://127.0.0.1:1/", title: "x", description: null, site: { name: null }, image: null, video: null });
    expect422(await postWall(user, { type: "post", content: "x", embed: refused }), "embed", WALL_MESSAGES.embedFailed);
  });
});

describe("another user's wall", () => {
  it("needs a known (422), visible (404) user who follows the author (403); oneself is one's own wall", async () => {
    const [author, target, stranger, blocker] = [await makePoster(env), await makeUser(env), await makeUser(env), await makeUser(env)];
    await follow(db(), target.id, author.id);
    await follow(db(), blocker.id, author.id);
    await block(db(), blocker.id, author.id);
    expect422(await postWall(author, { type: "post", content: "x", target_user_id: 2_000_000_000 }), "target_user_id", WALL_MESSAGES.targetInvalid);
    expect((await postWall(author, { type: "post", content: "x", target_user_id: blocker.id })).statusCode).toBe(404);
    expectStatus(await postWall(author, { type: "post", content: "x", target_user_id: stranger.id }), 403, WALL_MESSAGES.targetRefused);
    // A request is not a follow.
    await follow(db(), stranger.id, author.id, "pending");
    expectStatus(await postWall(author, { type: "post", content: "x", target_user_id: stranger.id }), 403, WALL_MESSAGES.targetRefused);
    // The profile tells a client whether to offer the form there: the same rule (`postOnWall`).
    const abilityOn = async (user: { row: { slug: string } }) => ((await author.client.get(`/api/users/${user.row.slug}`, author.headers)).json() as { data: { abilities: { post_on_wall: boolean } } }).data.abilities.post_on_wall;
    expect([await abilityOn(target), await abilityOn(stranger), await abilityOn(author)]).toEqual([true, false, true]);
    const onTarget = await wallPost(author, { content: "Duvarına yazdım", target_user_id: target.id });
    expect(onTarget.target?.id).toBe(target.id);
    const own = await wallPost(author, { content: "Kendime", target_user_id: author.id });
    expect(own.target).toBeNull();
    const [row] = await db().select().from(posts).where(eq(posts.id, onTarget.id));
    expect([row!.wallUserId, row!.targetUserId]).toEqual([target.id, target.id]);
    const events = await db().select().from(domainEvents).where(eq(domainEvents.type, "post.created"));
    expect(events.map((e) => e.payload).find((p) => (p as { postId: number }).postId === onTarget.id)).toMatchObject({ authorId: author.id, targetUserId: target.id });
  });
});

describe("hashtags", () => {
  it("folds Turkish letters: #İSTANBUL is found by ?hashtag=istanbul, #DİZİ by dizi, #IRMAK by ırmak", async () => {
    const user = await makePoster(env);
    const stamp = Date.now().toString(36);
    const post = await wallPost(user, { content: `#İSTANBUL${stamp} geceleri ve #DİZİ${stamp} akşamları #IRMAK${stamp}` });
    expect(post.hashtags.map((h) => h.keyword)).toEqual([`istanbul${stamp}`, `dizi${stamp}`, `ırmak${stamp}`]);
    for (const tag of [`istanbul${stamp}`, `İstanbul${stamp}`, `%23ISTANBUL${stamp}`.replace("ISTANBUL", "İSTANBUL"), `dizi${stamp}`, `ırmak${stamp}`]) {
      expect((await feed(env, `stream=hashtag&hashtag=${encodeURIComponent(decodeURIComponent(tag))}`)).data.map((p) => p.id), tag).toEqual([post.id]);
    }
    // Only public posts are in the hashtag stream.
    const hidden = await wallPost(user, { content: `#İSTANBUL${stamp} sadece profilde`, visibility: "profile" });
    const rows = await db().select().from(postHashtags).where(eq(postHashtags.postId, hidden.id));
    expect(rows.map((r) => r.public)).toEqual([false]);
    expect((await feed(env, `stream=hashtag&hashtag=istanbul${stamp}`)).data.map((p) => p.id)).toEqual([post.id]);
  });
});

describe("the posting rate", () => {
  it("answers 429 with Retry-After past 30 valid posts in 10 minutes; refused posts do not count", async () => {
    const user = await makePoster(env);
    for (let i = 0; i < 3; i++) expectStatus(await postWall(user, { type: "post", content: "" }), 422, MESSAGES.requiredField);
    for (let i = 0; i < WALL_LIMITS.postRateMax; i++) expect((await postWall(user, { type: "post", content: `Gönderi ${i}` })).statusCode).toBe(201);
    const refused = await postWall(user, { type: "post", content: "Bir tane daha" });
    expectStatus(refused, 429, WALL_MESSAGES.rateLimited);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another author is not affected.
    expect((await postWall(await makePoster(env), { type: "post", content: "Merhaba" })).statusCode).toBe(201);
  });
});
