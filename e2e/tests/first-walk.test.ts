import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { type PageOptions, launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";
import { createPost, makePoster } from "../wall-fixtures.js";

/*
 * What a new user trips on (desktop and phone, light and dark, Turkish and Arabic): one browser, the
 * checks grouped by page so that the file stays short.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const PHONE = { width: 390, height: 844 };

/** A page in a language of the site (the switcher's stored choice). */
async function openIn(language: string, options: PageOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context, baseUrl } = await openPage(browser, options);
  // The switcher's stored choice, which the server draws the page in.
  await context.addCookies([{ name: "dz_locale", value: language, url: baseUrl }]);
  return { page, context };
}

async function signedIn(language = "en", options: PageOptions = {}) {
  const opened = await openIn(language, options);
  const account = await makeVerifiedAccount(opened.context);
  return { ...opened, ...account };
}

/** How much of its placeholder a text field cannot show (px): 0 when it fits. */
function placeholderOverflow(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((element) => {
    const field = element as HTMLInputElement | HTMLTextAreaElement;
    const style = getComputedStyle(field);
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    return Math.max(0, Math.ceil(canvas.measureText(field.placeholder).width - room));
  });
}

describe("the first walk through the site", () => {
  it("phone: the menu lies over the page and closes on Escape or a tap outside; the search placeholder fits in Turkish and Arabic", async () => {
    for (const language of ["tr", "ar"]) {
      const { page, context } = await openIn(language, { viewport: { width: 360, height: 740 } });
      await page.goto("/shows/hercai");
      await waitForLoaded(page);
      expect(await placeholderOverflow(page, 'header input[type="search"]'), language).toBe(0);

      const heading = page.getByRole("heading", { level: 1 });
      const before = (await heading.boundingBox())!.y;
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      await toggle.click();
      const menu = page.locator("#mobile-menu");
      await menu.waitFor();
      expect((await heading.boundingBox())!.y, "the page is not pushed down").toBe(before);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

      await toggle.click();
      await menu.waitFor();
      await page.mouse.click(180, 700);
      await menu.waitFor({ state: "detached" });
      await context.close();
    }
  });

  it("a comment's Reply toggles its form; in Arabic the empty box starts on the right; in dark mode the spoiler checkbox is dark; back to top only while scrolling up", async () => {
    const author = await signedIn();
    const show = (await apiCall(author.context, "GET", "/api/shows/kara-sevda")).body as { data: { id: number } };
    const made = await apiCall(author.context, "POST", "/api/comments/add", { type: "show", id: show.data.id, content: "Kemal ile Nihan!" });
    expect(made.status).toBe(201);
    await author.context.close();

    const { page, context } = await signedIn("ar", { colorScheme: "dark", viewport: PHONE });
    await page.goto("/shows/kara-sevda");
    const block = page.getByRole("region", { name: /^التعليقات/ });
    const composer = block.getByRole("textbox", { name: "اكتب تعليقًا" });
    await composer.waitFor();
    expect(await composer.evaluate((box) => getComputedStyle(box).direction)).toBe("rtl");
    await composer.fill("Kara Sevda");
    expect(await composer.evaluate((box) => getComputedStyle(box).direction), "written Latin text reads left to right").toBe("ltr");
    await composer.fill("");
    const spoiler = block.getByRole("checkbox", { name: "يحتوي على حرق للأحداث" }).first();
    expect(await spoiler.evaluate((box) => getComputedStyle(box).colorScheme)).toBe("dark");

    const reply = block.getByRole("article").filter({ hasText: "Kemal ile Nihan!" }).getByRole("button", { name: "ردّ" }).first();
    expect(await reply.getAttribute("aria-expanded")).toBe("false");
    await reply.click();
    const form = block.getByRole("textbox", { name: /^الرد على/ });
    await form.waitFor();
    expect(await reply.getAttribute("aria-expanded")).toBe("true");
    await reply.click();
    await form.waitFor({ state: "detached" });
    expect(await reply.getAttribute("aria-expanded")).toBe("false");

    const backToTop = page.locator("button.fixed.bottom-24");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await backToTop.count(), "reading on downwards: no button over the text").toBe(0);
    await page.evaluate(() => window.scrollBy({ top: -200, behavior: "instant" }));
    await backToTop.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("the collapsed post box shows its whole prompt on a phone and suggests #kızılcık for #Kiz; the review form says 'Watch at least one episode first' before anything is written", async () => {
    const poster = await openPage(browser);
    await makePoster(poster.context);
    await createPost(poster.context, { type: "post", content: "Bu akşam #Kızılcık var!" });
    await poster.context.close();

    const { page, context } = await signedIn("en", { viewport: PHONE });
    await page.goto("/community");
    const box = page.locator("main textarea").first();
    await box.waitFor();
    expect(await box.evaluate((area) => area.scrollHeight - area.clientHeight), "the prompt is not cut").toBeLessThanOrEqual(0);
    await box.fill("Ne dizi ama #Kiz");
    await page.getByRole("option", { name: "#kızılcık" }).click();
    await expect.poll(() => box.inputValue()).toBe("Ne dizi ama #kızılcık ");
    await page.goto(`/hashtag/${encodeURIComponent("kızılcık")}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("#Kızılcık");

    await page.goto("/shows/hercai");
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("alert").filter({ hasText: "Watch at least one episode first" }).waitFor();
    expect(await dialog.getByRole("textbox").count(), "no form to fill in vain").toBe(0);
    await context.close();
  });

  it("right after blocking a user from their profile, the profile no longer offers Follow", async () => {
    const other = await signedIn();
    await other.context.close();
    const { page, context } = await signedIn();
    await page.goto(`/user/${other.username.toLowerCase()}`);
    const follow = page.getByRole("main").getByRole("button", { name: new RegExp(`^Follow @?${other.username}`, "i") });
    await follow.waitFor();
    await page.getByRole("button", { name: "Block", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Block", exact: true }).click();
    await page.getByRole("link", { name: "Manage blocked users" }).waitFor();
    await follow.waitFor({ state: "detached" });
    await context.close();
  });
});
