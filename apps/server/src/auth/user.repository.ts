import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
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
