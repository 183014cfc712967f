import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";
import { fetchPage } from "../server-pages.js";

/*
 * The year in numbers (decision 0046): the site's year drawn by the server, the year picker, the
 * personal year's Pro upsell for a free member and the year itself (with its card) for a Pro one
 * (staff have Pro's entitlements); axe in light and dark, on a phone and a desktop, and in Arabic.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const year = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Istanbul", year: "numeric" }).format(Date.now()));
const PHONE = { width: 390, height: 844 };

/** The drawn width of the card's image once loaded (it loads lazily: scrolled to first), else 0. */
async function cardWidth(card: Locator): Promise<number> {
  await card.scrollIntoViewIfNeeded();
  return card.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
}

describe("/stats/{year} in the browser", () => {
  it("is drawn by the server with its lists, and the year picker moves between years", async () => {
    const served = await fetchPage(`/stats/${year}`);
    expect(served.status).toBe(200);
    expect(served.html).toContain(`<title>${year} in numbers`);
    expect(served.html).toContain("Longest series");

    const { page, context } = await openPage(browser);
    await page.goto(`/stats/${year}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`${year} in numbers`);
    const longest = page.getByRole("region", { name: "Longest series" });
    expect(await longest.getByRole("listitem").count()).toBeGreaterThan(0);
    // Each bar's figure is text: "N episodes".
    expect(await longest.getByRole("listitem").first().textContent()).toMatch(/\d+ episodes?/);
    // A visitor is offered Pro for their own year.
    await expect.poll(() => page.getByTestId("own-stats-upsell").isVisible()).toBe(true);

    await page.getByLabel("Year", { exact: true }).selectOption(String(year - 1));
    await page.waitForURL(new RegExp(`/stats/${year - 1}$`));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`${year - 1} in numbers`);
    await context.close();
  });

  it("answers 404 for a year out of range", async () => {
    expect((await fetchPage("/stats/1900")).status).toBe(404);
    expect((await fetchPage(`/stats/${year + 2}`)).status).toBe(404);
  });

  it("offers Pro to a free member, with the Pro modal (referrer own stats)", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto(`/stats/${year}`);
    const upsell = page.getByTestId("own-stats-upsell");
    await upsell.waitFor();
    await upsell.getByRole("button", { name: "About Pro" }).click();
    const dialog = page.getByRole("dialog", { name: "A Pro feature" });
    await dialog.waitFor();
    expect(await dialog.locator("[data-pro-referrer]").getAttribute("data-pro-referrer")).toBe("own stats");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Not now" }).click();
    await context.close();
  });

  it("shows a Pro member's own year with the card", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context, { email: "staff-stats@example.test" });
    const site = (await apiCall(context, "GET", `/api/v1/stats/${year}`)).body?.data as { longest: { id: number }[] };
    const show = site.longest[0]!;
    expect((await apiCall(context, "POST", `/api/shows/${show.id}/track`)).status).toBeLessThan(300);
    expect((await apiCall(context, "POST", `/api/seen/show/${show.id}`, { status: true })).status).toBe(200);

    await page.goto(`/stats/${year}`);
    const own = page.getByRole("region", { name: `Your ${year} in review` });
    await own.getByText(/hours? watched/).waitFor();
    const card = own.getByRole("img", { name: new RegExp(`Your ${year} on Dizilog as a picture`) });
    await expect.poll(() => cardWidth(card)).toBe(1080);
    expect(await own.getByRole("link", { name: "Download the picture" }).getAttribute("download")).toBe(`dizilog-${year}.png`);
    await waitForLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The same in Arabic and dark: right to left, and the card in Arabic.
    await context.addCookies([
      { name: "dz_locale", value: "ar", url: page.url() },
      { name: "dz_theme", value: "dark", url: page.url() },
    ]);
    await page.goto(`/stats/${year}`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    const arabicCard = page.locator(`img[src*="card.png?lang=ar"]`);
    await expect.poll(() => cardWidth(arabicCard)).toBe(1080);
    await waitForLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  for (const [label, options] of [
    ["light, desktop", { colorScheme: "light" as const }],
    ["dark, desktop", { colorScheme: "dark" as const, cookies: { dz_theme: "dark" } }],
    ["light, phone", { colorScheme: "light" as const, viewport: PHONE }],
    ["dark, phone", { colorScheme: "dark" as const, viewport: PHONE, cookies: { dz_theme: "dark" } }],
    ["Arabic, phone", { colorScheme: "light" as const, viewport: PHONE, cookies: { dz_locale: "ar" } }],
    ["Arabic, dark, desktop", { colorScheme: "dark" as const, cookies: { dz_locale: "ar", dz_theme: "dark" } }],
  ] as const) {
    it(`has no serious axe violations (${label})`, async () => {
      const { page, context } = await openPage(browser, options);
      await page.goto(`/stats/${year}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByTestId("own-stats-upsell").waitFor();
      await waitForLoaded(page);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
