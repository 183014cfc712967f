import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { NEWS_MESSAGES, type NewsArticle } from "@dizilog/shared/api";
import { COMMENT_MESSAGES } from "@dizilog/shared/api/comment-ids";
import { multipart, type Res } from "../accounts/helpers.js";
import { commentsPage, imageBytes, makeStaff } from "../comments/helpers.js";
import { makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";

let env: TestContext;
let staff: MadeUser;
let fan: MadeUser;
beforeAll(async () => {
  env = await createTestApp();
  staff = await makeUser(env);
  await makeStaff(env.database.db, staff.id);
  fan = await makeUser(env);
});
afterAll(async () => env.close());
const db = () => env.database.db;

function send(user: MadeUser, method: "POST" | "PATCH" | "DELETE" | "GET", url: string, payload?: unknown): Promise<Res> {
  return user.client.request({ method, url, payload: payload as never, headers: user.headers });
}

async function write(fields: Record<string, unknown>): Promise<NewsArticle> {
  const res = await send(staff, "POST", "/api/admin/news", { title: "Yeni sezon", body: "Hello **world**", language: "tr", ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as NewsArticle;
}

describe("POST /api/admin/news", () => {
  it("writes an article (staff): 201 with the article of the contract, the Markdown rendered on the server", async () => {
    const { show } = await makeShow(db());
    const res = await send(staff, "POST", "/api/admin/news", {
      title: "Kızılcık Şerbeti renewed!",
      body: "# Big news\n\nThe show is **back** — [read more](https://example.com/x).",
      language: "en",
      show_ids: [show.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as NewsArticle;
    expect(data).toEqual({
      id: expect.any(Number),
      slug: "kizilcik-serbeti-renewed",
      title: "Kızılcık Şerbeti renewed!",
      body: "# Big news\n\nThe show is **back** — [read more](https://example.com/x).",
      html: '<h1>Big news</h1>\n<p>The show is <strong>back</strong> — <a href="https://example.com/x" rel="nofollow noopener">read more</a>.</p>',
      summary: "Big news The show is back — read more.",
      cover: null,
      language: "en",
      shows: { data: [expect.objectContaining({ id: show.id, slug: show.slug, url: `/shows/${show.slug}` })] },
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      url: "/news/kizilcik-serbeti-renewed",
      comments_count: 0,
      sample: false,
    });
    const read = await env.app.inject({ method: "GET", url: `/api/news/${data.slug}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(data);
  });

  it("gives a second article of the same title its own slug", async () => {
    const a = await write({ title: "Same title here" });
    const b = await write({ title: "Same title here" });
    expect(a.slug).toBe("same-title-here");
    expect(b.slug).toBe("same-title-here-2");
  });

  it("answers 404 to visitors, users and Pro members: only staff write", async () => {
    const pro = await makeUser(env, { pro: true });
    for (const user of [fan, pro]) {
      expect((await send(user, "POST", "/api/admin/news", { title: "x", body: "y", language: "en" })).statusCode).toBe(404);
    }
    const visitor = await env.app.inject({ method: "POST", url: "/api/admin/news", payload: { title: "x", body: "y", language: "en" } });
    expect(visitor.statusCode).toBe(404);
    const article = await write({});
    expect((await send(fan, "PATCH", `/api/admin/news/${article.id}`, { title: "Hacked" })).statusCode).toBe(404);
    expect((await send(fan, "DELETE", `/api/admin/news/${article.id}`)).statusCode).toBe(404);
    expect((await send(fan, "GET", `/api/admin/news/${article.id}`)).statusCode).toBe(404);
    expect((await send(fan, "POST", "/api/admin/news/preview", { body: "x" })).statusCode).toBe(404);
    const still = await env.app.inject({ method: "GET", url: `/api/news/${article.slug}` });
    expect(still.json().data.title).toBe("Yeni sezon");
  });

  it("validates: title required and at most 200 characters, body required, language one of the site's, shows must exist", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "" }, "title", MESSAGES.requiredField],
      [{ title: "x".repeat(201) }, "title", NEWS_MESSAGES.titleMax],
      [{ body: "   " }, "body", MESSAGES.requiredField],
      [{ body: "x".repeat(50_001) }, "body", NEWS_MESSAGES.bodyMax],
      [{ language: "xx" }, "language", NEWS_MESSAGES.languageInvalid],
      [{ show_ids: [2_000_000_000] }, "show_ids", NEWS_MESSAGES.showInvalid],
      [{ show_ids: ["abc"] }, "show_ids", NEWS_MESSAGES.showInvalid],
      [{ show_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, "show_ids", NEWS_MESSAGES.tooManyShows],
    ];
    for (const [fields, field, message] of cases) {
      const res = await send(staff, "POST", "/api/admin/news", { title: "Ok", body: "Ok", language: "en", ...fields });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    const missing = await send(staff, "POST", "/api/admin/news", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ title: [MESSAGES.requiredField], body: [MESSAGES.requiredField], language: [MESSAGES.requiredField] });
    expect((await send(staff, "POST", "/api/admin/news", { title: "x".repeat(200), body: "ok", language: "ar" })).statusCode).toBe(201);
  });

  it("answers the messages in the reader's language, with codes", async () => {
    const res = await staff.client.request({
      method: "POST",
      url: "/api/admin/news",
      payload: { title: "x".repeat(201), body: "ok", language: "xx" },
      headers: { ...staff.headers, "accept-language": "tr" },
    });
    expect(res.statusCode).toBe(422);
    // The staff account's own language is English: it wins over Accept-Language.
    expect(res.json().error_codes).toMatchObject({ title: ["title_too_long"], language: ["news_language_invalid"] });
  });

  it("takes a multipart form with a cover through the image pipeline, and refuses a bad cover on its field", async () => {
    const { show } = await makeShow(db());
    const form = await multipart({
      title: "Cover story",
      body: "With a *cover*.",
      language: "tr",
      show_ids: String(show.id),
      cover: { bytes: await imageBytes(800, 450, "jpeg", { exif: true }), filename: "cover.jpg", type: "image/jpeg" },
    });
    const res = await staff.client.request({ method: "POST", url: "/api/admin/news", payload: form.payload, headers: form.headers });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as NewsArticle;
    expect(data.cover).toEqual({ url: expect.stringMatching(/^\/media\/news\/[a-z0-9]+\.webp$/), width: 800, height: 450 });
    expect(data.shows.data.map((s) => s.id)).toEqual([show.id]);
    const image = await env.app.inject({ method: "GET", url: data.cover!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.rawPayload.includes(Buffer.from("secret-camera-owner"))).toBe(false);

    const bad = await multipart({ title: "x", body: "y", language: "en", cover: { bytes: Buffer.from("not an image"), filename: "x.png", type: "image/png" } });
    const refused = await staff.client.request({ method: "POST", url: "/api/admin/news", payload: bad.payload, headers: bad.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.cover).toEqual([COMMENT_MESSAGES.imageType]);
    const narrow = await multipart({ title: "x", body: "y", language: "en", cover: { bytes: await imageBytes(300, 200), filename: "x.png", type: "image/png" } });
    const refusedNarrow = await staff.client.request({ method: "POST", url: "/api/admin/news", payload: narrow.payload, headers: narrow.headers });
    expect(refusedNarrow.statusCode).toBe(422);
    expect(refusedNarrow.json().errors.cover).toEqual([COMMENT_MESSAGES.imageWidth]);
    const big = await multipart({ title: "x", body: "y", language: "en", cover: { bytes: Buffer.alloc(2_000_001, 1), filename: "x.png", type: "image/png" } });
    const refusedBig = await staff.client.request({ method: "POST", url: "/api/admin/news", payload: big.payload, headers: big.headers });
    expect(refusedBig.statusCode).toBe(422);
    expect(refusedBig.json().errors.cover).toEqual([COMMENT_MESSAGES.imageSize]);
  });
});

describe("hostile Markdown through the API", () => {
  it("stores and answers HTML without raw HTML, script links or event handlers, the Markdown kept as written", async () => {
    const body = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      "[inline](javascript:alert(1)) [entity](&#106;avascript:alert(1)) [data](data:text/html,x) [vb](vbscript:x)",
      "[ref][r]\n\n[r]: javascript:alert(1)",
      "<javascript:alert(1)>",
      "![img](javascript:alert(1)) ![ok](https://img.example/a.png)",
      '[title](https://ok.example "x\\" onmouseover=\\"alert(1)")',
    ].join("\n\n");
    const article = await write({ title: "Hostile", body });
    expect(article.body).toBe(body);
    expect(article.html).not.toMatch(/<script|<img[^>]*onerror|href="(javascript|data|vbscript)|src="javascript|onmouseover="/i);
    expect(article.html).toContain("&lt;script&gt;");
    expect(article.html).toContain('<img src="https://img.example/a.png"');
    expect(article.html).toContain('<a href="https://ok.example"');
    const patched = await send(staff, "PATCH", `/api/admin/news/${article.id}`, { body: "[x](JAVASCRIPT:alert(1))" });
    expect(patched.json().data.html).toBe("<p>[x](JAVASCRIPT:alert(1))</p>");
  });
});

describe("PATCH and DELETE /api/admin/news/{id}", () => {
  it("changes the fields sent, re-renders the body, keeps the slug, replaces the linked shows", async () => {
    const { show: a } = await makeShow(db());
    const { show: b } = await makeShow(db());
    const article = await write({ title: "Before", show_ids: [a.id] });
    const res = await send(staff, "PATCH", `/api/admin/news/${article.id}`, { title: "After", body: "_new_ body", show_ids: [b.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as NewsArticle;
    expect(data).toMatchObject({ id: article.id, slug: article.slug, title: "After", body: "_new_ body", html: "<p><em>new</em> body</p>", language: "tr" });
    expect(data.shows.data.map((s) => s.id)).toEqual([b.id, a.id]);
    const fetched = await send(staff, "GET", `/api/admin/news/${article.id}`);
    expect(fetched.json().data.title).toBe("After");
    const invalid = await send(staff, "PATCH", `/api/admin/news/${article.id}`, { title: "y".repeat(201) });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.title).toEqual([NEWS_MESSAGES.titleMax]);
    expect((await send(staff, "PATCH", "/api/admin/news/2000000000", { title: "x" })).statusCode).toBe(404);
  });

  it("deletes an article with its comments: 204, then 404", async () => {
    const article = await write({ title: "To delete" });
    const c = await send(fan, "POST", "/api/comments/add", { type: "news", id: article.id, content: "Bye" });
    expect(c.statusCode, c.body).toBe(201);
    expect((await send(staff, "DELETE", `/api/admin/news/${article.id}`)).statusCode).toBe(204);
    expect((await env.app.inject({ method: "GET", url: `/api/news/${article.slug}` })).statusCode).toBe(404);
    expect((await send(staff, "DELETE", `/api/admin/news/${article.id}`)).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: `/api/comments/v1?type=news&id=${article.id}` })).statusCode).toBe(404);
  });
});

describe("GET /api/news", () => {
  it("pages newest first with a cursor, filters by language and by show", async () => {
    const { show } = await makeShow(db());
    const made: NewsArticle[] = [];
    for (let i = 0; i < 5; i++) made.push(await write({ title: `Paged ${i}`, language: "sq", show_ids: i % 2 === 0 ? [show.id] : [] }));
    const first = await env.app.inject({ method: "GET", url: "/api/news?language=sq&limit=2" });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.data.map((a: NewsArticle) => a.title)).toEqual(["Paged 4", "Paged 3"]);
    expect(page1.meta.cursor.next).toEqual(expect.any(String));
    const page2 = (await env.app.inject({ method: "GET", url: `/api/news?language=sq&limit=2&cursor=${page1.meta.cursor.next}` })).json();
    expect(page2.data.map((a: NewsArticle) => a.title)).toEqual(["Paged 2", "Paged 1"]);
    const page3 = (await env.app.inject({ method: "GET", url: `/api/news?language=sq&limit=2&cursor=${page2.meta.cursor.next}` })).json();
    expect(page3.data.map((a: NewsArticle) => a.title)).toEqual(["Paged 0"]);
    expect(page3.meta.cursor.next).toBeNull();
    const byShow = (await env.app.inject({ method: "GET", url: `/api/news?show_id=${show.id}` })).json();
    expect(byShow.data.map((a: NewsArticle) => a.title)).toEqual(["Paged 4", "Paged 2", "Paged 0"]);
    const bad = await env.app.inject({ method: "GET", url: "/api/news?language=klingon" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.language).toEqual([NEWS_MESSAGES.languageInvalid]);
    expect((await env.app.inject({ method: "GET", url: "/api/news?cursor=garbage" })).statusCode).toBe(422);
    expect((await env.app.inject({ method: "GET", url: "/api/news/no-such-article" })).statusCode).toBe(404);
  });
});

describe("comments on an article", () => {
  it("are added and listed through the comments API, and counted on the article", async () => {
    const article = await write({ title: "Talk about it" });
    const res = await send(fan, "POST", "/api/comments/add", { type: "news", id: article.id, content: "Harika haber!" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ type: "news", item_id: article.id, url: `/news/${article.slug}#comment_${res.json().data.id}` });
    const page = await commentsPage(env, "news", article.id);
    expect(page.data.map((c) => c.content)).toEqual(["Harika haber!"]);
    const read = (await env.app.inject({ method: "GET", url: `/api/news/${article.slug}` })).json().data as NewsArticle;
    expect(read.comments_count).toBe(1);
    const visitor = await env.app.inject({ method: "POST", url: "/api/comments/add", payload: { type: "news", id: article.id, content: "x" } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("POST /api/admin/news/preview", () => {
  it("renders as the article would, nothing stored", async () => {
    const res = await send(staff, "POST", "/api/admin/news/preview", { body: "**hi** <script>x</script>" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.html).toBe("<p><strong>hi</strong> &lt;script&gt;x&lt;/script&gt;</p>");
  });
});

describe("the sitemap", () => {
  it("lists /news and every article in the news section", async () => {
    const article = await write({ title: "In the sitemap" });
    const index = await env.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.body).toContain("/sitemaps/news-1.xml");
    const file = await env.app.inject({ method: "GET", url: "/sitemaps/news-1.xml" });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`/news/${article.slug}</loc>`);
    expect((await env.app.inject({ method: "GET", url: "/sitemaps/pages-1.xml" })).body).toContain("/news</loc>");
  });
});
