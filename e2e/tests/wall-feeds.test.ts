import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount, uniqueName } from "../accounts.js";
import { launchBrowser, openPage } from "../browser.js";
import { createPost, follow, makePoster, pollFields, postCard, postMenu } from "../wall-fixtures.js";

/*
 * The wall's feeds and post cards in the browser (issue 10): polls, asks with suggestions,
 * hashtags with Turkish letters, pinning, hiding with undo, the following stream and the single
 * post page with its comments. Posts are made through the API; the form has its own tests.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

interface Session {
  page: Page;
  context: BrowserContext;
}

async function session(): Promise<Session> {
  return openPage(browser);
}

/** The feed of the page (role="feed"). */
const feedOf = (page: Page) => page.getByRole("feed");

describe("the wall in the browser", () => {
  it("votes in a poll and sees the results; a hidden poll only thanks the voter", async () => {
    const author = await session();
    await makePoster(author.context);
    const open = await createPost(author.context, pollFields("Final bölümü nasıldı?", ["Muhteşem", "Hayal kırıklığı"]));
    const hidden = await createPost(author.context, pollFields("Kim kazanır?", ["Nihan", "Kemal"], true));

    const voter = await session();
    await makeVerifiedAccount(voter.context);
    await voter.page.goto(open.url);
    const card = postCard(voter.page, "Final bölümü nasıldı?");
    await card.getByRole("button", { name: "Muhteşem" }).click();
    await card.getByText("Your vote").waitFor();
    await card.getByText("100%").waitFor();
    await card.getByText("1 vote", { exact: false }).waitFor();
    expect(await card.getByRole("button", { name: "Hayal kırıklığı" }).count()).toBe(0);

    await voter.page.goto(hidden.url);
    const hiddenCard = postCard(voter.page, "Kim kazanır?");
    await hiddenCard.getByRole("button", { name: "Kemal" }).click();
    await hiddenCard.getByText("Thank you for voting!").waitFor();
    expect(await hiddenCard.getByText("%").count()).toBe(0);

    // A visitor sees an open poll's results and is offered to log in to vote.
    const visitor = await session();
    await visitor.page.goto(open.url);
    const seen = postCard(visitor.page, "Final bölümü nasıldı?");
    await seen.getByText("100%").waitFor();
    await seen.getByRole("button", { name: "Log in to vote" }).click();
    await visitor.page.getByRole("dialog", { name: "Log in" }).waitFor();
    for (const s of [author, voter, visitor]) await s.context.close();
  });

  it("suggests a show on an ask, and the asker likes the suggestion", async () => {
    const asker = await session();
    await makePoster(asker.context);
    const ask = await createPost(asker.context, { type: "ask", content: "Aşk-ı Memnu'yu bitirdim, sırada ne izlemeliyim?" });

    // The ask's author may not suggest on it.
    await asker.page.goto(ask.url);
    const own = postCard(asker.page, "sırada ne izlemeliyim");
    await own.getByText("No suggestions yet.").waitFor();
    expect(await own.getByRole("button", { name: "Make a suggestion" }).count()).toBe(0);

    const fan = await session();
    await makeVerifiedAccount(fan.context);
    await fan.page.goto(ask.url);
    const card = postCard(fan.page, "sırada ne izlemeliyim");
    await card.getByRole("button", { name: "Make a suggestion" }).click();
    await card.getByRole("searchbox", { name: "Which show do you suggest?" }).fill("Kara Sevda");
    await card.getByRole("button", { name: /Kara Sevda/ }).first().click();
    await fan.page.getByText("You suggested Kara Sevda.").waitFor();
    await card.getByRole("link", { name: "Kara Sevda" }).waitFor();
    await card.getByText("1 suggestion").waitFor();

    await asker.page.reload();
    const like = postCard(asker.page, "sırada ne izlemeliyim").getByRole("button", { name: "Like the suggestion Kara Sevda" });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => like.textContent()).toContain("1");
    // The asker is among the likers after a reload (the top likers come from the server).
    await asker.page.reload();
    await postCard(asker.page, "sırada ne izlemeliyim").getByRole("list", { name: "Liked by" }).waitFor();
    for (const s of [asker, fan]) await s.context.close();
  });

  it("lists a post on the page of its hashtag with Turkish letters", async () => {
    const author = await session();
    await makePoster(author.context);
    const tag = `Şölen${uniqueName("").replace(/\d/g, "x")}`;
    const post = await createPost(author.context, { type: "post", content: `Bu akşam İstanbul'da #${tag} var!` });

    const reader = await session();
    await reader.page.goto(post.url);
    const folded = tag.toLocaleLowerCase("tr");
    await postCard(reader.page, "Bu akşam").getByRole("link", { name: `#${tag}` }).click();
    await reader.page.waitForURL((url) => decodeURIComponent(url.pathname) === `/hashtag/${folded}`);
    await reader.page.getByRole("heading", { level: 1, name: `#${folded}` }).waitFor();
    await feedOf(reader.page).getByRole("article").filter({ hasText: "Bu akşam İstanbul'da" }).waitFor();
    // Typed with capitals, the same page.
    await reader.page.goto(`/hashtag/${encodeURIComponent(tag.toLocaleUpperCase("tr"))}`);
    await feedOf(reader.page).getByRole("article").filter({ hasText: "Bu akşam İstanbul'da" }).waitFor();
    // No post form on a hashtag page, and an unknown tag has the stream's own empty text.
    expect(await reader.page.getByRole("region", { name: /post form/i }).count()).toBe(0);
    await reader.page.goto(`/hashtag/yokboyle${uniqueName("").replace(/\d/g, "q")}`);
    await reader.page.getByText(/^No posts with #yokboyle/).waitFor();
    for (const s of [author, reader]) await s.context.close();
  });

  it("pins a post: it comes first on the wall, marked Pinned", async () => {
    const author = await session();
    const me = await makePoster(author.context);
    await createPost(author.context, { type: "post", content: "İlk yazım: Ezel'i yeniden izliyorum." });
    await createPost(author.context, { type: "post", content: "İkinci yazım: Kuzey Güney başladı." });

    await author.page.goto(`/user/${me.slug}/wall`);
    const feed = feedOf(author.page);
    await expect.poll(() => feed.getByRole("article").first().textContent()).toContain("İkinci yazım");
    await postMenu(author.page, "İlk yazım", "Pin to my wall");
    await author.page.getByText("The post is pinned to your wall.").waitFor();
    await expect.poll(() => feed.getByRole("article").first().textContent()).toContain("İlk yazım");
    expect(await feed.getByRole("article").first().textContent()).toContain("Pinned");

    // Everyone sees it first; another user's post cannot be pinned by them (no menu entry).
    const visitor = await session();
    await visitor.page.goto(`/user/${me.slug}/wall`);
    await expect.poll(() => feedOf(visitor.page).getByRole("article").first().textContent()).toContain("İlk yazım");

    await postMenu(author.page, "İlk yazım", "Unpin");
    await author.page.getByText("The post is no longer pinned.").waitFor();
    await expect.poll(() => feed.getByRole("article").first().textContent()).toContain("İkinci yazım");
    for (const s of [author, visitor]) await s.context.close();
  });

  it("hides a post with undo, and a hidden post stays hidden after a reload", async () => {
    const author = await session();
    const me = await makePoster(author.context);
    await createPost(author.context, { type: "post", content: "Yalı Çapkını'nın finali beni yıktı." });
    await createPost(author.context, { type: "post", content: "Bir başka yazı kalsın." });

    const viewer = await session();
    await makeVerifiedAccount(viewer.context);
    await viewer.page.goto(`/user/${me.slug}/wall`);
    await postMenu(viewer.page, "finali beni yıktı", "Hide");
    await viewer.page.getByText("You hid this post.").waitFor();
    expect(await viewer.page.getByText("finali beni yıktı").count()).toBe(0);
    await viewer.page.getByRole("button", { name: "Undo" }).click();
    await postCard(viewer.page, "finali beni yıktı").waitFor();
    await viewer.page.reload();
    await postCard(viewer.page, "finali beni yıktı").waitFor();

    await postMenu(viewer.page, "finali beni yıktı", "Hide");
    await viewer.page.getByText("You hid this post.").waitFor();
    await viewer.page.reload();
    await postCard(viewer.page, "Bir başka yazı kalsın").waitFor();
    expect(await viewer.page.getByText("finali beni yıktı").count()).toBe(0);
    for (const s of [author, viewer]) await s.context.close();
  });

  it("shows a followed user's post in the Following stream, and not a stranger's", async () => {
    const followed = await session();
    const star = await makePoster(followed.context);
    const stranger = await session();
    await makePoster(stranger.context);

    const fan = await session();
    await makeVerifiedAccount(fan.context);
    await follow(fan.context, star.id);
    const mark = uniqueName("takip");
    await createPost(followed.context, { type: "post", content: `Takip edenler görsün ${mark}` });
    await createPost(stranger.context, { type: "post", content: `Yabancının yazısı ${mark}` });

    await fan.page.goto("/community");
    await fan.page.getByRole("link", { name: "Following" }).click();
    await fan.page.waitForURL(/\/community\?stream=following$/);
    const feed = fan.page.getByRole("feed", { name: "Posts from people you follow" });
    await feed.getByRole("article").filter({ hasText: `Takip edenler görsün ${mark}` }).waitFor();
    expect(await feed.getByText(`Yabancının yazısı ${mark}`).count()).toBe(0);
    // The global stream has both.
    await fan.page.getByRole("link", { name: "Global" }).click();
    await fan.page.getByRole("feed", { name: "Posts from everyone" }).getByRole("article").filter({ hasText: `Yabancının yazısı ${mark}` }).waitFor();
    for (const s of [followed, stranger, fan]) await s.context.close();
  });

  it("opens a single post from its card and comments on it", async () => {
    const author = await session();
    const me = await makePoster(author.context);
    const post = await createPost(author.context, { type: "post", content: "Bu sahne için ne düşünüyorsunuz?" });

    const reader = await session();
    await makeVerifiedAccount(reader.context);
    await reader.page.goto(`/user/${me.slug}/wall`);
    await postCard(reader.page, "Bu sahne için").getByRole("link", { name: "0 comments" }).click();
    await reader.page.waitForURL((url) => url.pathname === post.url);
    const comments = reader.page.getByRole("region", { name: /^Comments/ });
    await comments.getByRole("textbox", { name: "Write a comment" }).fill("Bence çok güzeldi.");
    await comments.getByRole("button", { name: "Post comment" }).click();
    await comments.getByRole("article").filter({ hasText: "Bence çok güzeldi." }).waitFor();
    // The card above counts it at once, and the count stays after a reload.
    await postCard(reader.page, "Bu sahne için").getByText("1 comment").waitFor();
    await reader.page.reload();
    await postCard(reader.page, "Bu sahne için").getByText("1 comment").waitFor();

    // A post that does not exist, or that the viewer may not see, is the not-found page.
    const hidden = await createPost(author.context, { type: "post", content: "Sadece ben.", visibility: "private" });
    await reader.page.goto(hidden.url);
    await reader.page.getByRole("heading", { level: 1, name: /not found/i }).waitFor();
    expect((await apiCall(reader.context, "GET", `/api/wall/posts/${me.slug}/${hidden.hashid}`)).status).toBe(404);
    for (const s of [author, reader]) await s.context.close();
  });

  it("likes and reacts to a post, and the other feeds follow", async () => {
    const author = await session();
    const me = await makePoster(author.context);
    const mark = uniqueName("begen");
    await createPost(author.context, { type: "post", content: `Beğenilecek yazı ${mark}` });

    const fan = await session();
    await makeVerifiedAccount(fan.context);
    await fan.page.goto("/community");
    await postCard(fan.page, mark).waitFor();
    await fan.page.goto(`/user/${me.slug}/wall`);
    const card = postCard(fan.page, mark);
    const like = card.getByRole("button", { name: /^Like Ayşe Yılmaz's post/ });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await card.getByText("1 like").waitFor();
    const amazing = card.getByRole("button", { name: "Amazing" });
    await amazing.click();
    await expect.poll(() => amazing.getAttribute("aria-pressed")).toBe("true");
    // The global stream, opened again in the same visit, shows the same state.
    await fan.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Community" }).click();
    const again = postCard(fan.page, mark);
    await expect.poll(() => again.getByRole("button", { name: /^Like Ayşe Yılmaz's post/ }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => again.getByRole("button", { name: "Amazing" }).getAttribute("aria-pressed")).toBe("true");
    for (const s of [author, fan]) await s.context.close();
  });

  it("the author edits a post in place and deletes another", async () => {
    const author = await session();
    const me = await makePoster(author.context);
    await createPost(author.context, { type: "post", content: "Yazım hatası var burda." });
    await createPost(author.context, { type: "post", content: "Bunu silecegim." });
    await author.page.goto(`/user/${me.slug}/wall`);

    await postMenu(author.page, "Yazım hatası", "Edit");
    const box = author.page.getByRole("textbox", { name: "Edit your post" });
    await box.fill("Yazım hatası yok artık #düzeltme");
    await author.page.getByRole("button", { name: "Update" }).click();
    await author.page.getByText("Your post was updated.").waitFor();
    const edited = postCard(author.page, "Yazım hatası yok artık");
    await edited.getByRole("link", { name: "#düzeltme" }).waitFor();
    await edited.getByText("edited").waitFor();

    await postMenu(author.page, "Bunu silecegim", "Delete");
    await author.page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
    await author.page.getByText("The post was deleted.").waitFor();
    expect(await author.page.getByText("Bunu silecegim.").count()).toBe(0);
    await author.page.reload();
    await postCard(author.page, "Yazım hatası yok artık").waitFor();
    expect(await author.page.getByText("Bunu silecegim.").count()).toBe(0);
    await author.context.close();
  });
});
