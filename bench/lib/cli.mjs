/**
 * The command line the load benches share (bench/run.mjs, tracking.mjs, comments.mjs,
 * notifications.mjs): the load settings, the databases, `--help`, and the internal options of the
 * `--prepare` child a bench runs with tsx. Each bench adds only its own options (sizes, --vacuum …),
 * so an option means the same in every bench and is documented once (bench/README.md).
 */
import { parseArgs } from "node:util";
import { whole } from "./harness.mjs";
import { DEFAULT_POSTGRES_URL } from "./postgres.mjs";

/**
 * @typedef {object} LoadSettings  how hard and how long each endpoint is loaded (the JSON's `config`)
 * @property {number} durationS        --duration: seconds of the measured run (default 10)
 * @property {number} connections      --connections: concurrent clients of that run (default 10)
 * @property {number} singleDurationS  --single-duration: seconds of the one-client run, 0 to skip (default 3)
 * @property {number} floorRuns        --floor-runs: sequential runs of each floor (the bench's default)
 */

/**
 * Parses the command line of one bench: the shared options, its data sizes and `options` (the
 * bench's own flags). `sizes` names each size option with its default, or its [--quick, full]
 * defaults (then the bench takes --quick); `keepDatabase` offers --keep-database NAME (a bench that
 * can rerun on a seeded database); `prepare` accepts the child's --prepare, --data-dir and
 * --database-url.
 * @param {{ usage: string, sizes: Record<string, number | [quick: number, full: number]>, options?: Record<string, { type: "string" | "boolean", default?: string | boolean }>,
 *   floorRuns?: number, keepDatabase?: boolean, prepare?: boolean }} spec
 */
export function benchCli({ usage, sizes, options, floorRuns = 200, keepDatabase = false, prepare = false }) {
  const quick = Object.values(sizes).some((size) => Array.isArray(size));
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== "--"),
    options: {
      ...(quick ? { quick: { type: "boolean", default: false } } : {}),
      ...Object.fromEntries(Object.keys(sizes).map((name) => [name, { type: "string" }])),
      ...options,
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10" },
      "single-duration": { type: "string", default: "3" },
      "floor-runs": { type: "string", default: String(floorRuns) },
      "postgres-url": { type: "string", default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL },
      "skip-embedded": { type: "boolean", default: false },
      "skip-postgres": { type: "boolean", default: false },
      ...(keepDatabase ? { "keep-database": { type: "string" } } : {}),
      // Internal: the child process (run with tsx) that prepares the data and measures the floors.
      ...(prepare ? { prepare: { type: "boolean", default: false }, "data-dir": { type: "string" }, "database-url": { type: "string" } } : {}),
      help: { type: "boolean", short: "h", default: false },
    },
  });
  /** @type {Record<string, any>} */
  const args = values;

  /** @type {Record<string, number>} the data sizes, in the order `sizes` names them */
  const size = {};
  for (const [name, fallback] of Object.entries(sizes)) {
    size[name] = whole(name, args[name], Array.isArray(fallback) ? fallback[args.quick ? 0 : 1] : fallback);
  }

  /** @type {LoadSettings} */
  const load = {
    durationS: whole("duration", args.duration, 10),
    connections: whole("connections", args.connections, 10),
    singleDurationS: whole("single-duration", args["single-duration"], 3),
    floorRuns: whole("floor-runs", args["floor-runs"], floorRuns),
  };

  return {
    args,
    sizes: size,
    load,
    /**
     * The options of onEachDatabase (harness.mjs) from the command line.
     * @param {string} tmpPrefix  the embedded database's temporary folder, e.g. "dizilog-tracking-"
     * @param {(line: string) => void} log
     */
    databases: (tmpPrefix, log) => ({
      skipEmbedded: Boolean(args["skip-embedded"]),
      skipPostgres: Boolean(args["skip-postgres"]),
      postgresUrl: String(args["postgres-url"]),
      keepDatabase: args["keep-database"],
      tmpPrefix,
      log,
    }),
    /**
     * Prints the usage with --help, else runs `main` (or `child` in the --prepare child); an error
     * is printed with its stack and fails the process.
     * @param {() => Promise<unknown>} main
     * @param {() => Promise<unknown>} [child]
     */
    run(main, child) {
      if (args.help) {
        console.log(usage);
        return;
      }
      (args.prepare && child ? child() : main()).catch((error) => {
        console.error(error instanceof Error ? error.stack : error);
        process.exitCode = 1;
      });
    },
  };
}
