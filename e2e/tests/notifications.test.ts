import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { type AxeViolation, launchBrowser, openPage, seriousViolations } from "../browser.js";
import { createPost, makePoster } from "../wall-fixtures.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const label = (where: string) => (v: AxeViolation) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;

/** axe on one part of the page (the bell's panel). */
async function violationsIn(page: Page, part: Locator, where: string): Promise<string[]> {
  await seriousViolations(page); // loads axe-core into the page
  const violations = await part.evaluate(async (element) => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(element, { resultTypes: ["violations"] })).violations;
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map(label(where));
}

async function userId(context: BrowserContext): Promise<number> {
  return ((await apiCall(context, "GET", "/api/me")).body?.data as { id: number }).id;
}

/** The bell names its unread count to screen readers; the dot is only drawn. */
const bell = (page: Page, name: string | RegExp) => page.getByRole("button", { name });

describe("notifications in the browser", () => {
  it("another user follows the signed-in user: the bell lights up without a reload, the page lists it and a click reads it", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    const followedId = await userId(context);
    await page.goto("/explore");
    await bell(page, "Notifications").waitFor();
    expect(await page.getByTestId("unread-dot").count()).toBe(0);

    const other = await browser.newContext({ baseURL: inject("baseUrl") });
    const { username: followerName } = await makeVerifiedAccount(other);
    const followed = await apiCall(other, "POST", `/api/users/${followedId}/follow`);
    expect([200, 201]).toContain(followed.status);

    // No reload: the stream brings it.
    await bell(page, "Notifications, 1 unread").waitFor();
    await page.getByTestId("unread-dot").waitFor();
    await bell(page, "Notifications, 1 unread").click();
    const panel = page.getByRole("region", { name: "Notifications" });
    const item = panel.getByRole("link", { name: /started following you/ });
    await item.waitFor();
    expect(await item.textContent()).toContain("Unread");
    expect(await violationsIn(page, panel, "bell panel")).toEqual([]);
    await panel.getByRole("link", { name: "View all notifications" }).click();

    await page.waitForURL("**/notifications");
    const entry = page.getByRole("main").getByRole("link", { name: /started following you/ });
    await entry.waitFor();
    expect((await seriousViolations(page)).map(label("/notifications"))).toEqual([]);
    await entry.click();
    await page.waitForURL(`**/user/${followerName.toLowerCase()}`);
    await bell(page, "Notifications").waitFor();
    await page.goBack();
    await entry.waitFor();
    expect(await entry.textContent()).not.toContain("Unread");
    await other.close();
    await context.close();
  });

  it("likes of a post are one notification in the bell, updated live: “X and 1 other liked your post”, opening the post", async () => {
    const { page, context } = await openPage(browser);
    const author = await makePoster(context);
    const post = await createPost(context, { type: "post", content: "Finali izleyen var mı?" });
    await page.goto("/explore");
    await bell(page, "Notifications").waitFor();

    const fans = [await browser.newContext({ baseURL: inject("baseUrl") }), await browser.newContext({ baseURL: inject("baseUrl") })];
    for (const fan of fans) {
      await makeVerifiedAccount(fan);
      expect((await apiCall(fan, "POST", "/api/like-item", { type: "post", id: post.id })).status).toBe(200);
    }
    await bell(page, "Notifications, 1 unread").waitFor();
    await bell(page, "Notifications, 1 unread").click();
    const panel = page.getByRole("region", { name: "Notifications" });
    const item = panel.getByRole("link", { name: /and 1 other liked your post “Finali izleyen var mı\?”/ });
    await item.waitFor();
    expect(await panel.getByRole("link", { name: /liked your post/ }).count()).toBe(1);
    await item.click();
    await page.waitForURL(`**${post.url}`);
    expect(page.url()).toContain(`/user/${author.slug}/wall/`);
    for (const fan of fans) await fan.close();
    await context.close();
  });

  const looks = [
    { name: "light, desktop, English", colorScheme: "light", viewport: { width: 1280, height: 900 }, locale: "en" },
    { name: "dark, desktop, English", colorScheme: "dark", viewport: { width: 1280, height: 900 }, locale: "en" },
    { name: "light, phone, Arabic", colorScheme: "light", viewport: { width: 390, height: 844 }, locale: "ar" },
    { name: "dark, phone, Arabic", colorScheme: "dark", viewport: { width: 390, height: 844 }, locale: "ar" },
  ] as const;
  it.each(looks)("the bell's panel and the notifications page, empty, have no violations ($name)", async ({ colorScheme, viewport, locale }) => {
    const { page, context } = await openPage(browser, { colorScheme, viewport });
    await makeVerifiedAccount(context);
    await page.goto("/explore");
    await page.evaluate((l) => { document.cookie = `dz_locale=${l}; path=/`; }, locale);
    await page.goto("/notifications");
    const title = locale === "ar" ? "الإشعارات" : "Notifications";
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText(locale === "ar" ? "لا توجد إشعارات بعد" : "No notifications yet").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === "ar" ? "rtl" : "ltr");
    expect((await seriousViolations(page)).map(label("/notifications"))).toEqual([]);

    await page.getByRole("button", { name: title }).click();
    const panel = page.getByRole("region", { name: title });
    await panel.getByText(locale === "ar" ? "لا توجد إشعارات بعد" : "No notifications yet").waitFor();
    expect(await violationsIn(page, panel, "bell panel")).toEqual([]);
    // The panel fits the screen and closes with Escape, focus back on the bell.
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("notification-bell");
    await context.close();
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the installable app", () => {
  it("has a manifest with name, start address, theme colour and every icon size, each one served", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/explore");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await context.request.get(href!);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Dizilog", short_name: "Dizilog", display: "standalone", theme_color: "#b91c1c", scope: "/" });
    expect(manifest.start_url.startsWith("/")).toBe(true);
    const sizes = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes("any")).toEqual(expect.arrayContaining(["48x48", "72x72", "96x96", "128x128", "144x144", "152x152", "192x192", "256x256", "384x384", "512x512"]));
    expect(sizes("maskable")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const res = await context.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
      const { width, height } = pngSize(await res.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect(pngSize(await (await context.request.get(apple!)).body())).toEqual({ width: 180, height: 180 });
    await context.close();
  });

  it("registers the service worker, which keeps the shell for the next visit and answers offline with the offline page", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/explore");
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toMatch(/\/sw\.js$/);
    const sw = await context.request.get("/sw.js");
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const shell = names.find((n) => n.startsWith("dz-shell-"));
      if (!shell) return { names, files: [] as string[] };
      const keys = await (await caches.open(shell)).keys();
      return { names, files: keys.map((request) => new URL(request.url).pathname) };
    });
    expect(cached.files).toEqual(expect.arrayContaining(["/offline.html", "/icons/icon-192.png"]));
    expect(cached.files.some((f) => /^\/assets\/vendor-.*\.js$/.test(f))).toBe(true);
    expect(cached.files.some((f) => f.startsWith("/api/"))).toBe(false);

    // A return visit: the shell's scripts come from the worker's cache, not the network.
    const vendor = page.waitForResponse((r) => /\/assets\/vendor-.*\.js$/.test(r.url()));
    await page.reload();
    expect((await vendor).fromServiceWorker()).toBe(true);
    await page.getByRole("heading", { level: 1 }).first().waitFor();

    // No network: a page answers with the offline page, which offers to try again.
    await context.setOffline(true);
    await page.goto("/calendar");
    await page.getByRole("heading", { name: "You're offline" }).waitFor();
    expect(await page.getByRole("link", { name: "Try again" }).isVisible()).toBe(true);
    expect((await seriousViolations(page)).map(label("offline page"))).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });

  it("/mobile offers the browser's install where it can, and the Home Screen steps on an iPhone", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/mobile");
    const card = page.getByRole("region", { name: "Install the app" });
    await card.getByText(/open your browser's menu/).waitFor();
    // Chromium's offer (beforeinstallprompt) comes when it deems the site installable; the test plays it.
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
    });
    await card.getByRole("button", { name: "Install Dizilog" }).click();
    await card.getByText("Dizilog is installed on this device").waitFor();
    await context.close();

    const iphone = await browser.newContext({
      baseURL: inject("baseUrl"),
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      viewport: { width: 390, height: 844 },
    });
    const phone = await iphone.newPage();
    await phone.goto("/mobile");
    const steps = phone.getByRole("region", { name: "Install the app" }).getByRole("listitem");
    await expect.poll(() => steps.allTextContents()).toEqual([
      "Open this page in Safari.",
      "Tap the Share button.",
      "Choose “Add to Home Screen”.",
      "Tap “Add”: Dizilog then opens from its icon like any app.",
    ]);
    await iphone.close();
  });
});
