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
    // The name follows the state, as aria-pressed does.
    const marked = page.getByRole("button", { name: "Mark S01E02 as unseen" });
    await expect.poll(() => marked.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Mark S01E02 as seen" }).count()).toBe(0);
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

  it("puts shows not started under \"Start watching\" with their first episode, not \"nothing waiting\"", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    for (const slug of ["ezel", "kara-sevda"]) expect((await apiCall(context, "POST", `/api/shows/${slug}/track`)).status).toBe(200);
    await page.goto("/tracker");
    const start = page.getByRole("region", { name: "Start watching" });
    await expect.poll(() => start.getByRole("article").count()).toBe(2);
    expect(await start.textContent()).toContain("S01E01");
    expect(await page.getByText(/Nothing waiting/).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Up next" }).count()).toBe(0);
    // Seeing the first episode moves the show to Up next, with its second episode.
    await start.getByRole("article").filter({ hasText: "Ezel" }).getByRole("button", { name: "Mark S01E01 as seen" }).click();
    const upNext = page.getByRole("region", { name: "Up next" });
    await expect.poll(() => upNext.getByRole("article").filter({ hasText: "Ezel" }).textContent()).toContain("S01E02");
    await expect.poll(() => start.getByRole("article").count()).toBe(1);
    await context.close();
  });

  it("untracking from a poster offers Undo, and tracking again with seen episodes asks nothing", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const show = (await apiCall(context, "GET", "/api/shows/ezel")).body?.data as { seasons: { id: number }[] };
    const episodes = (await apiCall(context, "GET", `/api/seasons/${show.seasons[0]!.id}/episodes`)).body?.data as { id: number }[];
    expect((await apiCall(context, "POST", `/api/seen/episode/${episodes[0]!.id}`, { status: true })).status).toBe(200);
    const isTracking = async () => ((await apiCall(context, "GET", "/api/shows/ezel")).body?.data as { is_tracking: boolean }).is_tracking;

    await page.goto("/explore?keyword=ezel");
    const poster = page.getByRole("button", { name: "Track Ezel" }).first();
    await expect.poll(() => poster.getAttribute("aria-pressed")).toBe("true");
    await poster.click();
    const toast = page.getByRole("status").filter({ hasText: "Ezel is no longer tracked." });
    await toast.waitFor();
    await expect.poll(isTracking).toBe(false);
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect.poll(isTracking).toBe(true);
    await expect.poll(() => poster.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("dialog", { name: "What have you watched?" }).count()).toBe(0);

    // Untrack, then track again by hand: the seen episode is kept, so no "What have you watched?".
    await poster.click();
    await expect.poll(isTracking).toBe(false);
    await poster.click();
    await expect.poll(isTracking).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("dialog", { name: "What have you watched?" }).count()).toBe(0);
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
