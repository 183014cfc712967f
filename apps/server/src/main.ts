import { Redis } from "ioredis";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { buildDeps } from "./deps.js";
import { createBoss } from "./jobs/boss.js";
import { prepareDatabase } from "./seed/prepare-database.js";

type Role = "web" | "worker" | "scheduler" | "all";

/**
 * One build, three roles: `web` serves HTTP, `worker` runs jobs, `scheduler` enqueues the
 * periodic ones. `all` (the default, used by `npm start`) runs the three in one process.
 */
async function main(): Promise<void> {
  const role = (process.argv.find((a) => a.startsWith("--role="))?.slice(7) ?? process.env.ROLE ?? "all") as Role;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const deps = buildDeps(config, database, { redis });

  const summary = await prepareDatabase(deps);
  console.log(`database ready (${database.kind}): ${summary}`);

  const stops: (() => Promise<unknown>)[] = [];
  if (role === "web") {
    // A web-only instance may still enqueue jobs; workers elsewhere run them. Its domain events need
    // no queue: they wait in the outbox, and a worker listening for commits dispatches them.
    const sender = createBoss(deps, { work: false, schedule: false });
    await sender.start();
    deps.queue = sender;
    stops.push(() => sender.stop({ graceful: true }));
  }
  if (role === "web" || role === "all") {
    const app = await buildApp(deps, { redis });
    await app.listen({ port: config.port, host: config.host });
    console.log(`Dizilog is serving on ${config.appUrl}`);
    stops.push(() => app.close());
  }
  if (role === "worker" || role === "scheduler" || role === "all") {
    const { startJobs } = await import("./jobs/boss.js");
    const jobs = await startJobs(deps, { work: role !== "scheduler", schedule: role !== "worker" });
    if (role === "all") deps.queue = jobs.queue;
    stops.push(jobs.stop);
  }

  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    for (const stop of stops.reverse()) await stop().catch((err: unknown) => console.error(err));
    await deps.realtime.close().catch(() => undefined);
    await redis?.quit().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
