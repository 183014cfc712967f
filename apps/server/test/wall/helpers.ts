import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Post, PostsPage } from "@dizilog/shared/api";
import type { Db } from "../../src/db/database.js";
import { follows, users } from "../../src/db/schema/index.js";
import type { Res } from "../accounts/helpers.js";
import type { TestContext } from "../harness.js";
import { type MadeUser, type MakeUserOptions, makeUser } from "../user-factories.js";

const DAY = 86_400_000;

/** A user who passes the posting gate: verified, with a profile photo, two days old. */
export async function makePoster(env: Pick<TestContext, "app" | "database">, options: MakeUserOptions & { avatar?: boolean } = {}): Promise<MadeUser> {
  const user = await makeUser(env, { createdAt: new Date(Date.now() - 2 * DAY), ...options });
  if (options.avatar !== false) await env.database.db.update(users).set({ avatarKey: `avatars/${user.id}/a.webp` }).where(eq(users.id, user.id));
  return user;
}

/** Posts to the wall as JSON (no images). */
export function postWall(user: MadeUser, fields: Record<string, unknown>, query = ""): Promise<Res> {
  return user.client.request({ method: "POST", url: `/api/wall/create${query}`, payload: fields, headers: user.headers });
}

/** Posts to the wall and expects 201; answers the Post. */
export async function wallPost(user: MadeUser, fields: Record<string, unknown> = {}): Promise<Post> {
  const res = await postWall(user, { type: "post", content: "Bu akşam yeni bölüm var!", ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

/** A multipart post with any number of `images[]`. */
export async function postWallMultipart(user: MadeUser, fields: Record<string, string>, images: Buffer[] = []): Promise<Res> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [i, bytes] of images.entries()) form.append("images[]", new Blob([new Uint8Array(bytes)], { type: "image/png" }), `photo${i}.png`);
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return user.client.request({ method: "POST", url: "/api/wall/create", payload, headers: { "content-type": response.headers.get("content-type")!, ...user.headers } });
}

/** A page of a stream as `viewer` (a visitor without one); expects 200. */
export async function feed(env: TestContext, query: string, viewer?: MadeUser): Promise<PostsPage> {
  const res = await feedRes(env, query, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PostsPage;
}

export function feedRes(env: TestContext, query: string, viewer?: MadeUser, path = "/api/feeds"): Promise<Res> {
  const url = `${path}${query ? `?${query}` : ""}`;
  return viewer ? viewer.client.get(url, viewer.headers) : (env.app.inject({ method: "GET", url }) as Promise<Res>);
}

export async function follow(db: Db, followerId: number, followedId: number, status: "accepted" | "pending" = "accepted"): Promise<void> {
  await db.insert(follows).values({ followerId, followedId, status });
}

export const ids = (page: PostsPage) => page.data.map((p) => p.id);

/** The 422 body naming one field. */
export function expect422(res: Res, field: string, message: string): void {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { message: string; errors: Record<string, string[]> };
  expect(body.errors[field], res.body).toContain(message);
}

export function expectStatus(res: Res, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
}

/** An ISO time `seconds` from now. */
export const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
