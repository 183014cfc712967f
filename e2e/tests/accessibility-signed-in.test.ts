import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, makeVerifiedAccount } from "../accounts.js";
import { launchBrowser, openPage, seriousViolations } from "../browser.js";

/*
 * axe-core on the signed-in screens (a file of its own so that the two browser workers share the
 * accessibility checks evenly; the public pages are in accessibility.test.ts).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const SIGNED_IN_PAGES = [
  "/settings/profile",
  "/settings/account",
  "/settings/security",
  "/settings/notifications",
  "/settings/app",
  "/settings/data-saver",
  "/settings/import-export",
  "/settings/blocking",
  "/settings/delete-account",
  "/onboarding/welcome",
  "/onboarding/complete",
  "/verify-email",
  "/tracker",
  "/tracker#tracking",
  "/tracker#likes",
  "/tracker#likes-people",
  "/tracker#likes-lists",
  "/tracker#likes-couples",
  "/tracker#ratings",
  "/tracker#recommendations",
  "/calendar",
  "/calendar?scope=all",
  "/airing-today",
  "/notifications",
];

describe("accessibility (axe-core) of the signed-in screens: no serious or critical violation", () => {
  for (const scheme of ["light", "dark"] as const) {
    it(`signed-in pages in ${scheme} mode`, async () => {
      const { page, context } = await openPage(browser, { colorScheme: scheme });
      const { username } = await makeVerifiedAccount(context);
      // Something liked and rated, so the Likes and Ratings views show their cards, not only empty states.
      const show = (await apiCall(context, "GET", "/api/shows/ezel")).body?.data as { id: number };
      await apiCall(context, "POST", "/api/like-item", { type: "show", id: show.id });
      await apiCall(context, "POST", "/api/user/rate", { related: "show", related_id: show.id, rating: 4.5 });
      const profile = `/user/${username.toLowerCase()}`;
      const problems: string[] = [];
      for (const path of [...SIGNED_IN_PAGES, profile, `${profile}/likes`, `${profile}/ratings`]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const violations = await seriousViolations(page);
        problems.push(...violations.map((v) => `${path} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }

  for (const scheme of ["light", "dark"] as const) {
    it(`a spoiler-shielded episode page, hidden and revealed, in ${scheme} mode`, async () => {
      const { page, context } = await openPage(browser, { colorScheme: scheme });
      await makeVerifiedAccount(context);
      await apiCall(context, "POST", "/api/shows/ask-i-memnu/track");
      await page.goto("/shows/ask-i-memnu/season-1/episode-2");
      const reveal = page.getByRole("button", { name: "Show anyway" });
      await reveal.waitFor();
      await page.waitForLoadState("networkidle");
      const label = (v: { id: string; help: string; nodes: { target: string[] }[] }) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;
      expect((await seriousViolations(page)).map(label)).toEqual([]);
      await reveal.click();
      await page.getByRole("button", { name: "Hide spoilers" }).waitFor();
      expect((await seriousViolations(page)).map(label)).toEqual([]);
      await context.close();
    });
  }

});
