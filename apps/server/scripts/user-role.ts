/**
 * `npm run user:role -- <username> staff|user`: makes an account staff, or takes staff away
 * (api-contract "Roles"), in the database of DATA_DIR (the embedded one: stop the server first,
 * it belongs to one process) or DATABASE_URL. Prints one line. Exit codes: 0 done, 1 no such
 * user, 64 usage.
 */
import { loadConfig } from "../src/config.js";
import { systemCtx } from "../src/context.js";
import { openDatabase } from "../src/db/database.js";
import { buildDeps } from "../src/deps.js";
import { setUserRole } from "../src/services/role.service.js";

const EXIT_NOT_FOUND = 1;
const EXIT_USAGE = 64;

async function main(args: string[]): Promise<number> {
  const [username, role] = args;
  if (!username || (role !== "staff" && role !== "user") || args.length !== 2) {
    console.error("Usage: npm run user:role -- <username> staff|user");
    return EXIT_USAGE;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const stored = await setUserRole(systemCtx(buildDeps(config, database)), username, role);
    if (!stored) {
      console.error(`No user named "${username}"`);
      return EXIT_NOT_FOUND;
    }
    const note = role === "user" && stored === "moderator" ? " (still a moderator of their shows)" : "";
    console.log(`${username} is now ${stored}${note}`);
    return 0;
  } finally {
    // An open PGlite keeps the process alive.
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
