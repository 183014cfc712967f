import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PageOptions, launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";
import { createPost, makePoster, pollFields } from "../wall-fixtures.js";

/*
 * axe-core on the server-rendered pages (issue 15), with the suite's rule settings (serious and
 * critical violations fail): the HTML as the server sends it, before any script runs (the page's
 * scripts refused), and the same page once hydrated; light and dark, phone and desktop, English and Arabic.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The community page with posts on it: a post and a poll of a new member.
  const { context } = await openPage(browser);
  await makePoster(context);
  await createPost(context, { type: "post", content: "Kara Sevda'nın finalini yeniden izledim, yine ağladım. #karasevda" });
  await createPost(context, pollFields("En sevdiğiniz çift hangisi?", ["Kemal ve Nihan", "Bihter ve Behlül"]));
  await context.close();
});
afterAll(async () => browser.close());

const PAGES = ["/explore", "/shows/ask-i-memnu", "/shows/ask-i-memnu/season-1/episode-1", "/community"];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The server draws the theme and language from the cookies; the browser's own scheme agrees. */
const VARIANTS: { name: string; options: PageOptions; dark: boolean; rtl: boolean }[] = [
  { name: "light, desktop", options: { colorScheme: "light", viewport: DESKTOP, cookies: { dz_theme: "light" } }, dark: false, rtl: false },
  { name: "dark, phone", options: { colorScheme: "dark", viewport: PHONE, cookies: { dz_theme: "dark" } }, dark: true, rtl: false },
  { name: "Arabic, light, phone", options: { colorScheme: "light", viewport: PHONE, cookies: { dz_theme: "light", dz_locale: "ar" } }, dark: false, rtl: true },
  { name: "Arabic, dark, desktop", options: { colorScheme: "dark", viewport: DESKTOP, cookies: { dz_theme: "dark", dz_locale: "ar" } }, dark: true, rtl: true },
];

const CASES = PAGES.flatMap((path) => VARIANTS.map((variant) => [path, variant.name, variant] as const));

describe("axe on the server's HTML: no serious or critical violation", () => {
  for (const hydrated of [false, true]) {
    it.each(CASES)(`%s (%s) ${hydrated ? "after hydration" : "before hydration, no script run"}`, async (path, _, variant) => {
      // The cookie bar is left undecided: it is part of the first HTML too.
      // Before hydration: no script of the page runs (axe itself is evaluated through the DevTools protocol).
      const { page, context } = await openPage(browser, { ...variant.options, consent: false, pageScripts: hydrated });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (hydrated) await waitForLoaded(page);
      const html = page.locator("html");
      expect(await html.getAttribute("dir")).toBe(variant.rtl ? "rtl" : "ltr");
      expect((await html.getAttribute("class")) ?? "").toMatch(variant.dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const violations = await seriousViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await context.close();
    });
  }
});
