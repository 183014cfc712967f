#!/usr/bin/env node
// Every check of the project, in order: types, lint, unit + API (embedded database, then the
// PostgreSQL server when TEST_POSTGRES_URL is set), build, browser tests. Ends with the line
// "N passed, N failed" that CI reads. Each step still runs when an earlier one failed, so one
// run shows every problem.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tmp = mkdtempSync(path.join(os.tmpdir(), "dizilog-results-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/** A check that is one pass or one failure (type check, lint, build). */
function check(name, command, args) {
  const { ok, seconds } = run(name, command, args);
  if (ok) totals.passed++;
  else totals.failed++;
  lines.push(`${ok ? "✓" : "✗"} ${name} (${seconds}s)`);
  return ok;
}

/** Prints a suite's slowest files: where CI's minutes go (its budget is 25 of them). */
function slowest(name, results) {
  const files = results
    .map((r) => ({ file: path.relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
  console.log(`\n${name}: slowest files`);
  for (const { file, seconds } of files) console.log(`  ${seconds.toFixed(1).padStart(6)}s  ${file}`);
}

/** A vitest suite: its tests are counted one by one. */
function suite(name, args, env = {}) {
  const file = path.join(tmp, `${name.replace(/\W+/g, "-")}.json`);
  const { ok, seconds } = run(name, "npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`], env);
  let passed = 0;
  let failed = 1;
  let skipped = 0;
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + report.numTodoTests;
    // A file that failed to load has no tests but is a failure.
    failed += report.testResults.filter((r) => r.status === "failed" && r.assertionResults.length === 0).length;
    slowest(name, report.testResults);
  } catch {
    // No report: the run itself failed (counted as one failure above).
  }
  if (!ok && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${failed ? "✗" : "✓"} ${name}: ${passed} passed, ${failed} failed (${seconds}s)`);
}

/**
 * Checks that are one pass or one failure each, run at the same time (the type check and the lint
 * each keep one core busy for a minute or more on CI's two). Each one's output is printed whole
 * when it ends, so the log reads as if they had run one after the other.
 */
async function checksAtOnce(checks) {
  const results = await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => resolve({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), output: Buffer.concat(output) }));
          child.on("error", (error) => resolve({ name, ok: false, seconds: "0.0", output: Buffer.from(String(error)) }));
        }),
    ),
  );
  for (const { name, ok, seconds, output } of results) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(output);
    if (ok) totals.passed++;
    else totals.failed++;
    lines.push(`${ok ? "✓" : "✗"} ${name} (${seconds}s)`);
  }
}

await checksAtOnce([
  ["types", "npm", ["run", "typecheck", "--silent"]],
  ["lint", "npx", ["eslint", "."]],
]);
suite("web unit", ["--root", "apps/web"]);
suite("server unit + API (embedded PostgreSQL)", ["--root", "apps/server"], { TEST_DATABASE_URL: "" });
// The PostgreSQL pass leaves out the files that never open a database (decision 55): the unit
// tests beside the sources and the two that read the code (layers: ESLint on probes; the
// architecture document), which the embedded pass ran already.
if (process.env.TEST_POSTGRES_URL) {
  suite(
    "server unit + API (PostgreSQL server)",
    ["--root", "apps/server", "--exclude", "src/**", "--exclude", "test/layers.test.ts", "--exclude", "test/architecture-doc.test.ts"],
    { TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL },
  );
}
if (check("build", "npm", ["run", "build", "--silent"])) {
  suite("browser (Chromium)", ["--root", "e2e"]);
} else {
  totals.failed++;
  lines.push("✗ browser (Chromium): not run, the build failed");
}

rmSync(tmp, { recursive: true, force: true });
console.log("\n━━ summary ━━");
for (const line of lines) console.log(line);
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`;
console.log(summary);
// CI prints it again as its very last line, after anything npm itself writes on exit.
writeFileSync(path.join(root, ".test-summary"), `${summary}\n`);
process.exit(totals.failed ? 1 : 0);
