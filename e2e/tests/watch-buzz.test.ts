import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVerifiedAccount, uniqueName } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

/*
 * Decision 0044: where to watch on a show's page (sample entries of the demo catalog, a staff
 * member adding one), the buzz board, and a suggestion made in the suggest modal and shown in the
 * settings; axe on each new screen, light and dark, phone and desktop, and in Arabic.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const describeViolations = (path: string) => (v: { id: string; help: string; nodes: { target: string[] }[] }) =>
  `${path} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;

describe("where to watch", () => {
  it("a show page lists where to watch by country, with the sample mark; staff add an option", async () => {
    const { context, page } = await openPage(browser);
    await page.goto("/shows/kurulus-osman");
    const section = page.getByRole("region", { name: "Where to watch" });
    await section.getByText("Sample data").first().waitFor();
    await section.getByRole("link", { name: /YouTube/ }).first().waitFor();
    expect(await section.getByRole("heading", { level: 3 }).count()).toBeGreaterThan(0);
    await context.close();

    const staff = await openPage(browser);
    await makeVerifiedAccount(staff.context, { email: "staff-watch@example.test" });
    await staff.page.goto("/shows/ezel");
    const own = staff.page.getByRole("region", { name: "Where to watch" });
    await own.getByText("Add where to watch").click();
    await own.getByRole("combobox", { name: /^Service/ }).selectOption("netflix");
    await own.getByRole("combobox", { name: /^Country/ }).selectOption("FR");
    await own.getByRole("combobox", { name: /^Type/ }).selectOption("Rent");
    await own.getByRole("textbox", { name: /^Link/ }).fill("javascript:alert(1)");
    await own.getByRole("button", { name: "Add", exact: true }).click();
    await own.getByText("The link must be an http or https address.").waitFor();
    await own.getByRole("textbox", { name: /^Link/ }).fill("https://www.netflix.com/title/ezel");
    await own.getByRole("button", { name: "Add", exact: true }).click();
    await own.getByRole("heading", { name: /France/ }).waitFor();
    // The staff control of the buzz board is on the page too.
    await staff.page.getByRole("region", { name: "Buzz label" }).waitFor();
    // Staff's list of show suggestions, reached from the moderation page.
    await staff.page.goto("/moderation");
    await staff.page.getByRole("link", { name: "Show suggestions" }).click();
    await staff.page.getByRole("heading", { level: 1, name: "Show suggestions" }).waitFor();
    await waitForLoaded(staff.page);
    expect((await seriousViolations(staff.page)).map(describeViolations("/admin/suggestions"))).toEqual([]);
    await staff.context.close();
  });
});

describe("the buzz board", () => {
  it("groups the shows by label, drawn on the server", async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/buzz");
    await page.getByRole("heading", { level: 1, name: "Renewals and cancellations" }).waitFor();
    await page.getByRole("region", { name: /Renewed/ }).getByRole("link", { name: "Kuruluş: Osman" }).waitFor();
    await page.getByRole("region", { name: /Cancelled/ }).getByRole("link", { name: "Kirli Sepeti" }).waitFor();
    await context.close();
  });
});

describe("suggest a show", () => {
  it("a fan suggests a missing show from search's no results, and sees it in the settings", async () => {
    const { context, page } = await openPage(browser);
    await makeVerifiedAccount(context);
    const title = `Kayıp Dizi ${uniqueName("")}`;
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: "Suggest a show" }).click();
    const dialog = page.getByRole("dialog", { name: "Suggest a show" });
    expect(await dialog.getByLabel(/^Show title/).inputValue()).toBe(title);
    await dialog.getByLabel(/^Note/).fill("On Star TV this autumn");
    await dialog.getByRole("button", { name: "Send suggestion" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.goto("/settings/suggest-show");
    await waitForLoaded(page);
    const mine = page.getByRole("region", { name: "Your suggestions" });
    await mine.getByText(title).waitFor();
    await mine.getByText("Waiting").waitFor();
    await context.close();
  });
});

describe("accessibility of where to watch, buzz and suggestions (axe-core)", () => {
  const cases = [
    { scheme: "light", viewport: { width: 1280, height: 900 }, device: "desktop" },
    { scheme: "dark", viewport: { width: 1280, height: 900 }, device: "desktop" },
    { scheme: "light", viewport: { width: 390, height: 844 }, device: "phone" },
    { scheme: "dark", viewport: { width: 390, height: 844 }, device: "phone" },
  ] as const;

  async function check(page: Page, paths: string[], problems: string[], open?: (page: Page, path: string) => Promise<void>) {
    for (const path of paths) {
      await page.goto(path);
      await waitForLoaded(page);
      await open?.(page, path);
      problems.push(...(await seriousViolations(page)).map(describeViolations(path)));
    }
  }

  for (const { scheme, viewport, device } of cases) {
    it(`the show page's section, /buzz, the suggest modal and the settings section, ${scheme} on a ${device}`, async () => {
      const problems: string[] = [];
      const visitor = await openPage(browser, { colorScheme: scheme, viewport });
      await check(visitor.page, ["/shows/kurulus-osman", "/buzz"], problems);
      await visitor.context.close();
      const member = await openPage(browser, { colorScheme: scheme, viewport });
      await makeVerifiedAccount(member.context);
      await check(member.page, ["/settings/suggest-show"], problems, async (page) => {
        await page.getByRole("button", { name: "Suggest a show" }).first().click();
        await page.getByRole("dialog", { name: "Suggest a show" }).waitFor();
      });
      await member.context.close();
      expect(problems).toEqual([]);
    });
  }

  it("in Arabic (right to left): the show page's section, /buzz and the settings section", async () => {
    const problems: string[] = [];
    const member = await openPage(browser, { locale: "ar", cookies: { dz_locale: "ar" } });
    await makeVerifiedAccount(member.context);
    await check(member.page, ["/shows/kurulus-osman", "/buzz", "/settings/suggest-show"], problems);
    expect(await member.page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await member.context.close();
    expect(problems).toEqual([]);
  });
});
