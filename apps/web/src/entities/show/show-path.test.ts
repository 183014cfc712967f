import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { showPath } from "./api";

const script = readFileSync(path.resolve(import.meta.dirname, "../../../public/theme-init.js"), "utf8");

/** The path public/theme-init.js asks for on a show page before the application runs. */
function earlyPath(pathname: string): string | undefined {
  const window: Record<string, unknown> = { fetch: () => new Promise(() => undefined), matchMedia: () => ({ matches: false }) };
  runInNewContext(script, {
    window,
    fetch: window.fetch,
    localStorage: { getItem: () => null },
    navigator: { languages: ["en"], language: "en" },
    location: { pathname },
    document: { documentElement: { lang: "en", classList: { add: () => undefined } }, head: { appendChild: () => undefined }, createElement: () => ({ setAttribute: () => undefined }) },
    Intl,
  });
  return (window.__dzEarly as { path: string } | undefined)?.path;
}

describe("the show page's first screen", () => {
  it("is one call, with the latest episodes, and the boot script asks exactly it", () => {
    expect(showPath("ask-i-memnu")).toContain("latest_episodes");
    expect(earlyPath("/shows/ask-i-memnu")).toBe(showPath("ask-i-memnu"));
    expect(earlyPath("/shows/çalıkuşu")).toBe(showPath("çalıkuşu"));
  });
});
