import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeStep, totpCode } from "../../apps/server/src/auth/totp.js";
import { PASSWORD, apiCall, codeIn, logInThroughModal, makeVerifiedAccount, uniqueName } from "../accounts.js";
import { launchBrowser, openPage, waitForMail } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const accountMenu = (page: Page) => page.getByRole("button", { name: "Account menu" });

describe("accounts in the browser", () => {
  it("register → code by SMTP → verify → onboarding → complete", async () => {
    const { page, context } = await openPage(browser);
    const username = uniqueName("new");
    const email = `${username}@example.test`;
    await page.goto("/register");
    await page.getByLabel(/^Name/).fill("Elif Demir");
    // Characters other than letters and digits disappear as they are typed.
    await page.getByLabel(/^Username/).pressSequentially(`${username}_!`);
    expect(await page.getByLabel(/^Username/).inputValue()).toBe(username);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByLabel(/^Country/).selectOption("TR");
    const submit = page.getByRole("button", { name: "Register" });
    await expect.poll(() => submit.isEnabled(), { timeout: 5000 }).toBe(true);
    await submit.click();
    await page.waitForURL(/\/verify-email/);

    const code = codeIn(await waitForMail(email));
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Your email is verified" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Continue" }).or(page.getByRole("button", { name: "Continue" })).first().click();
    await page.waitForURL(/\/onboarding\/welcome/);

    const next = page.getByRole("button", { name: "Next" }).or(page.getByRole("link", { name: "Next" })).first();
    for (const genre of ["Drama", "Romance", "Period Drama"]) {
      await page.getByRole("button", { name: genre, exact: true }).click();
    }
    await next.click();
    await page.waitForURL(/\/onboarding\/watchlist/);
    // The address changes before the new page shows (the router keeps the genre cards, which are
    // toggle buttons too, on screen while the next page's code loads): look inside the posters' list.
    const suggested = page.getByRole("list", { name: "Suggested shows" });
    const posters = suggested.locator("button[aria-pressed]");
    await expect.poll(() => posters.count()).toBeGreaterThan(2);
    // Choose two shows: each time the first poster not chosen yet, and wait until it counts.
    const chosen = suggested.locator('button[aria-pressed="true"]');
    for (const count of [1, 2]) {
      await suggested.locator('button[aria-pressed="false"]').first().click();
      await expect.poll(() => chosen.count()).toBe(count);
    }
    await page.getByRole("button", { name: "Next" }).or(page.getByRole("link", { name: "Next" })).first().click();
    await page.waitForURL(/\/onboarding\/complete/);
    await expect.poll(() => page.getByText("2 shows were added to your tracker.").isVisible()).toBe(true);
    const me = await apiCall(context, "GET", "/api/me");
    expect((me.body?.data as { is_onboarded: boolean; track_count: number }).is_onboarded).toBe(true);
    expect((me.body?.data as { track_count: number }).track_count).toBe(2);
    await context.close();
  });

  it("signs in with two-factor: the app code, then a recovery code", async () => {
    const { page, context } = await openPage(browser);
    const { username } = await makeVerifiedAccount(context);
    const setup = await apiCall(context, "POST", "/api/me/two-factor");
    const secret = setup.body?.secret as string;
    // The previous step's code confirms; the current one stays unused for the sign-in (codes are single use).
    const confirm = await apiCall(context, "POST", "/api/me/two-factor/confirm", { code: totpCode(secret, timeStep(new Date()) - 1) });
    const recovery = confirm.body?.recovery_codes as string[];
    await apiCall(context, "POST", "/api/auth/logout");
    await context.clearCookies();
    await context.addCookies([{ name: "dz_consent", value: "necessary", url: (await page.evaluate(() => location.origin)) || "http://localhost" }]).catch(() => undefined);

    await page.goto("/explore");
    await logInThroughModal(page, username);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Verification code").fill("000000");
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => dialog.getByText("The code you entered is incorrect. Please try again.").isVisible()).toBe(true);
    await dialog.getByLabel("Verification code").fill(totpCode(secret, timeStep(new Date())));
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => accountMenu(page).isVisible()).toBe(true);

    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Log in" }).first().isVisible()).toBe(true);
    await logInThroughModal(page, username);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByRole("dialog").getByLabel("Recovery code").fill(recovery[0]!);
    await page.getByRole("dialog").getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => accountMenu(page).isVisible()).toBe(true);
    await context.close();
  });

  it("forgot password → mailed link → new password → sign in with it", async () => {
    const { page, context } = await openPage(browser);
    const { username, email } = await makeVerifiedAccount(context);
    await context.clearCookies();
    await page.goto("/forgot-password");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Check your email" }).isVisible()).toBe(true);
    const mail = await waitForMail(email, /reset-password/);
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link!.replace(/&amp;/g, "&"));
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel(/^New password/).fill("a-brand-new-password");
    await page.getByLabel(/^Confirm new password/).fill("a-brand-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Your password has been changed.").first().isVisible()).toBe(true);
    await page.goto("/explore");
    await logInThroughModal(page, username, "a-brand-new-password");
    await expect.poll(() => accountMenu(page).isVisible()).toBe(true);
    await context.close();
  });

  it("edits the profile with an avatar", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/settings/profile");
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Location").fill("İzmir");
    await page.getByLabel("Biography").fill("Kara Sevda'yı üç kez izledim.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Your profile has been saved.").first().isVisible()).toBe(true);
    const me = await apiCall(context, "GET", "/api/me");
    const user = me.body?.data as { avatar: string; location: string; biography: string };
    expect(user.avatar).toMatch(/^\/media\/avatars\/.+\.webp$/);
    expect(user.location).toBe("İzmir");
    const avatar = await context.request.get(user.avatar);
    expect(avatar.headers()["content-type"]).toBe("image/webp");
    await context.close();
  });

  it("deletes the account with the password", async () => {
    const { page, context } = await openPage(browser);
    const { username } = await makeVerifiedAccount(context);
    await page.goto("/settings/delete-account");
    await page.getByLabel("Password").fill("wrong-password-1");
    await page.getByRole("button", { name: "Delete my account" }).last().click();
    await expect.poll(() => page.getByText("Incorrect Password").first().isVisible()).toBe(true);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).last().click();
    await page.waitForURL(/\/explore/);
    const gone = await apiCall(context, "GET", `/api/users/${username.toLowerCase()}`);
    expect(gone.status).toBe(404);
    await context.close();
  });
});
