import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { inject } from "vitest";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

const rand = () => Math.floor(Math.random() * 254) + 1;

export interface PageOptions {
  colorScheme?: "light" | "dark";
  viewport?: { width: number; height: number };
  locale?: string;
  /** Decide the cookie bar beforehand, so it does not cover what a test clicks. */
  consent?: boolean;
  /** false: the page as a browser without JavaScript gets it (the server's HTML, never hydrated). */
  javaScriptEnabled?: boolean;
  /** Cookies set before the first request (the server draws the page by them: dz_theme, dz_locale). */
  cookies?: Record<string, string>;
  /**
   * false: the page's own scripts are refused, so the server's HTML stays as it was sent (never
   * hydrated) while the test may still evaluate in it (axe), which a context with JavaScript off refuses.
   */
  pageScripts?: boolean;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; baseUrl: string }> {
  const baseUrl = inject("baseUrl");
  const context = await browser.newContext({
    baseURL: baseUrl,
    colorScheme: options.colorScheme ?? "light",
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? "en-US",
    timezoneId: "Europe/Istanbul",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    // Each context is its own visitor (the test server trusts the proxy header), so per-address
    // limits such as 5 sign-ups per 30 minutes apply per test, as they would per person.
    extraHTTPHeaders: { "X-Forwarded-For": `10.${rand()}.${rand()}.${rand()}` },
  });
  if (options.consent ?? true) {
    await context.addCookies([{ name: "dz_consent", value: "necessary", url: baseUrl }]);
  }
  const cookies = Object.entries(options.cookies ?? {});
  if (cookies.length) await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseUrl })));
  if (options.pageScripts === false) await context.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false && options.pageScripts !== false) waitForHydration(page);
  // Fail on the step that is stuck, with its locator, well before the test's own timeout.
  page.setDefaultTimeout(10_000);
  return { context, page, baseUrl };
}

/**
 * A page the server drew shows its buttons before their code has run: `goto` and `reload` return
 * once the page is hydrated (`<html data-hydrated>`, layout/app-shell.tsx), as a person would wait
 * for a page to respond. A page without the server's state (a signed-in user's own screen) is drawn
 * by the browser as before.
 */
function waitForHydration(page: Page): void {
  const hydrated = () => page.waitForFunction(() => (document.documentElement.dataset.hydrated === "true" && (!document.getElementById("user-menu-trigger") || document.documentElement.dataset.userMenu === "ready")) || !document.getElementById("dz-state"), undefined, { timeout: 10_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * Waits until the page is quiet and no loader is left (every loader is a status region with a
 * label; status messages such as "No open reports" have none). A page whose loader never goes
 * fails on the check that follows, with that page's state in view.
 */
export async function waitForLoaded(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; answers the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline scripts) does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** The newest mail to an address whose text matches `pattern` (waits for it), decoded. */
export async function waitForMail(to: string, pattern: RegExp = /./, timeoutMs = 15_000): Promise<string> {
  const { decodeMessage } = await import("../apps/server/test/smtp.js");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${inject("mailUrl")}/mail?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { raw: string }[];
    const texts = mails.map((m) => {
      const decoded = decodeMessage(m.raw);
      return [`Subject: ${decoded.subject}`, ...decoded.parts].join("\n\n");
    });
    const found = texts.reverse().find((t) => pattern.test(t));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Goes to `path` inside the running app (the router's own navigation, as a link does), so the page's
 * data is asked for by the browser: for a test that changes API answers with `page.route`, which
 * a page drawn by the server (its data fetched there) never passes through. The page must be open.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}
