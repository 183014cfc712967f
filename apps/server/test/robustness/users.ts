import type { Db } from "../../src/db/database.js";
import { eq } from "drizzle-orm";
import { blocks, users } from "../../src/db/schema/index.js";
import { XSRF } from "../accounts/helpers.js";
import type { TestContext } from "../harness.js";
import { makeUser } from "../user-factories.js";

/**
 * A user made by the shared `makeUser()` factory (no sign-up, no mail) with a cookie session, and
 * the cookies a browser would send for them (session and the XSRF pair's cookie).
 */
export async function makeLocalUser(
  ctx: Pick<TestContext, "app" | "database">,
  options: { verified?: boolean; role?: "user" | "moderator" | "staff"; /** A profile photo (the wall's posting gate). */ avatar?: boolean } = {},
) {
  const made = await makeUser(ctx, { verified: options.verified ?? true });
  if (options.role && options.role !== "user") await ctx.database.db.update(users).set({ role: options.role }).where(eq(users.id, made.id));
  if (options.avatar) await ctx.database.db.update(users).set({ avatarKey: `avatars/${made.id}/fuzz.webp` }).where(eq(users.id, made.id));
  return { user: made.row, token: made.token!, cookies: { dz_session: made.token!, "XSRF-TOKEN": XSRF } };
}

export async function block(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId });
}
