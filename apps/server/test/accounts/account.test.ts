import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { ERROR_TEXTS } from "@dizilog/shared/errors/all-locales";
import { endPlan, grantPlan } from "../plans.js";
import { makeShow } from "../factories.js";
import {
  type Account,
  type AccountsEnv,
  Client,
  PASSWORD,
  codeOf,
  login,
  makeVerifiedUser,
  multipart,
  startAccountsApp,
  uniqueUsername,
} from "./helpers.js";

let env: AccountsEnv;
beforeAll(async () => {
  env = await startAccountsApp();
});
afterAll(async () => env.close());

const NOTIFICATION_KINDS = [
  "user_comment", "user_mention", "user_review", "user_followed", "episode_info", "date_change", "clip_added", "publish_post",
  "role_changed", "new_show", "new_season", "new_badge", "watchlist", "episode_image", "music_added", "buzz",
  "ask_suggestion", "poll_vote", "post_like", "comment_like", "review_helpful", "report_resolved",
  // Decision 0043: a season's TV ratings arrived.
  "ratings_available",
  // Decision 0052: a Pro renewal's payment failed.
  "payment_failed",
];

const canSignIn = async (name: string, password = PASSWORD) => (await login(env, { login: name, password })).res.statusCode === 200;

describe("POST /api/me/account", () => {
  it("changes the name and the username (and so the slug)", async () => {
    const account = await makeVerifiedUser(env);
    const username = uniqueUsername("New");
    const res = await account.client.post("/api/me/account", { name: "Hazal Kaya", username });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { name: "Hazal Kaya", username, slug: username.toLowerCase(), url: `/user/${username.toLowerCase()}` }, email_pending: false });
    expect((await env.app.inject({ method: "GET", url: `/api/users/${username.toLowerCase()}` })).statusCode).toBe(200);
    expect((await env.app.inject({ method: "GET", url: `/api/users/${account.username.toLowerCase()}` })).statusCode).toBe(404);
    expect(await canSignIn(username)).toBe(true);
  });

  it("refuses a username taken in any case, and invalid values", async () => {
    const account = await makeVerifiedUser(env);
    const other = await makeVerifiedUser(env);
    const taken = await account.client.post("/api/me/account", { username: other.username.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username: [ACCOUNT_MESSAGES.usernameTaken] });
    const invalid = await account.client.post("/api/me/account", { username: "ab_c", name: "X" });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["name", "username"]);
    // Its own username in another case is not "taken".
    const recased = await account.client.post("/api/me/account", { username: account.username.toUpperCase() });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().data.username).toBe(account.username.toUpperCase());
    expect((await new Client(env.app).post("/api/me/account", { name: "Nobody" })).statusCode).toBe(401);
  });

  it("answers an empty form with the unchanged user", async () => {
    const account = await makeVerifiedUser(env);
    const res = await account.client.post("/api/me/account", {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: account.user.id, username: account.username, email: account.email }, email_pending: false });
  });

  it("mails a code to a new email, which replaces the old one only once verified", async () => {
    const account = await makeVerifiedUser(env);
    const newEmail = `${uniqueUsername("moved")}@example.org`;
    const res = await account.client.post("/api/me/account", { email: newEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json().email_pending).toBe(true);
    expect(res.json().data.email).toBe(account.email);

    const mail = await env.smtp.waitForMail(newEmail);
    expect(mail).toMatch(/^Subject: \d{6} confirms your new Dizilog email$/m);
    await env.ctx.settle();
    expect(env.smtp.mailsTo(account.email).filter((m) => m.subject.includes("new Dizilog email"))).toHaveLength(0);
    // Until the code is entered the old email is the account's.
    expect((await account.client.get("/api/me")).json().data.email).toBe(account.email);
    expect(await canSignIn(account.email)).toBe(true);
    expect(await canSignIn(newEmail)).toBe(false);

    const verify = await account.client.post("/api/auth/email/verify", { code: codeOf(mail) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.email).toBe(newEmail);
    expect(verify.json().data.email_verified_at).not.toBeNull();
    expect(await canSignIn(newEmail)).toBe(true);
    expect(await canSignIn(account.email)).toBe(false);
  });

  it("refuses the pending email when another account took it before the code was entered", async () => {
    const account = await makeVerifiedUser(env);
    const wanted = `${uniqueUsername("race")}@example.org`;
    expect((await account.client.post("/api/me/account", { email: wanted })).json().email_pending).toBe(true);
    const code = codeOf(await env.smtp.waitForMail(wanted));
    await makeVerifiedUser(env, { email: wanted });
    const res = await account.client.post("/api/auth/email/verify", { code });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    expect((await account.client.get("/api/me")).json().data.email).toBe(account.email);
  });

  it("refuses an email taken by another account", async () => {
    const account = await makeVerifiedUser(env);
    const other = await makeVerifiedUser(env);
    const res = await account.client.post("/api/me/account", { email: other.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    await env.ctx.settle();
    expect(env.smtp.mailsTo(other.email)).toHaveLength(1);
  });
});

describe("GET /api/users/{slug}", () => {
  let target: Account;
  let secret: string;
  beforeAll(async () => {
    target = await makeVerifiedUser(env, { birthday: "1985-03-04" });
    await target.client.post("/api/settings/update", { key: "time_zone", value: "America/New_York" });
    secret = (await target.client.post("/api/me/two-factor")).json().secret;
  });

  it("answers the public profile without email, birthday, settings or secrets", async () => {
    const viewers = [new Client(env.app), (await makeVerifiedUser(env)).client];
    for (const viewer of viewers) {
      const res = await viewer.get(`/api/users/${target.username.toLowerCase()}`);
      expect(res.statusCode).toBe(200);
      const user = res.json().data;
      expect(user).toMatchObject({ id: target.user.id, username: target.username, name: target.user.name, url: `/user/${target.username.toLowerCase()}` });
      for (const field of ["email", "email_verified_at", "birthday", "spoilers", "title_pref", "time_zone", "locale", "is_onboarded", "unread_count", "two_factor_enabled"]) {
        expect(user).not.toHaveProperty(field);
      }
      for (const text of [target.email, "two_factor", "password", "1985-03-04", "America/New_York", secret, "secret"]) expect(res.body).not.toContain(text);
    }
  });

  it("answers the own view to the owner, 404 to an unknown slug", async () => {
    const own = await target.client.get(`/api/users/${target.username.toLowerCase()}`);
    expect(own.json().data.email).toBe(target.email);
    const unknown = await env.app.inject({ method: "GET", url: `/api/users/${uniqueUsername("nobody")}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.notFound });
  });

  it("answers 404 to a viewer the user blocked, and 200 again once unblocked", async () => {
    const viewer = await makeVerifiedUser(env);
    const url = `/api/users/${target.username.toLowerCase()}`;
    expect((await viewer.client.get(url)).statusCode).toBe(200);
    expect((await target.client.post("/api/blocks", { user_id: viewer.user.id })).statusCode).toBe(200);
    const blocked = await viewer.client.get(url);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toMatchObject({ message: MESSAGES.notFound });
    // Others (and signed-out visitors) still see it; the blocker still sees the blocked one.
    expect((await new Client(env.app).get(url)).statusCode).toBe(200);
    expect((await target.client.get(`/api/users/${viewer.username.toLowerCase()}`)).statusCode).toBe(200);
    expect((await target.client.post(`/api/accounts/${viewer.user.id}/unblock`)).statusCode).toBe(200);
    expect((await viewer.client.get(url)).statusCode).toBe(200);
  });
});

describe("blocks", () => {
  it("lists, blocks (idempotent), refuses self and unknown users, unblocks", async () => {
    const me = await makeVerifiedUser(env);
    const a = await makeVerifiedUser(env, { name: "Ayşe" });
    expect((await me.client.get("/api/blocks")).json()).toEqual({ data: [] });

    for (let i = 0; i < 2; i++) {
      const res = await me.client.post("/api/blocks", { user_id: a.user.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { blocked: true } });
    }
    const list = (await me.client.get("/api/blocks")).json().data;
    expect(list).toEqual([{ id: a.user.id, name: "Ayşe", username: a.username, avatar: expect.stringMatching(/^\/media\//), url: `/user/${a.username.toLowerCase()}` }]);
    expect(JSON.stringify(list)).not.toContain(a.email);

    const self = await me.client.post("/api/blocks", { user_id: me.user.id });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ message: ACCOUNT_MESSAGES.blockSelf, errors: { user_id: [ACCOUNT_MESSAGES.blockSelf] } });
    const unknown = await me.client.post("/api/blocks", { user_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect((await me.client.post("/api/blocks", { user_id: "abc" })).statusCode).toBe(422);

    const unblock = await me.client.post(`/api/accounts/${a.user.id}/unblock`);
    expect(unblock.statusCode).toBe(200);
    expect(unblock.json()).toEqual({ data: { blocked: false } });
    expect((await me.client.get("/api/blocks")).json()).toEqual({ data: [] });
    expect((await new Client(env.app).get("/api/blocks")).statusCode).toBe(401);
  });
});

describe("settings", () => {
  let account: Account;
  beforeAll(async () => {
    account = await makeVerifiedUser(env);
  });
  const update = (key: string, value: unknown) => account.client.post("/api/settings/update", { key, value });
  const settings = async () => (await account.client.get("/api/settings")).json().data;

  it("lists notify_<kind> and email_<kind> for the 24 kinds, theme, language, title_pref, spoilers, data_saver, time_zone and private_account", async () => {
    const res = await account.client.get("/api/settings");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const expected = [
      ...NOTIFICATION_KINDS.map((k) => `notify_${k}`),
      ...NOTIFICATION_KINDS.map((k) => `email_${k}`),
      "theme", "language", "title_pref", "spoilers", "data_saver", "time_zone", "private_account",
    ];
    expect(Object.keys(data).sort()).toEqual(expected.sort());
    for (const kind of NOTIFICATION_KINDS) {
      expect(typeof data[`notify_${kind}`]).toBe("boolean");
      expect(typeof data[`email_${kind}`]).toBe("boolean");
    }
    expect(data).toMatchObject({ theme: "system", language: "en", title_pref: 0, spoilers: false, data_saver: false, time_zone: "Europe/Istanbul", private_account: false });
    expect((await new Client(env.app).get("/api/settings")).statusCode).toBe(401);
  });

  it.each([
    ["theme", "dark"],
    ["notify_buzz", false],
    ["email_user_comment", true],
    ["data_saver", true],
    ["language", "tr"],
    ["title_pref", 1],
    ["spoilers", true],
    ["time_zone", "Asia/Tokyo"],
    ["private_account", true],
  ])("updates %s and keeps the value", async (key, value) => {
    const res = await update(key, value);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Your settings have been updated!" });
    expect((await settings())[key]).toEqual(value);
  });

  it("reflects the profile settings in the User", async () => {
    await update("language", "tr");
    await update("title_pref", 1);
    expect((await account.client.get("/api/me")).json().data).toMatchObject({ locale: "tr", title_pref: 1 });
  });

  it.each([
    ["no_such_setting", true],
    ["notify_nothing", true],
    ["__proto__", true],
    ["toString", true],
    ["constructor", "x"],
    ["theme", 5],
    ["theme", "purple"],
    ["notify_buzz", "yes"],
    ["email_buzz", 1],
    ["data_saver", null],
    ["language", "xx"],
    ["title_pref", 2],
    ["title_pref", "1"],
    ["spoilers", "true"],
    ["time_zone", "Nowhere/City"],
  ])("answers 422 for %s = %j and changes nothing", async (key, value) => {
    const before = await settings();
    const res = await update(key, value);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("settings_update_failed");
    // In the account's language: Turkish once "updates language" above has run.
    expect(res.json().message).toBe(before.language === "tr" ? ERROR_TEXTS.tr.settings_update_failed : ACCOUNT_MESSAGES.settingsFailed);
    expect(await settings()).toEqual(before);
  });

  it("answers 422 without a key", async () => {
    expect((await account.client.post("/api/settings/update", { value: true })).statusCode).toBe(422);
  });
});

describe("sessions", () => {
  it("lists two devices and revokes the other one", async () => {
    const account = await makeVerifiedUser(env);
    const phone = new Client(env.app, undefined, "Mozilla/5.0 (iPhone)");
    expect((await login(env, { login: account.email, password: PASSWORD }, phone)).res.statusCode).toBe(200);

    const res = await account.client.get("/api/me/sessions");
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { current: boolean }) => s.current);
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect(current).toMatchObject({ kind: "cookie", device: "vitest-browser/1.0", ip_address: account.client.ip });
    expect(other).toMatchObject({ kind: "cookie", device: "Mozilla/5.0 (iPhone)", ip_address: phone.ip });
    expect(other.id).toMatch(/^[a-f0-9]{16}$/);
    expect(res.body).not.toContain(phone.token!);
    expect(res.body).not.toContain(account.client.token!);

    const revoke = await account.client.delete(`/api/me/sessions/${other.id}`);
    expect(revoke.statusCode).toBe(204);
    const revoked = await phone.get("/api/me");
    expect(revoked.statusCode).toBe(401);
    expect((await account.client.get("/api/me")).statusCode).toBe(200);
    expect((await account.client.get("/api/me/sessions")).json().data).toHaveLength(1);
  });

  it("answers 404 for a session of another user or an unknown id", async () => {
    const account = await makeVerifiedUser(env);
    const stranger = await makeVerifiedUser(env);
    const theirs = (await stranger.client.get("/api/me/sessions")).json().data[0].id;
    expect((await account.client.delete(`/api/me/sessions/${theirs}`)).statusCode).toBe(404);
    expect((await stranger.client.get("/api/me")).statusCode).toBe(200);
    expect((await account.client.delete("/api/me/sessions/0000000000000000")).statusCode).toBe(404);
  });
});

describe("onboarding", () => {
  it("tracks the chosen shows once (idempotent) and marks onboarding done", async () => {
    const account = await makeVerifiedUser(env);
    const { show: first } = await makeShow(env.ctx.database.db, { trackers: 7 });
    const { show: second } = await makeShow(env.ctx.database.db);
    const trackers = async (slug: string) => (await env.app.inject({ method: "GET", url: `/api/shows/${slug}` })).json().data.trackers_count;

    for (let i = 0; i < 2; i++) {
      const res = await account.client.post("/api/show/track", { shows: [first.id, second.id, first.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.tracked.sort()).toEqual([first.id, second.id].sort());
    }
    expect(await trackers(first.slug)).toBe(8);
    expect(await trackers(second.slug)).toBe(1);
    expect((await account.client.get("/api/me")).json().data.track_count).toBe(2);
    const { rows } = await env.ctx.database.query<{ show_id: number }>("select show_id from tracked_shows where user_id = $1 order by show_id", [account.user.id]);
    expect(rows.map((r) => r.show_id)).toEqual([first.id, second.id].sort((a, b) => a - b));

    expect((await account.client.post("/api/show/track", { shows: [] })).statusCode).toBe(422);
    expect((await new Client(env.app).post("/api/show/track", { shows: [first.id] })).statusCode).toBe(401);

    const done = await account.client.post("/api/me/onboarded");
    expect(done.statusCode).toBe(200);
    expect(done.json().data.is_onboarded).toBe(true);
    expect((await account.client.get("/api/me")).json().data.is_onboarded).toBe(true);
  });

  it("tracks and untracks one show idempotently", async () => {
    const account = await makeVerifiedUser(env);
    const { show } = await makeShow(env.ctx.database.db);
    const progress = { seen: 0, aired: 3, total: 3, percent: 0 };
    for (let i = 0; i < 2; i++) expect((await account.client.post(`/api/shows/${show.id}/track`)).json()).toEqual({ data: { is_tracking: true, progress } });
    for (let i = 0; i < 2; i++) expect((await account.client.delete(`/api/shows/${show.id}/track`)).json()).toEqual({ data: { is_tracking: false } });
    expect((await env.app.inject({ method: "GET", url: `/api/shows/${show.slug}` })).json().data.trackers_count).toBe(0);
    expect((await account.client.post("/api/shows/no-such-show-slug/track")).statusCode).toBe(404);
  });
});

describe("DELETE /api/me", () => {
  it("answers 423 for a wrong password", async () => {
    const account = await makeVerifiedUser(env);
    const res = await account.client.delete("/api/me", { password: "not-my-password" });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ message: "Incorrect Password" });
    expect((await account.client.get("/api/me")).statusCode).toBe(200);
  });

  it("answers 409 while a subscription is active", async () => {
    const account = await makeVerifiedUser(env);
    const providerId = await grantPlan(env.ctx.database.db, account.user.id, "year", new Date());
    const res = await account.client.delete("/api/me", { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.subscriptionActive });
    expect((await account.client.get("/api/me")).statusCode).toBe(200);
    // Once cancelled, the account can go.
    await endPlan(env.ctx.database.db, account.user.id, providerId, new Date());
    expect((await account.client.delete("/api/me", { password: PASSWORD })).statusCode).toBe(204);
  });

  it("deletes the account: user, sessions, settings, tracking counters and avatar files", async () => {
    const account = await makeVerifiedUser(env);
    const id = account.user.id;
    const { client: otherDevice } = await login(env, { login: account.email, password: PASSWORD });
    await account.client.post("/api/settings/update", { key: "theme", value: "dark" });
    const { show } = await makeShow(env.ctx.database.db, { trackers: 3 });
    await account.client.post("/api/show/track", { shows: [show.id] });
    const avatarPng = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#0a0" } }).png().toBuffer();
    const { payload, headers } = await multipart({ avatar: { bytes: avatarPng, filename: "a.png", type: "image/png" } });
    const avatar: string = (await account.client.request({ method: "POST", url: "/api/me/fields", payload, headers })).json().data.avatar;
    expect((await env.app.inject({ method: "GET", url: avatar })).statusCode).toBe(200);
    const trackersBefore = (await env.app.inject({ method: "GET", url: `/api/shows/${show.slug}` })).json().data.trackers_count;
    expect(trackersBefore).toBe(4);

    const res = await account.client.delete("/api/me", { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(account.client.token).toBeUndefined();

    const count = async (table: string, column = "user_id") =>
      (await env.ctx.database.query<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [id])).rows[0]!.n;
    expect(await count("users", "id")).toBe(0);
    expect(await count("sessions")).toBe(0);
    expect(await count("user_settings")).toBe(0);
    expect(await count("tracked_shows")).toBe(0);
    expect(await count("email_verifications")).toBe(0);
    expect((await env.app.inject({ method: "GET", url: `/api/shows/${show.slug}` })).json().data.trackers_count).toBe(3);
    expect((await env.app.inject({ method: "GET", url: avatar })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: avatar.replace("/256.webp", "/64.webp") })).statusCode).toBe(404);
    const key = avatar.replace("/media/", "").replace("/256.webp", "");
    expect(await env.ctx.deps.storage.get(`${key}/256.webp`)).toBeUndefined();

    expect((await otherDevice.get("/api/me")).statusCode).toBe(401);
    expect(await canSignIn(account.email)).toBe(false);
    expect((await env.app.inject({ method: "GET", url: `/api/users/${account.username.toLowerCase()}` })).statusCode).toBe(404);
    // The name is free again.
    expect((await env.app.inject({ method: "GET", url: `/api/auth/validate/username?username=${account.username}` })).json()).toEqual({ valid: true });
  });

  it("answers 401 signed out", async () => {
    expect((await new Client(env.app).delete("/api/me", { password: PASSWORD })).statusCode).toBe(401);
  });
});

describe("show as seen by a signed-in user", () => {
  it("carries is_tracking (and user_rating) only for a signed-in viewer", async () => {
    const anon = await env.app.inject({ method: "GET", url: "/api/shows/ezel" });
    expect(anon.json().data).not.toHaveProperty("is_tracking");
    const { client } = await makeVerifiedUser(env);
    expect((await client.get("/api/shows/ezel")).json().data.is_tracking).toBe(false);
    expect((await client.post("/api/shows/ezel/track")).json().data.is_tracking).toBe(true);
    const show = (await client.get("/api/shows/ezel")).json().data;
    expect(show.is_tracking).toBe(true);
    const listed = (await client.get("/api/filter/shows?keyword=ezel")).json().data as { slug: string; is_tracking?: boolean }[];
    expect(listed.find((s) => s.slug === "ezel")?.is_tracking).toBe(true);
    const anonList = (await env.app.inject({ method: "GET", url: "/api/filter/shows?keyword=ezel" })).json().data;
    expect(anonList[0]).not.toHaveProperty("is_tracking");
    expect(show.user_rating).toBeNull();
  });
});

describe("GET /api/me?include=upcoming.show", () => {
  it("lists the next 7 days of episodes of tracked shows, by air time", async () => {
    const { client } = await makeVerifiedUser(env);
    expect((await client.get("/api/me?include=upcoming.show")).json().data.upcoming).toEqual([]);
    await client.post("/api/shows/kurulus-osman/track");
    const upcoming = (await client.get("/api/me?include=upcoming.show")).json().data.upcoming as { show: { slug: string }; airs_at: string }[];
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((e) => e.show.slug === "kurulus-osman")).toBe(true);
    const times = upcoming.map((e) => Date.parse(e.airs_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times) - Date.now()).toBeLessThan(9 * 86_400_000);
  });
});

describe("deleting an account keeps the counters of what it touched exact", () => {
  it("removes its ratings from the show's rating and its likes from lists", async () => {
    const rater = await makeVerifiedUser(env);
    const owner = await makeVerifiedUser(env);
    const before = (await env.app.inject({ method: "GET", url: "/api/shows/ezel" })).json().data;
    expect((await rater.client.post("/api/user/rate", { related: "show", related_id: before.id, rating: 4.5 })).statusCode).toBe(200);
    const rated = (await rater.client.get("/api/shows/ezel")).json().data;
    expect(rated.votes_count).toBe(before.votes_count + 1);
    expect(rated.user_rating).toBe(4.5);
    const list = (await owner.client.post("/api/lists", { name: "Favoriler", public: true })).json().data;
    expect((await rater.client.post("/api/like-item", { type: "list", id: list.id })).json()).toMatchObject({ liked: true, like_count: 1 });

    expect((await rater.client.delete("/api/me", { password: PASSWORD })).statusCode).toBe(204);
    const after = (await env.app.inject({ method: "GET", url: "/api/shows/ezel" })).json().data;
    expect(after.votes_count).toBe(before.votes_count);
    expect(after.rating).toBe(before.rating);
    expect((await owner.client.get(`/api/lists/${list.id}`)).json().data.likes_count).toBe(0);
  });
});
