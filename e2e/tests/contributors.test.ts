import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { type PageOptions, launchBrowser, openPage, seriousViolations, waitForLoaded } from "../browser.js";

/** Contributors and moderators' media (decision 0049) in the browser. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const SHOW = { slug: "sen-cal-kapimi", title: "Sen Çal Kapımı" };
const CLIP_URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

/** The video players are third-party frames: a stand-in answers for them, so no test waits on the network. */
async function stubPlayers(context: BrowserContext): Promise<void> {
  await context.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: '<!doctype html><html lang="en"><title>Player</title><body><p>Player</p></body></html>' }),
  );
}

/** `goto` (which waits for hydration, 10 s) tried twice: the first page of a cold server on a loaded machine can take longer. */
async function gotoPatiently(page: Page, path: string): Promise<void> {
  try {
    await page.goto(path, { waitUntil: "domcontentloaded", timeout: 30_000 });
  } catch {
    await page.goto(path, { waitUntil: "domcontentloaded", timeout: 30_000 });
  }
}

async function expectAccessible(page: Page, where: string): Promise<void> {
  await waitForLoaded(page);
  const violations = await seriousViolations(page);
  expect(violations.map((v) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Light and dark, desktop and phone, and Arabic (right to left) on a phone. */
const LOOKS: { name: string; options: PageOptions }[] = [
  { name: "light desktop", options: { colorScheme: "light" } },
  { name: "dark desktop", options: { colorScheme: "dark" } },
  { name: "light phone", options: { colorScheme: "light", viewport: { width: 390, height: 844 } } },
  { name: "dark phone", options: { colorScheme: "dark", viewport: { width: 390, height: 844 } } },
  { name: "Arabic phone", options: { colorScheme: "light", viewport: { width: 390, height: 844 }, cookies: { dz_locale: "ar" } } },
];

async function pageInLook(look: (typeof LOOKS)[number], as: BrowserContext): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await openPage(browser, look.options);
  await stubPlayers(context);
  page.setDefaultTimeout(20_000);
  await context.addCookies((await as.cookies()).filter((c) => c.name !== "dz_locale"));
  return { page, context };
}

describe("contributors in the browser", () => {
  it("a fan asks to help through the join modal, staff accept, and the new moderator adds a clip and a song (the music modal)", { timeout: 120_000 }, async () => {
    const fan = await openPage(browser);
    await stubPlayers(fan.context);
    fan.page.setDefaultTimeout(20_000);
    const fanAccount = await makeVerifiedAccount(fan.context);

    // The join modal: what they can help with and a note; then their pending request.
    await gotoPatiently(fan.page, `/shows/${SHOW.slug}`);
    await fan.page.getByRole("button", { name: "Help keep this page" }).click();
    const join = fan.page.getByRole("dialog", { name: `Help keep ${SHOW.title}` });
    await join.getByRole("button", { name: "Send request" }).click();
    await join.getByText("Choose at least one thing you can help with.").waitFor();
    await join.getByRole("checkbox", { name: "Music" }).check();
    await join.getByRole("checkbox", { name: "Clips" }).check();
    await join.getByLabel("A short note").fill("Her bölümü iki kez izliyorum.");
    await join.getByRole("button", { name: "Send request" }).click();
    await join.getByText(/Your request was sent on/).waitFor();
    await fan.page.keyboard.press("Escape");

    // Staff find it on the moderation page and accept it.
    const staff = await openPage(browser);
    staff.page.setDefaultTimeout(20_000);
    await makeVerifiedAccount(staff.context, { email: "staff-contrib@example.test" });
    await gotoPatiently(staff.page, "/moderation");
    await staff.page.locator("#contributor-requests-title").waitFor();
    await staff.page.getByText("Her bölümü iki kez izliyorum.").waitFor();
    await staff.page.getByRole("button", { name: `Accept ${fanAccount.username} for ${SHOW.title}` }).click();
    await staff.page.getByText(`${fanAccount.username} now helps keep ${SHOW.title}.`).waitFor();

    // The fan, now a moderator of the show, adds a clip: an embedded player that does not play by itself.
    await gotoPatiently(fan.page, `/shows/${SHOW.slug}`);
    await fan.page.getByRole("heading", { name: "Add a clip" }).waitFor();
    await fan.page.getByLabel("Clip title").fill("Eda ve Serkan: ilk karşılaşma");
    await fan.page.getByLabel("Video link").fill("https://example.com/not-a-video");
    await fan.page.getByRole("button", { name: "Add clip" }).click();
    await fan.page.getByText("Use a link to a video on YouTube, Vimeo, Dailymotion or TikTok.").waitFor();
    await fan.page.getByLabel("Video link").fill(CLIP_URL);
    await fan.page.getByRole("button", { name: "Add clip" }).click();
    const player = fan.page.locator('iframe[title="Clip: Eda ve Serkan: ilk karşılaşma"]');
    await player.waitFor();
    expect(await player.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");

    // The music modal: the sample songs, marked as such, and a new song that plays on demand.
    await fan.page.getByRole("button", { name: "Soundtrack" }).click();
    const music = fan.page.getByRole("dialog", { name: `Soundtrack of ${SHOW.title}` });
    await music.getByText("Sen Çal Kapımı (Jenerik)").waitFor();
    expect(await music.getByText("Sample data").count()).toBeGreaterThan(0);
    await music.getByLabel("Song title").fill("Aşk Bir Rüya");
    await music.getByLabel("Artist").fill("Orkestra");
    await music.getByLabel("Video link").fill(CLIP_URL);
    await music.getByRole("button", { name: "Add song" }).click();
    await music.getByRole("button", { name: "Play Aşk Bir Rüya" }).click();
    await music.locator('iframe[title="Aşk Bir Rüya by Orkestra"]').waitFor();

    // A visitor sees the clip and the songs, without the forms.
    const visitor = await openPage(browser);
    await stubPlayers(visitor.context);
    await gotoPatiently(visitor.page, `/shows/${SHOW.slug}`);
    await visitor.page.locator('iframe[title="Clip: Eda ve Serkan: ilk karşılaşma"]').waitFor();
    expect(await visitor.page.getByRole("heading", { name: "Add a clip" }).count()).toBe(0);
    for (const made of [fan, staff, visitor]) await made.context.close();
  });

  it("has no serious accessibility violation on the join and music modals, the clips and the staff's requests, in every look", { timeout: 240_000 }, async () => {
    const fan = await openPage(browser);
    await makeVerifiedAccount(fan.context);
    const staff = await openPage(browser);
    await makeVerifiedAccount(staff.context, { email: "staff-contrib-a11y@example.test" });
    const show = (await apiCall(fan.context, "GET", `/api/shows/${SHOW.slug}`)).body as { data: { id: number } };
    // A pending request of another fan, so that the staff's list has a row.
    const other = await openPage(browser);
    await makeVerifiedAccount(other.context);
    await apiCall(other.context, "POST", `/api/shows/${show.data.id}/contributor-requests`, { areas: ["images", "watch"], note: "Görselleri ben eklerim." });

    for (const look of LOOKS) {
      const asFan = await pageInLook(look, fan.context);
      await asFan.page.goto(`/shows/${SHOW.slug}`);
      await asFan.page.locator('button[aria-haspopup="dialog"]').first().waitFor();
      await expectAccessible(asFan.page, `${look.name} show page with clips`);
      await asFan.page.locator('button[aria-haspopup="dialog"]').nth(1).click();
      await asFan.page.getByRole("dialog").locator("form").waitFor();
      await expectAccessible(asFan.page, `${look.name} join modal`);
      await asFan.page.keyboard.press("Escape");
      await asFan.page.locator('button[aria-haspopup="dialog"]').first().click();
      await asFan.page.getByRole("dialog").locator("ol, p").first().waitFor();
      await expectAccessible(asFan.page, `${look.name} music modal`);
      await asFan.context.close();

      const asStaff = await pageInLook(look, staff.context);
      await asStaff.page.goto("/moderation");
      await asStaff.page.locator("#contributor-requests-title").waitFor();
      await asStaff.page.getByText("Görselleri ben eklerim.").first().waitFor();
      await expectAccessible(asStaff.page, `${look.name} contributor requests`);
      await asStaff.context.close();
    }
    for (const made of [fan, staff, other]) await made.context.close();
  });
});
