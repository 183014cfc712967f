import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, lists, shows, users } from "../../src/db/schema/index.js";
import { parseCsv } from "../../src/integrations/import/tvtime.parser.js";
import { type AccountsEnv, Client, makeVerifiedUser, startAccountsApp } from "../accounts/helpers.js";
import { importFile, readSample } from "./samples.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const db = () => env.ctx.database.db;

/** A user with the Trakt sample imported, a diary entry, a like and a known two-factor secret. */
async function userWithData() {
  const account = await makeVerifiedUser(env);
  await importFile(account.client, "trakt", await readSample("trakt"));
  const [ezel] = await db().select().from(shows).where(eq(shows.originalTitle, "Ezel"));
  const [episode] = await db().select().from(episodes).where(eq(episodes.showId, ezel!.id)).orderBy(episodes.seasonNumber, episodes.number).limit(1);
  const log = await account.client.post("/api/logs", { episode_id: episode!.id, watched_at: "2020-06-10", rating: 4.5, note: 'Ezel, "Eyşan" ve\nRamiz Dayı', rewatch: true });
  expect(log.statusCode, log.body).toBe(201);
  expect((await account.client.post("/api/like-item", { type: "show", id: ezel!.id })).statusCode).toBe(200);
  await db().update(users).set({ twoFactorSecret: "JBSWY3DPEHPK3PXPTESTSECRET" }).where(eq(users.id, account.user.id));
  return { ...account, ezel: ezel! };
}

describe("export", () => {
  it("downloads everything as JSON: what was imported, and no secret", async () => {
    const { client, user, username, ezel } = await userWithData();
    const res = await client.get("/api/me/export?format=json");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="dizilog-${username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json();
    expect(Object.keys(data)).toEqual(["format", "version", "exported_at", "user", "tracked", "seen", "diary", "ratings", "lists", "likes"]);
    expect(data.user).toMatchObject({ id: user.id, username, email: user.email });
    expect(data.tracked).toHaveLength(3);
    expect(data.seen).toHaveLength(9);
    expect(data.seen[0]).toEqual({
      show: { id: expect.any(Number), slug: expect.any(String), original_title: "Ezel", title: "Ezel", year: 2009 },
      season: 1,
      episode: 1,
      episode_id: expect.any(Number),
      watched_at: "2020-06-10T22:15:00.000Z",
    });
    expect(data.ratings.map((r: { show: { original_title: string }; rating: number }) => [r.show.original_title, r.rating]).sort()).toEqual([
      ["Aşk-ı Memnu", 4.5],
      ["Ezel", 3.5],
      ["Kara Sevda", 5],
    ]);
    expect(data.lists.map((l: { name: string; public: boolean; items: unknown[] }) => [l.name, l.public, l.items.length])).toEqual([
      ["Favori diziler", true, 2],
      ["İzlenecekler", false, 1],
    ]);
    expect(data.diary).toEqual([expect.objectContaining({ show: expect.objectContaining({ id: ezel.id }), season: 1, episode: 1, rating: 4.5, rewatch: true })]);
    expect(data.likes).toEqual([expect.objectContaining({ type: "show", id: ezel.id, name: "Ezel", slug: ezel.slug })]);

    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    for (const secret of [row!.passwordHash, "JBSWY3DPEHPK3PXPTESTSECRET", client.token!]) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/password|two_factor_secret|twoFactorSecret|session|calendar_token|recovery/i);
  });

  it("downloads one kind as CSV with a header row and RFC 4180 quoting", async () => {
    const { client, username } = await userWithData();
    await db()
      .update(lists)
      .set({ name: 'Aşk, "yasak" ve intikam' })
      .where(eq(lists.name, "Favori diziler"));
    const res = await client.get("/api/me/export?format=csv&kind=lists");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="dizilog-${username}-lists-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(res.body.split("\r\n")[0]).toBe("list_id,list_name,list_description,public,list_created_at,position,show_id,show_slug,original_title,title,year,added_at");
    expect(res.body).toContain(',"Aşk, ""yasak"" ve intikam",Tekrar tekrar izlediklerim,true,');
    const records = parseCsv(res.body).map((r) => r.fields);
    expect(records).toHaveLength(4);
    expect(records.slice(1).map((r) => [r[1], r[8]])).toEqual([
      ['Aşk, "yasak" ve intikam', "Aşk-ı Memnu"],
      ['Aşk, "yasak" ve intikam', "Ezel"],
      ["İzlenecekler", "Fatmagül'ün Suçu Ne?"],
    ]);

    const diary = await client.get("/api/me/export?format=csv&kind=diary");
    const [header, entry] = parseCsv(diary.body).map((r) => r.fields);
    expect(header).toEqual(["id", "show_id", "show_slug", "original_title", "title", "year", "season", "episode", "watched_at", "rating", "note", "rewatch"]);
    expect(entry!.slice(3, 8)).toEqual(["Ezel", "Ezel", "2009", "1", "1"]);
    expect(entry!.slice(9)).toEqual(["4.5", 'Ezel, "Eyşan" ve\nRamiz Dayı', "true"]);
    expect(diary.body).toContain('"Ezel, ""Eyşan"" ve\nRamiz Dayı"');

    for (const kind of ["seen", "ratings", "tracked", "likes"]) {
      const one = await client.get(`/api/me/export?format=csv&kind=${kind}`);
      expect(one.statusCode).toBe(200);
      const rows = parseCsv(one.body);
      expect(rows.length, kind).toBe({ seen: 10, ratings: 4, tracked: 4, likes: 2 }[kind]);
    }
  });

  it("answers 422 for CSV without a kind or an unknown kind or format, and 401 signed out", async () => {
    const { client } = await makeVerifiedUser(env);
    const noKind = await client.get("/api/me/export?format=csv");
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().errors).toEqual({ kind: ["The kind field is required when format is csv."] });
    expect((await client.get("/api/me/export?format=csv&kind=passwords")).statusCode).toBe(422);
    expect((await client.get("/api/me/export?format=xml")).statusCode).toBe(422);
    expect((await new Client(env.app).get("/api/me/export")).statusCode).toBe(401);
  });

  it("exports an empty account with headers only", async () => {
    const { client } = await makeVerifiedUser(env);
    const json = (await client.get("/api/me/export")).json();
    expect([json.tracked, json.seen, json.diary, json.ratings, json.lists, json.likes]).toEqual([[], [], [], [], [], []]);
    expect((await client.get("/api/me/export?format=csv&kind=seen")).body).toBe("show_id,show_slug,original_title,title,year,season,episode,watched_at\r\n");
  });
});
