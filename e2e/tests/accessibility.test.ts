import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const PAGES = [
  "/explore",
  "/shows/ask-i-memnu",
  "/shows/ask-i-memnu/season-1",
  "/shows/ask-i-memnu/season-1/episode-1",
  "/person/beren-saat",
  "/genre/drama",
  "/search?q=kara",
  "/birthdays",
  "/mobile",
  "/contact-us",
  "/calendar",
  "/airing-today",
  "/register",
  "/forgot-password",
  "/reset-password?token=abc&email=someone%40example.test",
  "/no-such-page",
];

describe("accessibility (axe-core): no serious or critical violation", () => {
  for (const scheme of ["light", "dark"] as const) {
    it.each(PAGES)(`%s in ${scheme} mode`, async (path) => {
      const { page, context } = await openPage(browser, { colorScheme: scheme, consent: false });
      await page.goto(path);
      await waitForLoaded(page);
      const violations = await seriousViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await context.close();
    });
  }

  it("the login modal has no violations", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/login");
    await page.getByRole("dialog").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("is usable on a phone in Arabic (right to left) without violations", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto("/explore");
    await page.evaluate(() => { document.cookie = "dz_locale=ar; path=/"; });
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
