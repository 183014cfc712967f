import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The restricted-import messages ESLint gives `code` as if it were the text of `file` (an existing
 * file under apps/server/src: the type-aware rules need a file the project service knows). A
 * parsing error is answered too, so that a probe that was not linted cannot pass.
 */
async function layerErrors(eslint: ESLint, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports" || m.fatal).map((m) => m.message);
}

/** The pieces beside the services (one file of each folder): they orchestrate, and every statement they run is a repository's. */
const ORCHESTRATORS = [
  "integrations/import/importer.ts",
  "integrations/tvmaze/tvmaze.importer.ts",
  "seed/seed-demo.ts",
  "mail/mailer.ts",
  "storage/attachment-images.ts",
  "events/recorder.ts",
  "jobs/registry.ts",
];

describe("server layers (eslint.config.js serverLayers): SQL only in repositories", () => {
  it("refuses drizzle-orm and db/schema, type-only imports included, outside repositories", async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of ORCHESTRATORS) {
      const up = "../".repeat(file.split("/").length - 1);
      const errors = await layerErrors(
        eslint,
        file,
        [
          'import { sql } from "drizzle-orm";',
          'import { eq } from "drizzle-orm/sql";',
          `import { shows } from "${up}db/schema/index.js";`,
          `import type { LocalizedText } from "${up}db/schema/catalog.js";`,
          "export const probe = [sql, eq, shows];",
          "export type Probe = LocalizedText;",
        ].join("\n"),
      );
      expect({ file, errors }).toEqual({ file, errors: Array(4).fill(expect.stringMatching(/SQL lives in repositories/)) });
    }
  }, 300_000);

  it("lets them call repositories, and lets repositories hold the SQL", async () => {
    const eslint = new ESLint({ cwd: root });
    expect(
      await layerErrors(
        eslint,
        "integrations/import/importer.ts",
        ['import { insertRatings } from "../../repositories/import.repository.js";', "export const probe = insertRatings;"].join("\n"),
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        eslint,
        "repositories/import.repository.ts",
        ['import { sql } from "drizzle-orm";', 'import { shows } from "../db/schema/index.js";', "export const probe = [sql, shows];"].join("\n"),
      ),
    ).toEqual([]);
  }, 180_000);
});
