import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe("tracking in the browser", () => {
  it("track → popup → some → mark episodes → progress shows", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/shows/ezel");
    await page.getByRole("main").getByRole("button", { name: "Track", exact: true }).first().click();
    const popup = page.getByRole("dialog", { name: "What have you watched?" });
    await popup.waitFor();
    await popup.getByRole("button", { name: /Some episodes/ }).click();
    await page.waitForURL(/\/shows\/ezel\/season-1$/);
    await page.getByRole("button", { name: "Mark S01E01 as seen" }).click();
    await page.getByRole("button", { name: "Mark S01E02 as seen" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Mark S01E02 as seen" }).getAttribute("aria-pressed")).toBe("true");
    await page.goto("/shows/ezel");
    await expect.poll(() => page.getByText(/^2 of \d+ aired episodes seen$/).first().isVisible()).toBe(true);
    const me = await apiCall(context, "GET", "/api/me");
    expect((me.body?.data as { seen_count: number }).seen_count).toBe(2);
    await context.close();
  });

  it("marks a whole season at once", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/shows/ask-i-memnu/season-2");
    await page.getByRole("button", { name: "Mark season as seen" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Mark season as unseen" }).isVisible()).toBe(true);
    const status = await apiCall(context, "GET", "/api/shows/ask-i-memnu");
    const season2 = (status.body?.data as { seasons: { id: number; number: number }[] }).seasons.find((s) => s.number === 2)!;
    const counts = await apiCall(context, "GET", `/api/seasons/${season2.id}/status`);
    expect(counts.body?.data).toMatchObject({ episodes_count: 34, aired_count: 34, seen_count: 34 });
    await context.close();
  });

  it("keeps the tracker's active tab in the URL hash", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await apiCall(context, "POST", "/api/shows/kara-sevda/track");
    await page.goto("/tracker");
    const tabs = page.getByRole("tablist", { name: "Tracker sections" });
    await expect.poll(() => tabs.getByRole("tab", { name: "Watchlist" }).getAttribute("aria-selected")).toBe("true");
    await tabs.getByRole("tab", { name: "Tracking" }).click();
    await page.waitForURL(/#tracking$/);
    await expect.poll(() => page.getByText("Kara Sevda").first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole("tab", { name: "Tracking" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tab", { name: "Tracking" }).press("ArrowRight");
    await page.waitForURL(/#lists$/);
    await context.close();
  });
});
