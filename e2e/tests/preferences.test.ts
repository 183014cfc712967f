import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("theme, consent and language", () => {
  it("follows the system theme, toggles dark mode and remembers it", async () => {
    const { page, context } = await openPage(browser, { colorScheme: "dark" });
    await page.goto("/explore");
    expect(await isDark(page)).toBe(true);
    await page.getByRole("switch", { name: "Dark mode" }).first().click();
    expect(await isDark(page)).toBe(false);
    await page.reload();
    expect(await isDark(page)).toBe(false);
    await context.close();
  });

  it("asks for cookie consent once and remembers the choice for 30 days", async () => {
    const { page, context } = await openPage(browser, { consent: false });
    await page.goto("/explore");
    const bar = page.getByRole("region", { name: "Cookie consent" });
    await expect.poll(() => bar.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Necessary only" }).click();
    expect(await bar.isVisible()).toBe(false);
    const cookie = (await context.cookies()).find((c) => c.name === "dz_consent");
    expect(cookie?.value).toBe("necessary");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await bar.isVisible()).toBe(false);
    await context.close();
  });

  it("?dzcm=opt-out declines optional cookies without asking", async () => {
    const { page, context } = await openPage(browser, { consent: false });
    await page.goto("/explore?dzcm=opt-out");
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("region", { name: "Cookie consent" }).count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === "dz_consent")?.value).toBe("necessary");
    await context.close();
  });

  it("shows a Turkish reader the Turkish title alone, and an English reader both", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/shows/ask-i-memnu");
    const main = page.getByRole("main");
    await expect.poll(() => main.getByRole("heading", { level: 1 }).textContent()).toBe("Aşk-ı Memnu");
    await expect.poll(() => main.getByText("Forbidden Love", { exact: true }).count()).toBeGreaterThan(0);
    await page.locator("#language-header").selectOption("tr");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("tr");
    await expect.poll(() => main.getByRole("heading", { level: 1 }).textContent()).toBe("Aşk-ı Memnu");
    await expect.poll(() => main.getByText("Forbidden Love", { exact: true }).count()).toBe(0);
    await context.close();
  });

  it("switches to Turkish, and Arabic renders right to left", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/explore");
    await page.locator("#language-header").selectOption("tr");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("tr");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Keşfet");
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("tr");

    await page.locator("#language-header").selectOption("ar");
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await page.locator("#language-header").selectOption("fa");
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await page.locator("#language-header").selectOption("en");
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("ltr");
    await context.close();
  });
});
