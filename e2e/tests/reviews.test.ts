import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { type AxeViolation, type PageOptions, launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const ASPECTS = ["Story", "Acting", "Music", "Visuals", "Characters", "Overall"];
const CONTENT =
  "Ezel is a revenge story on its surface, but what stays with you is the friendship at its heart. " +
  "Every episode turns the screw a little more, the music says what the characters cannot, and the cast " +
  "carries scenes that would collapse in weaker hands. The pacing sags in the middle of the first season, " +
  "yet the finale pays off every thread it spent so long tying.";

/** The show's first aired episode, seen through the API (an author must have seen one). */
async function seeFirstEpisode(context: BrowserContext, slug: string): Promise<{ id: number }> {
  const show = (await apiCall(context, "GET", `/api/shows/${slug}`)).body?.data as { id: number; seasons: { id: number }[] };
  const episodes = (await apiCall(context, "GET", `/api/seasons/${show.seasons[0]!.id}/episodes`)).body?.data as { id: number }[];
  expect((await apiCall(context, "POST", `/api/seen/episode/${episodes[0]!.id}`, { status: true })).status).toBe(200);
  return show;
}

/** Writes a review through the API. */
async function reviewThroughApi(context: BrowserContext, showId: number, title: string, overall = 4) {
  const res = await apiCall(context, "POST", "/api/reviews", {
    show_id: showId,
    title,
    content: CONTENT,
    spoiler: false,
    user_rate: { story: 4, acting: 4.5, music: 3.5, visuals: 4, characters: 5, overall },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body?.data as { id: number; url: string };
}

/** Waits for a condition (pages load their data after they render): up to 10 s, never a fixed sleep. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Picks a half-star score of one aspect in the review form. */
async function chooseScore(dialog: Locator, aspect: string, stars: string): Promise<void> {
  await dialog.getByRole("radiogroup", { name: aspect }).getByRole("radio", { name: stars, exact: true }).click();
}

/** axe on the whole page, or on one part of it (the show page also holds other teams' components). */
async function expectNoSeriousViolations(page: Page, where: string, part?: Locator): Promise<void> {
  await waitForLoaded(page);
  let violations = await seriousViolations(page);
  if (part) {
    const found = await part.evaluate(async (element) => {
      const axe = (window as unknown as { axe: { run: (ctx: Element, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      return (await axe.run(element, { resultTypes: ["violations"] })).violations;
    });
    violations = found.filter((v) => v.impact === "serious" || v.impact === "critical");
  }
  expect(violations.map((v) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

describe("reviews in the browser", () => {
  it("writes a review in the modal, with its draft restored after a reload", { timeout: 90_000 }, async () => {
    const { page, context } = await openPage(browser);
    const { username } = await makeVerifiedAccount(context);
    await seeFirstEpisode(context, "kuzey-guney");
    await page.goto("/shows/kuzey-guney");
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Review Kuzey Güney" });
    await dialog.waitFor();
    await dialog.getByRole("textbox", { name: "Title" }).fill("A revenge that is really about friendship");
    const content = dialog.getByRole("textbox", { name: "Your review" });
    await content.fill(CONTENT.slice(0, 100));
    // The counter counts toward the 280 minimum.
    await eventually(() => dialog.getByText(/100 characters · 180 more to reach 280/).isVisible()).toBe(true);
    await content.fill(CONTENT);
    for (const aspect of ASPECTS) await chooseScore(dialog, aspect, aspect === "Overall" ? "4.5 stars" : "4 stars");

    // The draft is saved every 15 seconds: wait for it, then leave the page.
    await dialog.getByText(/^Draft saved at/).waitFor({ timeout: 25_000 });
    page.on("dialog", (prompt) => void prompt.accept());
    await page.reload();
    await page.getByRole("button", { name: "Write a review" }).click();
    await dialog.getByText("You have an unsaved draft.").waitFor();
    expect(await dialog.getByRole("textbox", { name: "Title" }).inputValue()).toBe("");
    await dialog.getByRole("button", { name: "Continue draft" }).click();
    expect(await dialog.getByRole("textbox", { name: "Title" }).inputValue()).toBe("A revenge that is really about friendship");
    expect(await dialog.getByRole("textbox", { name: "Your review" }).inputValue()).toBe(CONTENT);
    expect(await dialog.getByRole("radiogroup", { name: "Overall" }).getByRole("radio", { name: "4.5 stars", exact: true }).getAttribute("aria-checked")).toBe("true");

    await dialog.getByRole("button", { name: "Publish review" }).click();
    await page.waitForURL(/\/shows\/kuzey-guney\/reviews\/\d+$/);
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("A revenge that is really about friendship");
    await eventually(() => page.getByText("Seen 1 episode").isVisible()).toBe(true);
    // The overall score became the author's rating of the show; the draft is gone.
    const show = (await apiCall(context, "GET", "/api/shows/kuzey-guney")).body?.data as { user_rating: number };
    expect(show.user_rating).toBe(4.5);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("dz-review-draft:")))).toEqual([]);
    // The profile links to the user's reviews, which list it.
    await page.goto(`/user/${username.toLowerCase()}`);
    await page.getByRole("link", { name: "Reviews" }).click();
    await eventually(() => page.getByRole("link", { name: "A revenge that is really about friendship" }).isVisible()).toBe(true);
    await context.close();
  });

  it("asks before closing the modal with changes, and shows the server's messages", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/shows/bizim-hikaye");
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Review Bizim Hikaye" });
    // Nothing seen yet: the form says so as it opens, before anything is written.
    await dialog.getByRole("alert").filter({ hasText: "Watch at least one episode first" }).waitFor();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "detached" });

    const show = (await apiCall(context, "GET", "/api/shows/bizim-hikaye")).body?.data as { seasons: { id: number }[] };
    const episodes = (await apiCall(context, "GET", `/api/seasons/${show.seasons[0]!.id}/episodes`)).body?.data as { id: number }[];
    expect((await apiCall(context, "POST", `/api/seen/episode/${episodes[0]!.id}`, { status: true })).status).toBe(200);
    await page.getByRole("button", { name: "Write a review" }).click();
    await dialog.getByRole("textbox", { name: "Title" }).fill("Not seen yet");
    await dialog.getByRole("textbox", { name: "Your review" }).fill(CONTENT);
    for (const aspect of ASPECTS) await chooseScore(dialog, aspect, "3 stars");
    // Unmarked meanwhile (in another tab): the server's message is shown.
    expect((await apiCall(context, "POST", `/api/seen/episode/${episodes[0]!.id}`, { status: false })).status).toBe(200);
    await dialog.getByRole("button", { name: "Publish review" }).click();
    await eventually(() => dialog.getByRole("alert").textContent()).toBe("Watch at least one episode first.");

    // Escape asks whether to keep the text; "Keep writing" goes back to it.
    await page.keyboard.press("Escape");
    const ask = page.getByRole("dialog", { name: "Save your draft?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Keep writing" }).click();
    await ask.waitFor({ state: "detached" });
    expect(await dialog.getByRole("textbox", { name: "Title" }).inputValue()).toBe("Not seen yet");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await ask.getByRole("button", { name: "Discard" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Write a review" }).click();
    expect(await dialog.getByText("You have an unsaved draft.").count()).toBe(0);
    await context.close();
  });

  it("sends a visitor who wants to write a review to the login modal", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/shows/ezel");
    await page.getByRole("button", { name: "Write a review" }).click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    await context.close();
  });

  it("votes on a review at once, takes the vote back, and sorts by most helpful or most recent", async () => {
    const authors = [await openPage(browser), await openPage(browser)];
    const reviews: { id: number; url: string }[] = [];
    for (const [i, author] of authors.entries()) {
      await makeVerifiedAccount(author.context);
      const show = await seeFirstEpisode(author.context, "sadakatsiz");
      reviews.push(await reviewThroughApi(author.context, show.id, i === 0 ? "Older but loved" : "Newer and divisive"));
    }
    // The older review gets an up vote from its second author, so it leads the helpful order.
    expect((await apiCall(authors[1]!.context, "POST", `/api/reviews/${reviews[0]!.id}/vote`, { vote: "up" })).status).toBe(200);

    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/shows/sadakatsiz");
    const section = page.getByRole("region", { name: "Reviews" });
    const titles = () => section.getByRole("heading", { level: 3 }).allTextContents();
    await eventually(titles).toEqual(["Older but loved", "Newer and divisive"]);
    await section.getByRole("tab", { name: "Most recent" }).click();
    await eventually(titles).toEqual(["Newer and divisive", "Older but loved"]);

    const card = section.getByRole("article").filter({ hasText: "Newer and divisive" });
    const up = card.getByRole("button", { name: /^Helpful \d+$/ });
    const down = card.getByRole("button", { name: /^Not helpful \d+$/ });
    // The vote is held back on its way to the server: the button is pressed and counted before any answer.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/reviews/${reviews[1]!.id}/vote`, async (route) => {
      await held;
      await route.continue();
    });
    const voted = page.waitForResponse((r) => r.url().endsWith(`/api/reviews/${reviews[1]!.id}/vote`));
    await up.click();
    await eventually(() => up.getAttribute("aria-pressed")).toBe("true");
    expect(await up.textContent()).toContain("Helpful 1");
    release();
    expect((await voted).status()).toBe(200);
    await page.unroute(`**/api/reviews/${reviews[1]!.id}/vote`);
    await down.click();
    await eventually(() => down.getAttribute("aria-pressed")).toBe("true");
    await eventually(() => up.textContent()).toContain("Helpful 0");
    await eventually(() => down.textContent()).toContain("Not helpful 1");
    await down.click();
    await eventually(() => down.getAttribute("aria-pressed")).toBe("false");
    await eventually(async () => (await apiCall(context, "GET", `/api/review/${reviews[1]!.id}`)).body?.data)
      .toMatchObject({ upvoters: 0, downvoters: 0, upvoted: false, downvoted: false });

    // A refused vote goes back, with the server's message.
    await page.route(`**/api/reviews/${reviews[1]!.id}/vote`, (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: "Too many requests. Please try again later." }) }),
    );
    await up.click();
    await page.getByRole("alert").filter({ hasText: "Too many requests. Please try again later." }).waitFor();
    await eventually(() => up.getAttribute("aria-pressed")).toBe("false");
    expect(await up.textContent()).toContain("Helpful 0");
    await page.unroute(`**/api/reviews/${reviews[1]!.id}/vote`);

    // The author's own review shows its counts without buttons.
    await authors[0]!.page.goto(reviews[0]!.url);
    await eventually(() => authors[0]!.page.getByText("1 found it helpful, 0 did not").isVisible()).toBe(true);
    expect(await authors[0]!.page.getByRole("button", { name: /^Helpful \d+$/ }).count()).toBe(0);
    for (const opened of [...authors, { context }]) await opened.context.close();
  });

  it("lets the author edit and delete the review from its menu", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const show = await seeFirstEpisode(context, "dolunay");
    const review = await reviewThroughApi(context, show.id, "First impressions");
    await page.goto(review.url);
    await page.getByRole("button", { name: "Review options" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: /^Edit your review of/ });
    await dialog.getByRole("textbox", { name: "Title" }).fill("Second thoughts");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Second thoughts");
    await eventually(() => page.getByText("edited").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Review options" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this review?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/shows\/dolunay$/);
    expect((await apiCall(context, "GET", `/api/review/${review.id}`)).status).toBe(404);
    await context.close();
  });

  const SCREENS: { name: string; options: PageOptions }[] = [
    { name: "light, desktop", options: { colorScheme: "light" } },
    { name: "dark, desktop", options: { colorScheme: "dark" } },
    { name: "light, phone", options: { colorScheme: "light", viewport: { width: 375, height: 740 } } },
    { name: "dark, phone, Arabic", options: { colorScheme: "dark", viewport: { width: 375, height: 740 }, locale: "ar" } },
  ];
  for (const screen of SCREENS) {
    it(`has no serious accessibility violation on the review screens (${screen.name})`, { timeout: 60_000 }, async () => {
      const { page, context } = await openPage(browser, screen.options);
      const { username } = await makeVerifiedAccount(context);
      const show = await seeFirstEpisode(context, "hercai");
      const review = await reviewThroughApi(context, show.id, "Axe check");
      await apiCall(context, "PATCH", `/api/reviews/${review.id}`, { spoiler: true });
      await page.goto("/shows/hercai");
      const section = page.locator("section[aria-labelledby='show-reviews-title']");
      await section.getByRole("article").first().waitFor();
      await expectNoSeriousViolations(page, `${screen.name} show page's reviews`, section);
      for (const path of [review.url, `/user/${username.toLowerCase()}/reviews`]) {
        await page.goto(path);
        await expectNoSeriousViolations(page, `${screen.name} ${path}`);
      }
      // Another reader sees the spoiler warning and the vote buttons.
      const reader = await openPage(browser, screen.options);
      await makeVerifiedAccount(reader.context);
      await reader.page.goto(review.url);
      await reader.page.locator("button[aria-expanded='false']").first().waitFor();
      await expectNoSeriousViolations(reader.page, `${screen.name} review page as a reader`);
      await reader.context.close();

      // The author, who has reviewed the show, is told so as the modal opens.
      await page.goto("/shows/hercai");
      await section.locator(":scope > div > button").click();
      const refusal = page.getByRole("dialog");
      await refusal.getByRole("alert").first().waitFor();
      await expectNoSeriousViolations(page, `${screen.name} write-review modal of an author`, refusal);
      await context.close();

      // Someone who has seen an episode and not reviewed it gets the form.
      const writer = await openPage(browser, screen.options);
      await makeVerifiedAccount(writer.context);
      await seeFirstEpisode(writer.context, "hercai");
      await writer.page.goto("/shows/hercai");
      await writer.page.locator("section[aria-labelledby='show-reviews-title'] > div > button").click();
      const dialog = writer.page.getByRole("dialog");
      await dialog.locator("form button[type='submit']").click();
      await dialog.getByRole("alert").first().waitFor();
      await expectNoSeriousViolations(writer.page, `${screen.name} write-review modal with errors`, dialog);
      await writer.context.close();
    });
  }
});
