import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import type { Comment, CommentsPage } from "@dizilog/shared/api";
import type { Db } from "../../src/db/database.js";
import { blocks, comments, domainEvents, episodes, lists, reviews, showModerators, users } from "../../src/db/schema/index.js";
import { type Res, multipart } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import type { TestContext } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";

/** Posts a top-level comment as JSON (no image); answers the response. */
export function postComment(user: MadeUser, type: string, id: number, content: string, extra: Record<string, unknown> = {}): Promise<Res> {
  return user.client.request({ method: "POST", url: "/api/comments/add", payload: { type, id, content, ...extra }, headers: user.headers });
}

/** Posts a comment and expects 201; answers the Comment. */
export async function comment(user: MadeUser, type: string, id: number, content = "Ne bölümdü ama!", extra: Record<string, unknown> = {}): Promise<Comment> {
  const res = await postComment(user, type, id, content, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Comment;
}

export function postReply(user: MadeUser, commentId: number, content: string, extra: Record<string, unknown> = {}): Promise<Res> {
  return user.client.request({ method: "POST", url: `/api/comments/${commentId}/reply`, payload: { content, ...extra }, headers: user.headers });
}

export async function reply(user: MadeUser, commentId: number, content = "Katılıyorum."): Promise<Comment> {
  const res = await postReply(user, commentId, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Comment;
}

/** A multipart comment (fields and an optional image file), posted by `user` to `url`. */
export async function postMultipart(user: MadeUser, url: string, fields: Record<string, string>, image?: { bytes: Buffer; type?: string; filename?: string }): Promise<Res> {
  const form = await multipart({
    ...fields,
    ...(image ? { image: { bytes: image.bytes, filename: image.filename ?? "photo.png", type: image.type ?? "image/png" } } : {}),
  });
  return user.client.request({ method: "POST", url, payload: form.payload, headers: { ...form.headers, ...user.headers } });
}

/** A page of comments as `viewer` (a visitor without one). */
export async function commentsPage(env: TestContext, type: string, id: number, viewer?: MadeUser, query = ""): Promise<CommentsPage> {
  const url = `/api/comments/v1?type=${type}&id=${id}${query}`;
  const res = viewer ? await viewer.client.get(url, viewer.headers) : await env.app.inject({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CommentsPage;
}

/** Real image bytes made by sharp: a gradient of `width` × `height` in the format asked for. */
export async function imageBytes(width: number, height: number, format: "png" | "jpeg" | "webp" | "gif" = "png", options: { exif?: boolean } = {}): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 251;
  let image = sharp(raw, { raw: { width, height, channels } });
  if (options.exif) image = image.withMetadata({ exif: { IFD0: { Copyright: "secret-camera-owner", Make: "Dizilog Test Camera" } } });
  return image.toFormat(format).toBuffer();
}

/** The comments_count of an item's row. */
export async function commentsCountOf(db: Db, type: "show" | "episode" | "review" | "list", id: number): Promise<number> {
  const { shows } = await import("../../src/db/schema/index.js");
  const table = { show: shows, episode: episodes, review: reviews, list: lists }[type];
  const [row] = await db.select({ n: table.commentsCount }).from(table).where(eq(table.id, id));
  return row!.n;
}

export async function replyCountOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: comments.replyCount }).from(comments).where(eq(comments.id, id));
  return row!.n;
}

/** A show with one season of 3 aired episodes; answers the show and its first episode's id. */
export async function showWithEpisodes(db: Db) {
  const { show } = await makeShow(db, { seasons: [3], premiered: "2021-01-05" });
  const [first] = await db.select().from(episodes).where(eq(episodes.showId, show.id)).orderBy(asc(episodes.number)).limit(1);
  return { show, episodeId: first!.id };
}

/** A review written straight into the table (the reviews API is another slice's). */
export async function makeReview(db: Db, authorId: number, showId: number, options: { removed?: boolean } = {}) {
  const [row] = await db
    .insert(reviews)
    .values({
      userId: authorId,
      showId,
      title: "Unutulmaz bir dizi",
      content: "x".repeat(300),
      story: 4,
      acting: 4.5,
      music: 4,
      visuals: 3.5,
      characters: 4,
      overall: 4,
      seenEpisodes: 3,
      removedAt: options.removed ? new Date() : null,
    })
    .returning();
  return row!;
}

export async function makeList(db: Db, ownerId: number, isPublic = true) {
  const [row] = await db.insert(lists).values({ userId: ownerId, name: "Favoriler", isPublic }).returning();
  return row!;
}

export async function block(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId });
}

export async function makeStaff(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ role: "staff" }).where(eq(users.id, userId));
}

export async function makeModerator(db: Db, userId: number, showId: number): Promise<void> {
  await db.update(users).set({ role: "moderator" }).where(eq(users.id, userId));
  await db.insert(showModerators).values({ userId, showId });
}

/** The payloads of the recorded `comment.created` events, oldest first. */
export async function commentEvents(db: Db) {
  const rows = await db.select().from(domainEvents).where(and(eq(domainEvents.type, "comment.created"))).orderBy(asc(domainEvents.id));
  return rows.map((row) => row.payload as Record<string, unknown>);
}

/** `count` users, verified, each with a cookie session. */
export function makeUsers(env: Pick<TestContext, "app" | "database">, count: number): Promise<MadeUser[]> {
  return Promise.all(Array.from({ length: count }, () => makeUser(env)));
}
