import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRIB_MESSAGES, type Clip, type EpisodeImage, type MusicTrack } from "@dizilog/shared/api";
import sharp from "sharp";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeModerator } from "../moderation/factories.js";
import { imageBytes, postMultipart } from "../comments/helpers.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { YOUTUBE, episodesOf, makeStaff } from "./helpers.js";

let env: TestContext;
let staff: MadeUser;
beforeAll(async () => {
  env = await createTestApp();
  staff = await makeStaff(env);
});
afterAll(async () => env?.close());
const db = () => env.database.db;

/** A show with a moderator of its own. */
async function moderatedShow() {
  const { show } = await makeShow(db());
  const moderator = await makeUser(env);
  await makeModerator(db(), moderator.id, show.id);
  return { show, moderator };
}

const song = { title: "Kara Sevda Jenerik", artist: "Toygar Işıklı", link: YOUTUBE };

describe("a show's soundtrack", () => {
  it("the show's moderator and staff add songs; everyone reads them, with the player built from a whitelisted link", async () => {
    const { show, moderator } = await moderatedShow();
    const [first] = await episodesOf(db(), show.id);
    const res = await moderator.client.post(`/api/shows/${show.slug}/music`, { ...song, episode_id: first!.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      title: song.title,
      artist: song.artist,
      link: YOUTUBE,
      player_url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      episode: { id: first!.id, season: 1, number: 1, url: `/shows/${show.slug}/season-1/episode-1` },
      sample: false,
      added_by: { id: moderator.id },
      abilities: { delete: true },
    });
    const byStaff = await staff.client.post(`/api/shows/${show.id}/music`, { title: "Yalnızlık", artist: "Orkestra" });
    expect(byStaff.statusCode).toBe(201);
    expect(byStaff.json().data).toMatchObject({ link: null, player_url: null, episode: null });

    const visitor = await env.app.inject({ method: "GET", url: `/api/shows/${show.id}/music` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().meta).toEqual({ can_add: false });
    expect(visitor.json().data.map((t: MusicTrack) => [t.title, t.abilities.delete])).toEqual([
      [song.title, false],
      ["Yalnızlık", false],
    ]);
    const narrowed = await env.app.inject({ method: "GET", url: `/api/shows/${show.id}/music?episode_id=${first!.id}` });
    expect(narrowed.json().data.map((t: MusicTrack) => t.title)).toEqual([song.title]);
  });

  it("a moderator of show A cannot add to show B nor remove from it (403); a plain user neither; a visitor 401", async () => {
    const a = await moderatedShow();
    const b = await moderatedShow();
    const refused = await a.moderator.client.post(`/api/shows/${b.show.id}/music`, song);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You are not allowed to do this.");
    const fan = await makeUser(env);
    expect((await fan.client.post(`/api/shows/${b.show.id}/music`, song)).statusCode).toBe(403);
    expect((await env.app.inject({ method: "POST", url: `/api/shows/${b.show.id}/music`, payload: song })).statusCode).toBe(401);
    expect((await a.moderator.client.post("/api/shows/no-such-show-at-all/music", song)).statusCode).toBe(404);

    const track = (await b.moderator.client.post(`/api/shows/${b.show.id}/music`, song)).json().data as MusicTrack;
    expect((await a.moderator.client.delete(`/api/music/${track.id}`)).statusCode).toBe(403);
    expect((await fan.client.delete(`/api/music/${track.id}`)).statusCode).toBe(403);
    expect((await b.moderator.client.delete(`/api/music/${track.id}`)).statusCode).toBe(204);
    expect((await b.moderator.client.delete(`/api/music/${track.id}`)).statusCode).toBe(404);
  });

  it("validates the fields: title and artist required and bounded, a link only to a whitelisted video host, an episode of this show", async () => {
    const { show, moderator } = await moderatedShow();
    const other = (await makeShow(db())).show;
    const [foreign] = await episodesOf(db(), other.id);
    const post = (body: unknown) => moderator.client.post(`/api/shows/${show.id}/music`, body);
    const noTitle = await post({ artist: "X" });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().errors.title).toEqual(["This field is required."]);
    expect((await post({ title: "  ", artist: "X" })).json().errors.title).toEqual([CONTRIB_MESSAGES.titleRequired]);
    expect((await post({ title: "x".repeat(201), artist: "X" })).json().errors.title).toEqual([CONTRIB_MESSAGES.titleMax]);
    expect((await post({ title: "X", artist: "" })).json().errors.artist).toEqual([CONTRIB_MESSAGES.artistRequired]);
    for (const link of ["https://evil.example.com/watch?v=dQw4w9WgXcQ", "javascript:alert(1)", "https://www.youtube.com/watch?v=short", "ftp://youtube.com/x"]) {
      const res = await post({ title: "X", artist: "Y", link });
      expect(res.statusCode, link).toBe(422);
      expect(res.json()).toMatchObject({ errors: { link: [CONTRIB_MESSAGES.videoUrlInvalid] }, error_codes: { link: ["media_video_url_invalid"] } });
    }
    const wrongEpisode = await post({ title: "X", artist: "Y", episode_id: foreign!.id });
    expect(wrongEpisode.statusCode).toBe(422);
    expect(wrongEpisode.json().errors.episode_id).toEqual([CONTRIB_MESSAGES.episodeInvalid]);
    expect((await post({ title: "X", artist: "Y", episode_id: "abc" })).statusCode).toBe(422);
    expect((await env.app.inject({ method: "GET", url: `/api/shows/${show.id}/music` })).json().data).toEqual([]);
  });
});

describe("clips", () => {
  it("are added on whitelisted hosts only, listed newest first with their players (no autoplay in the address), narrowed to an episode", async () => {
    const { show, moderator } = await moderatedShow();
    const [, second] = await episodesOf(db(), show.id);
    const vimeo = await moderator.client.post(`/api/shows/${show.id}/clips`, { title: "Fragman", url: "https://vimeo.com/76979871" });
    expect(vimeo.statusCode, vimeo.body).toBe(201);
    expect(vimeo.json().data).toMatchObject({ title: "Fragman", url: "https://vimeo.com/76979871", player_url: "https://player.vimeo.com/video/76979871", episode: null });
    const yt = await moderator.client.post(`/api/shows/${show.id}/clips`, { title: "2. bölüm sahnesi", url: YOUTUBE, episode_id: second!.id });
    expect(yt.statusCode).toBe(201);
    const list = (await env.app.inject({ method: "GET", url: `/api/shows/${show.id}/clips` })).json().data as Clip[];
    expect(list.map((c) => c.title)).toEqual(["2. bölüm sahnesi", "Fragman"]);
    expect(list.every((c) => !/autoplay/.test(c.player_url))).toBe(true);
    const ofEpisode = (await env.app.inject({ method: "GET", url: `/api/shows/${show.id}/clips?episode_id=${second!.id}` })).json().data as Clip[];
    expect(ofEpisode.map((c) => c.title)).toEqual(["2. bölüm sahnesi"]);

    const bad = await moderator.client.post(`/api/shows/${show.id}/clips`, { title: "X", url: "http://127.0.0.1:8080/video.mp4" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.url).toEqual([CONTRIB_MESSAGES.videoUrlInvalid]);
    expect((await moderator.client.post(`/api/shows/${show.id}/clips`, { title: "X" })).json().errors.url).toEqual(["This field is required."]);

    const other = await moderatedShow();
    const clip = list[0]!;
    expect((await other.moderator.client.post(`/api/shows/${show.id}/clips`, { title: "X", url: YOUTUBE })).statusCode).toBe(403);
    expect((await other.moderator.client.delete(`/api/clips/${clip.id}`)).statusCode).toBe(403);
    expect((await staff.client.delete(`/api/clips/${clip.id}`)).statusCode).toBe(204);
  });
});

describe("episode images", () => {
  it("go through the image pipeline: re-encoded WebP within 1600 px, served from /media, listed on the episode, removed with their file", async () => {
    const { show, moderator } = await moderatedShow();
    const [episode] = await episodesOf(db(), show.id);
    const bytes = await imageBytes(2400, 1200, "jpeg", { exif: true });
    const res = await postMultipart(moderator, `/api/episodes/${episode!.id}/images`, { caption: "Final sahnesi" }, { bytes, type: "image/jpeg" });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data as EpisodeImage;
    expect(image).toMatchObject({ caption: "Final sahnesi", width: 1600, height: 800, url: expect.stringMatching(/^\/media\/episode-images\/[a-z0-9]+\.webp$/) });
    const served = await env.app.inject({ method: "GET", url: image.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.exif]).toEqual(["webp", undefined]);
    const list = await env.app.inject({ method: "GET", url: `/api/episodes/${episode!.id}/images` });
    expect(list.json()).toMatchObject({ data: [{ id: image.id }], meta: { can_add: false } });

    expect((await moderator.client.delete(`/api/episode-images/${image.id}`)).statusCode).toBe(204);
    expect((await env.app.inject({ method: "GET", url: image.url })).statusCode).toBe(404);
  });

  it("are bounded like other uploads (size, type, width, a file at all) and kept to the show's moderators", async () => {
    const { show, moderator } = await moderatedShow();
    const [episode] = await episodesOf(db(), show.id);
    const url = `/api/episodes/${episode!.id}/images`;
    const expectImage = async (res: { statusCode: number; json: () => { errors: Record<string, string[]> } }, message: string) => {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.image).toEqual([message]);
    };
    await expectImage(await postMultipart(moderator, url, {}, { bytes: Buffer.alloc(2_000_001, 1) }), CONTRIB_MESSAGES.imageSize);
    await expectImage(await postMultipart(moderator, url, {}, { bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), type: "image/svg+xml" }), CONTRIB_MESSAGES.imageType);
    await expectImage(await postMultipart(moderator, url, {}, { bytes: await imageBytes(200, 200) }), CONTRIB_MESSAGES.imageWidth);
    await expectImage(await postMultipart(moderator, url, { caption: "yalnız yazı" }), CONTRIB_MESSAGES.imageRequired);
    const long = await postMultipart(moderator, url, { caption: "x".repeat(201) }, { bytes: await imageBytes(640, 360) });
    expect(long.json().errors.caption).toEqual([CONTRIB_MESSAGES.captionMax]);
    expect((await env.app.inject({ method: "GET", url })).json().data).toEqual([]);

    const outsider = await moderatedShow();
    expect((await postMultipart(outsider.moderator, url, {}, { bytes: await imageBytes(640, 360) })).statusCode).toBe(403);
    expect((await postMultipart(moderator, "/api/episodes/2000000000/images", {}, { bytes: await imageBytes(640, 360) })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: "/api/episodes/2000000000/images" })).statusCode).toBe(404);
  });
});
