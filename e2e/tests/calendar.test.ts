import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

interface CalendarEpisode {
  code: string;
  air_date: string;
  show: { id: number; slug: string; original_title: string };
}

function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** An episode of an airing demo show in this month (or the next one, on the very last days). */
async function findAiringEpisode(context: BrowserContext): Promise<{ episode: CalendarEpisode; month: string }> {
  const thisMonth = ((await apiCall(context, "GET", "/api/calendar")).body?.data as CalendarEpisode[])[0]?.air_date.slice(0, 7);
  for (const month of [thisMonth, thisMonth && nextMonth(thisMonth)]) {
    if (!month) continue;
    const episodes = (await apiCall(context, "GET", `/api/calendar?month=${month}`)).body?.data as CalendarEpisode[];
    if (episodes.length) return { episode: episodes[episodes.length - 1]!, month };
  }
  throw new Error("no airing demo episode in this month or the next");
}

describe("calendar in the browser", () => {
  it("shows a tracked show's episode on its day, moves between months by keyboard and subscribes", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const { episode, month } = await findAiringEpisode(context);
    expect((await apiCall(context, "POST", `/api/shows/${episode.show.slug}/track`)).status).toBeLessThan(300);

    await page.goto(`/calendar?month=${month}`);
    await expect.poll(() => page.getByRole("button", { name: "My shows" }).getAttribute("aria-pressed")).toBe("true");
    const day = page.locator("td", { has: page.locator(`time[datetime="${episode.air_date}"]`) });
    const entry = day.getByRole("link", { name: new RegExp(`${episode.show.original_title}.*${episode.code}`) });
    await entry.waitFor();
    expect(await entry.getAttribute("href")).toMatch(new RegExp(`^/shows/${episode.show.slug}/season-\\d+/episode-\\d+$`));
    // Only the tracked show: another show's episode is not in "My shows".
    const titles = await page.locator("td a").evaluateAll((links) => links.map((a) => a.textContent ?? ""));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((text) => text.includes(episode.show.original_title))).toBe(true);

    // Next month and back, from the keyboard.
    const monthHeading = page.getByRole("navigation", { name: "Months" }).getByRole("heading");
    const shownMonth = await monthHeading.textContent();
    await page.getByRole("link", { name: /^Next month/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`month=${nextMonth(month)}`));
    await expect.poll(() => monthHeading.textContent()).not.toBe(shownMonth);
    await page.getByRole("link", { name: /^Previous month/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`month=${month}`));
    await entry.waitFor();
    expect(await monthHeading.textContent()).toBe(shownMonth);

    // The phone lists the days that have episodes.
    await page.setViewportSize({ width: 390, height: 844 });
    const agendaDay = page.locator("section", { has: page.locator(`h3 time[datetime="${episode.air_date}"]`) });
    await agendaDay.getByRole("link", { name: new RegExp(episode.code) }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });

    // The private iCal feed.
    await page.getByRole("button", { name: "Subscribe in your calendar app" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe in your calendar app" });
    await dialog.getByRole("button", { name: "Create my private link" }).click();
    const field = dialog.getByRole("textbox", { name: "Your private calendar link" });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    expect(await dialog.getByRole("link", { name: "Open in calendar app" }).getAttribute("href")).toBe(url.replace(/^http:/, "webcal:"));
    expect(await dialog.getByText("Anyone with this link can see which shows you track.").isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const feed = await context.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const ics = (await feed.text()).replace(/\r\n /g, "");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(`SUMMARY:${episode.show.original_title} ${episode.code}`);
    await context.close();
  });

  it("lists today's episodes with the user's shows first, or says that none airs", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const today = (await apiCall(context, "GET", "/api/airing-today")).body?.data as CalendarEpisode[];
    const tracked = today.at(-1);
    if (tracked) await apiCall(context, "POST", `/api/shows/${tracked.show.slug}/track`);
    await page.goto("/airing-today");
    await page.getByRole("heading", { name: "Airing today", level: 1 }).waitFor();
    if (!tracked) {
      await page.getByText("No episodes air today").waitFor();
    } else {
      const items = page.getByRole("main").getByRole("listitem");
      await expect.poll(() => items.count()).toBe(today.length);
      // The tracked show comes first and carries the badge; the others do not.
      await expect.poll(() => items.first().textContent()).toContain(tracked.show.original_title);
      expect(await items.first().getByText("Tracking", { exact: true }).isVisible()).toBe(true);
      const others = today.filter((e) => e.show.id !== tracked.show.id).length;
      expect(await page.getByRole("main").getByText("Tracking", { exact: true }).count()).toBe(today.length - others);
    }
    await context.close();
  });

  it("opens the phone's agenda at today, with the earlier days of the month on request", async () => {
    const { page, context } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/calendar");
    const today = await page.evaluate(() => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date()));
    const dayDates = () => page.getByRole("main").locator("section h3 time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    await expect.poll(async () => (await dayDates()).length + (await page.getByText("No more episodes this month.").count())).toBeGreaterThan(0);
    const shown = await dayDates();
    expect(shown.every((date) => date >= today)).toBe(true);
    const all = ((await apiCall(context, "GET", `/api/calendar?month=${today.slice(0, 7)}`)).body?.data as CalendarEpisode[]).map((e) => e.air_date);
    const earlier = [...new Set(all.filter((date) => date < today))];
    if (earlier.length) {
      await page.getByRole("button", { name: "Show earlier days of this month" }).click();
      await expect.poll(async () => (await dayDates())[0]).toBe(earlier.sort()[0]);
    } else {
      expect(await page.getByRole("button", { name: "Show earlier days of this month" }).count()).toBe(0);
    }
    await context.close();
  });

  it("offers visitors every show and a word about logging in", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/calendar");
    await page.getByText("You are seeing every show.", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: "My shows" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Subscribe in your calendar app" }).count()).toBe(0);
    await page.getByRole("columnheader", { name: "Monday" }).waitFor();
    await context.close();
  });
});
