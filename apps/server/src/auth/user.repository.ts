import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { userSettings, users } from "../db/schema/index.js";
import type { UserRow } from "./session.repository.js";

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserBySlug(db: Executor, slug: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug.toLowerCase())).limit(1);
  return row;
}

/** Sign-in accepts an email or a username, both without regard to case. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const column = value.includes("@") ? sql`lower(${users.email})` : sql`lower(${users.username})`;
  const [row] = await db.select().from(users).where(sql`${column} = ${value}`).limit(1);
  return row;
}

export async function usernameTaken(db: Executor, username: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}${exceptUserId ? sql` and ${users.id} <> ${exceptUserId}` : sql``}`)
    .limit(1);
  return row !== undefined;
}

export async function emailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}${exceptUserId ? sql` and ${users.id} <> ${exceptUserId}` : sql``}`)
    .limit(1);
  return row !== undefined;
}

/** Changes columns of a user's row and answers the row after the change. */
export async function updateUser(db: Executor, userId: number, changes: Partial<Omit<UserRow, "id">>): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row!;
}

/** The owner of a private calendar feed token. */
export async function findUserIdByCalendarToken(db: Executor, token: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.calendarToken, token)).limit(1);
  return row?.id;
}

/** Inserts a new account; a unique violation (name or email taken meanwhile) propagates. */
export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** The settings a user stored (those not kept on the user row). */
export async function storedSettings(db: Executor, userId: number): Promise<Map<string, unknown>> {
  const rows = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return new Map(rows.map((s) => [s.key, s.value]));
}

export async function saveSetting(db: Executor, userId: number, key: string, value: unknown): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, key, value })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value } });
}

/** A user's name by slug (their generated portrait). */
export async function userNameBySlug(db: Executor, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.slug, slug)).limit(1);
  return row?.name;
}
