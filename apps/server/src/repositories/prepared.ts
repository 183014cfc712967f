import { type AnyColumn, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.js";

/**
 * Prepared statements for the hot reads. Drizzle builds a query's SQL text from its builder on
 * every call (a quarter of the server's CPU on upcoming); a statement prepared once per database
 * handle keeps the text and only binds values (on PostgreSQL also a named server-side statement
 * per connection, planned once). `build` runs once per handle (the app's database, a transaction,
 * a test's logger-wrapped handle), with `sql.placeholder(...)` where values go.
 */
export function preparedFor<T>(build: (db: Executor) => T): (db: Executor) => T {
  const byHandle = new WeakMap<object, T>();
  return (db) => {
    let statement = byHandle.get(db);
    if (statement === undefined) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}

/** An id list as one array parameter (`'{1,2,3}'`), for `= any(…::int[])`: one bind, not one per id. */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
}

/** `column = any($1::int[])` with the list (or a placeholder holding `intArray(ids)`) as one parameter. */
export function anyOf(column: AnyColumn, ids: readonly number[] | Placeholder): SQL {
  return Array.isArray(ids) ? sql`${column} = any(${intArray(ids)}::int[])` : sql`${column} = any(${ids}::int[])`;
}

/**
 * `column desc nulls last`: the order Drizzle's `.desc()` writes into an index. A bare `desc` means
 * `nulls first`, which such an index cannot serve, so PostgreSQL would sort every matching row
 * (even for a NOT NULL column) instead of reading the index in order.
 */
export function descIndexed(column: AnyColumn | SQL): SQL {
  return sql`${column} desc nulls last`;
}
