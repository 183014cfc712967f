import sharp from "sharp";
import type { BrowserContext, Page } from "playwright-core";
import { apiCall, makeVerifiedAccount } from "./accounts.js";

/*
 * Wall helpers for the browser tests: an account that may post (verified, with a profile photo;
 * the suite's server lets new accounts post, POSTING_MIN_ACCOUNT_AGE=0) and posts made through
 * the API, which is faster than the form where the form is not the subject.
 */

export interface Poster {
  id: number;
  username: string;
  slug: string;
}

export interface CreatedPost {
  id: number;
  hashid: string;
  url: string;
  content: string;
  poll: { id: number; results: { id: number; choice: string }[] } | null;
}

async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  await context.request.get("/api/genres");
  return { "x-xsrf-token": (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "" };
}

/** A verified account with a profile photo (the posting gate asks for both). */
export async function makePoster(context: BrowserContext): Promise<Poster> {
  const { username } = await makeVerifiedAccount(context);
  const avatar = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 180, g: 40, b: 70 } } }).png().toBuffer();
  const saved = await context.request.fetch("/api/me/fields", {
    method: "POST",
    headers: await xsrfHeader(context),
    multipart: { avatar: { name: "me.png", mimeType: "image/png", buffer: avatar } },
  });
  if (!saved.ok()) throw new Error(`avatar: ${saved.status()} ${await saved.text()}`);
  const me = (await apiCall(context, "GET", "/api/me")).body?.data as { id: number; slug: string };
  return { id: me.id, username, slug: me.slug };
}

/** POST /api/wall/create with JSON (objects as objects); answers the created post. */
export async function createPost(context: BrowserContext, fields: Record<string, unknown>): Promise<CreatedPost> {
  const res = await apiCall(context, "POST", "/api/wall/create", fields);
  if (res.status !== 201) throw new Error(`create post: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body?.data as CreatedPost;
}

/** A poll closing in two days. */
export function pollFields(question: string, options: string[], hidden = false): Record<string, unknown> {
  return { type: "poll", content: question, poll: { options, ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(), hidden } };
}

export async function follow(context: BrowserContext, userId: number): Promise<void> {
  const res = await apiCall(context, "POST", `/api/users/${userId}/follow`);
  if (res.status >= 300) throw new Error(`follow: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The wall post of the page (an article) whose text contains `text`. */
export const postCard = (page: Page, text: string | RegExp) => page.getByRole("article").filter({ hasText: text }).first();

/** Opens a post's menu ("Actions for …'s post") and picks an entry. */
export async function postMenu(page: Page, text: string | RegExp, entry: string | RegExp): Promise<void> {
  await postCard(page, text).getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: entry }).click();
}
