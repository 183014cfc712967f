import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MODERATION_MESSAGES } from "@dizilog/shared/api";
import { openDatabase } from "../../src/db/database.js";
import { domainEvents, showModerators, users } from "../../src/db/schema/index.js";
import { systemCtx } from "../../src/context.js";
import { setUserRole } from "../../src/services/role.service.js";
import { makeShow } from "../factories.js";
import { type TestContext, createTestApp, templateDump } from "../harness.js";
import { type MadeUser, makeUser } from "../user-factories.js";
import { makeComment, makeReport } from "./factories.js";

let ctx: TestContext;
let staff: MadeUser;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await makeUser(ctx);
  await ctx.database.db.update(users).set({ role: "staff" }).where(eq(users.id, staff.id));
});
afterAll(async () => ctx?.close());
const db = () => ctx.database.db;

describe("POST /api/admin/moderators · DELETE /api/admin/moderators/{user_id}/shows/{show_id}", () => {
  it("makes a user a moderator of a show, records role.moderator_appointed, and takes it back", async () => {
    const { show } = await makeShow(db());
    const user = await makeUser(ctx);
    const res = await staff.client.post("/api/admin/moderators", { user_id: user.id, show_id: show.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ user: { id: user.id, role: "moderator" }, show: { id: show.id, url: `/shows/${show.slug}` } });
    expect((await user.client.get("/api/me")).json().data.role).toBe("moderator");
    // Again: the same moderator, no second notification.
    expect((await staff.client.post("/api/admin/moderators", { user_id: user.id, show_id: show.id })).statusCode).toBe(200);
    const events = await db().select().from(domainEvents).where(eq(domainEvents.type, "role.moderator_appointed"));
    expect(events.map((e) => e.payload)).toContainEqual({ userId: user.id, showId: show.id, showTitle: show.originalTitle, url: `/shows/${show.slug}` });
    expect(events.filter((e) => (e.payload as { userId: number }).userId === user.id)).toHaveLength(1);

    // The new moderator acts on the show's reports at once.
    const author = await makeUser(ctx);
    const comment = await makeComment(db(), { userId: author.id, itemType: "show", itemId: show.id, showId: show.id });
    const report = await makeReport(db(), { reporterId: staff.id, itemType: "comment", itemId: comment.id, itemOwnerId: author.id, showId: show.id });
    expect((await user.client.get("/api/moderation/reports")).json().data.map((r: { id: number }) => r.id)).toEqual([report.id]);

    const list = (await staff.client.get("/api/admin/moderators")).json();
    expect(list.data).toContainEqual(expect.objectContaining({ user: expect.objectContaining({ id: user.id }), show: expect.objectContaining({ id: show.id }) }));

    const removed = await staff.client.delete(`/api/admin/moderators/${user.id}/shows/${show.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await staff.client.delete(`/api/admin/moderators/${user.id}/shows/${show.id}`)).statusCode).toBe(404);
    expect((await user.client.get("/api/me")).json().data.role).toBe("user");
    expect((await user.client.get("/api/moderation/reports")).statusCode).toBe(404);
    expect(await db().select().from(showModerators).where(eq(showModerators.userId, user.id))).toEqual([]);
  });

  it("keeps the moderator role while a show is left, and staff stay staff", async () => {
    const a = (await makeShow(db())).show;
    const b = (await makeShow(db())).show;
    const user = await makeUser(ctx);
    await staff.client.post("/api/admin/moderators", { user_id: user.id, show_id: a.id });
    await staff.client.post("/api/admin/moderators", { user_id: user.id, show_id: b.id });
    await staff.client.delete(`/api/admin/moderators/${user.id}/shows/${a.id}`);
    expect((await user.client.get("/api/me")).json().data.role).toBe("moderator");
    const other = await makeUser(ctx);
    await db().update(users).set({ role: "staff" }).where(eq(users.id, other.id));
    await staff.client.post("/api/admin/moderators", { user_id: other.id, show_id: a.id });
    expect((await other.client.get("/api/me")).json().data.role).toBe("staff");
  });

  it("answers 422 naming the field for an unknown user or show", async () => {
    const { show } = await makeShow(db());
    const noUser = await staff.client.post("/api/admin/moderators", { user_id: 2_000_000_000, show_id: show.id });
    expect(noUser.statusCode).toBe(422);
    expect(noUser.json().errors.user_id).toEqual([MODERATION_MESSAGES.userInvalid]);
    const noShow = await staff.client.post("/api/admin/moderators", { user_id: staff.id, show_id: 2_000_000_000 });
    expect(noShow.json().errors.show_id).toEqual([MODERATION_MESSAGES.showInvalid]);
    expect((await staff.client.post("/api/admin/moderators", { user_id: "x", show_id: show.id })).statusCode).toBe(422);
  });
});

describe("npm run user:role", () => {
  it("makes staff and takes it back; a moderator keeps moderating", async () => {
    const user = await makeUser(ctx);
    const run = systemCtx(ctx.deps);
    expect(await setUserRole(run, user.username.toUpperCase(), "staff")).toBe("staff");
    expect((await user.client.get("/api/admin/reports")).statusCode).toBe(200);
    expect(await setUserRole(run, user.username, "user")).toBe("user");
    expect((await user.client.get("/api/admin/reports")).statusCode).toBe(404);
    const { show } = await makeShow(db());
    await staff.client.post("/api/admin/moderators", { user_id: user.id, show_id: show.id });
    expect(await setUserRole(run, user.username, "staff")).toBe("staff");
    expect(await setUserRole(run, user.username, "user")).toBe("moderator");
    expect(await setUserRole(run, "nobody4242", "staff")).toBeUndefined();
  });

  // The script itself, on a stopped server's embedded database in DATA_DIR (PGlite runs only here).
  it.skipIf(inject("dbTemplate").kind !== "embedded")("runs as a script on the embedded database of DATA_DIR", { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "dizilog-role-"));
    try {
      // The migrated template, loaded into the data dir (migrating a fresh database here took most of
      // the test's time, and ran out of it on a loaded machine).
      const template = inject("dbTemplate");
      const database = await openDatabase({ dataDir, loadDataDir: template.kind === "embedded" ? await templateDump(template.file) : undefined });
      await database.migrate();
      await database.db.insert(users).values({ name: "Ayşe", username: "AyseStaff", slug: "aysestaff", email: "ayse@example.com", passwordHash: "x", country: "TR" });
      await database.close();
      const script = (args: string[]) => runScript(["scripts/user-role.ts", ...args], { DATA_DIR: dataDir });
      expect(await script(["aysestaff", "staff"])).toMatchObject({ code: 0, stdout: "aysestaff is now staff\n" });
      expect((await script(["aysestaff", "admin"])).code).toBe(64);
      const reopened = await openDatabase({ dataDir });
      const [row] = await reopened.db.select({ role: users.role }).from(users).where(eq(users.slug, "aysestaff"));
      await reopened.close();
      expect(row!.role).toBe("staff");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function runScript(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout }));
  });
}
