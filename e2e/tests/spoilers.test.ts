import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, navigateInApp, openPage } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const TITLE = "Bihter'in Sırrı";
const SYNOPSIS = "Behlül finds the letter that tells him everything.";

/**
 * The demo episodes have no title or synopsis: the episode answers of this page get them added on
 * the way (the shield flag stays the server's), so that hiding them is something to check.
 */
async function withSpoilerTexts(page: Page, title = TITLE): Promise<void> {
  await page.route(/\/api\/shows\/[^/]+\/seasons\/\d+\/episodes\/\d+/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, title, synopsis: SYNOPSIS } } });
  });
}

/** The episode page drawn by the browser, whose answers withSpoilerTexts changes on the way. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto("/explore");
  await navigateInApp(page, path);
}

const main = (page: Page) => page.getByRole("main");
const heading = (page: Page) => main(page).getByRole("heading", { level: 1 });

async function thumbRequests(page: Page, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: { url(): string }) => {
    if (request.url().includes("/media/episodes/")) seen.push(request.url());
  };
  page.on("request", listener);
  await run();
  page.off("request", listener);
  return seen;
}

describe("the spoiler shield", () => {
  it("hides an unseen episode of a tracked show until revealed or marked seen", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    expect((await apiCall(context, "POST", "/api/shows/ask-i-memnu/track")).status).toBe(200);
    await withSpoilerTexts(page);

    const stills = await thumbRequests(page, async () => {
      await openInApp(page, "/shows/ask-i-memnu/season-1/episode-2");
      await expect.poll(() => heading(page).textContent()).toContain("Spoiler — hidden");
      await page.waitForLoadState("networkidle");
    });
    expect(stills).toEqual([]);
    expect(await main(page).textContent()).not.toContain(TITLE);
    expect(await main(page).textContent()).not.toContain(SYNOPSIS);
    expect(await page.title()).not.toContain(TITLE);
    expect(await page.title()).toContain("Spoiler — hidden");
    expect(await main(page).getByRole("img", { name: "The still of S01E02 is hidden to avoid spoilers" }).isVisible()).toBe(true);

    // Revealed with the keyboard: the same button stays focused and now hides them again.
    const reveal = main(page).getByRole("button", { name: "Show anyway" });
    expect(await reveal.getAttribute("aria-expanded")).toBe("false");
    await reveal.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => heading(page).textContent()).toContain(TITLE);
    expect(await main(page).getByText(SYNOPSIS).isVisible()).toBe(true);
    expect(await page.title()).toContain(TITLE);
    const hide = main(page).getByRole("button", { name: "Hide spoilers" });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    expect(await hide.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(() => main(page).getByText("The title, synopsis and still of S01E02 are shown.").count()).toBe(1);
    await page.keyboard.press("Enter");
    await expect.poll(() => heading(page).textContent()).toContain("Spoiler — hidden");
    expect(await main(page).textContent()).not.toContain(SYNOPSIS);

    // Marking it seen lifts the shield at once, and for good.
    await main(page).getByRole("button", { name: "Mark S01E02 as seen" }).click();
    await expect.poll(() => heading(page).textContent()).toContain(TITLE);
    expect(await main(page).getByText(SYNOPSIS).isVisible()).toBe(true);
    expect(await main(page).getByRole("button", { name: "Show anyway" }).count()).toBe(0);
    await openInApp(page, "/shows/ask-i-memnu/season-1/episode-2");
    await expect.poll(() => heading(page).textContent()).toContain(TITLE);

    // The next episode, unseen, is still shielded in the episode links; having no title of its
    // own, it is called "Episode 3", which spoils nothing and stays.
    const nav = main(page).getByRole("navigation", { name: "Other episodes" });
    expect(await nav.getByRole("link", { name: /S01E03/ }).textContent()).toContain("Episode 3");
    expect(await nav.getByRole("link", { name: /S01E03/ }).textContent()).not.toContain("Spoiler — hidden");
    await context.close();
  });

  it("leaves a generic title such as \"4. Bölüm\" visible while the synopsis stays hidden", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    expect((await apiCall(context, "POST", "/api/shows/ask-i-memnu/track")).status).toBe(200);
    await withSpoilerTexts(page, "4. Bölüm");
    await openInApp(page, "/shows/ask-i-memnu/season-1/episode-4");
    await expect.poll(() => heading(page).textContent()).toContain("4. Bölüm");
    expect(await heading(page).textContent()).not.toContain("Spoiler — hidden");
    expect(await main(page).getByRole("button", { name: "Show anyway" }).isVisible()).toBe(true);
    expect(await main(page).textContent()).not.toContain(SYNOPSIS);
    await context.close();
  });

  it("shows everything directly with the spoilers preference on", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    expect((await apiCall(context, "POST", "/api/shows/ask-i-memnu/track")).status).toBe(200);
    await withSpoilerTexts(page);
    await page.goto("/settings/app");
    const toggle = page.getByRole("switch", { name: "Show spoilers" });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    await expect.poll(async () => ((await apiCall(context, "GET", "/api/me")).body?.data as { spoilers: boolean }).spoilers).toBe(true);

    await openInApp(page, "/shows/ask-i-memnu/season-1/episode-3");
    await expect.poll(() => heading(page).textContent()).toContain(TITLE);
    expect(await main(page).getByText(SYNOPSIS).isVisible()).toBe(true);
    expect(await main(page).getByRole("button", { name: "Show anyway" }).count()).toBe(0);
    await context.close();
  });

  it("does not shield a show the visitor does not track", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await withSpoilerTexts(page);
    await openInApp(page, "/shows/ask-i-memnu/season-1/episode-4");
    await expect.poll(() => heading(page).textContent()).toContain(TITLE);
    expect(await main(page).getByRole("button", { name: "Show anyway" }).count()).toBe(0);
    await context.close();
  });
});
