import { afterAll, beforeAll, it } from "vitest";
import type { Browser } from "playwright-core";
import { apiCall, makeVerifiedAccount, uniqueName } from "../accounts.js";
import { launchBrowser, openPage } from "../browser.js";
import { createPost, makePoster, pollFields } from "../wall-fixtures.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

it("screenshots", async () => {
  const { context, page } = await openPage(browser);
  const me = await makePoster(context);
  const tag = `dizi${uniqueName("").replace(/\d/g, "k")}`;
  const show = (await apiCall(context, "GET", "/api/shows/ask-i-memnu")).body?.data as { id: number };
  const similar = (await apiCall(context, "GET", "/api/shows/ezel")).body?.data as { id: number };
  const long = "Bu dizi hakkında söyleyecek çok şeyim var. ".repeat(10);
  await createPost(context, { type: "post", content: `${long} #${tag}` });
  await createPost(context, { type: "post", content: `Bu bölümde herkes ağladı #${tag}`, spoilers: true });
  await createPost(context, pollFields(`En iyi final hangisi? #${tag}`, ["Ezel", "Kara Sevda", "Aşk-ı Memnu"]));
  await createPost(context, { type: "ask", content: `Bana bir dizi önerin #${tag}` });
  await createPost(context, { type: "recommend", content: `İkisi de intikam hikâyesi #${tag}`, show_id: show.id, similar_id: similar.id });
  const checkin = await createPost(context, { type: "check_in", show_id: show.id, properties: { season: 1, episode: 2 } });
  await apiCall(context, "POST", `/api/wall/${checkin.id}/pin`);
  for (const [path, name] of [["/community", "community"], [`/user/${me.slug}/wall`, "wall"], [`/hashtag/${tag}`, "hashtag"], [checkin.url, "single"]] as const) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  }
  const dark = await openPage(browser, { colorScheme: "dark", viewport: { width: 390, height: 844 } });
  await makeVerifiedAccount(dark.context);
  await dark.page.goto("/community");
  await dark.page.waitForLoadState("networkidle");
  await dark.page.screenshot({ path: "/tmp/shot-phone-dark.png", fullPage: true });
  await dark.page.evaluate(() => localStorage.setItem("dz-locale", "ar"));
  await dark.page.goto(`/user/${me.slug}/wall`);
  await dark.page.waitForLoadState("networkidle");
  await dark.page.screenshot({ path: "/tmp/shot-phone-ar.png", fullPage: true });
}, 120_000);
