import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVerifiedAccount } from "../accounts.js";
import { type PageOptions, launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

/*
 * axe-core on the Pro pages (decision 0056): the upgrade page, the checkout's return (here its
 * "nothing to confirm" state; the success state is checked in pro-pages.test.ts) and Settings ›
 * Subscription, for a signed-in free member. Four permutations cover light and dark, phone and
 * desktop, English and Arabic; each loads every page once in one page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const VARIANTS: [string, PageOptions, boolean][] = [
  ["light, desktop", { colorScheme: "light", viewport: DESKTOP, cookies: { dz_theme: "light" } }, false],
  ["dark, phone", { colorScheme: "dark", viewport: PHONE, cookies: { dz_theme: "dark" } }, false],
  ["Arabic, light, phone", { colorScheme: "light", viewport: PHONE, cookies: { dz_theme: "light", dz_locale: "ar" } }, true],
  ["Arabic, dark, desktop", { colorScheme: "dark", viewport: DESKTOP, cookies: { dz_theme: "dark", dz_locale: "ar" } }, true],
];
const PAGES = ["/pro?from=own+stats", "/pro/welcome", "/settings/subscription"];

describe("accessibility (axe-core) of the Pro pages: no serious or critical violation", () => {
  it.each(VARIANTS)("%s", async (_, options, rtl) => {
    const { page, context } = await openPage(browser, options);
    await makeVerifiedAccount(context);
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await waitForLoaded(page);
      expect(await page.locator("html").getAttribute("dir")).toBe(rtl ? "rtl" : "ltr");
      await page.getByRole("heading").first().waitFor();
      problems.push(...(await seriousViolations(page)).map((v) => `${path} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
