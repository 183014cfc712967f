import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe("explore", () => {
  it("puts the filters in the URL with the spec's names, and a reload keeps them", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/explore");
    await expect.poll(() => page.locator("main ul > li article").count()).toBeGreaterThan(0);

    await page.getByLabel("Drama", { exact: true }).check();
    await page.getByLabel("Daily", { exact: true }).check();
    await page.getByLabel("Ended", { exact: true }).check();
    await page.locator("#explore-sort").selectOption("title");
    await page.waitForURL(/filter-genres=/);
    const url = new URL(page.url());
    expect(url.searchParams.get("filter-type")).toBe("daily");
    expect(url.searchParams.get("filter-status")).toBe("Ended");
    expect(url.searchParams.get("sort_by")).toBe("title");
    expect(url.searchParams.has("filter-rating_start")).toBe(false);
    expect(url.searchParams.has("page")).toBe(false);

    await page.reload();
    await expect.poll(() => page.getByLabel("Drama", { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel("Daily", { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel("Ended", { exact: true }).isChecked()).toBe(true);
    expect(await page.locator("#explore-sort").inputValue()).toBe("title");

    await page.getByRole("button", { name: "Clear all" }).click();
    await page.waitForURL((u) => u.search === "");
    expect(await page.getByLabel("Drama", { exact: true }).isChecked()).toBe(false);
    await context.close();
  });

  it("shows 'no shows' when nothing matches, and the keyword filter waits for the debounce", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/explore");
    await page.getByPlaceholder("Search by dizi name...").fill("zzzzqqqq");
    await page.waitForURL(/keyword=zzzzqqqq/);
    await expect.poll(() => page.getByText("no shows").isVisible()).toBe(true);
    await context.close();
  });

  it("pages with numbered buttons and keeps the page in the URL", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/explore");
    await page.getByRole("button", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    await context.close();
  });

  it("collapses the filters behind a toggle on a phone", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto("/explore");
    const toggle = page.getByRole("button", { name: "Show filters" });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await page.locator("#explore-filters").isVisible()).toBe(false);
    await toggle.click();
    expect(await page.locator("#explore-filters").isVisible()).toBe(true);
    await context.close();
  });
});
