import { INT4_MAX } from "@dizilog/shared/api";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { credits, people, shows } from "../db/schema/index.js";

export type PersonRow = typeof people.$inferSelect;

export async function findPerson(db: Db, key: string): Promise<PersonRow | undefined> {
  const numeric = /^\d+$/.test(key);
  // An id no integer column can hold names no one (and would be a query error).
  if (numeric && !(Number(key) > 0 && Number(key) <= INT4_MAX)) return undefined;
  const where = numeric ? eq(people.id, Number(key)) : eq(people.slug, key);
  const [row] = await db.select().from(people).where(where).limit(1);
  return row;
}

export async function creditsOfPerson(db: Db, personId: number) {
  return db
    .select({
      kind: credits.kind,
      character: credits.character,
      role: credits.role,
      show: {
        id: shows.id,
        slug: shows.slug,
        originalTitle: shows.originalTitle,
        title: shows.title,
        year: shows.year,
        posterUrl: shows.posterUrl,
      },
    })
    .from(credits)
    .innerJoin(shows, eq(shows.id, credits.showId))
    .where(eq(credits.personId, personId))
    .orderBy(sql`${shows.premiered} desc nulls last`, asc(credits.kind), asc(shows.id));
}

/** People born on a month and day, any year (birthday index on month, day). */
export async function peopleBornOn(db: Db, month: number, day: number): Promise<PersonRow[]> {
  return db
    .select()
    .from(people)
    .where(sql`extract(month from ${people.birthday}) = ${month} and extract(day from ${people.birthday}) = ${day}`)
    .orderBy(desc(people.birthday), asc(people.id));
}

/** People with birthdays in a month from `fromDay` to its end, in day order. */
export async function peopleBornInMonth(db: Db, month: number, fromDay: number): Promise<PersonRow[]> {
  return db
    .select()
    .from(people)
    .where(sql`extract(month from ${people.birthday}) = ${month} and extract(day from ${people.birthday}) >= ${fromDay}`)
    .orderBy(sql`extract(day from ${people.birthday})`, asc(people.name), asc(people.id));
}

/**
 * The next `limit` birthdays after a day (month, day), any year, wrapping over the new year: the
 * rest of this year's days first, then next year's, each in day order.
 */
export async function nextBirthdays(db: Db, month: number, day: number, limit: number): Promise<PersonRow[]> {
  const key = sql`(extract(month from ${people.birthday}) * 100 + extract(day from ${people.birthday}))`;
  const after = month * 100 + day;
  return db
    .select()
    .from(people)
    .where(sql`${people.birthday} is not null`)
    .orderBy(sql`(${key} <= ${after})`, key, asc(people.name), asc(people.id))
    .limit(limit);
}

export async function searchPeople(db: Db, keyword: string, limit: number): Promise<PersonRow[]> {
  const kw = sql`dz_normalize(${keyword})`;
  const text = people.searchText;
  return db
    .select()
    .from(people)
    .where(sql`(${text} like '%' || ${kw} || '%' or ${kw} <% ${text})`)
    .orderBy(sql`(${text} like ${kw} || '%') desc`, sql`word_similarity(${kw}, ${text}) desc`, asc(people.id))
    .limit(limit);
}
