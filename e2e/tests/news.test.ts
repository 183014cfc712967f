import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVerifiedAccount } from "../accounts.js";
import { type PageOptions, launchBrowser, openPage, seriousViolations } from "../browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The demo catalog's sample articles (apps/server/src/seed/demo-news.ts). */
const SAMPLE = { slug: "yali-capkini-and-kurulus-osman-lead-the-autumn-season", title: "Yalı Çapkını and Kuruluş: Osman lead the autumn season" };
const TURKISH_SAMPLE = { slug: "kara-sevda-dizinin-unutulmaz-sahneleri", title: "Kara Sevda: dizinin unutulmaz sahneleri" };

const block = (page: Page) => page.getByRole("region", { name: /^(Comments|التعليقات)/ });

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations.map((v) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

describe("news in the browser", () => {
  it("draws /news on the server: the sample articles, marked as sample, with their links", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    const res = await page.goto("/news");
    expect(res?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "News" }).waitFor();
    const link = page.getByRole("link", { name: SAMPLE.title });
    expect(await link.getAttribute("href")).toBe(`/news/${SAMPLE.slug}`);
    expect(await page.getByText(/^Sample: Sample data/).count()).toBeGreaterThanOrEqual(3);
    expect(await page.title()).toMatch(/^News · /);
    await context.close();
  });

  it("filters by language in the URL", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/news");
    await page.getByLabel("Article language").selectOption("tr");
    await page.waitForURL(/\?language=tr$/);
    await page.getByRole("link", { name: TURKISH_SAMPLE.title }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: SAMPLE.title }).count()).toBe(0);
    await context.close();
  });

  it("shows an article drawn on the server, with its head, and lets a member post a comment under it", async () => {
    const visitor = await openPage(browser, { javaScriptEnabled: false });
    await visitor.page.goto(`/news/${SAMPLE.slug}`);
    await visitor.page.getByRole("heading", { level: 1, name: SAMPLE.title }).waitFor();
    const head = await visitor.page.evaluate(() => ({
      type: document.querySelector('meta[property="og:type"]')?.getAttribute("content"),
      published: document.querySelector('meta[property="article:published_time"]')?.getAttribute("content"),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? "{}") as { "@type": string }),
    }));
    expect(head.type).toBe("article");
    expect(head.published).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(head.jsonLd.map((d) => d["@type"])).toContain("NewsArticle");
    // The article's shows link to their pages.
    expect(await visitor.page.getByRole("link", { name: "Yalı Çapkını" }).first().getAttribute("href")).toBe("/shows/yali-capkini");
    await visitor.context.close();

    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto(`/news/${SAMPLE.slug}`);
    const composer = block(page).getByRole("textbox", { name: "Write a comment" });
    await composer.fill("Harika bir sezon olacak!");
    await block(page).getByRole("button", { name: "Post comment" }).click();
    await block(page).getByRole("article").filter({ hasText: "Harika bir sezon olacak!" }).waitFor();
    await context.close();
  });

  it("lists a show's news on its page", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/shows/yali-capkini");
    const section = page.getByRole("region", { name: "News" });
    await section.getByRole("link", { name: SAMPLE.title }).waitFor();
    await context.close();
  });

  it("lets staff write an article with a server preview, which then appears in /news; others get not found", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context, { email: "staff-news@example.test" });
    await page.goto("/admin/news/new");
    await page.getByRole("heading", { level: 1, name: "New article" }).waitFor();
    await page.getByLabel("Title").fill("Yeni dizi duyuruldu");
    await page.getByLabel("Article language").selectOption("tr");
    await page.getByLabel(/^Text \(Markdown\)/).fill("**Büyük** haber! <script>alert(1)</script> [x](javascript:alert(1))");
    await page.getByRole("button", { name: "Show preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await preview.locator("strong", { hasText: "Büyük" }).waitFor();
    expect(await preview.locator("script").count()).toBe(0);
    expect(await preview.locator("a").count()).toBe(0);
    await expectNoSeriousViolations(page, "editor");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/admin\/news\/\d+$/);
    await page.getByRole("heading", { level: 1, name: "Edit article" }).waitFor();
    await page.goto("/news");
    await page.getByRole("link", { name: "Yeni dizi duyuruldu" }).waitFor();
    await context.close();

    const fan = await openPage(browser);
    await makeVerifiedAccount(fan.context);
    await fan.page.goto("/admin/news");
    await fan.page.getByRole("heading", { level: 1 }).filter({ hasText: /not found|Page not found/i }).first().waitFor();
    await fan.context.close();
  });

  const VARIANTS: { name: string; options: PageOptions }[] = [
    { name: "light desktop", options: { colorScheme: "light" } },
    { name: "dark desktop", options: { colorScheme: "dark", cookies: { dz_theme: "dark" } } },
    { name: "light phone", options: { colorScheme: "light", viewport: { width: 390, height: 844 } } },
    { name: "dark phone", options: { colorScheme: "dark", cookies: { dz_theme: "dark" }, viewport: { width: 390, height: 844 } } },
    { name: "Arabic", options: { locale: "ar", cookies: { dz_locale: "ar" } } },
  ];

  it.each(VARIANTS)("has no serious axe violations on /news and an article ($name)", async ({ name, options }) => {
    const { page, context } = await openPage(browser, options);
    for (const path of ["/news", `/news/${SAMPLE.slug}`]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      if (path !== "/news") await block(page).waitFor();
      if (name === "Arabic") expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      await expectNoSeriousViolations(page, `${name} ${path}`);
    }
    await context.close();
  });
});
