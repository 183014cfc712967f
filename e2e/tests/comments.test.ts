import sharp from "sharp";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { type AxeViolation, type PageOptions, launchBrowser, openPage, seriousViolations } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** A real PNG of `width` × `height` (a gradient), as a camera roll would hold. */
async function png(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 13) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** The comments block of the page (a region named by its heading). */
const block = (page: Page) => page.getByRole("region", { name: /^(Comments|التعليقات)/ });
/** One comment, by a text it holds (replies are articles inside their comment's: the innermost one). */
const commentWith = (page: Page, text: string) => block(page).getByRole("article").filter({ hasText: text }).last();

/** Signs a new verified account in, in a fresh browser context. */
async function signedIn(options: PageOptions = {}): Promise<{ page: Page; context: BrowserContext; username: string }> {
  const { page, context } = await openPage(browser, options);
  const { username } = await makeVerifiedAccount(context);
  return { page, context, username };
}

/** Posts a comment through the API as the context's user; answers its id. */
async function postByApi(context: BrowserContext, slug: string, content: string): Promise<number> {
  const show = await apiCall(context, "GET", `/api/shows/${slug}`);
  const id = (show.body as { data: { id: number } }).data.id;
  const res = await apiCall(context, "POST", "/api/comments/add", { type: "show", id, content });
  if (res.status !== 201) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: number } }).data.id;
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

describe("comments in the browser", () => {
  it("posts a comment with a mention (picked from the suggestions) and an image", async () => {
    const mentioned = await signedIn();
    await mentioned.context.close();
    const { page } = await signedIn();
    await page.goto("/shows/hercai");
    const composer = block(page).getByRole("textbox", { name: "Write a comment" });
    await composer.fill(`Ne final! @${mentioned.username.slice(0, -1)}`);
    const option = block(page).getByRole("option", { name: new RegExp(`@${mentioned.username}`) });
    await option.waitFor();
    await composer.press("Enter");
    await expect.poll(() => composer.inputValue()).toBe(`Ne final! @${mentioned.username} `);
    // No GIF provider on this server: the GIF button is not offered.
    expect(await block(page).getByRole("button", { name: "GIF" }).count()).toBe(0);
    await block(page).getByLabel("Image").setInputFiles({ name: "sahne.png", mimeType: "image/png", buffer: await png(800, 450) });
    await block(page).getByRole("img", { name: "The image to attach" }).waitFor();
    await block(page).getByRole("button", { name: "Post comment" }).click();

    const posted = commentWith(page, "Ne final!");
    await posted.waitFor();
    const link = posted.getByRole("link", { name: `@${mentioned.username}` });
    expect(await link.getAttribute("href")).toBe(`/user/${mentioned.username.toLowerCase()}`);
    const image = posted.getByRole("img", { name: /An image shared by/ });
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(800);
    expect(await composer.inputValue()).toBe("");
    await expect.poll(() => block(page).getByRole("heading").first().textContent()).toMatch(/Comments\s*1/);
  });

  it("refuses a narrow image before sending it, and keeps one image at a time", async () => {
    const { page } = await signedIn();
    await page.goto("/shows/gumus");
    const input = block(page).getByLabel("Image");
    await input.setInputFiles({ name: "small.png", mimeType: "image/png", buffer: await png(300, 300) });
    await block(page).getByText("The image must be at least 500 pixels wide.").waitFor();
    await input.setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await png(600, 400) });
    await input.setInputFiles({ name: "b.png", mimeType: "image/png", buffer: await png(700, 400) });
    expect(await block(page).getByRole("img", { name: "The image to attach" }).count()).toBe(1);
    await block(page).getByRole("button", { name: "Remove the image" }).click();
    expect(await block(page).getByRole("img", { name: "The image to attach" }).count()).toBe(0);
    // An empty comment is refused with the catalogue's message, without a request.
    await block(page).getByRole("button", { name: "Post comment" }).click();
    await block(page).getByText("Your comment is empty. Please write something first.").waitFor();
  });

  it("replies, edits in place and deletes after confirmation", async () => {
    const other = await signedIn();
    const topId = await postByApi(other.context, "yargi", "Bu sezon çok iyi.");
    await other.context.close();
    const { page } = await signedIn();
    await page.goto("/shows/yargi");
    const top = commentWith(page, "Bu sezon çok iyi.");
    await top.getByRole("button", { name: "Reply", exact: true }).click();
    const replyBox = block(page).getByRole("textbox", { name: /^Reply to/ });
    await replyBox.fill("Kesinlikle katılıyorum.");
    await block(page).getByRole("button", { name: "Reply", exact: true }).last().click();
    // The reply form closes once the reply is posted (until then its text box holds the words).
    await replyBox.waitFor({ state: "detached" });
    await commentWith(page, "Kesinlikle katılıyorum.").waitFor();
    // By its id from here on: while it is edited its text is in a text box, not in the article.
    const reply = page.locator(`#${await commentWith(page, "Kesinlikle katılıyorum.").getAttribute("id")}`);
    expect(await top.getByRole("button", { name: "Hide replies" }).getAttribute("aria-expanded")).toBe("true");

    await reply.getByRole("button", { name: /More actions/ }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const editor = reply.getByRole("textbox", { name: "Edit your comment" });
    await editor.fill("Kesinlikle katılıyorum, final harikaydı.");
    await reply.getByRole("button", { name: "Update" }).click();
    await reply.getByText("edited").waitFor();
    expect(await reply.getByText("final harikaydı").count()).toBe(1);

    await reply.getByRole("button", { name: /More actions/ }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this comment?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => block(page).getByText("final harikaydı").count()).toBe(0);
    expect(topId).toBeGreaterThan(0);
  });

  it("reports a comment through the Report Item modal", async () => {
    const author = await signedIn();
    await postByApi(author.context, "dolunay", "Bence bu dizi fazla uzadı.");
    await author.context.close();
    const { page } = await signedIn();
    await page.goto("/shows/dolunay");
    const comment = commentWith(page, "fazla uzadı");
    await comment.getByRole("button", { name: /More actions/ }).click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Report Item" });
    await expectAccessible(page, dialog, "report modal");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText("Please choose a reason.").waitFor();
    await dialog.getByRole("radio", { name: "Spam" }).check();
    await dialog.getByRole("textbox", { name: /Details/ }).fill("Aynı yorumu her bölüme yazıyor.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thank you. The moderators will look at it.").waitFor();
    await dialog.waitFor({ state: "detached" });
  });

  it("hides a comment with undo, and a hidden one stays gone after a reload", async () => {
    const author = await signedIn();
    await postByApi(author.context, "sadakatsiz", "Volkan yine haklı çıktı.");
    await postByApi(author.context, "sadakatsiz", "Asya çok güçlü bir karakter.");
    await author.context.close();
    const { page } = await signedIn();
    await page.goto("/shows/sadakatsiz");
    const first = commentWith(page, "Volkan yine");
    await first.getByRole("button", { name: /More actions/ }).click();
    await page.getByRole("menuitem", { name: "Hide" }).click();
    await block(page).getByText("You hid this comment.").waitFor();
    await block(page).getByRole("button", { name: "Undo" }).click();
    await commentWith(page, "Volkan yine").waitFor();

    await commentWith(page, "Asya çok güçlü").getByRole("button", { name: /More actions/ }).click();
    await page.getByRole("menuitem", { name: "Hide" }).click();
    await block(page).getByText("You hid this comment.").waitFor();
    await page.reload();
    await commentWith(page, "Volkan yine").waitFor();
    expect(await block(page).getByText("Asya çok güçlü").count()).toBe(0);
  });

  it("shows visitors the logged-out prompt, and a #comment link scrolls to the comment and highlights it", async () => {
    const author = await signedIn();
    const id = await postByApi(author.context, "cukur", "Vartolu sahnesi efsaneydi.");
    await author.context.close();
    const { page } = await openPage(browser);
    await page.goto(`/shows/cukur#comment_${id}`);
    const target = page.locator(`#comment_${id}`);
    await target.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`comment_${id}`);
    expect(await target.getAttribute("class")).toContain("ring-amber");
    await block(page).getByText("Log in or register to join the conversation.").waitFor();
    expect(await block(page).getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register");
    await block(page).getByRole("button", { name: "Log in" }).click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
  });

  it("a link to a reply beyond the thread's first three opens that thread and scrolls to the reply", async () => {
    const author = await signedIn();
    const topId = await postByApi(author.context, "masumlar-apartmani", "Gülben'in evi hiç değişmiyor.");
    // Five replies by two people (five comments a minute each at the most).
    const repliers = [author, await signedIn()];
    const replyIds: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await apiCall(repliers[i % 2]!.context, "POST", `/api/comments/${topId}/reply`, { content: `Cevap numarası ${i}` });
      expect(res.status).toBe(201);
      replyIds.push((res.body as { data: { id: number } }).data.id);
    }
    for (const r of repliers) await r.context.close();
    const { page } = await openPage(browser);
    const fifth = replyIds.at(-1)!;
    await page.goto(`/shows/masumlar-apartmani#comment_${fifth}`);
    const target = page.locator(`#comment_${fifth}`);
    await target.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`comment_${fifth}`);
    expect(await target.getAttribute("class")).toContain("ring-amber");
    await commentWith(page, "Cevap numarası 5").waitFor();
    expect(await block(page).getByRole("button", { name: "Hide replies" }).count()).toBe(1);
  });

  it("has no serious accessibility violations: light, dark, phone, desktop and Arabic", { timeout: 120_000 }, async () => {
    const author = await signedIn();
    await postByApi(author.context, "kirli-sepeti", "Spoiler yok, merak etmeyin. @nobody");
    await author.context.close();
    const cases: { where: string; options: PageOptions; signIn: boolean }[] = [
      { where: "light desktop, signed in", options: { colorScheme: "light" }, signIn: true },
      { where: "dark desktop, signed in", options: { colorScheme: "dark" }, signIn: true },
      { where: "dark phone, visitor", options: { colorScheme: "dark", viewport: { width: 390, height: 844 } }, signIn: false },
      { where: "light phone, signed in", options: { viewport: { width: 390, height: 844 } }, signIn: true },
      { where: "Arabic, signed in", options: { locale: "ar" }, signIn: true },
    ];
    for (const { where, options, signIn } of cases) {
      const { page, context } = signIn ? await signedIn(options) : await openPage(browser, options);
      await page.goto("/shows/kirli-sepeti");
      await block(page).getByRole("article").first().waitFor();
      await expectAccessible(page, block(page), where);
      if (signIn) {
        await block(page).getByRole("article").first().getByRole("button", { name: /More actions|إجراءات أخرى/ }).click();
        await expectAccessible(page, page.getByRole("menu"), `${where}, menu`);
        await page.keyboard.press("Escape");
      }
      await context.close();
    }
  });
});
