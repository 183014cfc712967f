import { utimes } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../src/db/schema/index.js";
import { JOBS } from "../../src/jobs/registry.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";
import { makePost } from "./social-helpers.js";

let env: TestContext;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env?.close());

const DAY = 86_400_000;
const job = () => JOBS.find((j) => j.name === "wall.collect-embed-images")!;

/** Stores a card image file last written `ageMs` ago; answers its media path. */
async function cardImage(name: string, ageMs: number): Promise<string> {
  const key = `embeds/${name}.webp`;
  await env.deps.storage.put(key, Buffer.from("RIFF....WEBP"), "image/webp");
  const when = new Date(Date.now() - ageMs);
  await utimes(path.join(env.deps.config.dataDir, "uploads", key), when, when);
  return `/media/${key}`;
}

const served = async (url: string) => (await env.app.inject({ method: "GET", url })).statusCode;

describe("the daily collection of link cards' images (wall.collect-embed-images)", () => {
  it("deletes the card images older than a day that no post shows, and keeps the rest", async () => {
    const author = await makeUser(env);
    const shown = await cardImage("a".repeat(64), 3 * DAY);
    const onRemovedPost = await cardImage("b".repeat(64), 3 * DAY);
    const unused = await cardImage("c".repeat(64), 2 * DAY);
    const fresh = await cardImage("d".repeat(64), 60_000);
    const embed = (image: string) => ({ kind: "link" as const, url: "https://example.com/", title: "Örnek", description: null, siteName: null, image, video: null });
    for (const [image, removed] of [[shown, false], [onRemovedPost, true]] as const) {
      const post = await makePost(env.database.db, author.id, { removed });
      await env.database.db.update(posts).set({ embed: embed(image) }).where(eq(posts.id, post.id));
    }
    for (const url of [shown, onRemovedPost, unused, fresh]) expect(await served(url), url).toBe(200);

    expect(job().cron).toBe("30 4 * * *");
    await job().handle(env.deps, {});

    expect(await served(unused)).toBe(404);
    // Shown by a post (a removed one may be restored to staff's view), or young enough for the form that previewed it.
    for (const url of [shown, onRemovedPost, fresh]) expect(await served(url), url).toBe(200);
    // Again: nothing more goes.
    await job().handle(env.deps, {});
    for (const url of [shown, onRemovedPost, fresh]) expect(await served(url), url).toBe(200);
  });
});
