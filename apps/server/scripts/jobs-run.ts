/**
 * `npm run jobs:run -- <job name> [--date=YYYY-MM-DD]`: runs a scheduled job of `jobs/registry.ts`
 * at once (api-contract "TV data": the social charts), in the database of DATA_DIR (the embedded
 * one: stop the server first, it belongs to one process) or DATABASE_URL. `--date` is passed as the
 * payload's `date` (the chart jobs' day). Prints one line with the time it took. Exit codes: 0 done,
 * 1 no such job or a bad payload, 64 usage.
 */
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/database.js";
import { buildDeps } from "../src/deps.js";
import { JOBS } from "../src/jobs/registry.js";

const EXIT_NOT_FOUND = 1;
const EXIT_USAGE = 64;

async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  const names = JOBS.filter((j) => j.cron).map((j) => j.name);
  const dateArg = rest.find((a) => a.startsWith("--date="));
  if (!name || rest.length > (dateArg ? 1 : 0)) {
    console.error(`Usage: npm run jobs:run -- <job name> [--date=YYYY-MM-DD]\nJobs: ${names.join(", ")}`);
    return EXIT_USAGE;
  }
  const job = JOBS.find((j) => j.name === name && j.cron);
  if (!job) {
    console.error(`No scheduled job named "${name}" (jobs: ${names.join(", ")})`);
    return EXIT_NOT_FOUND;
  }
  const payload = job.payload.safeParse(dateArg ? { date: dateArg.slice("--date=".length) } : {});
  if (!payload.success) {
    console.error(`Bad payload for ${name}: ${payload.error.issues.map((i) => i.message).join("; ")}`);
    return EXIT_NOT_FOUND;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const started = performance.now();
    await job.handle(buildDeps(config, database), payload.data);
    console.log(`${name} done in ${Math.round(performance.now() - started)} ms`);
    return 0;
  } finally {
    // An open PGlite keeps the process alive.
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
