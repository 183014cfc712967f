import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WATCH_MESSAGES } from "@dizilog/shared/api";
import { streamingServices } from "../../src/db/schema/index.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { makeModerator } from "../moderation/factories.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makeStaff } from "./helpers.js";

let ctx: TestContext;
let staff: MadeUser;
let serviceSlug: string;
let otherServiceId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await makeUser(ctx);
  await makeStaff(ctx.database.db, staff.id);
  const [a, b] = await ctx.database.db
    .insert(streamingServices)
    .values([
      { name: "Test Flix", slug: "test-flix", homeUrl: "https://flix.example/" },
      { name: "Other Stream", slug: "other-stream", homeUrl: "https://other.example/" },
    ])
    .returning();
  serviceSlug = a!.slug;
  otherServiceId = b!.id;
});
afterAll(async () => ctx?.close());
const db = () => ctx.database.db;

const offer = (fields: Record<string, unknown> = {}) => ({ service: "test-flix", country: "TR", type: "Subscription", link: "https://flix.example/show/1", ...fields });

describe("where to watch: GET /api/shows/{id}/watch", () => {
  it("groups a show's options by country, the signed-in viewer's country first; a visitor gets them by country code", async () => {
    const { show } = await makeShow(db());
    for (const country of ["US", "DE", "TR"]) expect((await staff.client.post(`/api/shows/${show.id}/watch`, offer({ country }))).statusCode).toBe(201);
    const visitor = await ctx.app.inject({ method: "GET", url: `/api/shows/${show.slug}/watch` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.map((g: { country: string }) => g.country)).toEqual(["DE", "TR", "US"]);
    expect(visitor.json().meta).toEqual({ viewer_country: null, abilities: { edit: false } });
    const american = await makeUser(ctx, { country: "US" });
    const mine = (await american.client.get(`/api/shows/${show.id}/watch`)).json();
    expect(mine.data.map((g: { country: string }) => g.country)).toEqual(["US", "DE", "TR"]);
    expect(mine.meta.viewer_country).toBe("US");
    expect(mine.data[0].options[0]).toMatchObject({
      service: { slug: serviceSlug, name: "Test Flix", url: "https://flix.example/", logo: null },
      country: "US",
      type: "Subscription",
      with_ads: false,
      link: "https://flix.example/show/1",
      sample: false,
    });
  });

  it("answers 404 for an unknown show", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/shows/no-such-show-here/watch" })).statusCode).toBe(404);
  });

  it("lists the demo catalog's sample entries, marked sample", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/shows/kurulus-osman/watch" });
    expect(res.statusCode).toBe(200);
    const options = res.json().data.flatMap((g: { options: unknown[] }) => g.options);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o: { sample: boolean }) => o.sample)).toBe(true);
  });
});

describe("where to watch: who keeps the list", () => {
  it("a moderator of the show adds, changes and removes options; abilities.edit says so", async () => {
    const { show } = await makeShow(db());
    const moderator = await makeUser(ctx);
    await makeModerator(db(), moderator.id, show.id);
    expect((await moderator.client.get(`/api/shows/${show.id}/watch`)).json().meta.abilities.edit).toBe(true);
    const created = await moderator.client.post(`/api/shows/${show.id}/watch`, offer({ with_ads: true, type: "Free" }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const changed = await moderator.client.request({ method: "PATCH", url: `/api/shows/${show.id}/watch/${id}`, payload: { service: otherServiceId, link: "http://other.example/x" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ service: { id: otherServiceId }, link: "http://other.example/x", type: "Free", with_ads: true });
    expect((await moderator.client.delete(`/api/shows/${show.id}/watch/${id}`)).statusCode).toBe(204);
    expect((await moderator.client.delete(`/api/shows/${show.id}/watch/${id}`)).statusCode).toBe(404);
  });

  it("a moderator of another show, or a plain user, gets 403; a visitor 401; an unknown show 404", async () => {
    const { show } = await makeShow(db());
    const { show: other } = await makeShow(db());
    const moderator = await makeUser(ctx);
    await makeModerator(db(), moderator.id, other.id);
    const user = await makeUser(ctx);
    for (const who of [moderator, user]) {
      const res = await who.client.post(`/api/shows/${show.id}/watch`, offer());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "forbidden", message: "You are not allowed to do this." });
    }
    const visitor = await ctx.app.inject({ method: "POST", url: `/api/shows/${show.id}/watch`, payload: offer() });
    expect(visitor.statusCode).toBe(401);
    expect((await staff.client.post("/api/shows/no-such-show-here/watch", offer())).statusCode).toBe(404);
    // Someone else's option: 403 to change or remove it.
    const id = (await staff.client.post(`/api/shows/${show.id}/watch`, offer())).json().data.id as number;
    expect((await user.client.request({ method: "PATCH", url: `/api/shows/${show.id}/watch/${id}`, payload: { link: "https://x.example/" } })).statusCode).toBe(403);
    expect((await user.client.delete(`/api/shows/${show.id}/watch/${id}`)).statusCode).toBe(403);
    // An option of another show under this show's address: 404.
    expect((await staff.client.delete(`/api/shows/${other.id}/watch/${id}`)).statusCode).toBe(404);
  });

  it("validates the link (http or https only), the type, the country and the service", async () => {
    const { show } = await makeShow(db());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ link: "javascript:alert(1)" }, "link", WATCH_MESSAGES.linkInvalid],
      [{ link: "ftp://flix.example/x" }, "link", WATCH_MESSAGES.linkInvalid],
      [{ link: "/relative/path" }, "link", WATCH_MESSAGES.linkInvalid],
      [{ link: "https://user:pw@flix.example/" }, "link", WATCH_MESSAGES.linkInvalid],
      [{ link: `https://flix.example/${"a".repeat(2100)}` }, "link", WATCH_MESSAGES.linkInvalid],
      [{ type: "Free with ads" }, "type", WATCH_MESSAGES.typeInvalid],
      [{ country: "XX" }, "country", WATCH_MESSAGES.countryInvalid],
      [{ service: "no-such-service" }, "service", WATCH_MESSAGES.serviceInvalid],
      [{ service: "Bad Slug!" }, "service", WATCH_MESSAGES.serviceInvalid],
      [{ with_ads: "yes" }, "with_ads", WATCH_MESSAGES.withAdsBoolean],
      [{ link: undefined }, "link", "This field is required."],
    ];
    for (const [fields, field, message] of cases) {
      const res = await staff.client.post(`/api/shows/${show.id}/watch`, offer(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(fields)).toEqual([message]);
    }
    // A lower-case country is the same country.
    expect((await staff.client.post(`/api/shows/${show.id}/watch`, offer({ country: "de" }))).json().data.country).toBe("DE");
  });

  it("the same offer twice answers 409; ads or not are two offers", async () => {
    const { show } = await makeShow(db());
    expect((await staff.client.post(`/api/shows/${show.id}/watch`, offer())).statusCode).toBe(201);
    const again = await staff.client.post(`/api/shows/${show.id}/watch`, offer({ link: "https://flix.example/other" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "watch_option_exists", message: WATCH_MESSAGES.optionExists });
    const withAds = await staff.client.post(`/api/shows/${show.id}/watch`, offer({ with_ads: true }));
    expect(withAds.statusCode).toBe(201);
    const clash = await staff.client.request({ method: "PATCH", url: `/api/shows/${show.id}/watch/${withAds.json().data.id}`, payload: { with_ads: false } });
    expect(clash.statusCode).toBe(409);
  });

  it("a changed sample entry loses its sample mark", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/shows/kurulus-osman/watch" });
    const option = res.json().data[0].options[0];
    const changed = await staff.client.request({ method: "PATCH", url: `/api/shows/kurulus-osman/watch/${option.id}`, payload: { link: "https://www.youtube.com/@kurulusosman" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.sample).toBe(false);
  });
});

describe("explore: the service filter", () => {
  it("filters shows by streaming service slug; an invalid slug is a 422", async () => {
    const { show } = await makeShow(db());
    await makeShow(db());
    await staff.client.post(`/api/shows/${show.id}/watch`, offer({ service: "other-stream", link: "https://other.example/1" }));
    const res = await ctx.app.inject({ method: "GET", url: "/api/filter/shows?service=other-stream&per_page=50" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { id: number }) => s.id)).toEqual([show.id]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/filter/shows?service=nobody-here" })).json().data).toEqual([]);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/filter/shows?service=Not%20A%20Slug" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.service).toEqual([WATCH_MESSAGES.serviceInvalid]);
    const services = (await ctx.app.inject({ method: "GET", url: "/api/streaming-services" })).json().data;
    expect(services.map((s: { slug: string }) => s.slug)).toEqual(expect.arrayContaining(["netflix", "youtube", "other-stream"]));
  });
});
