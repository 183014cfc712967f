import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALES } from "@dizilog/shared";
import { detectLocale, languageTag } from "../i18n";

const script = readFileSync(path.resolve(import.meta.dirname, "../../public/theme-init.js"), "utf8");

/** Runs public/theme-init.js on a show page and returns the Accept-Language of its early request. */
function earlyLanguage(languages: string[], saved: string | null): string | undefined {
  const storage = { getItem: (key: string) => (key === "dz-locale" ? saved : null) };
  const window: Record<string, unknown> = {
    fetch: () => new Promise(() => undefined),
    matchMedia: () => ({ matches: false }),
  };
  runInNewContext(script, {
    window,
    fetch: window.fetch,
    localStorage: storage,
    navigator: { languages, language: languages[0] },
    location: { pathname: "/shows/ask-i-memnu" },
    document: { documentElement: { lang: "en", classList: { add: () => undefined } }, head: { appendChild: () => undefined }, createElement: () => ({ setAttribute: () => undefined }) },
    Intl,
  });
  return (window.__dzEarly as { lang: string } | undefined)?.lang;
}

/** What lib/api.ts sends once i18n has started. */
function appLanguage(languages: string[], saved: string | null): string {
  vi.stubGlobal("localStorage", { getItem: (key: string) => (key === "dz-locale" ? saved : null) });
  vi.stubGlobal("navigator", { languages, language: languages[0] });
  return languageTag(detectLocale());
}

afterEach(() => vi.unstubAllGlobals());

describe("the boot script's early show request", () => {
  it.each([
    [["en-US", "en"], null],
    [["en-GB", "en"], null],
    [["tr-TR", "tr"], null],
    [["pt-BR"], null],
    [["de-DE"], null],
    [["nl-NL"], null],
    [["en-US"], "tr"],
    [["en-US"], "pt-br"],
    [["en-US"], "le"],
    [["en-US"], "xx"],
  ])("asks in the language the application asks in (%j, saved %s)", (languages, saved) => {
    expect(earlyLanguage(languages, saved)).toBe(appLanguage(languages, saved));
  });

  it("knows every locale of the application", () => {
    for (const locale of LOCALES) expect(earlyLanguage(["xx"], locale)).toBe(appLanguage(["xx"], locale));
  });
});
