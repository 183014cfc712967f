import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount, uniqueName } from "../accounts.js";
import { type AxeViolation, launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  await waitForLoaded(page);
  const violations = await seriousViolations(page);
  expect(violations.map((v) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The same check on one part of a page (pages that also hold other teams' components). */
async function expectNoSeriousViolationsIn(page: Page, part: Locator, where: string): Promise<void> {
  await seriousViolations(page); // loads axe-core into the page
  const violations = await part.evaluate(async (element) => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(element, { resultTypes: ["violations"] })).violations;
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const LIMIT_MESSAGE = "You have reached the limit of 5 lists. Upgrade to Pro for unlimited lists.";

/** Opens the create-list modal from the tracker's Lists tab, fills it in and submits it. */
async function createListInModal(page: Page, name: string): Promise<void> {
  await page.goto("/tracker#lists");
  await page.getByRole("tabpanel").getByRole("button", { name: "Create list" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a list" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Description" }).fill("Dizi to watch with the family.");
  await dialog.getByRole("button", { name: "Create list" }).click();
}

describe("lists in the browser", () => {
  it("creates a list in the modal, adds a show from its page and shows it on the list page", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const name = `Family ${uniqueName("l")}`;

    await createListInModal(page, name);
    await page.getByRole("dialog", { name: "Create a list" }).waitFor({ state: "detached" });
    const card = page.getByRole("tabpanel").getByRole("link", { name });
    await card.waitFor();
    const listUrl = await card.getAttribute("href");
    expect(listUrl).toMatch(/^\/lists\/\d+$/);

    await page.goto("/shows/ezel");
    await page.getByRole("button", { name: "Add to list" }).click();
    const menu = page.getByRole("group", { name: "Your lists" });
    const checkbox = menu.getByRole("checkbox", { name });
    await expect.poll(() => checkbox.isEnabled()).toBe(true);
    expect(await checkbox.isChecked()).toBe(false);
    const added = page.waitForResponse((r) => r.url().endsWith(`/api${listUrl}/items`) && r.request().method() === "POST");
    await checkbox.check();
    expect((await added).status()).toBe(200);
    expect(await checkbox.isChecked()).toBe(true);
    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });

    await page.goto(listUrl!);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    await expect.poll(() => page.getByRole("list").getByRole("link", { name: "Ezel" }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Dizi to watch with the family.").isVisible()).toBe(true);
    expect(await page.title()).toBe(`${name} · Dizilog`);
    await context.close();
  });

  it("reorders the shows with the Up and Down buttons", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const created = await apiCall(context, "POST", "/api/lists", { name: "Order", public: true });
    const list = created.body?.data as { id: number; url: string };
    for (const slug of ["ezel", "kara-sevda"]) {
      const show = await apiCall(context, "GET", `/api/shows/${slug}`);
      await apiCall(context, "POST", `/api/lists/${list.id}/items`, { show_id: (show.body?.data as { id: number }).id });
    }
    await page.goto(list.url);
    const down = page.getByRole("button", { name: "Move Ezel down" });
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/lists/${list.id}/items/order`));
    await down.click();
    expect((await saved).status()).toBe(200);
    // Focus follows the moved show: its Down button is disabled at the end, so Up has it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move Ezel up");
    const detail = await apiCall(context, "GET", `/api/lists/${list.id}`);
    const order = (detail.body?.data as { shows: { data: { slug: string }[] } }).shows.data.map((s) => s.slug);
    expect(order).toEqual(["kara-sevda", "ezel"]);
    await context.close();
  });

  it("shows the list-limit message when a free account creates its 6th list", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    for (let i = 1; i <= 5; i++) {
      const res = await apiCall(context, "POST", "/api/lists", { name: `List ${i}`, public: i % 2 === 0 });
      expect(res.status).toBe(201);
    }
    await createListInModal(page, "The sixth one");
    const dialog = page.getByRole("dialog", { name: "Create a list" });
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(LIMIT_MESSAGE);
    // The modal stays open with what was typed.
    expect(await dialog.getByRole("textbox", { name: "Name" }).inputValue()).toBe("The sixth one");
    await context.close();
  });

  it("answers the not-found page for another user's private list", async () => {
    const owner = await openPage(browser);
    await makeVerifiedAccount(owner.context);
    const created = await apiCall(owner.context, "POST", "/api/lists", { name: "Secret guilty pleasures", public: false });
    expect(created.status).toBe(201);
    const url = (created.body?.data as { url: string }).url;

    // The owner sees it.
    await owner.page.goto(url);
    await expect.poll(() => owner.page.getByRole("heading", { level: 1 }).textContent()).toBe("Secret guilty pleasures");
    await expect.poll(() => owner.page.getByText("Private").first().isVisible()).toBe(true);

    // Another signed-in user gets the not-found page, as for a list that does not exist.
    const other = await openPage(browser);
    await makeVerifiedAccount(other.context);
    await other.page.goto(url);
    await expect.poll(() => other.page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await other.page.getByText("Secret guilty pleasures").count()).toBe(0);
    await owner.context.close();
    await other.context.close();
  });

  it("logs an episode to the diary in a modal that only Cancel or Save closes", async () => {
    const { page, context } = await openPage(browser);
    const { username } = await makeVerifiedAccount(context);
    await page.goto("/shows/ezel/season-1/episode-1");
    await page.getByRole("button", { name: "Add to diary" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to diary" });
    await dialog.waitFor();
    // Neither Escape nor a click on the backdrop closes it, and there is no close button.
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Close" }).count()).toBe(0);
    await dialog.getByLabel("Rating").selectOption("4.5");
    await dialog.getByRole("textbox", { name: "Note" }).fill("Ezel's return, what an opening.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });

    const profile = await apiCall(context, "GET", "/api/me");
    const slug = (profile.body?.data as { slug: string }).slug;
    expect(slug.toLowerCase()).toBe(username.toLowerCase());
    await page.goto(`/user/${slug}/diary`);
    await expect.poll(() => page.getByText("Ezel's return, what an opening.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Rated 4.5 stars").count()).toBe(1);
    await expect.poll(() => page.getByRole("link", { name: /^Previous month/ }).isVisible()).toBe(true);
    await context.close();
  });

  for (const scheme of ["light", "dark"] as const) {
    it(`has no serious accessibility violation on the list, diary and modal screens in ${scheme} mode`, async () => {
      const { page, context } = await openPage(browser, { colorScheme: scheme });
      await makeVerifiedAccount(context);
      const me = await apiCall(context, "GET", "/api/me");
      const slug = (me.body?.data as { slug: string }).slug;
      const created = await apiCall(context, "POST", "/api/lists", { name: "Axe check", description: "Period dramas.", public: false });
      const list = created.body?.data as { id: number; url: string };
      const show = await apiCall(context, "GET", "/api/shows/ezel");
      await apiCall(context, "POST", `/api/lists/${list.id}/items`, { show_id: (show.body?.data as { id: number }).id });

      for (const path of ["/lists", list.url, "/tracker#lists", `/user/${slug}/diary`]) {
        await page.goto(path);
        await expectNoSeriousViolations(page, path);
      }
      await page.goto(list.url);
      await page.getByRole("button", { name: "Edit list" }).click();
      await page.getByRole("dialog", { name: "Edit list" }).waitFor();
      await expectNoSeriousViolations(page, "edit-list modal");

      await page.goto("/shows/ezel");
      const addToList = page.getByRole("button", { name: "Add to list" });
      await addToList.click();
      await page.getByRole("group", { name: "Your lists" }).getByRole("checkbox", { name: "Axe check" }).waitFor();
      await expectNoSeriousViolationsIn(page, addToList.locator(".."), "add-to-list menu");

      await page.goto("/shows/ezel/season-1/episode-1");
      await page.getByRole("button", { name: "Add to diary" }).click();
      const addLog = page.getByRole("dialog", { name: "Add to diary" });
      await addLog.waitFor();
      await expectNoSeriousViolationsIn(page, addLog, "add-log modal");
      await context.close();
    });
  }
});
