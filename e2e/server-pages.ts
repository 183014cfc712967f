import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { apiCall } from "./accounts.js";
import { type CreatedPost, type Poster, createPost, makePoster } from "./wall-fixtures.js";

/*
 * Helpers of the server-rendering tests (issue 15): the page as a client without JavaScript gets
 * it (a plain fetch), the community items those pages show (made through the API), and the
 * messages of a hydration that went wrong.
 */

const rand = () => Math.floor(Math.random() * 254) + 1;

export interface FetchedPage {
  status: number;
  headers: Headers;
  html: string;
}

/**
 * A plain GET of a page, as a crawler or a browser without JavaScript asks for it: no cookies but
 * the ones given, its own address (the suite's server trusts X-Forwarded-For, so per-address limits
 * stay per test).
 */
export async function fetchPage(path: string, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<FetchedPage> {
  const cookie = Object.entries(options.cookies ?? {})
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
  const res = await fetch(`${inject("baseUrl")}${path}`, {
    redirect: "manual",
    headers: { "accept-language": "en-US,en;q=0.8", "x-forwarded-for": `10.${rand()}.${rand()}.${rand()}`, ...(cookie ? { cookie } : {}), ...options.headers },
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The text as React writes it into HTML (`&`, `<`, `>`, `"`, `'` escaped). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** The text of a document's <title>, its character references read. */
export function titleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return raw.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" })[name]!);
}

/** The `<html …>` start tag of a document. */
export function htmlTag(html: string): string {
  return /<html\b[^>]*>/i.exec(html)?.[0] ?? "";
}

/** A word made of letters and digits that appears nowhere else (it starts with a letter: a hashtag may be made of it). */
export function mark(prefix = "m"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

/** What a page drawn on the server shows without JavaScript, read from the DOM of a page whose scripts never ran. */
export async function servedPage(page: Page): Promise<{ title: string; ogTitle: string | null; ogImage: string | null; robots: string | null; h1: string; text: string }> {
  const meta = (selector: string) => page.locator(selector).first().getAttribute("content", { timeout: 1_000 }).catch(() => null);
  return {
    title: await page.title(),
    ogTitle: await meta('meta[property="og:title"]'),
    ogImage: await meta('meta[property="og:image"]'),
    robots: await meta('meta[name="robots"]'),
    h1: ((await page.locator("h1").first().textContent({ timeout: 1_000 }).catch(() => "")) ?? "").trim(),
    text: await page.locator("#root").innerText(),
  };
}

/**
 * The console messages and page errors that say a hydration went wrong: React's own words (in a
 * development build) or its production error numbers (#418 text mismatch, #419 a server error in a
 * boundary, #421 a suspended update, #422/#423 the tree re-rendered on the client, #425 text
 * content mismatch).
 */
export const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|421|422|423|425)\b|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** Collects a page's console errors and warnings and its uncaught errors. */
export function collectTrouble(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** The requests to the API a page makes from now on (path and query). */
export function collectApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

export interface CommunityFixtures {
  /** A poster whose items are public; `context` stays signed in for the signed-in checks. */
  author: Poster & { context: BrowserContext };
  /** A private account (its wall is for accepted followers) and a post made on it. */
  locked: Poster;
  hashtag: string;
  publicPost: CreatedPost;
  /** A post only its author sees (`visibility: private`). */
  privatePost: CreatedPost;
  /** A post of the private account: its followers only. */
  lockedPost: CreatedPost;
  /** Secret words in the private items' text and names: none may appear in a visitor's HTML. */
  secrets: { privatePost: string; lockedPost: string; privateList: string };
  publicList: { id: number; name: string; description: string };
  privateList: { id: number; name: string };
  review: { id: number; url: string; title: string; content: string };
  show: { id: number; slug: string };
}

const REVIEW_TEXT =
  "Kara Sevda is a love story told with patience. Kemal and Nihan are kept apart for years, and the show " +
  "lets every glance carry that weight. The villains are drawn a little too broadly and the middle seasons " +
  "wander, yet the music and the two leads hold it together until a finale that earns its tears.";

/** The items the community pages show, made through the API by two new posters. */
export async function makeCommunityFixtures(authorContext: BrowserContext, lockedContext: BrowserContext): Promise<CommunityFixtures> {
  const [author, locked] = await Promise.all([makePoster(authorContext), makePoster(lockedContext)]);
  const hashtag = mark("sahne");
  const secrets = { privatePost: mark("gizliyazi"), lockedPost: mark("kilitliyazi"), privateList: mark("gizliliste") };

  const publicPost = await createPost(authorContext, { type: "post", content: `Bu akşam Kara Sevda finalini yeniden izliyorum #${hashtag}` });
  const privatePost = await createPost(authorContext, { type: "post", content: `Sadece benim notum ${secrets.privatePost} #${hashtag}`, visibility: "private" });
  const lockedPost = await createPost(lockedContext, { type: "post", content: `Takipçilerime özel ${secrets.lockedPost} #${hashtag}` });
  const privateAccount = await apiCall(lockedContext, "POST", "/api/settings/update", { key: "private_account", value: true });
  expect(privateAccount.status).toBe(200);

  const listName = `Yaz listesi ${mark("liste")}`;
  const listDescription = "Sıcak yaz akşamları için hafif diziler.";
  const publicList = await apiCall(authorContext, "POST", "/api/lists", { name: listName, description: listDescription, public: true });
  expect(publicList.status, JSON.stringify(publicList.body)).toBe(201);
  const publicListId = (publicList.body?.data as { id: number }).id;
  const privateList = await apiCall(authorContext, "POST", "/api/lists", { name: `Gizli liste ${secrets.privateList}`, public: false });
  expect(privateList.status).toBe(201);
  const privateListId = (privateList.body?.data as { id: number }).id;

  const show = (await apiCall(authorContext, "GET", "/api/shows/kara-sevda")).body?.data as { id: number; slug: string; seasons: { id: number }[] };
  const added = await apiCall(authorContext, "POST", `/api/lists/${publicListId}/items`, { show_id: show.id });
  expect(added.status).toBeLessThan(300);
  // A review's author has seen an episode of the show.
  const episodes = (await apiCall(authorContext, "GET", `/api/seasons/${show.seasons[0]!.id}/episodes`)).body?.data as { id: number }[];
  expect((await apiCall(authorContext, "POST", `/api/seen/episode/${episodes[0]!.id}`, { status: true })).status).toBe(200);
  const reviewTitle = `Sabırla anlatılan aşk ${mark("r")}`;
  const review = await apiCall(authorContext, "POST", "/api/reviews", {
    show_id: show.id,
    title: reviewTitle,
    content: REVIEW_TEXT,
    spoiler: false,
    user_rate: { story: 4, acting: 5, music: 4.5, visuals: 4, characters: 4, overall: 4 },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  const reviewData = review.body?.data as { id: number; url: string };
  expect(reviewData.url).toBe(`/shows/kara-sevda/reviews/${reviewData.id}`);

  return {
    author: { ...author, context: authorContext },
    locked,
    hashtag,
    publicPost,
    privatePost,
    lockedPost,
    secrets,
    publicList: { id: publicListId, name: listName, description: listDescription },
    privateList: { id: privateListId, name: `Gizli liste ${secrets.privateList}` },
    review: { id: reviewData.id, url: reviewData.url, title: reviewTitle, content: REVIEW_TEXT },
    show: { id: show.id, slug: show.slug },
  };
}

/** Whether the server answers the link-preview images (/og/…, branch feat/og): not the not-found page. */
export async function ogRouteExists(): Promise<boolean> {
  return (await fetchPage("/og/site.jpg")).status !== 404;
}
