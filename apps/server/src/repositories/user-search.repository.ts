import { bylineColumns } from "./reference-rows.js";
import { and, asc, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import { blocks, users } from "../db/schema/index.js";

/** `text` with LIKE's wildcards escaped, so that a typed `%` or `_` matches itself. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users whose username or name starts with `prefix` (a name at any of its words; accents and
 * Turkish capitals folded by `dz_normalize`), for the `@mention` autocomplete: never the viewer,
 * a suspended account, nor anyone the viewer blocked or who blocked the viewer. Usernames that
 * start with the prefix come first, then by username.
 */
export async function usersByPrefix(db: Executor, viewerId: number, prefix: string, limit: number) {
  const pattern = `${likeEscaped(prefix.toLowerCase())}%`;
  const namePattern = sql`${likeEscaped(prefix)}`;
  const usernameMatches = sql`lower(${users.username}) like ${pattern}`;
  return db
    .select(bylineColumns)
    .from(users)
    .where(
      and(
        sql`(${usernameMatches}
          or dz_normalize(${users.name}) like dz_normalize(${namePattern}) || '%'
          or dz_normalize(${users.name}) like '% ' || dz_normalize(${namePattern}) || '%')`,
        sql`${users.id} <> ${viewerId}`,
        isNull(users.suspendedAt),
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id})`,
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId})`,
      ),
    )
    .orderBy(sql`case when ${usernameMatches} then 0 else 1 end`, asc(sql`lower(${users.username})`))
    .limit(limit);
}
