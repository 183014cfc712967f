/**
 * `npm run import:tvmaze -- <TVMaze id | show name>`: imports or updates one show from TVMaze
 * into the database of DATA_DIR / DATABASE_URL. Prints one line. Exit codes: 0 imported,
 * 1 not found or refused answer, 2 TVMaze unreachable, 64 usage.
 */
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/database.js";
import {
  HttpTvmazeClient,
  TvmazeError,
  TvmazeNotFoundError,
  TvmazeUnavailableError,
} from "../src/integrations/tvmaze/tvmaze.client.js";
import { importTvmazeShow } from "../src/integrations/tvmaze/tvmaze.importer.js";

const EXIT_FAILED = 1;
const EXIT_UNREACHABLE = 2;
const EXIT_USAGE = 64;

/** Runs the import and answers the exit code; the database is closed on every path. */
async function main(args: string[]): Promise<number> {
  const key = args.join(" ").trim();
  if (!key) {
    console.error("Usage: npm run import:tvmaze -- <TVMaze show id | show name>");
    return EXIT_USAGE;
  }
  const config = loadConfig();
  const client = new HttpTvmazeClient(config.tvmazeUrl);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await importTvmazeShow(database.db, client, key);
    console.log(
      `${result.created ? "Imported" : "Updated"} "${result.title}" (show ${result.showId}, /shows/${result.slug}): ` +
        `${result.seasons} seasons, ${result.episodes} episodes, ${result.people} people`,
    );
    return 0;
  } catch (error) {
    if (error instanceof TvmazeUnavailableError) {
      console.error(`TVMaze cannot be reached from this machine (${config.tvmazeUrl}): ${error.reason}`);
      return EXIT_UNREACHABLE;
    }
    if (error instanceof TvmazeNotFoundError) {
      console.error(`TVMaze has no show matching "${key}"`);
      return EXIT_FAILED;
    }
    if (error instanceof TvmazeError) {
      console.error(`TVMaze import failed: ${error.message}`);
      return EXIT_FAILED;
    }
    throw error;
  } finally {
    // An open PGlite keeps the process alive.
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
