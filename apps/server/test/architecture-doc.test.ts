import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The map must stay true: every path and every code name that docs/ARCHITECTURE.md (and the
 * README) cites has to exist, so that renaming or deleting a piece without updating the document
 * fails here instead of misleading the next newcomer.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));

/** Where a path in the document may be relative to (the document names paths by their layer). */
const PATH_ROOTS = ["", "apps/server/src", "apps/server", "apps/web/src", "apps/web", "packages/shared/src", "e2e", "bench"];
const SOURCE_DIRS = ["apps/server", "apps/web", "packages/shared", "e2e", "bench", "scripts", ".ci", "eslint.config.js", "package.json"];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|sql|json|html|webmanifest)$/;

function walk(dir: string, out: string[] = []): string[] {
  if (statSync(dir).isFile()) return [...out, dir];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name === "dist-server" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const thisFile = fileURLToPath(import.meta.url);
const allFiles = SOURCE_DIRS.filter((dir) => existsSync(path.join(root, dir)))
  .flatMap((dir) => walk(path.join(root, dir)))
  .filter((file) => file !== thisFile);
const relativeFiles = allFiles.map((file) => path.relative(root, file));
const sourceText = allFiles
  .filter((file) => SOURCE_FILE.test(file) && statSync(file).size < 2_000_000)
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** The inline code spans of a Markdown text, and the first word of each line of its fenced blocks. */
function citations(markdown: string): string[] {
  const found: string[] = [];
  const fenced = /```[a-z]*\n([\s\S]*?)```/g;
  for (const block of markdown.matchAll(fenced)) {
    for (const line of block[1]!.split("\n")) {
      const [first, ...rest] = line.trim().split(/\s+/);
      if (first && /[/.]/.test(first) && !/[─│▶└┌]/.test(first)) found.push(first);
      // Paths named in the descriptions too (`their statements in seed/schedule.repository`).
      for (const word of rest) {
        const token = word.replace(/^[(`'"]+|[)`'",;:.]+$/g, "");
        const pathLike = /^[a-z][\w.-]*\/[\w./<>*-]*$/.test(token) && (token.endsWith("/") || /\.[a-z]+$/.test(token));
        if (pathLike && !/^[a-z]+\/[a-z]+$/.test(token)) found.push(token);
      }
    }
  }
  const prose = markdown.replace(fenced, "");
  for (const span of prose.matchAll(/`([^`\n]+)`/g)) found.push(span[1]!);
  return found;
}

/** A cited path with `<name>` or `*` placeholders as a pattern over the repository's files. */
function pathExists(cited: string): boolean {
  const clean = cited.replace(/^@dizilog\/shared\//, "packages/shared/src/").replace(/\/$/, "");
  for (const base of PATH_ROOTS) {
    const candidate = path.join(base, clean);
    if (!/[<*]/.test(candidate)) {
      if (existsSync(path.join(root, candidate)) || existsSync(path.join(root, `${candidate}.ts`)) || existsSync(path.join(root, `${candidate}.tsx`))) return true;
      continue;
    }
    const pattern = new RegExp(
      `^${candidate
        .split(/(<[^>]+>|\*)/)
        .map((part) => (part === "*" || part.startsWith("<") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
        .join("")}(/|$)`,
    );
    if (relativeFiles.some((file) => pattern.test(file))) return true;
  }
  // A bare file name: anywhere in the sources.
  if (!clean.includes("/")) {
    const name = new RegExp(`^${clean.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`);
    return relativeFiles.some((file) => name.test(path.basename(file)));
  }
  return false;
}

/** A cited path: has a slash or a file extension, no spaces, and is not an address of the site. */
function isPath(cited: string): boolean {
  if (/^[A-Z_]+\//.test(cited) || cited.includes("=") || /(^|\/)dist(-server)?(\/|$)/.test(cited)) return false; // a setting's folder (`DATA_DIR/pg`), an assignment
  if (/\s/.test(cited) || cited.startsWith("/") || /^[A-Z]+ /.test(cited) || cited.startsWith("--")) return false;
  if (/^https?:/.test(cited) || cited.includes("{") || cited.includes("|") || cited.includes("…")) return false;
  if (/^\["/.test(cited) || /^["'.]/.test(cited)) return false;
  return cited.includes("/") || /\.(ts|tsx|mjs|js|sql|json|html)$/.test(cited);
}

/**
 * A cited code name (`actorFor`, `LOADERS`, `inTransaction(ctx, fn)`): an identifier with a capital
 * inside or a call. Plain lower-case words (`actor`, `db`) are field names and setting values.
 */
function codeName(cited: string): string | undefined {
  const match = /^([A-Za-z_$][\w$]*)(\(.*\))?$/.exec(cited);
  if (!match) return undefined;
  const name = match[1]!;
  if (!match[2] && !/[A-Z]/.test(name.slice(1)) && !/^[A-Z][a-z]/.test(name)) return undefined;
  return name;
}

function check(document: string): { missingPaths: string[]; missingNames: string[] } {
  const markdown = readFileSync(path.join(root, document), "utf8");
  const cited = [...new Set(citations(markdown))];
  const missingPaths = cited.filter((c) => isPath(c) && !pathExists(c));
  const missingNames = cited
    .map(codeName)
    .filter((name): name is string => name !== undefined)
    .filter((name) => !new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(sourceText));
  return { missingPaths, missingNames: [...new Set(missingNames)] };
}

describe("docs/ARCHITECTURE.md cites only what exists", () => {
  it("every path it names is a file or folder of the repository", () => {
    expect(check("docs/ARCHITECTURE.md").missingPaths).toEqual([]);
  });

  it("every function, type or constant it names is still in the code", () => {
    expect(check("docs/ARCHITECTURE.md").missingNames).toEqual([]);
  });

  it("the checks find a stale citation (so they can fail)", () => {
    expect(pathExists("repositories/seed.repository.ts")).toBe(true);
    expect(pathExists("repositories/no-such.repository.ts")).toBe(false);
    expect(pathExists("routes/<resource>/*.route.ts")).toBe(true);
    expect(pathExists("routes/<resource>/*.nothing.ts")).toBe(false);
    expect(codeName("noSuchFunctionAnywhere(ctx)")).toBe("noSuchFunctionAnywhere");
    expect(new RegExp("\\bnoSuchFunctionAnywhere\\b").test(sourceText)).toBe(false);
  });
});

describe("README.md", () => {
  it("every `npm run` command it offers is a script of the workspace it names", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const rootScripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;
    const webScripts = JSON.parse(readFileSync(path.join(root, "apps/web/package.json"), "utf8")).scripts as Record<string, string>;
    const missing: string[] = [];
    for (const [, script, workspace] of readme.matchAll(/npm run ([\w:-]+)(?: -w (@dizilog\/\w+))?/g)) {
      const scripts = workspace === "@dizilog/web" ? webScripts : rootScripts;
      if (!scripts[script!]) missing.push(`${script}${workspace ? ` -w ${workspace}` : ""}`);
    }
    expect(missing).toEqual([]);
    expect(check("README.md").missingPaths).toEqual([]);
  });
});
