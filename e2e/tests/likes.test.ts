import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

interface ShowBrief {
  id: number;
  original_title: string;
  cast?: { data: { person: { slug: string; name: string } }[] };
}

const showOf = async (context: BrowserContext, slug: string, include = "") =>
  (await apiCall(context, "GET", `/api/shows/${slug}${include ? `?include=${include}` : ""}`)).body?.data as ShowBrief;
const rate = async (context: BrowserContext, showId: number, rating: number) =>
  expect((await apiCall(context, "POST", "/api/user/rate", { related: "show", related_id: showId, rating })).status).toBe(200);

describe("likes, ratings and recommendations in the tracker", () => {
  it("lists likes by kind, unlikes from the grid, lists ratings, and shows another user's likes read only", async () => {
    const { page, context } = await openPage(browser);
    const { username } = await makeVerifiedAccount(context);
    const medcezir = await showOf(context, "medcezir", "cast");
    const person = medcezir.cast!.data[0]!.person;

    // Like a show and a person where people do it: on their pages.
    await page.goto("/shows/medcezir");
    const likeShow = page.getByRole("button", { name: `Like ${medcezir.original_title}`, exact: true });
    await likeShow.click();
    await expect.poll(() => likeShow.getAttribute("aria-pressed")).toBe("true");
    await page.goto(`/person/${person.slug}`);
    const likePerson = page.getByRole("button", { name: `Like ${person.name}` });
    await likePerson.click();
    await expect.poll(() => likePerson.getAttribute("aria-pressed")).toBe("true");

    // Likes tab, Shows sub-tab (the default, #likes).
    await page.goto("/tracker#likes");
    await expect.poll(() => page.getByRole("tab", { name: "Likes" }).getAttribute("aria-selected")).toBe("true");
    const kinds = page.getByRole("tablist", { name: "Kinds of likes" });
    await expect.poll(() => kinds.getByRole("tab", { name: "Shows" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("link", { name: medcezir.original_title, exact: true }).first().waitFor();

    // People sub-tab by keyboard: the hash follows and the Likes tab stays selected.
    await kinds.getByRole("tab", { name: "Shows" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => new URL(page.url()).hash).toBe("#likes-people");
    await expect.poll(() => page.getByRole("tab", { name: "Likes" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("link", { name: person.name, exact: true }).waitFor();

    // Unlike: the person leaves the grid at once, and the server agrees.
    await page.getByRole("button", { name: `Unlike ${person.name}` }).click();
    await expect.poll(() => page.getByRole("link", { name: person.name, exact: true }).count()).toBe(0);
    await page.getByText("You have not liked anyone yet").waitFor();
    await expect.poll(async () => ((await apiCall(context, "GET", "/api/me/likes?type=person")).body?.data as unknown[]).length).toBe(0);

    // Ratings tab: the rated show with its stars, editable.
    await rate(context, medcezir.id, 4);
    await page.goto("/tracker#ratings");
    await page.getByRole("heading", { name: "Your ratings" }).waitFor();
    await page.getByRole("link", { name: medcezir.original_title, exact: true }).waitFor();
    await expect.poll(() => page.getByRole("radio", { name: "4 stars", exact: true }).getAttribute("aria-checked")).toBe("true");

    // Someone else sees the likes and ratings, read only.
    const other = await openPage(browser);
    await other.page.goto(`/user/${username.toLowerCase()}/likes`);
    await other.page.getByRole("heading", { level: 1, name: /Likes of/ }).waitFor();
    await other.page.getByRole("link", { name: medcezir.original_title, exact: true }).waitFor();
    expect(await other.page.getByRole("button", { name: /^Unlike/ }).count()).toBe(0);
    await other.page.getByRole("tab", { name: "People" }).click();
    await expect.poll(() => new URL(other.page.url()).hash).toBe("#people");
    await other.page.getByText(/has not liked anyone yet/).waitFor();
    await other.page.goto(`/user/${username.toLowerCase()}/ratings`);
    await other.page.getByRole("img", { name: "4 stars" }).waitFor();
    expect(await other.page.getByRole("radio").count()).toBe(0);
    await other.page.goto("/user/nosuchuser0/likes");
    await other.page.getByRole("heading", { level: 1, name: /not found/i }).waitFor();
    await other.context.close();
    await context.close();
  }, 90_000);

  it("asks for ratings first, then recommends what a like-minded user loved", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/tracker#recommendations");
    await page.getByText("Rate a few more shows", { exact: true }).first().waitFor();

    const [ezel, medcezir, memnu] = await Promise.all([showOf(context, "ezel"), showOf(context, "medcezir"), showOf(context, "ask-i-memnu")]);
    await rate(context, ezel.id, 5);
    await rate(context, medcezir.id, 4);
    const twin = await openPage(browser);
    await makeVerifiedAccount(twin.context);
    await rate(twin.context, ezel.id, 5);
    await rate(twin.context, medcezir.id, 4.5);
    await rate(twin.context, memnu.id, 5);
    await twin.context.close();

    await page.reload();
    await page.getByRole("heading", { name: "Recommended for you" }).waitFor();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: memnu.original_title, exact: true }) });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/Because you rated/);
    await card.getByRole("button", { name: new RegExp(`Track`) }).waitFor();
    await context.close();
  }, 90_000);
});
