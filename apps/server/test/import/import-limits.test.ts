import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_BUSY_MESSAGE, IMPORT_ENTRIES_MESSAGE, IMPORT_MAX_ENTRIES, IMPORT_MAX_TITLES, IMPORT_TITLES_MESSAGE } from "@dizilog/shared/api";
import { shows } from "../../src/db/schema/index.js";
import { type AccountsEnv, makeVerifiedUser } from "../accounts/helpers.js";
import { largeTraktFile } from "./large-file.js";
import { commit, preview, readSample } from "./samples.js";

/*
 * One import must not stall the site (issue 8): on the embedded database a statement holds the
 * only connection and the event loop, so the matcher works in bounded batches and yields; a file
 * is capped in titles and entries; a user runs one import at a time.
 */

let env: AccountsEnv;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env.close());

async function startEnv() {
  const { startAccountsApp } = await import("../accounts/helpers.js");
  return startAccountsApp();
}

describe("a large import", () => {
  it("previews and commits the most titles a file may hold while other requests (and imports) keep being answered", async () => {
    const known = await env.ctx.database.db.select({ title: shows.originalTitle, year: shows.year }).from(shows);
    const file = largeTraktFile(IMPORT_MAX_TITLES, known);
    const importer = await makeVerifiedUser(env);
    const other = await makeVerifiedUser(env);
    const neighbour = await makeVerifiedUser(env);

    let previewDone = false;
    const big = preview(importer.client, "trakt", file).then((res) => {
      previewDone = true;
      return res;
    });

    // While it runs: another user's reads, which need the database (the session, the profile).
    const during: { status: number; ms: number; beforeImportEnded: boolean }[] = [];
    const probe = async () => {
      const started = performance.now();
      const res = await other.client.get("/api/me");
      during.push({ status: res.statusCode, ms: performance.now() - started, beforeImportEnded: !previewDone });
    };
    await probe();
    // The same user's second import is refused while the first runs; another user's goes through.
    const second = await preview(importer.client, "trakt", await readSample("trakt"));
    const secondWhileRunning = !previewDone;
    const neighbours = await preview(neighbour.client, "trakt", await readSample("trakt"));
    const neighboursWhileRunning = !previewDone;
    while (!previewDone) {
      await probe();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await big;

    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { data, token } = res.json();
    expect(data.shows.matched).toBe(known.length);
    expect(data.shows.unmatched.length + data.shows.ambiguous.length + data.shows.matched).toBe(IMPORT_MAX_TITLES);

    expect(secondWhileRunning).toBe(true);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(IMPORT_BUSY_MESSAGE);
    expect(neighboursWhileRunning).toBe(true);
    expect(neighbours.statusCode, neighbours.body).toBe(200);

    // Not blocked for the whole import: many reads were answered while it was still matching.
    const answered = during.filter((d) => d.beforeImportEnded);
    expect(answered.length).toBeGreaterThan(3);
    expect(during.every((d) => d.status === 200)).toBe(true);
    const slowest = Math.max(...during.map((d) => d.ms));
    console.info(`import of ${IMPORT_MAX_TITLES} titles: ${during.length} concurrent reads, slowest ${Math.round(slowest)} ms`);

    const committed = await commit(importer.client, token);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().data.written.tracked).toBe(known.length);
    // Done: the user may import again.
    expect((await preview(importer.client, "trakt", await readSample("trakt"))).statusCode).toBe(200);
  }, 300_000);
});

describe("the caps of one file", () => {
  it(`refuses more than ${IMPORT_MAX_TITLES} distinct titles (422 naming the limit) before matching anything`, async () => {
    const { client } = await makeVerifiedUser(env);
    const res = await preview(client, "trakt", largeTraktFile(IMPORT_MAX_TITLES + 1));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: IMPORT_TITLES_MESSAGE, errors: { file: [IMPORT_TITLES_MESSAGE] } });
    expect(IMPORT_TITLES_MESSAGE).toContain("20,000");
  });

  it(`refuses more than ${IMPORT_MAX_ENTRIES} entries (episodes, ratings, list items)`, async () => {
    const { client } = await makeVerifiedUser(env);
    const episodes = Array.from({ length: 10_001 }, (_, i) => ({ number: i }));
    const seasons = Array.from({ length: 10 }, (_, s) => ({ number: s + 1, episodes }));
    const file = JSON.stringify([{ show: { title: "Ezel", year: 2009 }, seasons }]);
    const res = await preview(client, "trakt", file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: IMPORT_ENTRIES_MESSAGE, errors: { file: [IMPORT_ENTRIES_MESSAGE] } });
    expect(IMPORT_ENTRIES_MESSAGE).toContain("100,000");
  });

  it("accepts a file at the entry cap", async () => {
    const { client } = await makeVerifiedUser(env);
    const episodes = Array.from({ length: 10_000 }, (_, i) => ({ number: i }));
    const seasons = Array.from({ length: 10 }, (_, s) => ({ number: s + 1, episodes }));
    const res = await preview(client, "trakt", JSON.stringify([{ show: { title: "Ezel", year: 2009 }, seasons }]));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data.episodes.matched + res.json().data.episodes.unmatched).toBe(IMPORT_MAX_ENTRIES);
  }, 60_000);
});
