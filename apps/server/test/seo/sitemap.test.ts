import { eq } from "drizzle-orm";
import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, lists, shows, users } from "../../src/db/schema/index.js";
import { SITEMAP_IDS_PER_FILE } from "../../src/services/sitemap.service.js";
import { makePerson, makeShow } from "../factories.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";

const APP_URL = "https://dizilog.example";
let env: TestContext;
const db = () => env.database.db;
const get = (url: string) => env.app.inject({ method: "GET", url });

beforeAll(async () => {
  env = await createTestApp({ env: { APP_URL } });
});
afterAll(async () => env.close());

/**
 * A strict enough well-formedness check for these documents: one XML declaration, tags that
 * close in order, one root, and no bare `&` or `<` in text (every `&` starts an entity).
 */
function parseXml(xml: string): { root: string; locs: string[]; lastmods: string[] } {
  expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n`)).toBe(true);
  expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toMatch(/&/);
  const stack: string[] = [];
  const roots: string[] = [];
  const locs: string[] = [];
  const lastmods: string[] = [];
  let text = "";
  const parser = new Parser(
    {
      onopentag(name) {
        if (!stack.length) roots.push(name);
        stack.push(name);
        text = "";
      },
      ontext(chunk) {
        expect(chunk).not.toMatch(/</);
        text += chunk;
      },
      onclosetag(name) {
        expect(stack.pop()).toBe(name);
        if (name === "loc") locs.push(text);
        if (name === "lastmod") lastmods.push(text);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml.slice(xml.indexOf("?>") + 2));
  parser.end();
  expect(stack).toEqual([]);
  expect(roots).toHaveLength(1);
  return { root: roots[0]!, locs, lastmods };
}

async function xmlOf(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  return parseXml(res.body);
}

describe("GET /sitemap.xml", () => {
  it("is an index of the section files, with absolute addresses", async () => {
    const { root, locs } = await xmlOf("/sitemap.xml");
    expect(root).toBe("sitemapindex");
    for (const section of ["pages", "shows", "episodes", "people", "genres", "lists"]) expect(locs).toContain(`${APP_URL}/sitemaps/${section}-1.xml`);
    expect(locs.every((loc) => /^https:\/\/dizilog\.example\/sitemaps\/[a-z]+-\d+\.xml$/.test(loc))).toBe(true);
  });

  it("has one file per 50,000 ids of a section", async () => {
    const { show } = await makeShow(db(), { seasons: [0] });
    // An id in the second range: its show is in shows-2.xml, and the index names that file.
    const far = SITEMAP_IDS_PER_FILE + show.id;
    await db()
      .insert(shows)
      .values({ id: far, slug: `far-${show.slug}`, originalTitle: show.originalTitle, title: show.title, type: show.type, status: show.status, synopsis: show.synopsis });
    const { locs } = await xmlOf("/sitemap.xml");
    expect(locs).toContain(`${APP_URL}/sitemaps/shows-2.xml`);
    expect(locs).not.toContain(`${APP_URL}/sitemaps/shows-3.xml`);
    expect((await xmlOf("/sitemaps/shows-2.xml")).locs).toEqual([`${APP_URL}/shows/far-${show.slug}`]);
    expect((await xmlOf("/sitemaps/shows-1.xml")).locs).not.toContain(`${APP_URL}/shows/far-${show.slug}`);
    await db().delete(shows).where(eq(shows.id, far));
  });
});

describe("GET /sitemaps/{section}-{n}.xml", () => {
  it("lists a seeded show and its episodes at their absolute addresses", async () => {
    const { show } = await makeShow(db(), { seasons: [2, 1] });
    const { root, locs: showLocs } = await xmlOf("/sitemaps/shows-1.xml");
    expect(root).toBe("urlset");
    expect(showLocs).toContain(`${APP_URL}/shows/${show.slug}`);
    const { locs } = await xmlOf("/sitemaps/episodes-1.xml");
    expect(locs).toContain(`${APP_URL}/shows/${show.slug}/season-1/episode-2`);
    expect(locs).toContain(`${APP_URL}/shows/${show.slug}/season-2/episode-1`);
    const rows = await db().select({ id: episodes.id }).from(episodes).where(eq(episodes.showId, show.id));
    expect(locs.filter((loc) => loc.startsWith(`${APP_URL}/shows/${show.slug}/`))).toHaveLength(rows.length);
  });

  it("lists the public pages, people and genres", async () => {
    const person = await makePerson(db());
    expect((await xmlOf("/sitemaps/pages-1.xml")).locs).toEqual(expect.arrayContaining(["/explore", "/community", "/birthdays", "/airing-today"].map((p) => `${APP_URL}${p}`)));
    expect((await xmlOf("/sitemaps/people-1.xml")).locs).toContain(`${APP_URL}/person/${person.slug}`);
    const genres = (await xmlOf("/sitemaps/genres-1.xml")).locs;
    expect(genres.length).toBeGreaterThan(0);
    expect(genres.every((loc) => loc.startsWith(`${APP_URL}/genre/`))).toBe(true);
  });

  it("lists public lists with their last change, and leaves out a private list and a private account's lists", async () => {
    const owner = await makeUser(env);
    const closed = await makeUser(env);
    await db().update(users).set({ privateAccount: true }).where(eq(users.id, closed.id));
    const updatedAt = new Date("2026-03-01T10:00:00.000Z");
    const [open] = await db().insert(lists).values({ userId: owner.id, name: "Açık", isPublic: true, updatedAt }).returning();
    const [hidden] = await db().insert(lists).values({ userId: owner.id, name: "Gizli", isPublic: false }).returning();
    const [ofClosed] = await db().insert(lists).values({ userId: closed.id, name: "Kapalı hesap", isPublic: true }).returning();
    const res = await get("/sitemaps/lists-1.xml");
    const { locs } = parseXml(res.body);
    expect(locs).toContain(`${APP_URL}/lists/${open!.id}`);
    expect(locs).not.toContain(`${APP_URL}/lists/${hidden!.id}`);
    expect(locs).not.toContain(`${APP_URL}/lists/${ofClosed!.id}`);
    expect(res.body).toContain(`<url><loc>${APP_URL}/lists/${open!.id}</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod></url>`);
    // No user's pages anywhere.
    for (const section of ["pages", "shows", "episodes", "people", "genres", "lists"]) {
      expect((await get(`/sitemaps/${section}-1.xml`)).body).not.toMatch(/\/user\//);
    }
  });

  it("escapes a slug with & for XML and percent-encodes what a path may not hold", async () => {
    const { show } = await makeShow(db(), { seasons: [1] });
    const slug = `tom-&-jerry's-şov/2-${show.id}`;
    await db().update(shows).set({ slug }).where(eq(shows.id, show.id));
    const res = await get("/sitemaps/shows-1.xml");
    expect(res.body).toContain(`${APP_URL}/shows/tom-&amp;-jerry&apos;s-%C5%9Fov%2F2-${show.id}`);
    const { locs } = parseXml(res.body);
    expect(locs).toContain(`${APP_URL}/shows/tom-&-jerry's-%C5%9Fov%2F2-${show.id}`);
    expect(parseXml((await get("/sitemaps/episodes-1.xml")).body).locs).toContain(`${APP_URL}/shows/tom-&-jerry's-%C5%9Fov%2F2-${show.id}/season-1/episode-1`);
  });

  it("answers 404 for a section or file that is not there", async () => {
    for (const url of ["/sitemaps/users-1.xml", "/sitemaps/shows-0.xml", "/sitemaps/shows-999.xml", "/sitemaps/pages-2.xml", "/sitemaps/shows.xml"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: "not_found" });
    }
  });
});

describe("GET /robots.txt", () => {
  it("allows everything but the API and one person's pages, and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /settings",
        "Disallow: /tracker",
        "Disallow: /notifications",
        "Disallow: /moderation",
        "Disallow: /onboarding",
        "Disallow: /login",
        "Disallow: /register",
        "Disallow: /verify-email",
        "Disallow: /reset-password",
        "",
        `Sitemap: ${APP_URL}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});
