import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

/*
 * Daily TV ratings in the browser (issue 16, decision 0043): the day's table → a show's season
 * chart, with the Pro upsell for a free user and the chart and table for a Pro one (a staff
 * account: staff have Pro's entitlements), the staff import with its bad rows, and axe on every
 * new screen in light and dark, on a phone and a desktop, and in Arabic.
 */

let browser: Browser;
let figure: { show: { slug: string; original_title: string; url: string }; episode: { id: number; season: number } };
beforeAll(async () => {
  browser = await launchBrowser();
  // Staff import a real figure for today (Istanbul), so every test has a row whatever the demo seed holds.
  const { context } = await openPage(browser);
  await makeVerifiedAccount(context, { email: "staff-ratings@example.test" });
  // The first show of explore that has an episode: its latest season's first episode.
  const shows = (await apiCall(context, "GET", "/api/v1/shows")).body?.data as { slug: string; seasons: { id: number; number: number }[] }[];
  let slug = "";
  let episode: { id: number; season_number: number } | undefined;
  for (const candidate of shows) {
    const detail = (await apiCall(context, "GET", `/api/shows/${candidate.slug}`)).body?.data as { seasons: { id: number; number: number }[] };
    const season = [...detail.seasons].sort((x, y) => y.number - x.number)[0];
    if (!season) continue;
    episode = ((await apiCall(context, "GET", `/api/seasons/${season.id}/episodes`)).body?.data as { id: number; season_number: number }[])[0];
    if (episode) {
      slug = candidate.slug;
      break;
    }
  }
  if (!episode) throw new Error("no demo show with an episode");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
  const imported = await apiCall(context, "POST", "/api/admin/ratings", { rows: [{ date: today, show: slug, episode: episode.id, slot: "20:00", category: "Total", rating: 9.87, share: 23.45 }] });
  if (imported.status !== 201) throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body)}`);
  const show = (await apiCall(context, "GET", `/api/shows/${slug}`)).body?.data as { slug: string; original_title: string; url: string };
  figure = { show, episode: { id: episode.id, season: episode.season_number } };
  await context.close();
}, 60_000);
afterAll(async () => browser.close());

async function openRatingsOfShow(page: Page) {
  await page.goto("/ratings");
  const row = page.getByRole("row", { name: new RegExp(figure.show.original_title) }).first();
  await row.waitFor();
  await row.getByRole("link", { name: figure.show.original_title }).click();
  await page.waitForURL(new RegExp(`${figure.show.url}#ratings$`));
  const section = page.getByRole("region", { name: "TV ratings" });
  await section.waitFor();
  if ((await section.getByRole("combobox", { name: "Season" }).count()) > 0) await section.getByRole("combobox", { name: "Season" }).selectOption(String(figure.episode.season));
  return section;
}

describe("daily TV ratings in the browser", () => {
  it("a visitor sees the day's table with the categories as tabs, and the show's season ratings behind the Pro upsell", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/ratings");
    await page.getByRole("heading", { level: 1, name: "Daily TV ratings" }).waitFor();
    const tabs = page.getByRole("tablist", { name: "Audience categories" });
    for (const name of ["Total", "AB", "20+ABC1"]) await tabs.getByRole("tab", { name, exact: true }).waitFor();
    expect(await tabs.getByRole("tab", { name: "Total" }).getAttribute("aria-selected")).toBe("true");
    const table = page.getByRole("table");
    for (const name of ["Rank", "Show", "Episode", "Slot", "Rating %", "Share %", "Change"]) await table.getByRole("columnheader", { name }).waitFor();
    const row = page.getByRole("row", { name: new RegExp(figure.show.original_title) }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain("9.87");
    // The tabs by keyboard: the next category is chosen and kept in the address.
    await tabs.getByRole("tab", { name: "Total" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/category=AB/);
    await expect.poll(() => tabs.getByRole("tab", { name: "AB", exact: true }).getAttribute("aria-selected")).toBe("true");

    const section = await openRatingsOfShow(page);
    const upsell = section.getByTestId("season-ratings-upsell");
    await upsell.waitFor();
    await upsell.getByRole("button", { name: "See season ratings" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.locator("[data-pro-referrer]").getAttribute("data-pro-referrer")).toBe("show ratings");
    await context.close();
  }, 120_000);

  it("a free member gets the upsell too; a Pro member (staff) sees the season as a chart and a table", async () => {
    const free = await openPage(browser);
    await makeVerifiedAccount(free.context);
    const freeSection = await openRatingsOfShow(free.page);
    await freeSection.getByTestId("season-ratings-upsell").waitFor();
    await free.context.close();

    const pro = await openPage(browser);
    await logInAsStaff(pro.context);
    const section = await openRatingsOfShow(pro.page);
    const chart = section.getByRole("img", { name: new RegExp(`Rating and share of each episode of ${figure.show.original_title}`) });
    await chart.waitFor();
    expect(await chart.locator("canvas").count()).toBeGreaterThan(0);
    const describedBy = await chart.getAttribute("aria-describedby");
    const table = section.locator(`table[id="${describedBy}"]`);
    await table.waitFor();
    expect(await table.getByRole("row").count()).toBeGreaterThan(1);
    expect(await table.textContent()).toContain("9.87");
    await pro.context.close();
  }, 120_000);

  it("staff import rows in the form: every bad row is named and nothing is stored, then the good rows are", async () => {
    const { page, context } = await openPage(browser);
    await logInAsStaff(context);
    await page.goto("/admin/ratings");
    await page.getByRole("heading", { level: 1, name: "Import TV ratings" }).waitFor();
    await page.getByRole("radio", { name: "Rows in a form" }).check();
    await page.getByRole("textbox", { name: "Date, row 1" }).fill("2026-11-20");
    await page.getByRole("textbox", { name: "Show (id or slug), row 1" }).fill(figure.show.slug);
    await page.getByRole("textbox", { name: "Episode id, row 1" }).fill(String(figure.episode.id));
    await page.getByRole("textbox", { name: "Rating %, row 1" }).fill("7,5");
    await page.getByRole("textbox", { name: "Share %, row 1" }).fill("18");
    await page.getByRole("button", { name: "Import" }).click();
    const errors = page.getByTestId("ratings-import-errors");
    await errors.waitFor();
    expect(await errors.textContent()).toContain("Row 1, Rating %: This must be a percentage from 0 to 100 with a dot decimal.");
    expect(await page.getByRole("textbox", { name: "Rating %, row 1" }).getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("textbox", { name: "Rating %, row 1" }).fill("7.5");
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByRole("status").filter({ hasText: "Imported rows: 1." }).waitFor();
    await context.close();
  }, 120_000);
});

async function logInAsStaff(context: BrowserContext) {
  const res = await apiCall(context, "POST", "/api/auth/login", { login: "staff-ratings@example.test", password: "dizi-fan-2026" });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
}

const label = (path: string) => (v: { id: string; help: string; nodes: { target: string[] }[] }) => `${path} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;

describe("accessibility of the ratings screens (axe-core): no serious or critical violation", () => {
  const cases = [
    { scheme: "light", viewport: { width: 1280, height: 900 }, device: "desktop" },
    { scheme: "dark", viewport: { width: 1280, height: 900 }, device: "desktop" },
    { scheme: "light", viewport: { width: 390, height: 844 }, device: "phone" },
    { scheme: "dark", viewport: { width: 390, height: 844 }, device: "phone" },
  ] as const;
  // A visitor: the day and the season's upsell; staff (Pro): the chart, the week and the import.
  const visitorScreens = () => ["/ratings", `${figure.show.url}#ratings`];
  const staffScreens = () => [`${figure.show.url}#ratings`, "/ratings/weekly", "/admin/ratings"];

  for (const { scheme, viewport, device } of cases) {
    it(`every ratings screen as staff (chart) and as a visitor (upsell), ${scheme} on a ${device}`, async () => {
      const problems: string[] = [];
      const visitor = await openPage(browser, { colorScheme: scheme, viewport });
      const staff = await openPage(browser, { colorScheme: scheme, viewport });
      await logInAsStaff(staff.context);
      for (const [{ page }, screens] of [[visitor, visitorScreens()], [staff, staffScreens()]] as const) {
        for (const path of screens) {
          await page.goto(path);
          await waitForLoaded(page);
          problems.push(...(await seriousViolations(page)).map(label(path)));
        }
      }
      expect(problems).toEqual([]);
      await visitor.context.close();
      await staff.context.close();
    }, 240_000);
  }

  it("every ratings screen in Arabic, right to left, on a phone", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 }, cookies: { dz_locale: "ar" } });
    await logInAsStaff(context);
    const problems: string[] = [];
    for (const path of ["/ratings", ...staffScreens()]) {
      await page.goto(path);
      await waitForLoaded(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      problems.push(...(await seriousViolations(page)).map(label(path)));
    }
    await page.goto("/ratings");
    await page.getByRole("heading", { level: 1, name: "نسب المشاهدة اليومية" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);
});
