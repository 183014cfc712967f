import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERATION_MESSAGES } from "@dizilog/shared/api";
import { comments, lists, reports, reviews, shows, users } from "../../src/db/schema/index.js";
import { Client } from "../accounts/helpers.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makeComment, makeModerator, makeReport, makeReview } from "./factories.js";

const STAFF_EMAIL = "moderation-boss@example.com";

let ctx: TestContext;
let staff: MadeUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { STAFF_EMAILS: `someone@example.com, ${STAFF_EMAIL.toUpperCase()},listed-later@example.com` } });
  staff = await makeUser(ctx, { email: STAFF_EMAIL });
});
afterAll(async () => ctx?.close());
const db = () => ctx.database.db;

/** A show with a moderator, an author with a comment on it, and a reporter. */
async function scene() {
  const { show } = await makeShow(db());
  const moderator = await makeUser(ctx);
  await makeModerator(db(), moderator.id, show.id);
  const author = await makeUser(ctx);
  const reporter = await makeUser(ctx);
  const comment = await makeComment(db(), { userId: author.id, itemType: "show", itemId: show.id, showId: show.id, content: "Final bölümünde herkes ölüyor!" });
  const report = await makeReport(db(), { reporterId: reporter.id, itemType: "comment", itemId: comment.id, itemOwnerId: author.id, showId: show.id, reason: "spoilers", details: "Sonu söylüyor" });
  return { show, moderator, author, reporter, comment, report };
}

const resolve = (user: MadeUser, reportId: number, action: string) => user.client.post(`/api/admin/reports/${reportId}/resolve`, { action });
const reportIds = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe("who reaches the moderation area", () => {
  it("answers 404 under /api/admin to everyone but staff, and /api/moderation to everyone but moderators and staff", async () => {
    const { moderator } = await scene();
    const user = await makeUser(ctx);
    const visitor = new Client(ctx.app);
    for (const path of ["/api/admin/reports", "/api/admin/moderators"]) {
      expect((await visitor.get(path)).statusCode, path).toBe(404);
      expect((await user.client.get(path)).statusCode, path).toBe(404);
      expect((await moderator.client.get(path)).statusCode, path).toBe(404);
      expect((await staff.client.get(path)).statusCode, path).toBe(200);
    }
    expect((await visitor.get("/api/moderation/reports")).statusCode).toBe(404);
    expect((await user.client.get("/api/moderation/reports")).statusCode).toBe(404);
    expect((await moderator.client.get("/api/moderation/reports")).statusCode).toBe(200);
    expect((await user.client.post("/api/admin/moderators", { user_id: user.id, show_id: 1 })).statusCode).toBe(404);
    expect((await visitor.post("/api/admin/reports/1/resolve", { action: "dismiss" })).statusCode).toBe(404);
    expect((await user.client.post("/api/admin/reports/1/resolve", { action: "dismiss" })).statusCode).toBe(404);
  });

  it("makes staff of a verified email on STAFF_EMAILS (any case), never of an unverified one", async () => {
    expect((await staff.client.get("/api/me")).json().data.role).toBe("staff");
    expect((await staff.client.get("/api/admin/reports")).statusCode).toBe(200);
    const unverified = await makeUser(ctx, { email: "someone@example.com", verified: false });
    expect((await unverified.client.get("/api/me")).json().data.role).toBe("user");
    expect((await unverified.client.get("/api/admin/reports")).statusCode).toBe(404);
    expect((await db().select({ role: users.role }).from(users).where(eq(users.id, unverified.id)))[0]!.role).toBe("user");
  });

  it("stores the role STAFF_EMAILS gives on the account's first request, so its bylines say staff", async () => {
    const listed = await makeUser(ctx, { email: "listed-later@example.com" });
    const roleOf = async () => (await db().select({ role: users.role }).from(users).where(eq(users.id, listed.id)))[0]!.role;
    // As the account was before its first request (the factory's own requests promoted it already).
    await db().update(users).set({ role: "user" }).where(eq(users.id, listed.id));
    const { show } = await makeShow(db());
    const written = await listed.client.post("/api/comments/add", { type: "show", id: show.id, content: "Kurallar herkes için geçerli." });
    expect(written.statusCode, written.body).toBe(201);
    expect(await roleOf()).toBe("staff");
    const page = await new Client(ctx.app).get(`/api/comments/v1?type=show&id=${show.id}`);
    expect(page.json().data[0].user).toMatchObject({ username: listed.username, role: "staff" });
  });
});

describe("GET /api/admin/reports · /api/moderation/reports", () => {
  it("lists open reports newest first with their item in context; a moderator sees only their shows'", async () => {
    const one = await scene();
    const two = await scene();
    const review = await makeReview(db(), { userId: two.author.id, showId: two.show.id, title: "Bir başyapıt" });
    const reviewReport = await makeReport(db(), { reporterId: one.reporter.id, itemType: "review", itemId: review.id, itemOwnerId: two.author.id, showId: two.show.id });
    const [list] = await db().insert(lists).values({ userId: one.author.id, name: "Kötü liste", description: "Açıklama" }).returning();
    const listReport = await makeReport(db(), { reporterId: one.reporter.id, itemType: "list", itemId: list!.id, itemOwnerId: one.author.id, reason: "offensive" });
    const userReport = await makeReport(db(), { reporterId: one.reporter.id, itemType: "user", itemId: one.author.id, itemOwnerId: one.author.id, reason: "hate" });
    const showReport = await makeReport(db(), { reporterId: one.reporter.id, itemType: "show", itemId: one.show.id, showId: one.show.id, reason: "duplicate" });
    const reply = await makeComment(db(), { userId: one.author.id, itemType: "review", itemId: review.id, showId: two.show.id, content: "Katılıyorum" });
    const replyReport = await makeReport(db(), { reporterId: one.reporter.id, itemType: "comment", itemId: reply.id, itemOwnerId: one.author.id, showId: two.show.id });

    const page = (await staff.client.get("/api/admin/reports")).json();
    const byId = new Map(page.data.map((r: { id: number }) => [r.id, r]));
    expect(page.data.map((r: { id: number }) => r.id).slice(0, 7)).toEqual([replyReport.id, showReport.id, userReport.id, listReport.id, reviewReport.id, two.report.id, one.report.id]);
    expect(byId.get(one.report.id)).toMatchObject({
      item_type: "comment",
      reason: "spoilers",
      details: "Sonu söylüyor",
      status: "open",
      action: null,
      reporter: { id: one.reporter.id, username: one.reporter.username },
      item_owner: { id: one.author.id, suspended: false },
      show: { id: one.show.id, url: `/shows/${one.show.slug}` },
      item: { type: "comment", id: one.comment.id, text: "Final bölümünde herkes ölüyor!", url: `/shows/${one.show.slug}#comment_${one.comment.id}`, removed: false },
      abilities: { dismiss: true, remove_item: true, suspend_user: true },
    });
    expect(byId.get(reviewReport.id)).toMatchObject({ item: { type: "review", title: "Bir başyapıt", url: `/shows/${two.show.slug}/reviews/${review.id}` } });
    expect((byId.get(reviewReport.id) as { item: { text: string } }).item.text.length).toBeLessThanOrEqual(300);
    expect(byId.get(listReport.id)).toMatchObject({ show: null, item: { type: "list", title: "Kötü liste", text: "Açıklama", url: `/lists/${list!.id}` } });
    expect(byId.get(userReport.id)).toMatchObject({ item: { type: "user", url: `/user/${one.author.user.slug}` } });
    expect(byId.get(showReport.id)).toMatchObject({ item_owner: null, item: { type: "show", url: `/shows/${one.show.slug}` } });
    expect(byId.get(replyReport.id)).toMatchObject({ item: { title: "Bir başyapıt", url: `/shows/${two.show.slug}/reviews/${review.id}#comment_${reply.id}` } });

    const mine = await one.moderator.client.get("/api/moderation/reports");
    expect(reportIds(mine)).toEqual([showReport.id, one.report.id]);
    expect(mine.json().data[1].abilities).toEqual({ dismiss: true, remove_item: true, suspend_user: false });
    expect(reportIds(await two.moderator.client.get("/api/moderation/reports"))).toEqual([replyReport.id, reviewReport.id, two.report.id]);
    expect(reportIds(await one.moderator.client.get("/api/moderation/reports?status=resolved"))).toEqual([]);
    expect((await staff.client.get("/api/admin/reports?status=closed")).statusCode).toBe(422);
    expect((await staff.client.get("/api/admin/reports?cursor=abc")).statusCode).toBe(422);
  });

  it("pages with a cursor, without repeats or gaps", async () => {
    const { show } = await makeShow(db());
    const author = await makeUser(ctx);
    const made: number[] = [];
    for (let i = 0; i < 23; i++) {
      const reporter = await makeUser(ctx, { session: false });
      made.push((await makeReport(db(), { reporterId: reporter.id, itemType: "show", itemId: show.id, showId: show.id, itemOwnerId: author.id })).id);
    }
    const seen: number[] = [];
    let next: string | null = null;
    do {
      const res = await staff.client.get(`/api/admin/reports${next ? `?cursor=${next}` : ""}`);
      seen.push(...reportIds(res));
      next = res.json().meta.cursor.next;
    } while (next);
    const ours = seen.filter((id) => made.includes(id));
    expect(ours).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe("POST /api/admin/reports/{id}/resolve", () => {
  it("dismisses a report and every open report of the same item; settling again is 409", async () => {
    const { report, comment, author, moderator } = await scene();
    const second = await makeReport(db(), { reporterId: (await makeUser(ctx)).id, itemType: "comment", itemId: comment.id, itemOwnerId: author.id, showId: report.showId });
    const res = await resolve(moderator, report.id, "dismiss");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: report.id, status: "dismissed", action: "dismiss" });
    const [again] = await db().select().from(reports).where(eq(reports.id, second.id));
    expect(again).toMatchObject({ status: "dismissed", action: "dismiss", resolvedBy: moderator.id });
    const twice = await resolve(moderator, report.id, "dismiss");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MODERATION_MESSAGES.alreadySettled);
    const [kept] = await db().select().from(comments).where(eq(comments.id, comment.id));
    expect(kept!.removedAt).toBeNull();
  });

  it("removes a top-level comment: removed_at set, it leaves its show's comments_count, its reports are resolved", async () => {
    const { report, comment, show, moderator } = await scene();
    const before = (await db().select({ n: shows.commentsCount }).from(shows).where(eq(shows.id, show.id)))[0]!.n;
    const res = await resolve(moderator, report.id, "remove_item");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "resolved", action: "remove_item", item: { removed: true } });
    const [removed] = await db().select().from(comments).where(eq(comments.id, comment.id));
    expect(removed!.removedAt).not.toBeNull();
    expect((await db().select({ n: shows.commentsCount }).from(shows).where(eq(shows.id, show.id)))[0]!.n).toBe(before - 1);
    // A later report of the removed comment, removed again: nothing moves twice.
    const late = await makeReport(db(), { reporterId: (await makeUser(ctx)).id, itemType: "comment", itemId: comment.id, itemOwnerId: removed!.userId, showId: show.id });
    expect((await resolve(moderator, late.id, "remove_item")).statusCode).toBe(200);
    expect((await db().select({ n: shows.commentsCount }).from(shows).where(eq(shows.id, show.id)))[0]!.n).toBe(before - 1);
  });

  it("removes a reply: it leaves its parent's reply_count", async () => {
    const { comment, show, moderator, author } = await scene();
    const reply = await makeComment(db(), { userId: author.id, itemType: "show", itemId: show.id, showId: show.id, parentId: comment.id, content: "Ve sonra…" });
    const report = await makeReport(db(), { reporterId: (await makeUser(ctx)).id, itemType: "comment", itemId: reply.id, itemOwnerId: author.id, showId: show.id });
    const before = (await db().select({ n: shows.commentsCount }).from(shows).where(eq(shows.id, show.id)))[0]!.n;
    expect((await resolve(moderator, report.id, "remove_item")).statusCode).toBe(200);
    expect((await db().select({ n: comments.replyCount }).from(comments).where(eq(comments.id, comment.id)))[0]!.n).toBe(0);
    expect((await db().select({ n: shows.commentsCount }).from(shows).where(eq(shows.id, show.id)))[0]!.n).toBe(before);
  });

  it("removes a review, makes a list private and clears a profile; a show is not removable (decision 24)", async () => {
    const { show, author, reporter } = await scene();
    const review = await makeReview(db(), { userId: author.id, showId: show.id });
    const reviewReport = await makeReport(db(), { reporterId: reporter.id, itemType: "review", itemId: review.id, itemOwnerId: author.id, showId: show.id });
    expect((await resolve(staff, reviewReport.id, "remove_item")).statusCode).toBe(200);
    expect((await db().select().from(reviews).where(eq(reviews.id, review.id)))[0]!.removedAt).not.toBeNull();

    const [list] = await db().insert(lists).values({ userId: author.id, name: "Liste", isPublic: true }).returning();
    const listReport = await makeReport(db(), { reporterId: reporter.id, itemType: "list", itemId: list!.id, itemOwnerId: author.id });
    expect((await resolve(staff, listReport.id, "remove_item")).statusCode).toBe(200);
    expect((await reporter.client.get(`/api/lists/${list!.id}`)).statusCode).toBe(404);
    expect((await author.client.get(`/api/lists/${list!.id}`)).statusCode).toBe(200);

    await db().update(users).set({ biography: "Kötü sözler", location: "Bir yer" }).where(eq(users.id, author.id));
    const userReport = await makeReport(db(), { reporterId: reporter.id, itemType: "user", itemId: author.id, itemOwnerId: author.id });
    expect((await resolve(staff, userReport.id, "remove_item")).statusCode).toBe(200);
    const profile = (await reporter.client.get(`/api/users/${author.user.slug}`)).json().data;
    expect(profile).toMatchObject({ biography: null, location: null, name: author.user.name });

    const showReport = await makeReport(db(), { reporterId: reporter.id, itemType: "show", itemId: show.id, showId: show.id });
    const refused = await resolve(staff, showReport.id, "remove_item");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.action).toEqual([MODERATION_MESSAGES.showNotRemovable]);
    expect((await db().select().from(reports).where(eq(reports.id, showReport.id)))[0]!.status).toBe("open");

    const goneReport = await makeReport(db(), { reporterId: reporter.id, itemType: "comment", itemId: 2_000_000_000, showId: show.id });
    const gone = await resolve(staff, goneReport.id, "remove_item");
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe(MODERATION_MESSAGES.itemGone);
  });

  it("answers 404 to a moderator of another show and 403 to a moderator who suspends", async () => {
    const one = await scene();
    const two = await scene();
    expect((await resolve(two.moderator, one.report.id, "dismiss")).statusCode).toBe(404);
    const suspend = await resolve(one.moderator, one.report.id, "suspend_user");
    expect(suspend.statusCode).toBe(403);
    expect((await resolve(one.moderator, 2_000_000_000, "dismiss")).statusCode).toBe(404);
    const bad = await resolve(one.moderator, one.report.id, "ban");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.action).toEqual([MODERATION_MESSAGES.actionInvalid]);
    // A report of no show is for staff alone.
    const userReport = await makeReport(db(), { reporterId: one.reporter.id, itemType: "user", itemId: one.author.id, itemOwnerId: one.author.id });
    expect((await resolve(one.moderator, userReport.id, "dismiss")).statusCode).toBe(404);
  });
});

describe("suspend_user", () => {
  it("ends every session (cookie and Bearer) and refuses sign-in with the contract's message until staff lift it", async () => {
    const { report, author } = await scene();
    const bearer = await makeUser(ctx, { session: "bearer", username: `b${author.username.slice(1)}` });
    const bearerReport = await makeReport(db(), { reporterId: author.id, itemType: "user", itemId: bearer.id, itemOwnerId: bearer.id });
    expect((await author.client.get("/api/me")).statusCode).toBe(200);

    const res = await resolve(staff, report.id, "suspend_user");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "resolved", action: "suspend_user", item_owner: { id: author.id, suspended: true } });
    expect((await author.client.get("/api/me")).statusCode).toBe(401);

    const login = await new Client(ctx.app).post("/api/auth/login", { login: author.username, password: author.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe("Your account has been suspended.");
    // Only someone who knows the password learns of the suspension.
    const wrong = await new Client(ctx.app).post("/api/auth/login", { login: author.username, password: "not-the-password" });
    expect(wrong.statusCode).toBe(422);
    const token = await new Client(ctx.app).post("/api/auth/tokens", { login: author.username, password: author.password, device_name: "Telefon" });
    expect(token.statusCode).toBe(403);

    expect((await bearer.client.get("/api/me", bearer.headers)).statusCode).toBe(200);
    expect((await resolve(staff, bearerReport.id, "suspend_user")).statusCode).toBe(200);
    expect((await bearer.client.get("/api/me", bearer.headers)).statusCode).toBe(401);

    const lifted = await staff.client.post(`/api/admin/users/${author.id}/unsuspend`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await new Client(ctx.app).post("/api/auth/login", { login: author.username, password: author.password })).statusCode).toBe(200);
  });

  it("does not suspend staff, nor a report without a user", async () => {
    const { show, reporter } = await scene();
    const staffReport = await makeReport(db(), { reporterId: reporter.id, itemType: "user", itemId: staff.id, itemOwnerId: staff.id });
    const refused = await resolve(staff, staffReport.id, "suspend_user");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MODERATION_MESSAGES.staffNotSuspendable);
    const showReport = await makeReport(db(), { reporterId: reporter.id, itemType: "show", itemId: show.id, showId: show.id });
    expect((await resolve(staff, showReport.id, "suspend_user")).json().message).toBe(MODERATION_MESSAGES.noUserToSuspend);
  });

  it("refuses a session a suspended user still holds (one opened in a race with the suspension)", async () => {
    const user = await makeUser(ctx);
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await user.client.get("/api/me")).statusCode).toBe(401);
  });
});
