import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe("from the header search to an episode", () => {
  it("search → show → season → episode", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/explore");
    const search = page.getByRole("combobox", { name: "Search shows" });
    await search.fill("ask memnu");
    const option = page.getByRole("option").filter({ hasText: "Aşk-ı Memnu" });
    await expect.poll(() => option.count(), { timeout: 5000 }).toBeGreaterThan(0);
    await option.first().click();
    await page.waitForURL(/\/shows\/ask-i-memnu$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Aşk-ı Memnu");

    await page.locator('a[href="/shows/ask-i-memnu/season-1"]').first().click();
    await page.waitForURL(/season-1$/);
    // Each episode's date is printed once ("September 11, 2008", not "… (Sep 11, 2008)").
    const dates = page.getByRole("main").locator("li time");
    await expect.poll(() => dates.count()).toBeGreaterThan(0);
    for (const text of await dates.allTextContents()) expect(text).not.toMatch(/\(.*\d.*\)/);
    await page.locator('a[href="/shows/ask-i-memnu/season-1/episode-2"]').first().click();
    await page.waitForURL(/season-1\/episode-2$/);
    await expect.poll(() => page.locator("main").textContent()).toContain("S01E02");
    await context.close();
  });

  it("Enter in the header search opens the search page", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/explore");
    const search = page.getByRole("combobox", { name: "Search shows" });
    await search.fill("yali capkini");
    await search.press("Enter");
    await page.waitForURL(/\/search\?q=yali/);
    await expect.poll(() => page.locator("main").textContent()).toContain("Yalı Çapkını");
    await context.close();
  });

  it("birthdays: the nearest ones are listed whatever the day of the month, and the search finds anyone", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/birthdays");
    const upcoming = page.getByRole("region", { name: "Upcoming birthdays" });
    await expect.poll(() => upcoming.getByRole("link").count()).toBeGreaterThan(0);
    await page.getByRole("searchbox", { name: "Search people" }).fill("surmeli");
    const results = page.getByRole("region", { name: "People matching “surmeli”" });
    await expect.poll(() => results.getByRole("link", { name: "Ali Sürmeli" }).count()).toBe(1);
    expect(await results.textContent()).toContain("Birthday: April 7");
    await context.close();
  });

  it("the onboarding finish offers only pages that exist", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/onboarding/complete");
    const cards = page.getByRole("main").getByRole("list").last().getByRole("link");
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    // The spec's cards: home, notification settings, explore, tracker, calendar, news, daily ratings, charts, coming soon.
    for (const spec of ["/home", "/settings/notifications", "/explore", "/tracker", "/calendar", "/news", "/ratings", "/charts", "/upcoming"]) expect(hrefs).toContain(spec);
    for (const href of hrefs) {
      expect((await context.request.get(href)).status(), href).toBe(200);
      await page.goto(href);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent(), { message: href }).not.toBe("Page not found");
    }
    await context.close();
  });

  it("an unknown address shows the not-found page with a 404 status", async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto("/this/page/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    await context.close();
  });

  it("a show address that names no show (not a slug, id or short id) shows the not-found page", async () => {
    const { page, context } = await openPage(browser);
    for (const path of ["/shows/nonexistent", "/shows/2147483648", "/shows/9007199254740993"]) {
      await page.goto(path);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { message: path }).toBe("Page not found");
    }
    await context.close();
  });
});
