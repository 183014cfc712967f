import { randomBytes } from "node:crypto";
import type { Db } from "../../src/db/database.js";
import { blocks, users } from "../../src/db/schema/index.js";
import { createSession } from "../../src/auth/session.repository.js";
import { XSRF } from "../accounts/helpers.js";

/**
 * A user written straight into the database with a cookie session: no sign-up, no mail.
 * Local stand-in until the shared `makeUser()` factory (events-jobs) lands; the password hash is a
 * placeholder, so password-confirmed actions answer 423 for these users.
 */
export async function makeLocalUser(db: Db, options: { verified?: boolean } = {}) {
  const username = `fz${randomBytes(5).toString("hex")}`;
  const [user] = await db
    .insert(users)
    .values({
      name: "Fuzz User",
      username,
      slug: username.toLowerCase(),
      email: `${username}@example.test`,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      passwordHash: "not-a-real-hash",
      country: "TR",
    })
    .returning();
  const { token } = await createSession(db, { userId: user!.id, kind: "cookie", remember: false }, new Date());
  return { user: user!, token, cookies: { dz_session: token, "XSRF-TOKEN": XSRF } };
}

export async function block(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId });
}
