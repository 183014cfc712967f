import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations } from "../browser.js";

const TRAKT_SAMPLE = fileURLToPath(new URL("../../docs/import/trakt-sample.json", import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The number shown for one count of the preview (a <dt> label, perhaps with "N not found", and its <dd> value). */
async function previewCount(page: Page, label: string): Promise<string> {
  const term = page.getByRole("term").filter({ hasText: new RegExp(`^${label}(\\d|$)`) });
  return (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations.map((v) => `${where} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

describe("import and export in the browser", () => {
  it("imports the Trakt sample from the tracker's link, shows the preview, and the tracker then holds the shows", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/tracker");
    await page.getByRole("link", { name: "Import from TV Time or Trakt" }).first().click();
    await page.waitForURL(/\/settings\/import-export$/);
    await page.getByRole("heading", { name: "Import & export", level: 2 }).waitFor();

    await page.getByRole("radio", { name: /Trakt/ }).check();
    await page.getByLabel("Export file").setInputFiles(TRAKT_SAMPLE);
    await expect.poll(() => page.getByText("Chosen: trakt-sample.json").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Preview" }).click();

    // The sample's numbers (docs/import/FORMATS.md): nothing is written yet.
    await page.getByRole("heading", { name: "Ready to import" }).waitFor();
    expect(await previewCount(page, "Shows")).toBe("5");
    expect(await previewCount(page, "Episodes seen")).toBe("9");
    expect(await previewCount(page, "Ratings")).toBe("3");
    expect(await previewCount(page, "Lists")).toBe("2");
    expect(await previewCount(page, "Shows in lists")).toBe("3");
    await expect.poll(() => page.getByText("1 entry that is not a show").isVisible()).toBe(true);
    const unmatched = page.getByText("2 titles will not be imported, or not in full");
    await unmatched.click();
    const behzat = page.getByRole("listitem").filter({ hasText: "Behzat Ç. Bir Ankara Polisiyesi" });
    await expect.poll(() => behzat.innerText()).toMatch(/\(2010\)[\s\S]*Not in our catalog/);
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: "Aşk-ı Memnu" }).innerText()).toMatch(/1 episode not found or not aired yet/);
    await expectNoViolations(page, "preview");

    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("heading", { name: "Import complete" }).waitFor();
    for (const line of ["3 shows tracked", "9 episodes marked as seen", "3 ratings", "2 lists created", "3 shows added to lists"]) {
      expect(await page.getByRole("listitem").filter({ hasText: line }).count(), line).toBe(1);
    }
    await expectNoViolations(page, "summary");

    await page.getByRole("link", { name: "Open my tracker" }).click();
    await page.waitForURL(/\/tracker$/);
    const panel = page.getByRole("tabpanel");
    for (const title of ["Aşk-ı Memnu", "Kara Sevda", "Ezel"]) {
      await expect.poll(() => panel.getByText(title, { exact: true }).first().isVisible()).toBe(true);
    }
    await page.getByRole("tab", { name: "Tracking" }).click();
    await expect.poll(() => page.getByRole("tabpanel").getByText("Ezel", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole("tabpanel").getByText("Behzat Ç. Bir Ankara Polisiyesi").count()).toBe(0);

    // The export holds what was imported: the JSON download of the section.
    await page.goto("/settings/import-export");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download everything (JSON)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^dizilog-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.json$/i);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { format: string; tracked: { show: { original_title: string } }[] };
    expect(exported.format).toBe("dizilog-export");
    expect(exported.tracked.map((t) => t.show.original_title).sort()).toEqual(["Aşk-ı Memnu", "Ezel", "Kara Sevda"]);
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Seen episodes (CSV)" }).click()]);
    expect(csv.suggestedFilename()).toMatch(/-seen-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = (await readFile((await csv.path())!, "utf8")).trim().split("\r\n");
    expect(rows).toHaveLength(1 + 9);
    await context.close();
  });

  it("checks the file before sending it, and shows the server's message for an invalid one", async () => {
    const { page, context } = await openPage(browser);
    await makeVerifiedAccount(context);
    await page.goto("/settings/import-export");
    await page.getByRole("radio", { name: /Trakt/ }).check();
    const fileInput = page.getByLabel("Export file");

    // Nothing chosen, then a file of the other source: refused here, without a request.
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Choose a file to import." }).isVisible()).toBe(true);
    await fileInput.setInputFiles({ name: "seen_episode.csv", mimeType: "text/csv", buffer: Buffer.from("tv_show_name,episode_season_number,episode_number\nEzel,1,1\n") });
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Choose a .json file from your Trakt export." }).isVisible()).toBe(true);
    expect(await fileInput.getAttribute("aria-invalid")).toBe("true");
    // The same file is right for TV Time.
    await page.getByRole("radio", { name: /TV Time/ }).check();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);

    // A JSON file that is not valid: the server names the line, shown under the file.
    await page.getByRole("radio", { name: /Trakt/ }).check();
    await fileInput.setInputFiles({ name: "watched-shows.json", mimeType: "application/json", buffer: Buffer.from('[\n  {"show": {"title": "Ezel"}, "seasons": [}\n]') });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: /^The file is not valid JSON \(line 2, column \d+\)\.$/ }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Ready to import" }).count()).toBe(0);
    await expectNoViolations(page, "error");

    // A good file previews; starting over brings back an empty picker, with the focus on it.
    await fileInput.setInputFiles({ name: "ratings-shows.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify([{ rating: 8, type: "show", show: { title: "Ezel", year: 2009 } }])) });
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("heading", { name: "Ready to import" }).waitFor();
    expect(await previewCount(page, "Ratings")).toBe("1");
    await page.getByRole("button", { name: "Choose another file" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("import-file");
    expect(await page.getByLabel("Export file").evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(0);
    expect(await page.getByText(/^Chosen:/).count()).toBe(0);
    await context.close();
  });
});
