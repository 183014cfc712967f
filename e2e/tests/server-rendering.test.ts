import type { Browser, BrowserContext } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, waitForLoaded } from "../browser.js";
import { createPost } from "../wall-fixtures.js";
import {
  type CommunityFixtures,
  HYDRATION_TROUBLE,
  collectApiRequests,
  collectTrouble,
  escapeHtml,
  fetchPage,
  htmlTag,
  titleOf,
  makeCommunityFixtures,
  mark,
  ogRouteExists,
  servedPage,
} from "../server-pages.js";

/*
 * The public pages drawn on the server (issue 15): what a client without JavaScript gets (a crawler,
 * a link preview, a blocked script), that a visitor's HTML carries nothing private, that the
 * browser hydrates the server's HTML without a mismatch and without asking the API again, and that
 * the first HTML already has the visitor's language, direction and theme.
 */

let browser: Browser;
let fx: CommunityFixtures;
const contexts: BrowserContext[] = [];
const baseUrl = inject("baseUrl");

beforeAll(async () => {
  browser = await launchBrowser();
  const [author, locked] = await Promise.all([openPage(browser), openPage(browser)]);
  contexts.push(author.context, locked.context);
  fx = await makeCommunityFixtures(author.context, locked.context);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** A public page: what its head and its HTML must say to a client that runs no script. */
interface PublicPage {
  path: string;
  /** The document's <title> (the page's own title and the site's name). */
  title: string;
  ogTitle: string;
  /** The path of its link-preview image (absolute in the page). */
  ogImage: RegExp;
  h1: string | RegExp;
  /** Some of its own text, drawn in the body. */
  text: string;
}

const SITE_IMAGE = /^\/og\/site\.jpg$/;

/** The public page types, by name; built once the fixtures exist. */
const PUBLIC_PAGES: Record<string, () => PublicPage> = {
  explore: () => ({ path: "/explore", title: "Dizilog", ogTitle: "Dizilog", ogImage: SITE_IMAGE, h1: /^Explore/, text: "Aşk-ı Memnu" }),
  show: () => ({
    path: "/shows/ask-i-memnu",
    title: "Aşk-ı Memnu · Dizilog",
    ogTitle: "Aşk-ı Memnu",
    ogImage: /^\/og\/show\/\d+\.jpg$/,
    h1: "Aşk-ı Memnu",
    text: "In a grand mansion on the Bosphorus",
  }),
  season: () => ({
    path: "/shows/ask-i-memnu/season-1",
    title: "Aşk-ı Memnu: Season 1 · Dizilog",
    ogTitle: "Aşk-ı Memnu: Season 1",
    ogImage: /^\/og\/show\/\d+\.jpg$/,
    h1: "Aşk-ı Memnu: Season 1",
    text: "S01E45",
  }),
  episode: () => ({
    path: "/shows/ask-i-memnu/season-1/episode-1",
    title: "Aşk-ı Memnu S01E01 · Dizilog",
    ogTitle: "Aşk-ı Memnu S01E01",
    ogImage: /^\/og\/episode\/\d+\.jpg$/,
    h1: /S01E01/,
    text: "This episode aired on September 4, 2008.",
  }),
  person: () => ({ path: "/person/beren-saat", title: "Beren Saat · Dizilog", ogTitle: "Beren Saat", ogImage: /^\/og\/person\/\d+\.jpg$/, h1: "Beren Saat", text: "Bihter Ziyagil" }),
  genre: () => ({ path: "/genre/drama", title: "Drama shows · Dizilog", ogTitle: "Drama shows", ogImage: SITE_IMAGE, h1: "Drama", text: "Kara Sevda" }),
  birthdays: () => ({
    path: "/birthdays",
    title: "Birthdays · Dizilog",
    ogTitle: "Birthdays",
    ogImage: SITE_IMAGE,
    h1: "Birthdays",
    text: "Celebrate the stars of Turkish dramas on their birthday.",
  }),
  search: () => ({ path: "/search?q=kara", title: "Results for “kara” · Dizilog", ogTitle: "Results for “kara”", ogImage: SITE_IMAGE, h1: "Results for “kara”", text: "Kara Para Aşk" }),
  community: () => ({ path: "/community", title: "Community · Dizilog", ogTitle: "Community", ogImage: SITE_IMAGE, h1: "Community", text: newestPost ?? "" }),
  hashtag: () => ({
    path: `/hashtag/${fx.hashtag}`,
    title: `#${fx.hashtag} on the community wall · Dizilog`,
    ogTitle: `#${fx.hashtag} on the community wall`,
    ogImage: SITE_IMAGE,
    h1: `#${fx.hashtag}`,
    text: fx.publicPost.content.split(" #")[0]!,
  }),
  profile: () => ({
    path: `/user/${fx.author.slug}`,
    title: `Ayşe Yılmaz (@${fx.author.username}) · Dizilog`,
    ogTitle: `Ayşe Yılmaz (@${fx.author.username})`,
    ogImage: new RegExp(`^/og/user/${fx.author.id}\\.jpg$`),
    h1: "Ayşe Yılmaz",
    text: `@${fx.author.username}`,
  }),
  wall: () => ({
    path: `/user/${fx.author.slug}/wall`,
    title: "Ayşe Yılmaz's wall · Dizilog",
    ogTitle: "Ayşe Yılmaz's wall",
    ogImage: new RegExp(`^/og/user/${fx.author.id}\\.jpg$`),
    h1: /Ayşe Yılmaz/,
    text: fx.publicPost.content.split(" #")[0]!,
  }),
  post: () => ({
    path: `/user/${fx.author.slug}/wall/${fx.publicPost.hashid}`,
    title: "Post by Ayşe Yılmaz · Dizilog",
    ogTitle: "Post by Ayşe Yılmaz",
    ogImage: new RegExp(`^/og/post/${fx.publicPost.id}\\.jpg$`),
    h1: /Ayşe Yılmaz/,
    text: fx.publicPost.content.split(" #")[0]!,
  }),
  list: () => ({
    path: `/lists/${fx.publicList.id}`,
    title: `${fx.publicList.name} · Dizilog`,
    ogTitle: fx.publicList.name,
    ogImage: new RegExp(`^/og/list/${fx.publicList.id}\\.jpg$`),
    h1: fx.publicList.name,
    text: fx.publicList.description,
  }),
  review: () => ({
    path: fx.review.url,
    title: `${fx.review.title} · review of Kara Sevda · Dizilog`,
    ogTitle: `${fx.review.title} · review of Kara Sevda`,
    ogImage: new RegExp(`^/og/review/${fx.review.id}\\.jpg$`),
    h1: fx.review.title,
    text: "Kemal and Nihan are kept apart for years",
  }),
};

/**
 * The community page shows the newest public posts (10 a page), and other test files post at the
 * same time: the post it must show is made just before it is asked for.
 */
let newestPost: string | undefined;
const PREPARE: Record<string, () => Promise<void>> = {
  community: async () => {
    newestPost = `Topluluğa yeni bir yazı ${mark("yeni")}`;
    await createPost(fx.author.context, { type: "post", content: newestPost });
  },
};

const matches = (actual: string, expected: string | RegExp) => (typeof expected === "string" ? expect(actual).toBe(expected) : expect(actual).toMatch(expected));

describe("without JavaScript, every public page is whole in the server's HTML", () => {
  it.each(Object.keys(PUBLIC_PAGES))("%s", async (name) => {
    await PREPARE[name]?.();
    const expected = PUBLIC_PAGES[name]!();
    // A plain fetch, as a crawler asks.
    const fetched = await fetchPage(expected.path);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toMatch(/^text\/html/);
    expect(titleOf(fetched.html)).toBe(expected.title);
    expect(fetched.html).toContain(escapeHtml(expected.text));
    expect(fetched.html).toMatch(/<script type="application\/json" id="dz-state">/);

    // The same HTML in a browser that runs no script: the DOM a reader without JavaScript gets.
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(expected.path, { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(200);
    const served = await servedPage(page);
    expect(served.title).toBe(expected.title);
    expect(served.ogTitle).toBe(expected.ogTitle);
    expect(served.ogImage?.startsWith(`${baseUrl}/og/`), `og:image ${served.ogImage}`).toBe(true);
    expect(served.ogImage!.slice(baseUrl.length)).toMatch(expected.ogImage);
    matches(served.h1, expected.h1);
    expect(served.text).toContain(expected.text);
    expect(served.robots).toBeNull();
    await context.close();
  });
});

describe("a visitor's HTML carries nothing private", () => {
  /** The pages where a private item would show if it leaked: its own address, its owner's pages, the streams. */
  const pagesAround = () => [
    `/user/${fx.author.slug}`,
    `/user/${fx.author.slug}/wall`,
    `/user/${fx.locked.slug}`,
    `/user/${fx.locked.slug}/wall`,
    "/community",
    `/hashtag/${fx.hashtag}`,
  ];

  it("a private post, a private account's post and a private list answer 404 with the not-found page, and no page shows them", async () => {
    const privatePages = [
      { path: `/user/${fx.author.slug}/wall/${fx.privatePost.hashid}`, secret: fx.secrets.privatePost },
      { path: `/user/${fx.locked.slug}/wall/${fx.lockedPost.hashid}`, secret: fx.secrets.lockedPost },
      { path: `/lists/${fx.privateList.id}`, secret: fx.secrets.privateList },
    ];
    for (const { path, secret } of privatePages) {
      const fetched = await fetchPage(path);
      expect(fetched.status, path).toBe(404);
      expect(fetched.html).toContain("<title>Page not found · Dizilog</title>");
      expect(fetched.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(fetched.html).toContain('<meta name="robots" content="noindex">');
      // Nowhere: not the body, not the head, not the state the page hands to the browser.
      expect(fetched.html, path).not.toContain(secret);
    }
    const secrets = Object.values(fx.secrets);
    for (const path of pagesAround()) {
      const fetched = await fetchPage(path);
      expect(fetched.status, path).toBe(200);
      for (const secret of secrets) expect(fetched.html, `${path} shows ${secret}`).not.toContain(secret);
    }
    // Their owners do see them (the secret words are really in the items).
    const own = await fetchPage(`/lists/${fx.privateList.id}`, { cookies: await sessionCookies(fx.author.context) });
    expect(own.status).toBe(200);
    expect(own.html).toContain(fx.secrets.privateList);
  });

  it.each([
    ["a show", "/shows/no-such-show-anywhere"],
    ["a person", "/person/no-such-person-anywhere"],
    ["a user", "/user/no-such-user-anywhere"],
    ["a user's wall", "/user/no-such-user-anywhere/wall"],
    ["a post", (): string => `/user/${fx.author.slug}/wall/zzzzzzzz`],
    ["a list", "/lists/2147483000"],
    ["a review", "/shows/kara-sevda/reviews/2147483000"],
    ["an episode", "/shows/ask-i-memnu/season-1/episode-999"],
    ["an address", "/no-such-page"],
  ] as const)("an unknown %s answers 404 with the not-found page", async (_, where) => {
    const path = typeof where === "function" ? where() : where;
    const fetched = await fetchPage(path);
    expect(fetched.status).toBe(404);
    expect(fetched.headers.get("content-type")).toMatch(/^text\/html/);
    expect(fetched.html).toContain("<title>Page not found · Dizilog</title>");
    expect(fetched.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(fetched.html).toContain('<meta name="robots" content="noindex">');
  });
});

/** The session cookies of a signed-in context, for a plain fetch as that user. */
async function sessionCookies(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
}

describe("the browser hydrates the server's HTML", () => {
  it.each(Object.keys(PUBLIC_PAGES))("%s, as a visitor: no hydration error, and the tab keeps the server's title", async (name) => {
    const expected = PUBLIC_PAGES[name]!();
    const { page, context } = await openPage(browser);
    const trouble = collectTrouble(page);
    await page.goto(expected.path);
    await waitForLoaded(page);
    matches((await page.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "", expected.h1);
    expect(trouble.filter((m) => HYDRATION_TROUBLE.test(m))).toEqual([]);
    expect(trouble.filter((m) => m.startsWith("pageerror"))).toEqual([]);
    // Decision 41: the heads' titles are the pages' own, "so that a tab and a preview say the same".
    expect(await page.title()).toBe(expected.title);
    await context.close();
  });

  it("the check sees a mismatch: HTML that differs from what the browser draws is reported", async () => {
    const { page, context } = await openPage(browser);
    const trouble = collectTrouble(page);
    // The server's HTML with its heading changed on the way: the browser draws the real one.
    await page.route("**/shows/ask-i-memnu", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(">Aşk-ı Memnu</h1>");
      await route.fulfill({ response, body: html.replace(">Aşk-ı Memnu</h1>", ">Aşk-ı Memnu (changed)</h1>") });
    });
    await page.goto("/shows/ask-i-memnu");
    await waitForLoaded(page);
    await expect.poll(() => trouble.filter((m) => HYDRATION_TROUBLE.test(m)).length).toBeGreaterThan(0);
    await context.close();
  });

  it("the not-found page hydrates as the not-found page (its own 404 is the only message)", async () => {
    const { page, context } = await openPage(browser);
    const trouble = collectTrouble(page);
    const response = await page.goto("/shows/no-such-show-anywhere");
    expect(response?.status()).toBe(404);
    await waitForLoaded(page);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(trouble.filter((m) => !/Failed to load resource: the server responded with a status of 404/.test(m))).toEqual([]);
    await context.close();
  });

  it.each([
    ["explore", (): string => "/explore"],
    ["the show page", (): string => `/shows/${fx.show.slug}`],
    ["the community", (): string => "/community"],
    ["the profile", (): string => `/user/${fx.author.slug}`],
    ["the wall", (): string => `/user/${fx.author.slug}/wall`],
    ["the private post", (): string => `/user/${fx.author.slug}/wall/${fx.privatePost.hashid}`],
    ["the private list", (): string => `/lists/${fx.privateList.id}`],
  ] as const)("%s, signed in as the author: no hydration error", async (_, path) => {
    const page = await fx.author.context.newPage();
    const trouble = collectTrouble(page);
    const response = await page.goto(path());
    expect(response?.status()).toBe(200);
    await waitForLoaded(page);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // Signed in: the header has the user's menu, not "Log in".
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    expect(trouble.filter((m) => HYDRATION_TROUBLE.test(m) || m.startsWith("pageerror"))).toEqual([]);
    await page.close();
  });

  /**
   * What a page may still ask once hydrated: the show page's sections below the fold (its news,
   * clips, season ratings, reviews, thoughts and comments), drawn after hydration by design
   * (ui/after-hydration.tsx, decision 39). Its own data (the show) came with the page.
   */
  const SHOW_SECTIONS = [
    /^GET \/api\/news\?show_id=\d+&/,
    /^GET \/api\/shows\/\d+\/clips$/,
    /^GET \/api\/shows\/[\w-]+\/ratings\?season=\d+/,
    /^GET \/api\/shows\/\d+\/reviews\?/,
    /^GET \/api\/thoughts\?show_id=\d+&/,
    /^GET \/api\/comments\/v1\?type=show&id=\d+&/,
  ];

  it.each([
    ["explore", (): string => "/explore", []],
    ["a show page", (): string => "/shows/ask-i-memnu", SHOW_SECTIONS],
    ["the community", (): string => "/community", []],
  ] as const)("%s asks the API nothing after load but its deferred sections (its data came with the page), and is interactive", async (_, path, deferred: readonly RegExp[]) => {
    const { page, context } = await openPage(browser);
    const api = collectApiRequests(page);
    const trouble = collectTrouble(page);
    await page.goto(path());
    await waitForLoaded(page);
    expect(api.filter((request) => !deferred.some((section) => section.test(request)))).toEqual([]);
    // Each deferred section asked once.
    expect(api.length).toBe(new Set(api).size);
    expect(api.length).toBeLessThanOrEqual(deferred.length);
    // Hydrated: a button opens its dialog.
    await page.getByRole("button", { name: "Log in" }).first().click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    expect(trouble.filter((m) => HYDRATION_TROUBLE.test(m) || m.startsWith("pageerror"))).toEqual([]);
    await context.close();
  });
});

describe("the first HTML is the visitor's", () => {
  it("?lang=ar and the dz_locale cookie draw the page in Arabic, right to left", async () => {
    for (const ask of [{ path: "/explore?lang=ar" }, { path: "/explore", cookies: { dz_locale: "ar" } }, { path: "/explore", headers: { "accept-language": "ar-EG,ar;q=0.9" } }]) {
      const { html } = await fetchPage(ask.path, ask);
      expect(htmlTag(html), JSON.stringify(ask)).toMatch(/\blang="ar"/);
      expect(htmlTag(html)).toMatch(/\bdir="rtl"/);
      expect(html).toMatch(/<h1[^>]*>استكشاف/);
    }
    // ?lang= wins over the cookie; Persian is right to left too; English is left to right.
    const fa = await fetchPage("/shows/ask-i-memnu?lang=fa", { cookies: { dz_locale: "ar" } });
    expect(htmlTag(fa.html)).toMatch(/lang="fa" dir="rtl"/);
    const en = await fetchPage("/shows/ask-i-memnu");
    expect(htmlTag(en.html)).toMatch(/lang="en-US" dir="ltr"/);
  });

  it("dz_theme=dark draws <html class=\"dark\">, light or none does not", async () => {
    expect(htmlTag((await fetchPage("/explore", { cookies: { dz_theme: "dark" } })).html)).toMatch(/\bclass="[^"]*\bdark\b/);
    expect(htmlTag((await fetchPage("/shows/ask-i-memnu", { cookies: { dz_theme: "dark" } })).html)).toMatch(/\bclass="[^"]*\bdark\b/);
    expect(htmlTag((await fetchPage("/explore", { cookies: { dz_theme: "light" } })).html)).not.toMatch(/\bdark\b/);
    expect(htmlTag((await fetchPage("/explore")).html)).not.toMatch(/\bdark\b/);
  });

  // The suite's server runs with NODE_ENV=production and no VISITOR_CACHE_SECONDS (e2e/global-setup.ts):
  // the production default of 30 seconds, so the visitor cache is on.
  it("a visitor's second request is served from the visitor cache, by language; a signed-in user's never", async () => {
    const path = `/search?q=ezel&ref=${mark()}`;
    const first = await fetchPage(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-visitor-cache")).toBe("miss");
    // Another test's write may start a new generation between two requests: the next one is a hit.
    await expect.poll(async () => (await fetchPage(path)).headers.get("x-visitor-cache")).toBe("hit");
    const hit = await fetchPage(path);
    expect(hit.html).toContain("<title>Results for “ezel” · Dizilog</title>");
    expect(hit.html).toContain(escapeHtml("Ezel"));
    // Another language is another entry.
    const turkish = await fetchPage(path, { cookies: { dz_locale: "tr" } });
    expect(htmlTag(turkish.html)).toMatch(/lang="tr"/);
    // A signed-in user's page is drawn for them, never stored nor served from the cache.
    const signedIn = await fetchPage(path, { cookies: await sessionCookies(fx.author.context) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-visitor-cache")).toBeNull();
  });
});

describe.runIf(await ogRouteExists())("link-preview images (once the /og route is merged)", () => {
  it("every public page's og:image is a 1200×630 JPEG; a private item's is not found", async () => {
    for (const name of Object.keys(PUBLIC_PAGES)) {
      const { html } = await fetchPage(PUBLIC_PAGES[name]!().path);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, name).toBeDefined();
      const res = await fetch(image!.replace(/&amp;/g, "&"), { headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
      expect(res.status, `${name} ${image}`).toBe(200);
      expect(res.headers.get("content-type"), `${name} ${image}`).toBe("image/jpeg");
      const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect({ format, width, height }, `${name} ${image}`).toEqual({ format: "jpeg", width: 1200, height: 630 });
    }
    for (const path of [`/og/post/${fx.privatePost.id}.jpg`, `/og/post/${fx.lockedPost.id}.jpg`, `/og/list/${fx.privateList.id}.jpg`]) {
      expect((await fetchPage(path)).status, path).toBe(404);
    }
  });
});
