import type { Browser, BrowserContext, Cookie } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

// The discovery pages (decision 0050): home, coming soon, trending, people, unseen, mood, the
// onboarding finish, and the data saver.
let browser: Browser;
/** A verified account's cookies: it tracks a running show and reacted "funny" to one of its episodes. */
let member: Cookie[];
let running: { id: number; slug: string; original_title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const { context } = await openPage(browser);
  await makeVerifiedAccount(context);
  const shows = (await apiCall(context, "GET", "/api/filter/shows?status=Running&per_page=5")).body?.data as { id: number; slug: string; original_title: string }[];
  running = shows[0]!;
  expect((await apiCall(context, "POST", `/api/shows/${running.id}/track`)).status).toBeLessThan(300);
  const latest = (await apiCall(context, "GET", `/api/show/${running.id}/episodes/latest`)).body?.data as { id: number }[];
  expect((await apiCall(context, "POST", "/api/react", { react_id: "funny", type: "episode", id: latest[0]!.id })).status).toBeLessThan(300);
  member = await context.cookies();
  await context.close();
});
afterAll(async () => browser.close());

async function asMember(context: BrowserContext) {
  await context.addCookies(member.map(({ name, value, domain, path }) => ({ name, value, domain, path })));
}

describe("the discovery pages show real data", () => {
  it("/home draws the home widgets on the server, with links to every discovery page", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/home");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Home");
    await page.getByRole("heading", { name: "Trending this week" }).waitFor();
    expect(await page.locator("section article").count()).toBeGreaterThan(3);
    const links = page.getByRole("navigation", { name: "Discover" }).first();
    for (const name of ["Coming soon", "Trending", "People", "Mood", "TV ratings", "Charts", "Buzz", "News"]) {
      expect(await links.getByRole("link", { name, exact: true }).count(), name).toBe(1);
    }
    await page.getByRole("button", { name: "More", exact: true }).click();
    await page.getByRole("heading", { name: "Top rated" }).waitFor();
    await context.close();
  });

  it("/upcoming lists coming shows with their production stage and the sample data mark, and filters a stage", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/upcoming");
    const card = page.locator("li", { has: page.getByRole("link", { name: "Boğaz Rüzgârı" }) }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain("Stage 4: Post-production");
    expect(await card.textContent()).toContain("Sample data");
    await page.getByRole("link", { name: "Stage 1: Pre-production" }).click();
    await page.waitForURL(/stage=1/);
    // The previous list stays on screen (dimmed) until the stage's list has come.
    await expect.poll(() => page.getByRole("link", { name: "Boğaz Rüzgârı" }).count()).toBe(0);
    await page.getByRole("link", { name: "Dağların Kızı" }).waitFor();
    await context.close();
  });

  it("/trending ranks 10 shows", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/trending");
    await waitForLoaded(page);
    expect(await page.locator("main ol > li").count()).toBe(10);
    expect(await page.locator("main ol > li").first().textContent()).toMatch(/^Rank 1/);
    await context.close();
  });

  it("/people is a paged index, popular or A–Z by letter, with a search", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/people");
    await waitForLoaded(page);
    expect(await page.locator('main a[href^="/person/"]').count()).toBe(24);
    await page.getByRole("link", { name: "A–Z" }).click();
    await page.getByRole("link", { name: "B", exact: true }).click();
    await page.waitForURL(/letter=B/);
    await page.getByRole("link", { name: "Beren Saat" }).waitFor();
    // The previous page stays on screen (dimmed) until the letter's page has come.
    await expect.poll(async () => (await page.locator('main a[href^="/person/"]').allTextContents()).every((name) => name.startsWith("B"))).toBe(true);
    await page.getByLabel("Search people").fill("kivanc");
    await page.getByRole("link", { name: "Kıvanç Tatlıtuğ" }).waitFor();
    await context.close();
  });

  it("/mood puts a show under the reaction its episodes draw most, and /mood/funny lists it", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/mood");
    const funny = page.getByRole("link", { name: /^Funny/ });
    await funny.waitFor();
    await funny.click();
    await page.waitForURL(/\/mood\/funny$/);
    await page.getByRole("heading", { name: "Mood: Funny" }).waitFor();
    await page.getByRole("link", { name: running.original_title }).first().waitFor();
    await page.goto("/mood/happy");
    await page.getByRole("heading", { name: /not found/i }).waitFor();
    await context.close();
  });

  it("/unseen lists a tracked show's aired episodes not seen, with the counts", async () => {
    const { page, context } = await openPage(browser);
    await asMember(context);
    await page.goto("/unseen");
    const row = page.locator("li", { has: page.getByRole("link", { name: running.original_title, exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d+ unseen of \d+ aired/);
    await row.getByRole("link", { name: /^Next: S\d\dE\d\d$/ }).waitFor();
    await context.close();
  });

  it("the onboarding finish offers every page, home to coming soon", async () => {
    const { page, context } = await openPage(browser);
    await asMember(context);
    await page.goto("/onboarding/complete");
    const wanted: [string, string][] = [
      ["Home", "/home"],
      ["Notification settings", "/settings/notifications"],
      ["Explore", "/explore"],
      ["Tracker", "/tracker"],
      ["Calendar", "/calendar"],
      ["News", "/news"],
      ["Daily ratings", "/ratings"],
      ["Charts", "/charts"],
      ["Coming soon", "/upcoming"],
      ["Trending", "/trending"],
      ["People", "/people"],
      ["Mood", "/mood"],
      ["Unseen", "/unseen"],
    ];
    const main = page.locator("main");
    for (const [name, href] of wanted) {
      const card = main.getByRole("link", { name: new RegExp(`^${name}`) });
      await card.first().waitFor();
      expect(await card.first().getAttribute("href"), name).toBe(href);
    }
    await context.close();
  });
});

describe("the data saver", () => {
  it("with it on, pages load small posters and nothing ahead of need", async () => {
    const { page, context } = await openPage(browser);
    await asMember(context);
    // Off: the page's code is preloaded and posters are full size.
    await page.goto("/explore");
    await waitForLoaded(page);
    expect(await page.locator('link[rel="modulepreload"][fetchpriority="low"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main img[src^="/media/posters/"]').count()).toBeGreaterThan(0);

    expect((await apiCall(context, "POST", "/api/settings/update", { key: "data_saver", value: true })).status).toBe(200);
    expect((await context.cookies()).find((c) => c.name === "dz_data_saver")?.value).toBe("1");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/explore");
    await waitForLoaded(page);
    expect(await page.locator('link[rel="modulepreload"][fetchpriority="low"]').count()).toBe(0);
    expect(await page.locator('main img[src^="/media/posters/"]').count()).toBe(0);
    expect(await page.locator('main img[src^="/media/thumbs/"]').count()).toBeGreaterThan(0);
    // Hovering a track button fetches nothing ahead of a click.
    const before = scripts.length;
    await page.locator("main article").first().getByRole("button").first().hover();
    await page.waitForTimeout(500);
    expect(scripts.slice(before)).toEqual([]);

    // Off again: full posters come back.
    await apiCall(context, "POST", "/api/settings/update", { key: "data_saver", value: false });
    await page.goto("/explore");
    await waitForLoaded(page);
    expect(await page.locator('main img[src^="/media/posters/"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("accessibility of the discovery pages (axe): light and dark, phone and desktop, Arabic", () => {
  const PUBLIC = ["/home", "/upcoming", "/trending", "/people", "/people?sort=name&letter=B", "/mood", "/mood/funny"];
  const SIGNED_IN = ["/unseen", "/onboarding/complete"];
  const VARIANTS = [
    { name: "light desktop", options: { colorScheme: "light" as const } },
    { name: "dark phone", options: { colorScheme: "dark" as const, viewport: { width: 390, height: 844 } } },
    { name: "Arabic phone", options: { colorScheme: "light" as const, viewport: { width: 390, height: 844 }, cookies: { dz_locale: "ar" } } },
  ];
  for (const variant of VARIANTS) {
    it.each([...PUBLIC, ...SIGNED_IN])(`%s, ${variant.name}`, async (path) => {
      const { page, context } = await openPage(browser, variant.options);
      if (SIGNED_IN.includes(path)) await asMember(context);
      await page.goto(path);
      await waitForLoaded(page);
      if (variant.name.startsWith("Arabic")) expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      const violations = await seriousViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await context.close();
    });
  }
});
