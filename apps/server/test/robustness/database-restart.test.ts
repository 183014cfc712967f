import { execFile } from "node:child_process";
import { chown, mkdtemp, readdir, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { type Database, openDatabase } from "../../src/db/database.js";
import { nextIp, XSRF } from "../accounts/helpers.js";
import { createTestApp, type TestContext } from "../harness.js";
import { makeLocalUser } from "./users.js";

/**
 * PostgreSQL restarted or stopped under a write load, many times over: the process lives through
 * every outage (a connection cut while a request holds it used to emit an unhandled "error" on its
 * pg client and kill it), every answer is the write's 201 or a 503 with Retry-After, the server
 * answers again once the database is back, and no acknowledged write is lost.
 *
 * The database is a private cluster in a temporary folder (the machine's shared server is never
 * restarted), so this runs in the PostgreSQL suite only, where the server binaries are installed.
 */
const template = inject("dbTemplate");
const execAsync = promisify(execFile);

async function findBinaries(): Promise<string | undefined> {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = (await readdir(root)).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "pg_ctl")) && existsSync(path.join(bin, "initdb"))) return bin;
  }
  return undefined;
}
const BIN = template.kind === "postgres" ? await findBinaries() : undefined;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A throwaway PostgreSQL cluster; as root its programs run as the `postgres` user, who owns the folder. */
class Cluster {
  dir = "";
  port = 0;
  constructor(private readonly bin: string) {}

  private async run(program: string, args: string[]): Promise<void> {
    const file = path.join(this.bin, program);
    const asRoot = process.getuid?.() === 0;
    await execAsync(asRoot ? "runuser" : file, asRoot ? ["-u", "postgres", "--", file, ...args] : args, { timeout: 20_000 });
  }

  async init(): Promise<void> {
    this.dir = await mkdtemp(path.join(os.tmpdir(), "dz-pg-"));
    if (process.getuid?.() === 0) {
      const { stdout } = await execAsync("id", ["-u", "postgres"]);
      const { stdout: gid } = await execAsync("id", ["-g", "postgres"]);
      await chown(this.dir, Number(stdout.trim()), Number(gid.trim()));
    }
    this.port = await freePort();
    await this.run("initdb", ["-D", this.data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  }

  get data(): string {
    return path.join(this.dir, "data");
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get options(): string {
    return `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  }

  start = () => this.run("pg_ctl", ["-D", this.data, "-o", this.options, "-l", path.join(this.dir, "log"), "-w", "-t", "15", "start"]);
  stop = (mode: "fast" | "immediate") => this.run("pg_ctl", ["-D", this.data, "-m", mode, "-w", "-t", "15", "stop"]);
  restart = (mode: "fast" | "immediate") =>
    this.run("pg_ctl", ["-D", this.data, "-m", mode, "-o", this.options, "-l", path.join(this.dir, "log"), "-w", "-t", "15", "restart"]);

  async destroy(): Promise<void> {
    if (!this.dir) return;
    await this.stop("immediate").catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}

interface Answer {
  status: number;
  retryAfter: unknown;
  body: string;
}

describe.skipIf(!BIN)("PostgreSQL restarted under a write load (a private cluster)", () => {
  let cluster: Cluster;
  let database: Database;
  let ctx: TestContext;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    cluster = new Cluster(BIN!);
    await cluster.init();
    await cluster.start();
    database = await openDatabase({ databaseUrl: cluster.url, poolSize: 6 });
    await database.migrate();
    // Any account may post (no minimum age), the user has a photo and no allowance runs out: every
    // write reaches the database.
    const unlimited = async () => ({ allowed: true, retryAfterSeconds: 0, count: 1 });
    ctx = await createTestApp({ database, env: { POSTING_MIN_ACCOUNT_AGE: "0" }, limiter: { hit: unlimited, peek: unlimited, reset: async () => undefined } });
    ({ cookies } = await makeLocalUser({ app: ctx.app, database }, { avatar: true }));
  }, 90_000);

  afterAll(async () => {
    await ctx?.close();
    await database?.close().catch(() => undefined);
    await cluster?.destroy();
  });

  it("lives through every restart and stop, answers 503 with Retry-After meanwhile, and loses no acknowledged write", async () => {
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let writes = 0;
    let running = true;
    let lastSuccessAt = 0;

    const write = async () => {
      const n = ++writes;
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/wall/create",
        cookies,
        remoteAddress: nextIp(),
        headers: { "x-xsrf-token": XSRF },
        payload: { type: "post", content: `write ${n}` },
      });
      answers.push({ status: res.statusCode, retryAfter: res.headers["retry-after"], body: res.body });
      if (res.statusCode === 201) {
        acknowledged.push(`write ${n}`);
        lastSuccessAt = Date.now();
      }
    };
    const writer = async () => {
      while (running) {
        await write();
        // Let the event loop breathe: during an outage every answer is immediate.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    /** Waits (bounded) until a write succeeded after `since`. */
    const recovered = async (since: number) => {
      const deadline = Date.now() + 15_000;
      while (lastSuccessAt <= since && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return lastSuccessAt > since;
    };
    /** A request's transaction holding its connection idle across the outage (a slow handler). */
    const holdConnection = async (release: Promise<void>) => {
      try {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await release;
          await tx.execute(sql`select 1`);
        });
        return "committed";
      } catch {
        return "failed";
      }
    };

    const round: { name: string; cut: () => Promise<void> }[] = [
      { name: "restart (fast)", cut: () => cluster.restart("fast") },
      { name: "restart (immediate)", cut: () => cluster.restart("immediate") },
      {
        name: "stopped for a while",
        cut: async () => {
          await cluster.stop("fast");
          const before = answers.length;
          // Until the outage has been answered a few times (bounded).
          for (let i = 0; i < 200 && answers.slice(before).filter((a) => a.status === 503).length < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
          await cluster.start();
        },
      },
      { name: "restart (fast) again", cut: () => cluster.restart("fast") },
      { name: "stopped (immediate)", cut: async () => (await cluster.stop("immediate"), await cluster.start()) },
    ];
    const outages = [...round, ...round];
    const held: Promise<string>[] = [];
    const writers = Array.from({ length: 4 }, () => writer());
    try {
      expect(await recovered(0)).toBe(true);
      for (const outage of outages) {
        let release!: () => void;
        held.push(holdConnection(new Promise<void>((resolve) => (release = resolve))));
        await new Promise((resolve) => setTimeout(resolve, 50));
        const cutAt = Date.now();
        await outage.cut();
        release();
        expect(await recovered(cutAt), `the server answers again after ${outage.name}`).toBe(true);
      }
    } finally {
      running = false;
      await Promise.all(writers);
    }

    // A transaction whose connection was cut fails (its request answers 503); it never hangs, and
    // gives its connection back: with the load over, every client of the pool is idle again.
    expect(await Promise.all(held)).toEqual(outages.map(() => "failed"));
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount, "clients still checked out").toBe(0);
    const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503);
    expect(unexpected.slice(0, 5)).toEqual([]);
    const outageAnswers = answers.filter((a) => a.status === 503);
    expect(outageAnswers.length).toBeGreaterThan(0);
    for (const answer of outageAnswers) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(answer.body)).toMatchObject({ message: MESSAGES.unavailable });
    }
    const stored = await database.query<{ content: string }>("select content from posts");
    const contents = new Set(stored.rows.map((r) => r.content));
    expect(acknowledged.filter((c) => !contents.has(c))).toEqual([]);
    console.info(`database restarts: ${outages.length} outages, ${answers.length} writes answered, ${acknowledged.length} acknowledged, ${outageAnswers.length} answered 503`);
  }, 60_000);
});
