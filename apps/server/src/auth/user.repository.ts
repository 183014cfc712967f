import { eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/database.js";
import { users } from "../db/schema/index.js";
import type { UserRow } from "./session.repository.js";

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserBySlug(db: Db, slug: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug.toLowerCase())).limit(1);
  return row;
}

/** Sign-in accepts an email or a username, both without regard to case. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const column = value.includes("@") ? sql`lower(${users.email})` : sql`lower(${users.username})`;
  const [row] = await db.select().from(users).where(sql`${column} = ${value}`).limit(1);
  return row;
}

export async function usernameTaken(db: Db, username: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}${exceptUserId ? sql` and ${users.id} <> ${exceptUserId}` : sql``}`)
    .limit(1);
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
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
