import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const PHONE = { width: 390, height: 844 };
const violationsOf = async (page: Parameters<typeof seriousViolations>[0]) =>
  (await seriousViolations(page)).map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

describe("social charts", () => {
  it("shows the day's top shows and couples with locked scores and the Pro modal for a visitor", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/charts");
    await page.getByRole("heading", { level: 1, name: "Social charts" }).waitFor();
    // The demo seed's chart, marked as sample data.
    await page.getByText(/^Sample data:/).waitFor();
    const table = page.getByRole("table", { name: /^Top shows of / });
    await table.waitFor();
    expect(await table.getByRole("row").count()).toBe(21);
    expect(await table.getByText("Pro only").count()).toBe(20);
    await page.getByRole("button", { name: "See the scores with Pro" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.locator("[data-pro-referrer]").getAttribute("data-pro-referrer")).toBe("chart scores");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    // Couples by keyboard: the tab follows in the address.
    await page.getByRole("tab", { name: "Top shows" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => new URL(page.url()).searchParams.get("kind")).toBe("couples");
    const couples = page.getByRole("table", { name: /^Top couples of / });
    await couples.waitFor();
    expect(await couples.getByRole("row").count()).toBeGreaterThan(5);

    // A day without a chart says so.
    await page.goto("/charts?date=2001-01-01");
    await page.getByText(/No chart for/).waitFor();
    await context.close();
  }, 60_000);

  it("shows the scores to a member with Pro (staff have Pro's entitlements)", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context, { email: "staff-charts@example.test" });
    await page.goto("/charts");
    const table = page.getByRole("table", { name: /^Top shows of / });
    await table.waitFor();
    expect(await table.getByText("Pro only").count()).toBe(0);
    expect(await page.getByRole("button", { name: "See the scores with Pro" }).count()).toBe(0);
    const score = await table.getByRole("row").nth(1).getByRole("cell").nth(2).textContent();
    expect(score).toMatch(/^\d[\d,]*$/);
    await context.close();
  }, 60_000);
});

describe("couples", () => {
  it("lists the pairs, opens a couple's page, likes it, and finds it in the tracker's couples tab", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/pairs");
    await page.getByRole("heading", { level: 1, name: "Couples" }).waitFor();
    const list = (await apiCall(context, "GET", "/api/couples?limit=1")).body as { data: { slug: string; name: string }[] };
    const couple = list.data[0]!;
    await page.getByRole("link", { name: couple.name, exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: couple.name }).waitFor();
    await page.getByRole("heading", { name: "Shows together" }).waitFor();
    expect(await page.title()).toContain(couple.name);
    const like = page.getByRole("button", { name: `Like ${couple.name}`, exact: true });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await expect.poll(() => page.getByRole("button", { name: `Like ${couple.name}`, exact: true }).getAttribute("aria-pressed")).toBe("true");

    await page.goto("/tracker#likes-couples");
    const kinds = page.getByRole("tablist", { name: "Kinds of likes" });
    await expect.poll(() => kinds.getByRole("tab", { name: "Couples" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("link", { name: couple.name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/pairs/${couple.slug}`);
    await context.close();
  }, 90_000);

  it("answers a couple that does not exist with the not-found page", async () => {
    const { page, context } = await openPage(browser);
    const res = await page.goto("/pairs/no-such-pair");
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: /not found/i }).waitFor();
    await context.close();
  }, 30_000);
});

describe("accessibility of the charts and couples pages (axe-core)", () => {
  const pages = ["/charts", "/charts?kind=couples", "/pairs", "/pairs/seyfer"];
  for (const scheme of ["light", "dark"] as const) {
    for (const [device, viewport] of [
      ["desktop", undefined],
      ["phone", PHONE],
    ] as const) {
      it.each(pages)(`%s in ${scheme} mode on a ${device}`, async (path) => {
        const { page, context } = await openPage(browser, { colorScheme: scheme, ...(viewport ? { viewport } : {}) });
        await page.goto(path);
        await waitForLoaded(page);
        expect(await violationsOf(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it.each(pages)("%s in Arabic, right to left, on a phone", async (path) => {
    const { page, context } = await openPage(browser, { viewport: PHONE, cookies: { dz_locale: "ar" } });
    await page.goto(path);
    await waitForLoaded(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await violationsOf(page)).toEqual([]);
    await context.close();
  });

  it("the Pro modal opened from the charts has no violations", async () => {
    const { page, context } = await openPage(browser, { colorScheme: "dark" });
    await page.goto("/charts");
    await page.getByRole("button", { name: "See the scores with Pro" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await context.close();
  });
});
