import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** The boundary messages ESLint gives `code` as if it were a file at `path` (by default one of the catalog feature). */
async function boundaryErrors(code: string, path = "features/catalog/boundary-probe.ts"): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "dizilog/no-feature-cycle").map((m) => m.message);
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

  it("refuses an import between features that closes a cycle, and accepts one that does not", async () => {
    // Settings import social (the follow requests): social importing settings would close a circle.
    const cycle = await boundaryErrors('import { BlockUserButton } from "../settings";\nexport { BlockUserButton };', "features/social/boundary-probe.ts");
    expect(cycle).toHaveLength(1);
    expect(cycle[0]).toContain("features/social → features/settings");
    expect(await boundaryErrors('import { FollowRequestsList } from "../social";\nexport { FollowRequestsList };', "features/settings/boundary-probe.ts")).toEqual([]);
  }, 30_000);

  it("keeps entities under the features, and ui/ and lib/ at the bottom", async () => {
    const entity = await boundaryErrors(
      ['import { TrackButton } from "../../features/tracking";', 'import { wallKeys } from "../post/cache";', 'import { useMe } from "../user";', "export { TrackButton, wallKeys, useMe };"].join("\n"),
      "entities/show/boundary-probe.ts",
    );
    expect(entity).toHaveLength(2);
    expect(await boundaryErrors('import { showRef } from "../entities/show";\nexport { showRef };', "lib/boundary-probe.ts")).toHaveLength(1);
    expect(await boundaryErrors('import { ShowCard } from "../../entities/show/show-card";\nexport { ShowCard };')).toHaveLength(1);
  }, 30_000);
});
