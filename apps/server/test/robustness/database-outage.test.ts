import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { MESSAGES } from "@dizilog/shared";
import { type Database, openDatabase } from "../../src/db/database.js";
import { withDatabase } from "../global-setup.js";
import { createTestApp, type TestContext } from "../harness.js";

/**
 * While PostgreSQL cannot be reached the API answers 503 with Retry-After (not 500), and it recovers
 * by itself when the database is back. The app's pool talks to PostgreSQL through a TCP relay that
 * the test cuts (refusing new connections and dropping open ones) and restores.
 */
const template = inject("dbTemplate");

/** A TCP relay to PostgreSQL on a fixed port that can be cut and restored. */
class Relay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The database "goes away": no new connections, open ones dropped. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(template.kind !== "postgres")("database outage (PostgreSQL; PGlite is embedded in the process and cannot go away)", () => {
  let ctx: TestContext;
  let relay: Relay;
  let database: Database;
  const name = `dz_outage_${randomBytes(5).toString("hex")}`;

  beforeAll(async () => {
    if (template.kind !== "postgres") return;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.name}`);
    await admin.end();
    const target = new URL(template.url);
    relay = new Relay(target.hostname, Number(target.port || 5432));
    await relay.open();
    const viaRelay = new URL(template.url);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    database = await openDatabase({ databaseUrl: withDatabase(viaRelay.toString(), name), poolSize: 2 });
    ctx = await createTestApp({ database });
  });

  afterAll(async () => {
    await ctx?.close();
    await database?.close().catch(() => undefined);
    await relay?.cut();
    if (template.kind === "postgres") {
      const admin = new pg.Client({ connectionString: template.url });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  const read = (suffix: string) => ctx.app.inject({ method: "GET", url: `/api/users/nobody${suffix}` });
  const signedIn = () => ctx.app.inject({ method: "GET", url: "/api/me", cookies: { dz_session: "x".repeat(40) } });

  it("answers 503 with Retry-After while the database is unreachable, then recovers by itself", async () => {
    expect((await read("a")).statusCode).toBe(404);

    await relay.cut();
    for (const res of [await read("b"), await read("c"), await signedIn()]) {
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ message: MESSAGES.unavailable });
    }

    await relay.open();
    // The pool dropped its broken connections; the next request opens a new one.
    let recovered = await read("d");
    for (let attempt = 0; attempt < 5 && recovered.statusCode === 503; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await read("d");
    }
    expect(recovered.statusCode).toBe(404);
    expect((await signedIn()).statusCode).toBe(401);
  }, 60_000);
});
