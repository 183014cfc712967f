import { sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { postHashtags } from "../db/schema/index.js";

/**
 * Public hashtags whose keyword starts with `prefix`, compared through `dz_normalize` (no accents,
 * Turkish capitals and dots folded: "kiz" finds "kızılcık"), the most used first. Only hashtags of
 * posts shown in the public streams count (`public`).
 */
export async function hashtagsByPrefix(db: Executor, prefix: string, limit: number): Promise<{ keyword: string; postsCount: number }[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ keyword: postHashtags.keyword, postsCount: sql<number>`count(*)::int` })
    .from(postHashtags)
    .where(sql`${postHashtags.public} and dz_normalize(${postHashtags.keyword}) like dz_normalize(${pattern})`)
    .groupBy(postHashtags.keyword)
    .orderBy(sql`count(*) desc`, postHashtags.keyword)
    .limit(limit);
}
