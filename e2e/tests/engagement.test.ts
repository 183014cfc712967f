import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

interface ShowRating {
  id: number;
  rating: number;
  votes_count: number;
  user_rating?: number | null;
}

describe("ratings, reactions and likes in the browser", () => {
  it("rates a show in half stars with the pointer and the keyboard", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const before = (await apiCall(context, "GET", "/api/shows/ezel")).body?.data as ShowRating;
    await page.goto("/shows/ezel");
    const stars = page.getByRole("radiogroup", { name: "Your rating" });
    await stars.waitFor();
    // The pointer: the first half of the fifth star is 4.5.
    const fifth = await stars.getByRole("radio", { name: "5 stars", exact: true }).boundingBox();
    if (!fifth) throw new Error("no fifth star");
    await page.mouse.click(fifth.x - fifth.width / 2, fifth.y + fifth.height / 2);
    await expect.poll(() => stars.getByRole("radio", { name: "4.5 stars", exact: true }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(async () => ((await apiCall(context, "GET", "/api/shows/ezel")).body?.data as ShowRating).user_rating, { timeout: 5000 }).toBe(4.5);
    // The keyboard: two half stars down from the chosen one.
    await stars.getByRole("radio", { name: "4.5 stars", exact: true }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => stars.getByRole("radio", { name: "3.5 stars", exact: true }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(async () => ((await apiCall(context, "GET", "/api/shows/ezel")).body?.data as ShowRating).user_rating, { timeout: 5000 }).toBe(3.5);
    const after = (await apiCall(context, "GET", "/api/shows/ezel")).body?.data as ShowRating;
    expect(after.votes_count).toBe(before.votes_count + 1);
    await expect.poll(() => page.getByText("You rated it 3.5 stars").isVisible()).toBe(true);
    // Home and End reach the ends; clearing takes the vote back.
    await page.keyboard.press("End");
    await expect.poll(() => stars.getByRole("radio", { name: "5 stars", exact: true }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("button", { name: "Clear my rating" }).click();
    await expect.poll(() => page.getByText("Not rated yet").isVisible()).toBe(true);
    await expect.poll(async () => ((await apiCall(context, "GET", "/api/shows/ezel")).body?.data as ShowRating).votes_count, { timeout: 5000 }).toBe(before.votes_count);
    await context.close();
  });

  it("mirrors the halves of the stars in right-to-left languages", async () => {
    const { page, context } = await openPage(browser, { locale: "ar" });
    await makeVerifiedAccount(context);
    await page.goto("/shows/kiralik-ask");
    const group = page.getByRole("radiogroup");
    await group.waitFor();
    const box = await group.boundingBox();
    if (!box) throw new Error("no stars");
    // The first star is on the right; its right half is half a star.
    await page.mouse.click(box.x + box.width - 8, box.y + box.height / 2);
    await expect.poll(async () => ((await apiCall(context, "GET", "/api/shows/kiralik-ask")).body?.data as ShowRating).user_rating, { timeout: 5000 }).toBe(0.5);
    await context.close();
  });

  it("asks a visitor to log in before rating", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/shows/ezel");
    await page.getByRole("radio", { name: "3 stars", exact: true }).click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    await context.close();
  });

  it("reacts to an episode and moves the reaction", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/shows/medcezir/season-2/episode-7");
    const reactions = page.getByRole("region", { name: "Reactions" });
    const funny = reactions.getByRole("button", { name: "Funny", exact: true });
    const sad = reactions.getByRole("button", { name: "Sad", exact: true });
    await expect.poll(() => funny.textContent()).toMatch(/0 · 0%/);
    await funny.click();
    await expect.poll(() => funny.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => funny.textContent()).toMatch(/1 · 100%/);
    await sad.click();
    await expect.poll(() => sad.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => sad.textContent()).toMatch(/1 · 100%/);
    await expect.poll(() => funny.textContent()).toMatch(/0 · 0%/);
    expect(await funny.getAttribute("aria-pressed")).toBe("false");
    const episode = (await apiCall(context, "GET", "/api/shows/medcezir/seasons/2/episodes/7")).body?.data as { id: number };
    const saved = await apiCall(context, "GET", `/api/react?type=episode&id=${episode.id}`);
    expect(saved.body).toMatchObject({ user_reaction: "sad", total: 1, reactions: { sad: { count: 1, percentage: 100 }, funny: { count: 0 } } });
    // After a reload the choice is still the viewer's.
    await page.reload();
    await expect.poll(() => page.getByRole("button", { name: "Sad", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  it("offers no reactions on an episode that has not aired, and the server refuses them", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const month = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 7);
    const future = ((await apiCall(context, "GET", `/api/calendar?month=${month}`)).body?.data as { id: number; url: string; has_aired: boolean }[]).find((e) => !e.has_aired);
    expect(future).toBeDefined();
    const refused = await apiCall(context, "POST", "/api/react", { react_id: "funny", type: "episode", id: future!.id });
    expect(refused.status).toBe(422);
    expect(refused.body?.message).toBe("This episode has not aired yet.");
    await page.goto(future!.url);
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("region", { name: "Reactions" }).count()).toBe(0);
    await context.close();
  });

  it("likes a show and a person", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/shows/medcezir");
    // A new account sees the original title first.
    const like = page.getByRole("button", { name: "Like Medcezir", exact: true });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    // The count sits beside the button (the button's name must contain all its visible text).
    // Other browser tests may like the same demo show at the same time: the server's count is the truth.
    const shown = async () => {
      const count = (await apiCall(context, "GET", "/api/shows/medcezir")).body?.data as { like_count: number; has_liked: boolean };
      const text = await like.locator("xpath=following-sibling::span[1]").textContent();
      return count.has_liked && count.like_count >= 1 && text === String(count.like_count);
    };
    await expect.poll(shown).toBe(true);
    const show = (await apiCall(context, "GET", "/api/shows/medcezir?include=cast")).body?.data as { cast: { data: { person: { slug: string; name: string } }[] } };
    const person = show.cast.data[0]!.person;
    await page.goto(`/person/${person.slug}`);
    const likePerson = page.getByRole("button", { name: `Like ${person.name}` });
    await likePerson.click();
    await expect.poll(() => likePerson.getAttribute("aria-pressed")).toBe("true");
    const likes = await apiCall(context, "GET", "/api/me/likes?type=person");
    expect((likes.body?.data as { slug: string }[]).map((p) => p.slug)).toContain(person.slug);
    await context.close();
  });
});
