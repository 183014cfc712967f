import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { INT4_MAX } from "@dizilog/shared/api";
import type { Executor } from "../db/database.js";
import { couples, credits, likes, shows } from "../db/schema/index.js";
import { couplesByIds } from "./like.repository.js";

/** A couple's id by its id or slug, or undefined (an id past int4 names no one). */
export async function findCoupleId(db: Executor, key: string): Promise<number | undefined> {
  const numeric = /^\d+$/.test(key);
  if (numeric && !(Number(key) > 0 && Number(key) <= INT4_MAX)) return undefined;
  const where = numeric ? eq(couples.id, Number(key)) : eq(couples.slug, key);
  const [row] = await db.select({ id: couples.id }).from(couples).where(where).limit(1);
  return row?.id;
}

/** A page of couples in id order after `afterId` (keyset), optionally of one show; one more than `limit` tells whether more follow. */
export async function couplePage(db: Executor, input: { afterId?: number | undefined; showId?: number | undefined; limit: number }) {
  const ids = await db
    .select({ id: couples.id })
    .from(couples)
    .where(and(input.afterId ? gt(couples.id, input.afterId) : undefined, input.showId ? eq(couples.showId, input.showId) : undefined))
    .orderBy(asc(couples.id))
    .limit(input.limit + 1);
  const more = ids.length > input.limit;
  const pageIds = ids.slice(0, input.limit).map((r) => r.id);
  return { rows: await couplesByIds(db, pageIds), more };
}

/** Like counts of couples (one grouped read over `likes_item_idx`). */
export async function coupleLikeCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: likes.itemId, n: count() })
    .from(likes)
    .where(and(eq(likes.itemType, "couple"), inArray(likes.itemId, ids)))
    .groupBy(likes.itemId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The shows both people of a couple are credited in (the couple's own show first), at most 24. */
export async function sharedShowsOf(db: Executor, coupleId: number) {
  return db
    .select({ id: shows.id, slug: shows.slug, originalTitle: shows.originalTitle, title: shows.title, year: shows.year, posterUrl: shows.posterUrl })
    .from(shows)
    .innerJoin(couples, eq(couples.id, coupleId))
    .where(
      sql`${shows.id} = ${couples.showId} or (
        exists (select 1 from ${credits} ca where ca.show_id = ${shows.id} and ca.person_id = ${couples.personAId})
        and exists (select 1 from ${credits} cb where cb.show_id = ${shows.id} and cb.person_id = ${couples.personBId}))`,
    )
    .orderBy(sql`${shows.id} = ${couples.showId} desc`, sql`${shows.year} desc nulls last`, asc(shows.id))
    .limit(24);
}
