import { describe, expect, it } from "vitest";
import type { Embed, Gif } from "@dizilog/shared/api";
import { isPostFormValid } from "@dizilog/shared/api/wall-ids";
import {
  type ChosenImage,
  type FormAction,
  type FormState,
  type PickedShow,
  clampCharacters,
  effectiveSpoilers,
  formReducer,
  hasUnsentContent,
  initialFormState,
  validityOf,
} from "./form-state";
import { postRequestBody } from "./post-request";

const hercai: PickedShow = { id: 1, title: "Hercai", poster: "/p/1.webp", year: 2019, seasons: [{ id: 11, number: 1, episodeCount: 13, premiered: null }] };
const yargi: PickedShow = { id: 2, title: "Yargı", poster: "/p/2.webp", year: 2021 };
const gif: Gif = { id: "abc", url: "https://g/abc.gif", preview_url: "https://g/abc-s.gif", width: 200, height: 100 };
const embed: Embed = { kind: "link", url: "https://example.com/a", title: "A", description: null, site: { name: "Example" }, image: null, video: null };
const image = (key: string): ChosenImage => ({ key, file: new File([new Uint8Array(4)], `${key}.png`, { type: "image/png" }), preview: `blob:${key}` });

/** Runs the actions from the initial state (optionally with a page's show). */
function run(actions: FormAction[], preset: PickedShow | null = null, from?: FormState): FormState {
  const reduce = formReducer(preset);
  return actions.reduce(reduce, from ?? initialFormState(preset));
}

describe("type switching", () => {
  it("choosing the active type again returns to a plain post", () => {
    expect(run([{ type: "chooseType", postType: "ask" }]).type).toBe("ask");
    expect(run([{ type: "chooseType", postType: "ask" }, { type: "chooseType", postType: "ask" }]).type).toBe("post");
    expect(run([{ type: "chooseType", postType: "post" }]).type).toBe("post");
  });

  it("switches at once when the current type holds no data of its own, keeping the text", () => {
    const state = run([{ type: "content", value: "Merhaba" }, { type: "chooseType", postType: "poll" }, { type: "chooseType", postType: "ask" }]);
    expect(state).toMatchObject({ type: "ask", content: "Merhaba", pendingType: null });
  });

  it("asks before leaving a type with entered data: cancel keeps everything, confirm clears it", () => {
    const filled = run([{ type: "chooseType", postType: "poll" }, { type: "pollOption", index: 0, value: "Reyyan" }]);
    const asking = run([{ type: "chooseType", postType: "recommend" }], null, filled);
    expect(asking).toMatchObject({ type: "poll", pendingType: "recommend" });
    expect(asking.pollOptions).toEqual(["Reyyan", ""]);

    const kept = run([{ type: "cancelDiscard" }], null, asking);
    expect(kept).toMatchObject({ type: "poll", pendingType: null });
    expect(kept.pollOptions).toEqual(["Reyyan", ""]);

    const cleared = run([{ type: "confirmDiscard" }], null, asking);
    expect(cleared).toMatchObject({ type: "recommend", pendingType: null });
    expect(cleared.pollOptions).toEqual(["", ""]);
  });

  it("choosing the active type again with data asks too (it would return to post)", () => {
    const state = run([{ type: "chooseType", postType: "check_in" }, { type: "show", show: hercai }, { type: "chooseType", postType: "check_in" }]);
    expect(state).toMatchObject({ type: "check_in", pendingType: "post" });
    expect(run([{ type: "confirmDiscard" }], null, state)).toMatchObject({ type: "post", show: null, season: null, episode: null });
  });

  it("counts a check-in's show, season and episode and a recommendation's shows as data, not the page's own show", () => {
    expect(run([{ type: "chooseType", postType: "check_in" }, { type: "season", value: 1 }, { type: "chooseType", postType: "ask" }]).pendingType).toBe("ask");
    expect(run([{ type: "chooseType", postType: "recommend" }, { type: "similar", show: yargi }, { type: "chooseType", postType: "ask" }]).pendingType).toBe("ask");
    // On a show's page its show is preselected: leaving is free, and a discard brings it back.
    const onPage = run([{ type: "chooseType", postType: "recommend" }, { type: "chooseType", postType: "check_in" }], hercai);
    expect(onPage).toMatchObject({ type: "check_in", pendingType: null, show: hercai });
    const discarded = run([{ type: "similar", show: yargi }, { type: "chooseType", postType: "post" }, { type: "confirmDiscard" }], hercai, run([{ type: "chooseType", postType: "recommend" }], hercai));
    expect(discarded).toMatchObject({ type: "post", show: hercai, similar: null });
  });

  it("a poll's duration or hidden flag changed by the author counts as data", () => {
    expect(run([{ type: "chooseType", postType: "poll" }, { type: "pollDays", value: 3 }, { type: "chooseType", postType: "post" }]).pendingType).toBe("post");
    expect(run([{ type: "chooseType", postType: "poll" }, { type: "pollHidden", value: true }, { type: "chooseType", postType: "post" }]).pendingType).toBe("post");
  });
});

describe("the poll's answers", () => {
  it("holds 2 to 4 answers: adding stops at 4, removing only above 2", () => {
    let state = run([{ type: "chooseType", postType: "poll" }]);
    expect(state.pollOptions).toHaveLength(2);
    expect(run([{ type: "removePollOption", index: 0 }], null, state).pollOptions).toHaveLength(2);
    state = run([{ type: "addPollOption" }, { type: "addPollOption" }, { type: "addPollOption" }], null, state);
    expect(state.pollOptions).toHaveLength(4);
    state = run([{ type: "pollOption", index: 2, value: "Üç" }, { type: "removePollOption", index: 1 }], null, state);
    expect(state.pollOptions).toEqual(["", "Üç", ""]);
    state = run([{ type: "removePollOption", index: 0 }, { type: "removePollOption", index: 0 }], null, state);
    expect(state.pollOptions).toEqual(["Üç", ""]);
  });

  it("cuts an answer at 30 characters, counted as the server counts them", () => {
    const state = run([{ type: "chooseType", postType: "poll" }, { type: "pollOption", index: 0, value: "😀".repeat(40) }]);
    expect(Array.from(state.pollOptions[0]!)).toHaveLength(30);
    expect(clampCharacters("kısa", 30)).toBe("kısa");
  });

  it("keeps the duration between 1 and 7 days", () => {
    expect(run([{ type: "pollDays", value: 9 }]).pollDays).toBe(7);
    expect(run([{ type: "pollDays", value: 0 }]).pollDays).toBe(1);
  });
});

describe("media", () => {
  it("keeps only one of a GIF, images or a link preview", () => {
    let state = run([{ type: "content", value: "Bak https://example.com/a" }, { type: "embedLoaded", link: "https://example.com/a", embed }]);
    expect(state.media.kind).toBe("embed");
    state = run([{ type: "gif", gif }], null, state);
    expect(state.media).toEqual({ kind: "gif", gif });
    // The replaced preview does not come back for the same link.
    expect(run([{ type: "removeGif" }, { type: "embedLoaded", link: "https://example.com/a", embed }], null, state).media.kind).toBe("none");
    state = run([{ type: "addImages", images: [image("a")] }], null, state);
    expect(state.media.kind).toBe("images");
    state = run([{ type: "gif", gif }], null, state);
    expect(state.media.kind).toBe("gif");
  });

  it("takes up to 4 images and forgets the last one removed", () => {
    let state = run([{ type: "addImages", images: [image("a"), image("b"), image("c")] }, { type: "addImages", images: [image("d"), image("e")] }]);
    expect(state.media.kind === "images" && state.media.images.map((i) => i.key)).toEqual(["a", "b", "c", "d"]);
    state = run(["a", "b", "c", "d"].map((key) => ({ type: "removeImage", key }) as const), null, state);
    expect(state.media.kind).toBe("none");
  });

  it("a preview fills only an empty slot, follows the text's first link, and a removed one stays away", () => {
    const withImages = run([{ type: "addImages", images: [image("a")] }, { type: "embedLoaded", link: "https://example.com/a", embed }]);
    expect(withImages.media.kind).toBe("images");
    const previewed = run([{ type: "content", value: "https://example.com/a" }, { type: "embedLoaded", link: "https://example.com/a", embed }]);
    expect(run([{ type: "content", value: "https://example.com/b" }], null, previewed).media.kind).toBe("none");
    const removed = run([{ type: "removeEmbed" }, { type: "embedLoaded", link: "https://example.com/a", embed }], null, previewed);
    expect(removed).toMatchObject({ media: { kind: "none" }, dismissedLink: "https://example.com/a" });
  });

  it("a poll removes the media, says so, and takes none", () => {
    const state = run([{ type: "gif", gif }, { type: "chooseType", postType: "poll" }]);
    expect(state).toMatchObject({ type: "poll", media: { kind: "none" }, notice: "pollRemovedMedia" });
    expect(run([{ type: "gif", gif }, { type: "addImages", images: [image("a")] }, { type: "embedLoaded", link: "https://x.test/", embed }], null, state).media.kind).toBe("none");
    expect(run([{ type: "chooseType", postType: "poll" }]).notice).toBeNull();
  });
});

describe("spoilers, validity and unsent content", () => {
  it("a check-in is always a spoiler, and the switch cannot turn it off", () => {
    const state = run([{ type: "chooseType", postType: "check_in" }, { type: "spoilers", value: false }]);
    expect(effectiveSpoilers(state)).toBe(true);
    expect(effectiveSpoilers(run([{ type: "chooseType", postType: "post" }], null, state))).toBe(false);
    expect(effectiveSpoilers(run([{ type: "spoilers", value: true }]))).toBe(true);
  });

  it("picking another show or season clears the episode", () => {
    const state = run([{ type: "chooseType", postType: "check_in" }, { type: "show", show: hercai }, { type: "season", value: 1 }, { type: "episode", value: 4 }]);
    expect(isPostFormValid(validityOf(state))).toBe(true);
    expect(run([{ type: "season", value: 2 }], null, state)).toMatchObject({ season: 2, episode: null });
    expect(run([{ type: "show", show: yargi }], null, state)).toMatchObject({ season: null, episode: null });
  });

  it("a recommendation needs two different shows", () => {
    const state = run([{ type: "chooseType", postType: "recommend" }, { type: "content", value: "İzleyin" }, { type: "show", show: hercai }, { type: "similar", show: hercai }]);
    expect(isPostFormValid(validityOf(state))).toBe(false);
    expect(isPostFormValid(validityOf(run([{ type: "similar", show: yargi }], null, state)))).toBe(true);
  });

  it("unsent content is text, chosen media or type data; reset clears it all", () => {
    expect(hasUnsentContent(initialFormState())).toBe(false);
    expect(hasUnsentContent(run([{ type: "content", value: "  " }]))).toBe(false);
    expect(hasUnsentContent(run([{ type: "content", value: "a" }]))).toBe(true);
    expect(hasUnsentContent(run([{ type: "gif", gif }]))).toBe(true);
    expect(hasUnsentContent(initialFormState(hercai), hercai.id)).toBe(false);
    const state = run([{ type: "content", value: "a" }, { type: "chooseType", postType: "poll" }, { type: "reset" }], hercai);
    expect(state).toEqual(initialFormState(hercai));
  });
});

describe("the request", () => {
  const now = new Date("2026-11-27T10:00:00.000Z");

  it("sends a poll's answers and closing time as JSON text, without media", () => {
    const state = run([
      { type: "gif", gif },
      { type: "chooseType", postType: "poll" },
      { type: "content", value: " Final? " },
      { type: "pollOption", index: 0, value: " Evet " },
      { type: "pollOption", index: 1, value: "Hayır" },
      { type: "pollDays", value: 3 },
    ]);
    const body = postRequestBody(state, { now, targetUserId: 7 });
    expect(body.get("type")).toBe("poll");
    expect(body.get("content")).toBe("Final?");
    expect(JSON.parse(String(body.get("poll")))).toEqual({ options: ["Evet", "Hayır"], ends_at: "2026-11-30T10:00:00.000Z", hidden: false });
    expect(body.get("target_user_id")).toBe("7");
    expect(body.has("gif")).toBe(false);
    expect(body.has("show_id")).toBe(false);
  });

  it("sends a check-in's show and episode, always as a spoiler", () => {
    const state = run([{ type: "chooseType", postType: "check_in" }, { type: "show", show: hercai }, { type: "season", value: 1 }, { type: "episode", value: 4 }]);
    const body = postRequestBody(state, { now });
    expect(Object.fromEntries(body)).toEqual({ type: "check_in", content: "", visibility: "public", spoilers: "true", show_id: "1", properties: '{"season":1,"episode":4}' });
  });

  it("sends a recommendation's two shows, the images as images[], and the page's show for other types", () => {
    const recommend = run([{ type: "chooseType", postType: "recommend" }, { type: "show", show: hercai }, { type: "similar", show: yargi }]);
    expect(postRequestBody(recommend, { now, pageShowId: 9 }).get("similar_id")).toBe("2");
    expect(postRequestBody(recommend, { now, pageShowId: 9 }).get("show_id")).toBe("1");
    const post = run([{ type: "content", value: "a" }, { type: "addImages", images: [image("a"), image("b")] }, { type: "visibility", value: "unlisted" }]);
    const body = postRequestBody(post, { now, pageShowId: 9 });
    expect(body.getAll("images[]")).toHaveLength(2);
    expect(body.get("show_id")).toBe("9");
    expect(body.get("visibility")).toBe("unlisted");
    const embedded = run([{ type: "content", value: "https://example.com/a" }, { type: "embedLoaded", link: "https://example.com/a", embed }]);
    expect(JSON.parse(String(postRequestBody(embedded, { now }).get("embed")))).toEqual(embed);
  });
});
