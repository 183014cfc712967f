import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor, Tx } from "./database.js";

/**
 * SQLSTATEs after which running the whole transaction again is safe and likely to succeed:
 * the server rolled it back to break a deadlock (40P01) or a serialization conflict (40001).
 */
const RETRYABLE = new Set(["40P01", "40001"]);

/** How many times a transaction runs at most before its error reaches the caller. */
export const TRANSACTION_ATTEMPTS = 4;

/** True when `error` (or an error it wraps, as Drizzle's `DrizzleQueryError` does) is retryable. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * Runs `fn` in a transaction of `db`, and runs it again (up to `TRANSACTION_ATTEMPTS` times, after
 * a short random pause) when PostgreSQL rolled it back for a deadlock or a serialization failure,
 * so that concurrent writes never reach the user as a 500. `fn` must only write through `tx`
 * (anything else it does runs once per attempt). Inside an open transaction it runs in a
 * savepoint without retrying: the outermost transaction is the one that can be run again.
 * The embedded database has one connection, so it never deadlocks and never retries.
 */
export async function withRetryingTransaction<T>(db: Executor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(fn);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      // The other party of the deadlock goes on; a random pause keeps two retries from meeting again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
