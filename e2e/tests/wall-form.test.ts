import sharp from "sharp";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVerifiedAccount } from "../accounts.js";
import { type AxeViolation, type PageOptions, launchBrowser, openPage, seriousViolations } from "../browser.js";
import { follow, makePoster } from "../wall-fixtures.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** A real PNG of `width` × `height` (a gradient). */
async function png(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 253;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** A new account that may post (verified, with a profile photo), signed in in a fresh browser context. */
async function poster(options: PageOptions = {}): Promise<{ page: Page; context: BrowserContext; username: string; id: number }> {
  const { page, context } = await openPage(browser, options);
  const { username, id } = await makePoster(context);
  return { page, context, username, id };
}

/** The post form (a region named by its label). */
const formOf = (page: Page) => page.getByRole("region", { name: /^(Write a post|اكتب منشورًا)$/ });
const typeButton = (form: Locator, name: string) => form.getByRole("group", { name: "Post type" }).getByRole("button", { name, exact: true });
const publish = (form: Locator) => form.getByRole("button", { name: /^Publish/ });
/** A post of the feed, by a text it holds. */
const feedPost = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text }).first();

/** Opens /community and the form (collapsed until its text box takes the focus). */
async function openForm(page: Page): Promise<Locator> {
  await page.goto("/community");
  const form = formOf(page);
  await form.getByRole("textbox").first().click();
  await form.getByRole("group", { name: "Post type" }).waitFor();
  return form;
}

/** Picks a show by typing part of its title in a show field and choosing it from the list. */
async function pickShow(form: Locator, field: string, query: string, title: string): Promise<void> {
  await form.getByRole("combobox", { name: field, exact: true }).fill(query);
  await form.getByRole("option", { name: title }).first().click();
  await form.getByRole("group", { name: field, exact: true }).getByRole("button", { name: `Change the show (${title})` }).waitFor();
}

/** Sends the form and waits for it to close (the type buttons leave) and the post to show in the feed. */
async function publishAndSee(page: Page, form: Locator, text: string): Promise<Locator> {
  await publish(form).click();
  const post = feedPost(page, text);
  await post.waitFor();
  await expect.poll(() => form.getByRole("group", { name: "Post type" }).count()).toBe(0);
  expect(await form.getByRole("textbox").first().inputValue()).toBe("");
  // The closed form's region holds the focus (its text box would open it again).
  await expect.poll(() => form.evaluate((element) => element === document.activeElement)).toBe(true);
  return post;
}

async function expectAccessible(page: Page, part: Locator, where: string): Promise<void> {
  await seriousViolations(page); // loads axe-core into the page
  const violations = await part.evaluate(async (element) => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(element, { resultTypes: ["violations"] })).violations;
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

describe("the wall's post form", () => {
  it("publishes a post with images, an ask, a poll, a check-in and a recommendation, each showing in the feed", async () => {
    const { page, context } = await poster();
    const form = await openForm(page);

    // A post with two images (a third is chosen and removed again) and a hashtag.
    const post = `Bu akşam #Hercai maratonu ${Date.now()}`;
    await form.getByRole("textbox", { name: "Your post" }).fill(post);
    await form.getByLabel("Images").setInputFiles([
      { name: "a.png", mimeType: "image/png", buffer: await png(800, 450) },
      { name: "b.png", mimeType: "image/png", buffer: await png(640, 480) },
      { name: "c.png", mimeType: "image/png", buffer: await png(700, 500) },
    ]);
    await form.getByRole("img", { name: "Image 3 to attach" }).waitFor();
    await form.getByRole("button", { name: "Remove image 3" }).click();
    await expect.poll(() => form.getByRole("img", { name: /to attach$/ }).count()).toBe(2);
    const published = await publishAndSee(page, form, post);
    await expect.poll(() => published.getByRole("img").count()).toBeGreaterThanOrEqual(2);

    // An ask.
    await form.getByRole("textbox").first().click();
    await typeButton(form, "Ask").click();
    const ask = `Sırada hangi diziyi izlemeliyim? ${Date.now()}`;
    await form.getByRole("textbox", { name: "Your question to the community" }).fill(ask);
    await publishAndSee(page, form, ask);

    // A poll: a third answer added and removed, three days long.
    await form.getByRole("textbox").first().click();
    await typeButton(form, "Poll").click();
    const question = `Final nasıl bitmeli? ${Date.now()}`;
    await form.getByRole("textbox", { name: "Your poll's question" }).fill(question);
    await form.getByRole("textbox", { name: "Answer 1" }).fill("Mutlu son");
    await form.getByRole("textbox", { name: "Answer 2" }).fill("Hüzünlü son");
    await form.getByRole("button", { name: "Add an answer" }).click();
    await form.getByRole("textbox", { name: "Answer 3" }).fill("Açık uçlu");
    await form.getByRole("button", { name: "Remove answer 3" }).click();
    await form.getByLabel("Poll length").selectOption("3");
    const poll = await publishAndSee(page, form, question);
    await poll.getByText("Hüzünlü son").first().waitFor();
    expect(await poll.getByText("Açık uçlu").count()).toBe(0);

    // A check-in of Hercai, season 1 episode 4: always a spoiler.
    await form.getByRole("textbox").first().click();
    await typeButton(form, "Check-in").click();
    expect(await form.getByRole("switch", { name: "Contains spoilers" }).getAttribute("aria-checked")).toBe("true");
    expect(await form.getByRole("switch", { name: "Contains spoilers" }).isDisabled()).toBe(true);
    await pickShow(form, "Show", "Herca", "Hercai");
    await form.getByLabel("Season", { exact: true }).selectOption("1");
    await form.getByLabel("Episode", { exact: true }).selectOption("4");
    const checkIn = `Miran ve Reyyan ${Date.now()}`;
    await form.getByRole("textbox", { name: "About this episode (optional)" }).fill(checkIn);
    await publish(form).click();
    // A check-in is a spoiler: the feed folds it, but it names its show.
    await expect.poll(() => page.getByRole("article").filter({ hasText: "Hercai" }).count()).toBeGreaterThan(0);
    await expect.poll(() => form.getByRole("group", { name: "Post type" }).count()).toBe(0);

    // A recommendation: the same show twice is refused by the form itself.
    await form.getByRole("textbox").first().click();
    await typeButton(form, "Recommend").click();
    const why = `Hercai'yi sevenler Ezel'i de sever ${Date.now()}`;
    await form.getByRole("textbox", { name: "Why you recommend it" }).fill(why);
    await pickShow(form, "Show", "Herca", "Hercai");
    await pickShow(form, "Similar show", "Herca", "Hercai");
    await form.getByText("You can't recommend a show as similar to itself.").waitFor();
    expect(await publish(form).isDisabled()).toBe(true);
    await form.getByRole("group", { name: "Similar show", exact: true }).getByRole("button", { name: "Change the show (Hercai)" }).click();
    await pickShow(form, "Similar show", "Ezel", "Ezel");
    expect(await publish(form).isDisabled()).toBe(false);
    const recommendation = await publishAndSee(page, form, why);
    await recommendation.getByText("Ezel").first().waitFor();
    await context.close();
  });

  it("on a show's page, preselects the show and publishes a check-in among its thoughts", async () => {
    const { page, context } = await poster();
    await page.goto("/shows/hercai");
    const form = formOf(page);
    await form.getByRole("textbox").first().click();
    await typeButton(form, "Check-in").click();
    await form.getByRole("group", { name: "Show", exact: true }).getByText("Hercai").waitFor();
    await expect.poll(() => form.getByLabel("Season", { exact: true }).locator("option").count()).toBe(4);
    await form.getByLabel("Season", { exact: true }).selectOption("3");
    expect(await form.getByLabel("Episode", { exact: true }).locator("option").count()).toBe(25);
    await form.getByLabel("Episode", { exact: true }).selectOption("24");
    const note = `Final bölümü ${Date.now()}`;
    await form.getByRole("textbox", { name: "About this episode (optional)" }).fill(note);
    await publish(form).click();
    await expect.poll(() => form.getByRole("group", { name: "Post type" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("article").filter({ hasText: "Hercai" }).count()).toBeGreaterThan(0);
    // A plain post from the show's page is about the show too: it joins the thoughts.
    await form.getByRole("textbox").first().click();
    const thought = `Reyyan'ın sabrı ${Date.now()}`;
    await form.getByRole("textbox", { name: "Your post" }).fill(thought);
    await publishAndSee(page, form, thought);
    await context.close();
  });

  it("writes on another user's wall when that user follows the author; others get no form there", async () => {
    const owner = await poster();
    const fan = await poster();
    await follow(owner.context, fan.id);
    const wall = `/user/${owner.username.toLowerCase()}/wall`;

    await fan.page.goto(wall);
    const form = fan.page.getByRole("region", { name: `Write on @${owner.username}'s wall` });
    await form.getByRole("textbox").first().click();
    const text = `Duvarına bir not ${Date.now()}`;
    await form.getByRole("textbox", { name: "Your post" }).fill(text);
    await publishAndSee(fan.page, form, text);

    // Someone the owner does not follow reads the wall but gets no form (the profile's
    // `abilities.post_on_wall`, the rule the server's 403 applies).
    const stranger = await poster();
    await stranger.page.goto(wall);
    await stranger.page.getByRole("article").filter({ hasText: text }).waitFor();
    expect(await stranger.page.getByRole("region", { name: `Write on @${owner.username}'s wall` }).count()).toBe(0);
    await Promise.all([owner.context.close(), fan.context.close(), stranger.context.close()]);
  });

  it("asks before discarding a type's data: cancel keeps it, discard clears it; the active type again returns to post", async () => {
    const { page, context } = await poster();
    const form = await openForm(page);
    await typeButton(form, "Ask").click();
    expect(await typeButton(form, "Ask").getAttribute("aria-pressed")).toBe("true");
    await typeButton(form, "Ask").click();
    expect(await typeButton(form, "Post").getAttribute("aria-pressed")).toBe("true");

    await typeButton(form, "Poll").click();
    await form.getByRole("textbox", { name: "Your poll's question" }).fill("Kim kazanır?");
    await form.getByRole("textbox", { name: "Answer 1" }).fill("Miran");
    await typeButton(form, "Ask").click();
    const dialog = page.getByRole("dialog", { name: "Discard what you entered?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await typeButton(form, "Poll").getAttribute("aria-pressed")).toBe("true");
    expect(await form.getByRole("textbox", { name: "Answer 1" }).inputValue()).toBe("Miran");
    // The focus is back on the type button that asked.
    await expect.poll(() => typeButton(form, "Ask").evaluate((button) => button === document.activeElement)).toBe(true);

    await typeButton(form, "Ask").click();
    await dialog.getByRole("button", { name: "Discard" }).click();
    await expect.poll(() => typeButton(form, "Ask").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => typeButton(form, "Ask").evaluate((button) => button === document.activeElement)).toBe(true);
    // The text stays; the answers are gone.
    expect(await form.getByRole("textbox", { name: "Your question to the community" }).inputValue()).toBe("Kim kazanır?");
    await typeButton(form, "Poll").click();
    expect(await form.getByRole("textbox", { name: "Answer 1" }).inputValue()).toBe("");
    await context.close();
  });

  it("warns before leaving with unsent content: a link, the back button, and closing the tab", async () => {
    const { page, context } = await poster();
    await page.goto("/explore");
    await page.getByRole("banner").getByRole("link", { name: "Community" }).first().click();
    const form = formOf(page);
    await form.getByRole("textbox").first().click();
    await form.getByRole("textbox", { name: "Your post" }).fill("Yarım kalan bir düşünce");
    const dialog = page.getByRole("dialog", { name: "Leave this page?" });

    // A link to another page: Cancel stays with the text.
    await page.getByRole("banner").getByRole("link", { name: "Explore" }).first().click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/community");
    expect(await form.getByRole("textbox", { name: "Your post" }).inputValue()).toBe("Yarım kalan bir düşünce");

    // The back button asks too.
    await page.evaluate(() => history.back());
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/community");

    // Closing the tab: the browser's own question (beforeunload).
    const asked = new Promise<string>((resolve) => page.once("dialog", (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
    expect(page.isClosed()).toBe(false);

    // Leave: the next page opens.
    await page.getByRole("banner").getByRole("link", { name: "Explore" }).first().click();
    await dialog.getByRole("button", { name: "Leave" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/explore");
    await context.close();
  });

  it("keeps the publish button disabled until the form is valid, and while publishing", async () => {
    const { page, context } = await poster();
    const form = await openForm(page);
    const button = publish(form);
    expect(await button.isDisabled()).toBe(true);
    await form.getByRole("textbox", { name: "Your post" }).fill("   ");
    expect(await button.isDisabled()).toBe(true);

    await typeButton(form, "Poll").click();
    await form.getByRole("textbox", { name: "Your poll's question" }).fill("Hangisi?");
    await form.getByRole("textbox", { name: "Answer 1" }).fill("Bu");
    expect(await button.isDisabled()).toBe(true);
    await form.getByRole("textbox", { name: "Answer 2" }).fill("Şu");
    await expect.poll(() => button.isDisabled()).toBe(false);
    // An answer stops at 30 characters, with its counter.
    await form.getByRole("textbox", { name: "Answer 2" }).fill("x".repeat(40));
    expect(await form.getByRole("textbox", { name: "Answer 2" }).inputValue()).toHaveLength(30);
    await form.getByText("30 of 30 characters").waitFor();
    await form.getByRole("textbox", { name: "Answer 2" }).fill("Şu");
    // Four answers at most: the add button leaves.
    await form.getByRole("button", { name: "Add an answer" }).click();
    await form.getByRole("button", { name: "Add an answer" }).click();
    expect(await form.getByRole("button", { name: "Add an answer" }).count()).toBe(0);
    expect(await button.isDisabled()).toBe(true);
    await form.getByRole("button", { name: "Remove answer 4" }).click();
    await form.getByRole("button", { name: "Remove answer 3" }).click();
    // Two answers: none can be removed.
    expect(await form.getByRole("button", { name: /^Remove answer/ }).count()).toBe(0);

    // A check-in needs its show, season and episode.
    await typeButton(form, "Check-in").click();
    await page.getByRole("dialog", { name: "Discard what you entered?" }).getByRole("button", { name: "Discard" }).click();
    expect(await button.isDisabled()).toBe(true);
    await pickShow(form, "Show", "Herca", "Hercai");
    await form.getByLabel("Season", { exact: true }).selectOption("2");
    expect(await button.isDisabled()).toBe(true);
    await form.getByLabel("Episode", { exact: true }).selectOption("31");
    await expect.poll(() => button.isDisabled()).toBe(false);

    // While the post is being sent the button is busy and disabled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/wall/create*", async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect.poll(() => form.getByRole("button", { name: /^Publishing/ }).isDisabled()).toBe(true);
    expect(await form.getByRole("button", { name: /^Publishing/ }).getAttribute("aria-busy")).toBe("true");
    release();
    await expect.poll(() => form.getByRole("group", { name: "Post type" }).count()).toBe(0);
    await context.close();
  });

  it("counts the characters near the limit, and shows the server's refusal in the form's alert", async () => {
    // No profile photo: the server's posting gate answers 403 with its message.
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const form = await openForm(page);
    const text = form.getByRole("textbox", { name: "Your post" });
    await text.fill("a".repeat(1799));
    expect(await form.getByText(/of 2000 characters/).count()).toBe(0);
    await text.fill("a".repeat(1900));
    await form.getByText("1900 of 2000 characters").waitFor();
    expect(await text.getAttribute("aria-describedby")).toMatch(/-hint/);
    await text.fill("a".repeat(2001));
    await expect.poll(() => publish(form).isDisabled()).toBe(true);
    expect(await text.getAttribute("aria-invalid")).toBe("true");
    await text.fill("Fotoğrafım yok ama yazıyorum");
    await publish(form).click();
    await form.getByRole("alert").filter({ hasText: "Add a profile photo to post." }).waitFor();
    // The form stays open with the text.
    expect(await text.inputValue()).toBe("Fotoğrafım yok ama yazıyorum");
    await context.close();
  });

  it("refuses links that are not allowed before sending anything", async () => {
    const { page, context } = await poster();
    const form = await openForm(page);
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/wall/create")) sent += 1;
    });
    const text = form.getByRole("textbox", { name: "Your post" });
    for (const content of ["Tıkla javascript:alert(1)", "Bak https://www.blocked.example/bolum"]) {
      await text.fill(content);
      await publish(form).click();
      await form.getByText("This post contains links that are not allowed.").waitFor();
      expect(await text.getAttribute("aria-invalid")).toBe("true");
      expect(await text.getAttribute("aria-describedby")).toMatch(/-error/);
    }
    expect(sent).toBe(0);
    await context.close();
  });

  it("previews the text's first link (one media at a time); the server reads the link itself", async () => {
    const { page, context } = await poster();
    await page.route("**/api/embeds", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ data: { kind: "link", url: "https://example.com/hercai-final", title: "Hercai finali", description: "Final bölümü üzerine", site: { name: "Örnek" }, image: null, video: null } }),
      }),
    );
    const form = await openForm(page);
    const content = `Şunu okuyun https://example.com/hercai-final ${Date.now()}`;
    await form.getByRole("textbox", { name: "Your post" }).fill(content);
    const card = form.getByRole("region", { name: "Link preview" });
    await card.getByText("Hercai finali").waitFor();
    // Choosing images replaces the preview; removing them does not bring it back for the same link.
    await form.getByLabel("Images").setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await png(800, 450) });
    await expect.poll(() => card.count()).toBe(0);
    await form.getByRole("button", { name: "Remove image 1" }).click();
    expect(await card.count()).toBe(0);
    // A poll has no media.
    await form.getByLabel("Images").setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await png(800, 450) });
    await typeButton(form, "Poll").click();
    await form.getByText("A poll cannot have a GIF, images or a link preview, so they were removed.").waitFor();
    expect(await form.getByRole("img", { name: /to attach$/ }).count()).toBe(0);
    await typeButton(form, "Poll").click();
    await form.getByRole("textbox", { name: "Your post" }).fill(`Şunu okuyun https://example.com/hercai-final?x=1 ${Date.now()}`);
    await card.getByText("Hercai finali").waitFor();
    // The server keeps its own card of the link, never the form's copy: it reads the link again, and
    // this server (production settings, no network) cannot, so it answers 422 on `embed` and the
    // form says so beside the media, keeping everything typed.
    const text = await form.getByRole("textbox", { name: "Your post" }).inputValue();
    const created = page.waitForResponse((response) => response.url().includes("/api/wall/create"));
    await publish(form).click();
    expect((await created).status()).toBe(422);
    await form.getByText("We couldn't read that link.").waitFor();
    expect(await form.getByRole("textbox", { name: "Your post" }).inputValue()).toBe(text);
    await context.close();
  });

  it("keeps one kind of media: a GIF from the comments' picker replaces the images, and the reverse", async () => {
    const { page, context } = await poster();
    // This server has no GIF provider: the site config and the search answer as one would.
    await page.route("**/api/config", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ data: { gifs: true, blocked_link_hosts: [] } }) }));
    await page.route("**/api/gifs/search*", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ data: [{ id: "mutlu1", url: "/icons/icon-128.png", preview_url: "/icons/icon-128.png", width: 128, height: 128 }] }),
      }),
    );
    // The server drew /community with its own config (no GIFs): reach it by a link, so the browser
    // asks for the config and gets the stand-in's answer.
    await page.goto("/explore");
    await page.getByRole("navigation").first().getByRole("link", { name: "Community" }).click();
    const form = formOf(page);
    await form.getByRole("textbox").first().click();
    await form.getByRole("textbox", { name: "Your post" }).fill("Mutluyum");
    await form.getByLabel("Images").setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await png(800, 450) });
    await form.getByRole("img", { name: "Image 1 to attach" }).waitFor();
    await form.getByRole("button", { name: "GIF", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "Choose a GIF" });
    await picker.getByRole("searchbox", { name: "Search GIFs" }).fill("mutlu");
    await picker.getByRole("button", { name: /GIF 1 for/ }).click();
    await form.getByRole("img", { name: "The GIF to attach" }).waitFor();
    expect(await form.getByRole("img", { name: "Image 1 to attach" }).count()).toBe(0);
    // Removing it gives the focus to the images button; images chosen after a GIF replace it.
    await form.getByRole("button", { name: "Remove the GIF" }).click();
    await expect.poll(() => form.getByLabel("Images").evaluate((input) => input === document.activeElement)).toBe(true);
    await form.getByRole("button", { name: "GIF", exact: true }).click();
    await picker.getByRole("button", { name: /GIF 1 for/ }).click();
    await form.getByLabel("Images").setInputFiles({ name: "b.png", mimeType: "image/png", buffer: await png(800, 450) });
    await form.getByRole("img", { name: "Image 1 to attach" }).waitFor();
    expect(await form.getByRole("img", { name: "The GIF to attach" }).count()).toBe(0);
    await context.close();
  });

  // Each theme, each width and right to left once: the form's colours do not depend on the width,
  // nor its layout on the theme (the wall's screens are checked in all four in wall-a11y).
  const layouts: Array<{ name: string; options: PageOptions; locale?: string }> = [
    { name: "light desktop", options: { colorScheme: "light" } },
    { name: "dark phone", options: { colorScheme: "dark", viewport: { width: 390, height: 844 } } },
    { name: "Arabic phone", options: { colorScheme: "light", viewport: { width: 390, height: 844 } }, locale: "ar" },
  ];
  for (const layout of layouts) {
    it(`the open form has no serious accessibility violation (${layout.name})`, async () => {
      const { page, context } = await poster(layout.options);
      if (layout.locale) {
        await page.goto("/explore");
        await page.evaluate((code) => { document.cookie = `dz_locale=${code}; path=/`; }, layout.locale);
      }
      await page.goto("/community");
      const form = formOf(page);
      await form.getByRole("textbox").first().click();
      const types = form.getByRole("group").first().getByRole("button");
      await expect.poll(() => types.count()).toBe(5);
      if (layout.locale) expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      await expectAccessible(page, form, `${layout.name} post`);
      for (const index of [1, 3, 4]) {
        await types.nth(index).click();
        await expect.poll(() => types.nth(index).getAttribute("aria-pressed")).toBe("true");
        await expectAccessible(page, form, `${layout.name} type ${index}`);
      }
      // The form fits the screen: nothing sticks out sideways.
      const overflow = await form.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await context.close();
    }, 60_000);
  }
});
