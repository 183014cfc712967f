/**
 * The statements behind a call and their plans (PostgreSQL): captured in the --prepare child from
 * the app's own code with Drizzle's logger, each run under EXPLAIN (ANALYZE, BUFFERS) in a
 * transaction that is rolled back, and printed by the parent under its table. The SQL the app
 * really sends, not a hand-written copy that could drift from it.
 */
import { log } from "./harness.mjs";
import { logToParent } from "./prepare.mjs";
import { fmt, secondsSince } from "./stats.mjs";

/** @typedef {{ sql: string, ms: number, plan: string }} PlannedStatement */

/**
 * Child side: a Drizzle database on the same connection that notes every statement it sends.
 * Build the bench's call handlers on `db`, `capture` one call, then `explain` what it sent.
 * @param {{ db: any }} database  from openPreparedDatabase (PostgreSQL)
 * @param {Record<string, unknown>} schema  the app's schema (apps/server/src/db/schema)
 */
export async function statementTracer(database, schema) {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  /** @type {{ query: string, params: unknown[] }[]} */
  let captured = [];
  const client = database.db.$client;
  const db = drizzle(client, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
  return {
    db,
    /**
     * Runs `fn` (a call built on `db`) and returns the statements it sent.
     * @param {() => Promise<unknown>} fn
     */
    async capture(fn) {
      captured = [];
      await fn();
      const statements = captured;
      captured = [];
      return statements;
    },
    /**
     * EXPLAIN ANALYZEs the reading and writing statements, rolled back, so the data stays as it was.
     * @param {{ query: string, params: unknown[] }[]} statements
     * @returns {Promise<PlannedStatement[]>}
     */
    async explain(statements) {
      const conn = await client.connect();
      /** @type {PlannedStatement[]} */
      const planned = [];
      try {
        await conn.query("begin");
        for (const { query, params } of statements) {
          if (!/^\s*(select|insert|update|delete|with)\b/i.test(query)) continue;
          const res = await conn.query({ text: `explain (analyze, buffers) ${query}`, values: params });
          const plan = res.rows.map((/** @type {any} */ r) => r["QUERY PLAN"]).join("\n");
          planned.push({ sql: query, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN), plan });
        }
      } finally {
        await conn.query("rollback").catch(() => undefined);
        conn.release();
      }
      return planned;
    },
  };
}

/**
 * Child side: the plans of every call `handlers` builds, by name — on PostgreSQL only (the
 * embedded database has no EXPLAIN ANALYZE worth reading: {}). A call in `special` plans itself
 * (e.g. both directions of a toggle) and returns its entries.
 * @template {Record<string, () => Promise<unknown>>} H
 * @param {{ kind: string, db: any }} database
 * @param {Record<string, unknown>} schema
 * @param {(db: any) => H} handlers  the bench's calls, built on a database
 * @param {Record<string, (tracer: Awaited<ReturnType<typeof statementTracer>>, traced: H) => Promise<Record<string, PlannedStatement[]>>>} [special]
 */
export async function planCalls(database, schema, handlers, special = {}) {
  /** @type {Record<string, PlannedStatement[]>} */
  const plans = {};
  if (database.kind !== "postgres") return plans;
  const t = performance.now();
  const tracer = await statementTracer(database, schema);
  const traced = handlers(tracer.db);
  for (const [name, fn] of Object.entries(traced)) {
    if (special[name]) Object.assign(plans, await special[name](tracer, traced));
    else plans[name] = await tracer.explain(await tracer.capture(fn));
  }
  logToParent(`  EXPLAIN ANALYZE of every statement in ${secondsSince(t)} s`);
  return plans;
}

/**
 * Parent side: each call's statements, their execution time and the top node of their plan.
 * @param {Record<string, PlannedStatement[]>} plans
 */
export function printPlans(plans) {
  log("\n  Statements per call (EXPLAIN ANALYZE on the bench database, one run each; full plans in the JSON):");
  for (const [name, statements] of Object.entries(plans)) {
    const total = statements.reduce((sum, st) => sum + (Number.isFinite(st.ms) ? st.ms : 0), 0);
    log(`  ${name}: ${statements.length} statements, ${fmt(total, 2)} ms of execution`);
    for (const st of statements) {
      const top = st.plan.split("\n")[0].replace(/\s+\(cost=.*$/, "");
      log(`    ${fmt(st.ms, 2).padStart(7)} ms  ${st.sql.replace(/\s+/g, " ").slice(0, 70).padEnd(70)}  ${top.trim().slice(0, 40)}`);
    }
  }
}
