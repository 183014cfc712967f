import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sessions, users } from "../db/schema/index.js";
import { hashToken, randomToken } from "../lib/tokens.js";
import { preparedFor } from "../repositories/prepared.js";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

const DAY = 86_400_000;
/** "Remember me": 30 days. A browser session lives as long as the browser, and a day at most idle. */
export const REMEMBER_MS = 30 * DAY;
export const BROWSER_SESSION_MS = DAY;
export const BEARER_MS = 365 * DAY;

export interface NewSession {
  userId: number;
  kind: "cookie" | "bearer";
  remember: boolean;
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
  deviceName?: string | undefined;
}

/** Creates a session and answers its token (128 random bits); only its hash is stored. */
export async function createSession(db: Db, input: NewSession, now: Date): Promise<{ token: string; session: SessionRow }> {
  const token = randomToken(16);
  const lifetime = input.kind === "bearer" ? BEARER_MS : input.remember ? REMEMBER_MS : BROWSER_SESSION_MS;
  const [session] = await db
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId: input.userId,
      kind: input.kind,
      remember: input.remember,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ipAddress: input.ipAddress ?? null,
      deviceName: input.deviceName?.slice(0, 100) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    })
    .returning();
  return { token, session: session! };
}

/** The live session of a token with its user, in one query; expired sessions answer nothing. */
export async function findSession(db: Db, token: string, now: Date): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await sessionStatement(db).execute({ id: hashToken(token), now: now.toISOString() });
  return row;
}

// Every signed-in request runs it: prepared once (repositories/prepared.ts).
const sessionStatement = preparedFor((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), sql`${sessions.expiresAt} > ${sql.placeholder("now")}::timestamptz`))
    .limit(1)
    .prepare("dz_session"),
);

/** Marks use at most every 5 minutes; a browser session slides its idle expiry forward. */
export async function touchSession(db: Db, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < 5 * 60_000) return;
  const expiresAt = session.kind === "cookie" && !session.remember ? new Date(now.getTime() + BROWSER_SESSION_MS) : session.expiresAt;
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, session.id));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but one (password change or reset keeps the current device). */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  await db.delete(sessions).where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}

export async function listSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}
