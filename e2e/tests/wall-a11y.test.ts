import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount, uniqueName } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations } from "../browser.js";
import { type CreatedPost, type Poster, createPost, makePoster, pollFields } from "../wall-fixtures.js";

/*
 * axe-core on every screen of the wall (issue 10): /community, /hashtag/{tag}, a user's wall and a
 * single post, with a post of every type on them, in light and dark, on a desktop and a phone,
 * and in Arabic (right to left).
 */

let browser: Browser;
let author: Poster;
let tag: string;
let single: CreatedPost;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context } = await openPage(browser);
  author = await makePoster(context);
  tag = `dizi${uniqueName("").replace(/\d/g, "k")}`;
  const show = (await apiCall(context, "GET", "/api/shows/ask-i-memnu")).body?.data as { id: number };
  const similar = (await apiCall(context, "GET", "/api/shows/ezel")).body?.data as { id: number };
  single = await createPost(context, { type: "post", content: `Kara Sevda'yı bitirdim #${tag} — spoiler yok, söz.` });
  await createPost(context, { type: "post", content: `Bu bölümde herkes ağladı #${tag}`, spoilers: true });
  await createPost(context, pollFields(`En iyi final hangisi? #${tag}`, ["Ezel", "Kara Sevda"]));
  await createPost(context, { type: "ask", content: `Bana bir dizi önerin #${tag}` });
  await createPost(context, { type: "recommend", content: `İkisi de intikam hikâyesi #${tag}`, show_id: show.id, similar_id: similar.id });
  await createPost(context, { type: "check_in", show_id: show.id, properties: { season: 1, episode: 2 } });
  await apiCall(context, "POST", "/api/comments/add", { type: "post", id: single.id, content: "Ben de bitirdim!" });
  await context.close();
});
afterAll(async () => browser.close());

const screens = () => ["/community", `/hashtag/${tag}`, `/user/${author.slug}/wall`, single.url];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // The skeletons are gone and the feed (or the single post) is there.
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label]') && document.querySelector("article"), undefined, { timeout: 10_000 });
}

const label = (path: string) => (v: { id: string; help: string; nodes: { target: string[] }[] }) => `${path} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;

describe("accessibility of the wall (axe-core): no serious or critical violation", () => {
  const cases = [
    { scheme: "light", viewport: { width: 1280, height: 900 }, device: "desktop" },
    { scheme: "dark", viewport: { width: 1280, height: 900 }, device: "desktop" },
    { scheme: "light", viewport: { width: 390, height: 844 }, device: "phone" },
    { scheme: "dark", viewport: { width: 390, height: 844 }, device: "phone" },
  ] as const;

  for (const { scheme, viewport, device } of cases) {
    it(`every wall screen, signed in and as a visitor, ${scheme} on a ${device}`, async () => {
      const problems: string[] = [];
      const visitor = await openPage(browser, { colorScheme: scheme, viewport });
      const member = await openPage(browser, { colorScheme: scheme, viewport });
      await makeVerifiedAccount(member.context);
      for (const { page } of [visitor, member]) {
        for (const path of screens()) {
          await page.goto(path);
          await settle(page);
          problems.push(...(await seriousViolations(page)).map(label(path)));
        }
      }
      expect(problems).toEqual([]);
      await visitor.context.close();
      await member.context.close();
    }, 90_000);
  }

  it("every wall screen in Arabic, right to left, on a phone", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await makeVerifiedAccount(context);
    await page.goto("/community");
    await page.evaluate(() => { document.cookie = "dz_locale=ar; path=/"; });
    const problems: string[] = [];
    for (const path of screens()) {
      await page.goto(path);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      problems.push(...(await seriousViolations(page)).map(label(path)));
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
