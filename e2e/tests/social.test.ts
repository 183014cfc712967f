import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { type PageOptions, launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";
import { STAFF_EMAILS } from "../global-setup.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Waits for the page's data (no skeleton left in main), then runs axe. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  await waitForLoaded(page);
  const violations = await seriousViolations(page);
  expect(violations.map((v) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The looks every new screen is checked in: light and dark, desktop and phone, and Arabic (right to left) on a phone. */
const LOOKS: { name: string; options: PageOptions; arabic?: boolean }[] = [
  { name: "light desktop", options: { colorScheme: "light" } },
  { name: "dark desktop", options: { colorScheme: "dark" } },
  { name: "dark phone", options: { colorScheme: "dark", viewport: { width: 390, height: 844 } } },
  { name: "Arabic phone", options: { colorScheme: "light", viewport: { width: 390, height: 844 } }, arabic: true },
];

/** Opens a page signed in with the cookies of `as` (another context), in one look. */
async function pageInLook(look: (typeof LOOKS)[number], as: BrowserContext | undefined): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await openPage(browser, look.options);
  if (as) await context.addCookies(await as.cookies());
  if (look.arabic) {
    await page.goto("/explore");
    await page.evaluate(() => { document.cookie = "dz_locale=ar; path=/"; });
  }
  return { page, context };
}

describe("follows in the browser", () => {
  it("follows a private account, the owner accepts in Settings › Privacy, and the follower then sees its lists", async () => {
    const owner = await openPage(browser);
    const ownerAccount = await makeVerifiedAccount(owner.context);
    expect((await apiCall(owner.context, "POST", "/api/settings/update", { key: "private_account", value: true })).status).toBe(200);
    const fan = await openPage(browser);
    const fanAccount = await makeVerifiedAccount(fan.context);
    const slug = ownerAccount.username.toLowerCase();

    await fan.page.goto(`/user/${slug}`);
    await fan.page.getByRole("heading", { name: "This account is private" }).waitFor();
    // The counts are there, but not the lists behind them.
    expect(await fan.page.getByRole("link", { name: /followers?$/ }).count()).toBe(0);
    await fan.page.getByRole("button", { name: `Follow @${ownerAccount.username}` }).click();
    await fan.page.getByRole("button", { name: `Requested to follow @${ownerAccount.username}` }).waitFor();
    await fan.page.getByText(`You asked to follow @${ownerAccount.username}.`, { exact: false }).waitFor();

    // The owner finds the request from the account menu.
    await owner.page.goto("/explore");
    await owner.page.locator("#user-menu-trigger").click();
    await owner.page.getByRole("menuitem", { name: "Follow requests" }).click();
    await owner.page.waitForURL("**/settings/privacy");
    expect(await owner.page.getByRole("switch", { name: "Private account" }).getAttribute("aria-checked")).toBe("true");
    await owner.page.getByRole("button", { name: `Accept @${fanAccount.username}` }).click();
    await owner.page.getByText(`@${fanAccount.username} now follows you.`).waitFor();
    await owner.page.getByText("No follow requests").waitFor();

    await fan.page.reload();
    await fan.page.getByRole("button", { name: `Following @${ownerAccount.username}` }).waitFor();
    expect(await fan.page.getByRole("heading", { name: "This account is private" }).count()).toBe(0);
    await fan.page.getByRole("link", { name: "1 follower" }).click();
    await fan.page.waitForURL(`**/user/${slug}/followers`);
    await fan.page.getByRole("main").getByRole("link", { name: "Ayşe Yılmaz" }).waitFor();
    expect(await fan.page.getByRole("main").getByText(`@${fanAccount.username}`).isVisible()).toBe(true);

    // Unfollowing asks first; the account is private again to the fan.
    await fan.page.goto(`/user/${slug}`);
    await fan.page.getByRole("button", { name: `Following @${ownerAccount.username}` }).click();
    const dialog = fan.page.getByRole("dialog", { name: "Unfollow Ayşe Yılmaz?" });
    await dialog.getByRole("button", { name: "Unfollow" }).click();
    await fan.page.getByRole("button", { name: `Follow @${ownerAccount.username}` }).waitFor();
    await fan.page.getByRole("heading", { name: "This account is private" }).waitFor();
    await owner.context.close();
    await fan.context.close();
  });

  it("has no serious accessibility violation on the profile, follower list and privacy settings, in every look", { timeout: 120_000 }, async () => {
    const owner = await openPage(browser);
    const ownerAccount = await makeVerifiedAccount(owner.context);
    await apiCall(owner.context, "POST", "/api/settings/update", { key: "private_account", value: true });
    const fan = await openPage(browser);
    await makeVerifiedAccount(fan.context);
    const follower = await openPage(browser);
    const followerAccount = await makeVerifiedAccount(follower.context);
    const ownerId = ((await apiCall(owner.context, "GET", "/api/me")).body!.data as { id: number }).id;
    await apiCall(fan.context, "POST", `/api/users/${ownerId}/follow`);
    await apiCall(follower.context, "POST", `/api/users/${ownerId}/follow`);
    const followerId = ((await apiCall(follower.context, "GET", "/api/me")).body!.data as { id: number }).id;
    await apiCall(owner.context, "POST", `/api/me/follow-requests/${followerId}/accept`);
    const slug = ownerAccount.username.toLowerCase();

    for (const look of LOOKS) {
      const asFan = await pageInLook(look, fan.context);
      await asFan.page.goto(`/user/${slug}`);
      await asFan.page.locator("#private-account-title").waitFor();
      await expectAccessible(asFan.page, `${look.name} private profile`);
      await asFan.context.close();

      const asFollower = await pageInLook(look, follower.context);
      await asFollower.page.goto(`/user/${slug}/followers`);
      await asFollower.page.getByRole("main").getByText(`@${followerAccount.username}`).waitFor();
      await expectAccessible(asFollower.page, `${look.name} followers`);
      await asFollower.context.close();

      const asOwner = await pageInLook(look, owner.context);
      await asOwner.page.goto("/settings/privacy");
      await asOwner.page.locator("#follow-requests-title").waitFor();
      await asOwner.page.locator("#private-account").waitFor();
      await expectAccessible(asOwner.page, `${look.name} privacy settings`);
      await asOwner.context.close();
    }
    for (const made of [owner, fan, follower]) await made.context.close();
  });
});

describe("moderation in the browser", () => {
  it("staff open the moderation page from the menu and appoint a moderator of a show", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context, { email: STAFF_EMAILS[0]! });
    const candidate = await openPage(browser);
    const candidateAccount = await makeVerifiedAccount(candidate.context);

    await page.goto("/explore");
    await page.locator("#user-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Moderation" }).click();
    await page.waitForURL("**/moderation");
    // Staff see every report on the site, and other files running alongside send reports, so the
    // staff's list may or may not be empty here; the new moderator's list below is certainly empty.
    await page.getByText("Every report on the site. You can also appoint moderators for a show.").waitFor();

    await page.getByRole("textbox", { name: "Username" }).fill(candidateAccount.username);
    await page.getByRole("searchbox", { name: "Show" }).fill("Ezel");
    await page.getByRole("radio", { name: /^Ezel/ }).check();
    await page.getByRole("button", { name: "Appoint" }).click();
    await page.getByText(`@${candidateAccount.username} now moderates Ezel.`).waitFor();
    await page.getByRole("button", { name: `Remove @${candidateAccount.username} from Ezel` }).waitFor();

    // The new moderator has the page too, without the staff's team section.
    await candidate.page.goto("/moderation");
    await candidate.page.getByText("Reports about the shows you moderate.").waitFor();
    // Nobody reports anything about Ezel in these tests.
    await candidate.page.getByText("No open reports. All clear!").waitFor();
    expect(await candidate.page.getByRole("heading", { name: "Moderators" }).count()).toBe(0);
    // Anyone else gets the not-found page.
    const visitor = await openPage(browser);
    await visitor.page.goto("/moderation");
    await visitor.page.waitForURL("**/moderation");
    expect(await visitor.page.getByRole("heading", { name: "Moderation" }).count()).toBe(0);
    await visitor.context.close();
    await candidate.context.close();
    await context.close();
  });

  it("has no serious accessibility violation on the staff's moderation page, in every look", { timeout: 60_000 }, async () => {
    const staff = await openPage(browser);
    await makeVerifiedAccount(staff.context, { email: STAFF_EMAILS[1]! });
    for (const look of LOOKS) {
      const { page, context } = await pageInLook(look, staff.context);
      await page.goto("/moderation");
      await page.locator("#appoint-title").waitFor();
      await expectAccessible(page, `${look.name} moderation (staff)`);
      await context.close();
    }
    await staff.context.close();
  });

  describe("with reports written through the API", () => {
    const SHOW_SLUG = "cukur";
    const showTitle = "Çukur";
    let moderator: BrowserContext;
    let commentId = 0;

    beforeAll(async () => {
      // Staff appoint a moderator of the show; an author comments twice; a reporter reports one
      // comment and the moderator reports the show itself (a report of another kind).
      const staff = await openPage(browser);
      await makeVerifiedAccount(staff.context, { email: STAFF_EMAILS[2]! });
      moderator = (await openPage(browser)).context;
      await makeVerifiedAccount(moderator);
      const author = (await openPage(browser)).context;
      await makeVerifiedAccount(author);
      const reporter = (await openPage(browser)).context;
      await makeVerifiedAccount(reporter);
      const idOf = async (context: BrowserContext, path: string) => ((await apiCall(context, "GET", path)).body as { data: { id: number } }).data.id;
      const showId = await idOf(staff.context, `/api/shows/${SHOW_SLUG}`);
      const appointed = await apiCall(staff.context, "POST", "/api/admin/moderators", { user_id: await idOf(moderator, "/api/me"), show_id: showId });
      expect(appointed.status).toBeLessThan(300);
      const comment = async (content: string) => {
        const res = await apiCall(author, "POST", "/api/comments/add", { type: "show", id: showId, content });
        expect(res.status).toBe(201);
        return (res.body as { data: { id: number } }).data.id;
      };
      commentId = await comment("Final bölümünde herkes ölüyor!");
      const second = await comment("Bu dizi berbat, izleyen de berbat.");
      const report = async (context: BrowserContext, body: object) => expect((await apiCall(context, "POST", "/api/submit-report", body)).status).toBe(201);
      await report(reporter, { type: "comment", id: commentId, reason: "spoilers", details: "Sonu söylüyor" });
      await report(moderator, { type: "show", id: showId, reason: "duplicate" });
      // Left open for the accessibility check.
      await report(reporter, { type: "comment", id: second, reason: "offensive" });
      for (const context of [staff.context, author, reporter]) await context.close();
    }, 120_000);
    afterAll(async () => moderator?.close());

    it("a moderator sees the report with its item in context and removes the comment after confirming", async () => {
      const { page, context } = await openPage(browser);
      await context.addCookies(await moderator.cookies());
      await page.goto("/explore");
      await page.locator("#user-menu-trigger").click();
      await page.getByRole("menuitem", { name: "Moderation" }).click();

      const card = page.getByRole("article").filter({ hasText: "Final bölümünde herkes ölüyor!" });
      await card.waitFor();
      expect(await card.getByText("Spoilers", { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText("Sonu söylüyor").isVisible()).toBe(true);
      expect(await card.getByRole("link", { name: showTitle }).first().getAttribute("href")).toMatch(new RegExp(`#comment_${commentId}$`));
      // A moderator may not suspend: staff only.
      expect(await card.getByRole("button", { name: "Suspend user" }).count()).toBe(0);

      await card.getByRole("button", { name: "Remove" }).click();
      const dialog = page.getByRole("dialog", { name: "Remove this item?" });
      await dialog.getByRole("button", { name: "Remove" }).click();
      await page.getByText("Item removed.").waitFor();
      await card.waitFor({ state: "detached" });

      await page.getByRole("tab", { name: "Resolved" }).click();
      const resolved = page.getByRole("article").filter({ hasText: "Final bölümünde herkes ölüyor!" });
      await resolved.getByText("Resolved: item removed").waitFor();
      expect(await resolved.getByText("Removed", { exact: true }).isVisible()).toBe(true);

      // Another report, dismissed.
      await page.getByRole("tab", { name: "Open" }).click();
      const other = page.getByRole("article").filter({ hasText: "Duplicate" });
      await other.getByRole("button", { name: "Dismiss" }).click();
      await page.getByRole("dialog", { name: "Dismiss this report?" }).getByRole("button", { name: "Dismiss" }).click();
      await page.getByText("Report dismissed.").waitFor();
      await other.waitFor({ state: "detached" });
      await page.getByRole("tab", { name: "Dismissed" }).click();
      await page.getByRole("article").filter({ hasText: "Duplicate" }).getByText("Dismissed").waitFor();
      await context.close();
    });

    it("has no serious accessibility violation with reports on the page, in every look", { timeout: 60_000 }, async () => {
      for (const look of LOOKS) {
        const { page, context } = await pageInLook(look, moderator);
        await page.goto("/moderation");
        await page.getByRole("article").filter({ hasText: "Bu dizi berbat" }).waitFor();
        await expectAccessible(page, `${look.name} moderation (moderator, resolved)`);
        await context.close();
      }
    });
  });
});
