import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

/*
 * The Pro pages (decision 0056): the upgrade page, the Pro modal's way to it, checkout through the
 * suite's local Stripe double (its hosted page's "Pay" sends the signed webhooks and returns to
 * /pro/welcome), and cancelling and restoring the renewal in Settings › Subscription.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const label = (v: { id: string; help: string; nodes: { target: string[] }[] }) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;

/** The Pro modal of the charts (a free viewer's locked scores) and its way to the plans. */
async function openPlansFromChartsModal(page: Page): Promise<void> {
  await page.goto("/charts");
  await page.getByRole("button", { name: "See the scores with Pro" }).click();
  const dialog = page.getByRole("dialog", { name: "A Pro feature" });
  await dialog.waitFor();
  await dialog.getByRole("link", { name: "See the plans" }).click();
  await page.waitForURL((url) => url.pathname === "/pro");
  expect(new URL(page.url()).searchParams.get("from")).toBe("chart scores");
}

describe("the upgrade page", () => {
  it("shows the four plans with prices, the badge and what Pro unlocks; a visitor logs in before checkout", async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto("/pro");
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Dizilog Pro" }).waitFor();
    const plans = page.locator("[data-plan]");
    expect(await plans.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-plan")))).toEqual(["free", "month", "year", "lifetime"]);
    await expect.poll(() => page.locator('[data-plan="month"]').innerText()).toMatch(/\d.*per month/s);
    expect(await page.locator('[data-plan="year"]').innerText()).toMatch(/\d.*per year/s);
    expect(await page.locator('[data-plan="lifetime"]').innerText()).toMatch(/\d.*once/s);
    // The badge members wear, with its name for screen readers.
    expect(await page.locator('[data-badge="pro"]').first().getAttribute("title")).toBe("Pro member");
    const table = page.getByRole("table");
    expect(await table.getByRole("row").count()).toBe(9);
    await table.getByRole("rowheader", { name: "Unlimited lists" }).waitFor();
    // The suite's server has a payment provider (the Stripe double): no notice, the buttons work.
    expect(await page.locator('[data-pro-notice="not-configured"]').count()).toBe(0);
    await page.getByRole("button", { name: "Choose Monthly" }).click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    await context.close();
  });

  it("says calmly that a cancelled checkout charged nothing", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/pro?checkout=cancelled");
    await page.getByRole("status").filter({ hasText: "Checkout was cancelled and nothing was charged." }).waitFor();
    await context.close();
  });

  it("says when the site takes no payments, and disables the plans' buttons", async () => {
    const { page, context } = await openPage(browser);
    // The suite's server has a provider: the answer of one without it, as GET /api/plans gives it.
    await context.route("**/api/plans", async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { data: unknown[] };
      await route.fulfill({ response: real, json: { ...body, meta: { payments_configured: false } } });
    });
    await openPlansFromChartsModal(page);
    await page.getByText("Payments are not configured on this site").waitFor();
    for (const plan of ["Monthly", "Yearly", "Lifetime"]) expect(await page.getByRole("button", { name: `Choose ${plan}` }).isDisabled()).toBe(true);
    // The feature the modal was opened for is marked.
    await page.locator('tr[data-feature="chart_scores"]').getByText("What you were looking for").waitFor();
    await context.close();
  });
});

describe("becoming Pro", () => {
  it("upgrades from the Pro modal through checkout, comes back Pro, then cancels and restores the renewal", async () => {
    const { page, context, baseUrl } = await openPage(browser);
    const { username } = await makeVerifiedAccount(context);
    await openPlansFromChartsModal(page);
    await page.getByRole("button", { name: "Choose Monthly" }).click();

    // The provider's hosted checkout (the local double), then back to the return page.
    await page.waitForURL((url) => url.pathname !== "/pro");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === "/pro/welcome");
    await page.getByRole("heading", { level: 1, name: "You're Pro" }).waitFor();
    expect(new URL(page.url()).searchParams.get("session_id")).toBeTruthy();
    expect((await seriousViolations(page)).map(label)).toEqual([]);

    // The badge beside the name, and the gated scores open.
    await page.getByRole("link", { name: "See your profile" }).click();
    await page.waitForURL((url) => url.pathname === `/user/${username.toLowerCase()}`);
    expect(await page.locator("h1 + [data-user-badges] [data-badge='pro']").getAttribute("title")).toBe("Pro member");
    await page.goto("/charts");
    await page.getByRole("table", { name: /^Top shows of / }).waitFor();
    expect(await page.getByRole("button", { name: "See the scores with Pro" }).count()).toBe(0);

    // Settings › Subscription: cancel at the period's end (asked first), then restore.
    await page.goto("/settings/subscription");
    await waitForLoaded(page);
    const state = page.locator("[data-subscription-state]");
    await expect.poll(() => state.getAttribute("data-subscription-state")).toBe("active");
    expect(await state.innerText()).toMatch(/Monthly[\s\S]*Active[\s\S]*Next renewal/);
    await page.getByRole("button", { name: "Cancel renewal" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel the renewal?" });
    expect(await confirm.innerText()).toMatch(/Pro stays until \w+ \d+, \d{4}/);
    await confirm.getByRole("button", { name: "Cancel renewal" }).click();
    await expect.poll(() => state.getAttribute("data-subscription-state")).toBe("canceling");
    await page.getByText(/Your plan will not renew\. Pro stays until/).waitFor();
    await page.getByRole("button", { name: "Restore renewal" }).click();
    await expect.poll(() => state.getAttribute("data-subscription-state")).toBe("active");
    // What the provider holds, read again.
    await page.reload();
    await expect.poll(() => state.getAttribute("data-subscription-state")).toBe("active");
    expect(await page.getByRole("button", { name: "Update card" }).count()).toBe(1);
    await context.close();
  }, 90_000);
});
