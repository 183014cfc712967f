import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { type PageOptions, launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";
import { fetchPage } from "../server-pages.js";

/*
 * House ads (decision 0053): the banners are on the pages for a visitor and a free member, already in
 * the server's HTML; a Pro viewer (a staff account, which has Pro's entitlements) gets none, neither
 * in the HTML nor after hydration; a banner's box is the same in the server's HTML and once the page
 * is hydrated and loaded, and no layout shift moves one; axe finds nothing serious on a page of each
 * banner type, light and dark, phone and desktop, English and Arabic.
 */

/** Where the banners are, and which. */
const PLACES: { path: string; types: string[] }[] = [
  { path: "/community", types: ["download", "square"] },
  { path: "/home", types: ["billboard"] },
  { path: "/shows/ask-i-memnu", types: ["leaderboard"] },
  { path: "/ratings", types: ["leaderboard"] },
];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;
let member: { context: BrowserContext; page: Page };
let pro: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  member = await openPage(browser);
  await makeVerifiedAccount(member.context);
  pro = await openPage(browser);
  await makeVerifiedAccount(pro.context, { email: "staff-ads@example.test" });
}, 60_000);
afterAll(async () => browser.close());

const sessionCookies = async (context: BrowserContext) => Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
const adsInHtml = (html: string) => [...html.matchAll(/data-house-ad="(\w+)"/g)].map((m) => m[1]);

interface Box {
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Before the page's scripts run (at DOMContentLoaded the server's HTML and its stylesheet are in,
 * and React has not hydrated the lazily loaded page yet): the banners' boxes, in the document's
 * coordinates. And every layout shift of the load, with the elements it moved.
 */
const RECORDER = () => {
  const w = window as unknown as { __adsBefore?: unknown; __shifts: { value: number; input: boolean; ad: boolean }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
      const ad = entry.sources.some((s) => s.node instanceof Element && (s.node.closest("[data-house-ad]") || s.node.querySelector("[data-house-ad]")));
      w.__shifts.push({ value: entry.value, input: entry.hadRecentInput, ad: Boolean(ad) });
    }
  }).observe({ type: "layout-shift", buffered: true });
  document.addEventListener("DOMContentLoaded", () => {
    w.__adsBefore = Array.from(document.querySelectorAll<HTMLElement>("[data-house-ad]")).map((el) => {
      const r = el.getBoundingClientRect();
      return { type: el.dataset.houseAd, x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    });
  });
};

const boxesNow = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[data-house-ad]")).map((el) => {
      const r = el.getBoundingClientRect();
      return { type: el.dataset.houseAd, x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    }),
  ) as Promise<Box[]>;

async function load(page: Page, path: string) {
  await page.goto(path);
  await waitForLoaded(page);
  return {
    before: (await page.evaluate(() => (window as unknown as { __adsBefore: Box[] }).__adsBefore)) ?? [],
    after: await boxesNow(page),
    shifts: await page.evaluate(() => (window as unknown as { __shifts: { value: number; input: boolean; ad: boolean }[] }).__shifts),
  };
}

describe("who sees the house ads", () => {
  it("a visitor gets them in the server's HTML, with the Ad mark and the way to remove them", async () => {
    for (const { path, types } of PLACES) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(adsInHtml(html), path).toEqual(types);
    }
    const { page, context } = await openPage(browser);
    await page.goto("/community");
    const square = page.getByRole("complementary", { name: "Advertisement: Dizilog Pro" });
    await expect.poll(() => square.getByText("Ad", { exact: true }).isVisible()).toBe(true);
    expect(await square.getByRole("link", { name: "Remove ads with Pro" }).getAttribute("href")).toBe("/pro");
    expect(await square.getByRole("listitem").count()).toBe(8);
    const app = page.getByRole("complementary", { name: "Advertisement: the Dizilog app" });
    expect(await app.getByRole("link", { name: "Get the app" }).getAttribute("href")).toBe("/mobile");
    await context.close();
  });

  it("a free member gets them too, in the server's HTML and once hydrated", async () => {
    const me = (await apiCall(member.context, "GET", "/api/me")).body?.data as { entitlements: { ad_free: boolean } };
    expect(me.entitlements.ad_free).toBe(false);
    const cookies = await sessionCookies(member.context);
    for (const { path, types } of PLACES) {
      expect(adsInHtml((await fetchPage(path, { cookies })).html), path).toEqual(types);
      await member.page.goto(path);
      await waitForLoaded(member.page);
      expect((await boxesNow(member.page)).map((b) => b.type), path).toEqual(types);
    }
  });

  it("a Pro viewer (staff have Pro's entitlements) never gets a slot: not in the HTML, not after hydration", async () => {
    const me = (await apiCall(pro.context, "GET", "/api/me")).body?.data as { entitlements: { ad_free: boolean } };
    expect(me.entitlements.ad_free).toBe(true);
    const cookies = await sessionCookies(pro.context);
    await pro.context.addInitScript(RECORDER);
    for (const { path } of PLACES) {
      expect(adsInHtml((await fetchPage(path, { cookies })).html), path).toEqual([]);
      const { before, after } = await load(pro.page, path);
      expect([before, after], path).toEqual([[], []]);
    }
  });
});

describe("no layout shift from the banners", () => {
  for (const who of ["visitor", "free member"] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`a ${who} on a ${viewport === PHONE ? "phone" : "desktop"}: each banner's box is the server's, and no shift moves one`, async () => {
        const { page, context } = await openPage(browser, { viewport });
        if (who === "free member") await context.addCookies((await member.context.cookies()).map((c) => ({ ...c })));
        await context.addInitScript(RECORDER);
        const cls: Record<string, number> = {};
        for (const { path, types } of PLACES) {
          const { before, after, shifts } = await load(page, path);
          expect(before.map((b) => b.type), path).toEqual(types);
          expect(after, path).toEqual(before);
          expect(shifts.filter((s) => s.ad && !s.input), path).toEqual([]);
          cls[path] = shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0);
        }
        // The whole page's cumulative layout shift, for the record (the decision quotes it).
        console.log(`house ads, ${who}, ${viewport.width}px: CLS`, JSON.stringify(cls));
        await context.close();
      }, 60_000);
    }
  }
});

describe("accessibility of the banners (axe-core): no serious or critical violation", () => {
  const VARIANTS: { name: string; options: PageOptions }[] = [
    { name: "light, desktop", options: { colorScheme: "light", viewport: DESKTOP, cookies: { dz_theme: "light" } } },
    { name: "dark, phone", options: { colorScheme: "dark", viewport: PHONE, cookies: { dz_theme: "dark" } } },
    { name: "Arabic, dark, desktop", options: { colorScheme: "dark", viewport: DESKTOP, cookies: { dz_theme: "dark", dz_locale: "ar" } } },
    { name: "Arabic, light, phone", options: { colorScheme: "light", viewport: PHONE, cookies: { dz_theme: "light", dz_locale: "ar" } } },
  ];
  for (const { name, options } of VARIANTS) {
    it(`every banner type, ${name}`, async () => {
      const { page, context } = await openPage(browser, options);
      const problems: string[] = [];
      for (const { path, types } of PLACES.slice(0, 3)) {
        await page.goto(path);
        await waitForLoaded(page);
        expect((await boxesNow(page)).map((b) => b.type), path).toEqual(types);
        if (options.cookies?.dz_locale === "ar") expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
        problems.push(...(await seriousViolations(page)).map((v) => `${path} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
