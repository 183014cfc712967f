import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage } from "../browser.js";
import { STAFF_EMAILS } from "../global-setup.js";

/*
 * The community's flows across its parts: a comment (comments) that mentions a user lights their
 * bell (notifications) without a reload; a report (item actions) that staff settle on the
 * moderation page (moderation) takes the comment off the show's page for everyone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function signedIn(): Promise<{ page: Page; context: BrowserContext; username: string }> {
  const { page, context } = await openPage(browser);
  const { username } = await makeVerifiedAccount(context);
  return { page, context, username };
}

/** The comments block of the page (a region named by its heading). */
const commentsOf = (page: Page) => page.getByRole("region", { name: /^Comments/ });

/** A real 800 × 450 PNG. */
async function png(): Promise<Buffer> {
  const raw = Buffer.alloc(800 * 450 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 253;
  return sharp(raw, { raw: { width: 800, height: 450, channels: 3 } }).png().toBuffer();
}

describe("the community across its parts", () => {
  it("a comment with a mention and an image lights the mentioned user's bell without a reload", async () => {
    const fan = await signedIn();
    await fan.page.goto("/explore");
    const bell = fan.page.getByRole("button", { name: "Notifications", exact: true });
    await bell.waitFor();

    const writer = await signedIn();
    await writer.page.goto("/shows/kara-sevda");
    const composer = commentsOf(writer.page).getByRole("textbox", { name: "Write a comment" });
    await composer.fill(`Bu sahneyi sen de gördün mü @${fan.username}?`);
    await commentsOf(writer.page).getByLabel("Image").setInputFiles({ name: "sahne.png", mimeType: "image/png", buffer: await png() });
    await commentsOf(writer.page).getByRole("img", { name: "The image to attach" }).waitFor();
    await commentsOf(writer.page).getByRole("button", { name: "Post comment" }).click();
    await commentsOf(writer.page).getByRole("article").filter({ hasText: "Bu sahneyi sen de gördün mü" }).waitFor();

    // The fan's page was not reloaded: the stream lights the bell.
    await fan.page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    const panel = fan.page.getByRole("region", { name: "Notifications" });
    const item = panel.getByRole("link", { name: /mentioned you in a comment on “Kara Sevda”/ });
    await item.waitFor();
    await item.click();
    await fan.page.waitForURL(/\/shows\/kara-sevda#comment_\d+$/);
    await commentsOf(fan.page).getByRole("article").filter({ hasText: "Bu sahneyi sen de gördün mü" }).waitFor();
    await writer.context.close();
    await fan.context.close();
  });

  it("a report sent from the comment's menu is settled by staff on the moderation page, and the comment is gone", async () => {
    const author = await signedIn();
    const show = (await apiCall(author.context, "GET", "/api/shows/sen-cal-kapimi")).body as { data: { id: number } };
    for (const content of ["Son bölümde Eda ölüyor, haberiniz olsun.", "Serkan Bolat en iyi karakter."]) {
      expect((await apiCall(author.context, "POST", "/api/comments/add", { type: "show", id: show.data.id, content })).status).toBe(201);
    }
    await author.context.close();

    const reporter = await signedIn();
    await reporter.page.goto("/shows/sen-cal-kapimi");
    const comment = commentsOf(reporter.page).getByRole("article").filter({ hasText: "Eda ölüyor" });
    await comment.getByRole("button", { name: /More actions/ }).click();
    await reporter.page.getByRole("menuitem", { name: "Report" }).click();
    const dialog = reporter.page.getByRole("dialog", { name: "Report Item" });
    await dialog.getByRole("radio", { name: "Spoilers" }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await reporter.page.getByText("Thank you. The moderators will look at it.").waitFor();

    const staff = await openPage(browser);
    await makeVerifiedAccount(staff.context, { email: STAFF_EMAILS[3]! });
    await staff.page.goto("/moderation");
    const card = staff.page.getByRole("article").filter({ hasText: "Eda ölüyor" });
    await card.getByRole("button", { name: "Remove" }).click();
    await staff.page.getByRole("dialog", { name: "Remove this item?" }).getByRole("button", { name: "Remove" }).click();
    await staff.page.getByText("Item removed.").waitFor();

    // Gone for the reporter after a reload, and for a visitor; the author's other comment stays.
    await reporter.page.reload();
    await commentsOf(reporter.page).getByText("Serkan Bolat en iyi karakter.").waitFor();
    expect(await commentsOf(reporter.page).getByText("Eda ölüyor").count()).toBe(0);
    const visitor = await openPage(browser);
    await visitor.page.goto("/shows/sen-cal-kapimi");
    await commentsOf(visitor.page).getByText("Serkan Bolat en iyi karakter.").waitFor();
    expect(await commentsOf(visitor.page).getByText("Eda ölüyor").count()).toBe(0);
    for (const context of [reporter.context, staff.context, visitor.context]) await context.close();
  });
});
