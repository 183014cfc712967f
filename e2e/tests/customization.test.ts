import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readableAccent } from "@dizilog/shared/accent";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

/*
 * Profile customization (decision 0054): a Pro member (staff have Pro's entitlements) sets an accent
 * colour and uploads a cover in Settings › Profile and sees both on the profile, in the readable
 * variant of each theme; a free member is offered Pro. axe on the settings section and on the
 * customized profile in light and dark, on a phone and a desktop, and in Arabic.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const PHONE = { width: 390, height: 844 };
/** Yellow: too light for white, so the light theme shows a darker variant and the dark theme the colour itself. */
const ACCENT = "#facc15";

/** A real 1600 × 600 PNG (a gradient). */
async function coverPng(): Promise<Buffer> {
  const width = 1600;
  const height = 600;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) raw.set([(i % width) % 256, Math.floor(i / width) % 256, 120], i * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
const nameColour = (page: Page) => page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).color);
/** The cover's natural width once loaded (0 before), and its drawn height over its width. */
const coverState = (page: Page, name: string) =>
  page.getByRole("img", { name }).evaluate((img: HTMLImageElement) => ({ loaded: img.complete ? img.naturalWidth : 0, ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height }));

describe("profile customization in the browser", () => {
  it("a Pro member sets an accent colour and a cover, and the profile shows them in both themes", async () => {
    const { page, context, baseUrl } = await openPage(browser);
    const { username } = await makeVerifiedAccount(context, { email: "staff-custom@example.test" });
    await page.goto("/settings/profile");
    const section = page.locator("#customization");
    await section.getByRole("heading", { name: "Customization", level: 2 }).waitFor();

    // The colour: typed as a code (the native picker follows), previewed, saved.
    await section.getByLabel("Color code").fill(ACCENT);
    expect(await section.getByLabel("Pick a color").inputValue()).toBe(ACCENT);
    await section.getByRole("button", { name: "Save color" }).click();
    await page.getByText("Your accent color has been saved.").waitFor();
    await section.getByRole("button", { name: "Remove color" }).waitFor();

    // The cover: chosen, previewed, uploaded.
    await section.getByLabel("Choose a cover image").setInputFiles({ name: "kapak.png", mimeType: "image/png", buffer: await coverPng() });
    await section.getByRole("img", { name: "Preview of your new cover image" }).waitFor();
    await section.getByRole("button", { name: "Upload cover" }).click();
    await page.getByText("Your cover image has been saved.").waitFor();
    await expect.poll(async () => (await coverState(page, "Your current cover image")).loaded).toBeGreaterThan(0);
    await waitForLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);

    const me = (await apiCall(context, "GET", "/api/me")).body?.data as { accent_color: string; cover: string; url: string; name: string };
    expect(me.accent_color).toBe(ACCENT);
    expect(me.cover).toMatch(/^\/media\/covers\/\d+\/[a-z0-9]+\/1500\.webp$/);
    expect(me.url).toBe(`/user/${username.toLowerCase()}`);
    const { light, dark } = readableAccent(ACCENT);
    expect(light).not.toBe(ACCENT);

    // The profile, light theme, desktop: the cover at the top (3:1, space reserved), the name in the light variant.
    const coverName = `Cover image of ${me.name}`;
    await page.goto(me.url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const reserved = await coverState(page, coverName);
    expect(reserved.ratio).toBeCloseTo(3, 1);
    await expect.poll(async () => (await coverState(page, coverName)).loaded).toBeGreaterThan(0);
    expect(await nameColour(page)).toBe(rgb(light));
    await waitForLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Dark theme on a phone: the dark variant (here the colour itself).
    // The theme follows the system until chosen (public/theme-init.js); the cookie is what the server draws with.
    await context.addCookies([{ name: "dz_theme", value: "dark", url: baseUrl }]);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize(PHONE);
    await page.goto(me.url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await nameColour(page)).toBe(rgb(dark));
    await expect.poll(async () => (await coverState(page, coverName)).loaded).toBeGreaterThan(0);
    await waitForLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Arabic, dark, desktop: right to left, the settings section and the profile.
    await context.addCookies([{ name: "dz_locale", value: "ar", url: baseUrl }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/settings/profile");
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await page.locator("#customization h2").waitFor();
    await waitForLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(me.url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await nameColour(page)).toBe(rgb(dark));
    await waitForLoaded(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("a free member is shown what customization is and gets the Pro modal", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await makeVerifiedAccount(context);
    await page.goto("/settings/profile");
    const section = page.locator("#customization");
    await section.getByRole("heading", { name: "Customization", level: 2 }).waitFor();
    expect(await section.getByLabel("Color code").count()).toBe(0);
    await section.getByRole("button", { name: "See what Pro unlocks" }).click();
    const dialog = page.getByRole("dialog", { name: "A Pro feature" });
    await dialog.waitFor();
    expect(await dialog.locator("[data-pro-referrer]").getAttribute("data-pro-referrer")).toBe("customization");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Not now" }).click();
    // The API agrees: a free member's colour is refused with pro_required.
    const refused = await apiCall(context, "POST", "/api/me/customization", { accent_color: ACCENT });
    expect(refused.status).toBe(403);
    expect(refused.body?.code).toBe("pro_required");
    await context.close();
  });
});
