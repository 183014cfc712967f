import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** The no-restricted-imports messages ESLint gives `code` as if it were a file of the catalog feature. */
async function boundaryErrors(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/features/catalog/boundary-probe.ts` });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("web import boundaries (eslint.config.js)", () => {
  it("refuses another feature's inner files and pages/, layout/, app/", async () => {
    const errors = await boundaryErrors(
      [
        'export { TrackButton } from "../tracking/track-button";',
        'import { Header } from "../../layout/header";',
        'import { router } from "../../app/router";',
        'import { ShowPage } from "../../pages/show-page";',
        "export { Header, router, ShowPage };",
      ].join("\n"),
    );
    expect(errors).toHaveLength(4);
  }, 30_000);

  it("accepts a feature's public index, ui/, lib/, i18n/ and the feature's own files", async () => {
    const errors = await boundaryErrors(
      [
        'import { TrackButton } from "../tracking";',
        'import { Button } from "../../ui/button";',
        'import { useLocaleTag } from "../../lib/format";',
        'import { languageTag } from "../../i18n";',
        'import { ShowHeader } from "./show-header";',
        "export { TrackButton, Button, useLocaleTag, languageTag, ShowHeader };",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  }, 30_000);
});
