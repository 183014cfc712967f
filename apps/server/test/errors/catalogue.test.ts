import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import {
  COMMENT_MESSAGES,
  CUSTOMIZATION_MESSAGES,
  DIARY_MESSAGES,
  EMBED_MESSAGES,
  ENGAGEMENT_MESSAGES,
  IMPORT_BUSY_MESSAGE,
  IMPORT_ENTRIES_MESSAGE,
  IMPORT_SIZE_MESSAGE,
  IMPORT_TITLES_MESSAGE,
  ITEM_ACTION_MESSAGES,
  LIST_MESSAGES,
  MODERATION_MESSAGES,
  NOTIFICATION_MESSAGES,
  REVIEW_MESSAGES,
  SOCIAL_MESSAGES,
  WALL_MESSAGES,
} from "@dizilog/shared/api";
import { ERROR_CATALOGUE, ERROR_CODES, ERROR_LOCALES, errorMessageOf, formatError, templateParams } from "@dizilog/shared/errors";
import { ERROR_TEXTS } from "@dizilog/shared/errors/all-locales";

const sorted = (list: string[]) => [...list].sort();

describe("the error catalogue", () => {
  it.each(ERROR_LOCALES)("has every code in %s, with the English text's parameters, and no English copy", (locale) => {
    const texts = ERROR_TEXTS[locale] as Record<string, string>;
    expect(sorted(Object.keys(texts))).toEqual(sorted(ERROR_CODES));
    for (const code of ERROR_CODES) {
      const text = texts[code];
      expect(text?.trim(), `${locale}.${code}`).toBeTruthy();
      expect(sorted(templateParams(text!)), `${locale}.${code} keeps the parameters`).toEqual(sorted(templateParams(ERROR_CATALOGUE[code])));
      expect(text, `${locale}.${code} is translated`).not.toBe(ERROR_CATALOGUE[code]);
    }
  });

  it("gives every English text one code", () => {
    const texts = Object.values(ERROR_CATALOGUE);
    expect(new Set(texts).size).toBe(texts.length);
  });

  /** Only what answers a request in success stays outside the catalogue. */
  const SUCCESS = new Set<string>([
    ACCOUNT_MESSAGES.resetSent,
    ACCOUNT_MESSAGES.passwordChanged,
    ACCOUNT_MESSAGES.settingsUpdated,
    ENGAGEMENT_MESSAGES.ratingSaved,
    ENGAGEMENT_MESSAGES.ratingRemoved,
  ]);
  const constants: Record<string, Record<string, string>> = {
    MESSAGES,
    ACCOUNT_MESSAGES,
    LIST_MESSAGES,
    DIARY_MESSAGES,
    REVIEW_MESSAGES,
    WALL_MESSAGES,
    ENGAGEMENT_MESSAGES,
    EMBED_MESSAGES,
    COMMENT_MESSAGES,
    CUSTOMIZATION_MESSAGES,
    ITEM_ACTION_MESSAGES,
    NOTIFICATION_MESSAGES,
    SOCIAL_MESSAGES,
    MODERATION_MESSAGES,
    IMPORTS: { IMPORT_SIZE_MESSAGE, IMPORT_TITLES_MESSAGE, IMPORT_ENTRIES_MESSAGE, IMPORT_BUSY_MESSAGE },
  };

  it("names every message constant the API answers with, and renders it back to the same English", () => {
    for (const [group, messages] of Object.entries(constants)) {
      for (const [name, text] of Object.entries(messages)) {
        if (SUCCESS.has(text)) continue;
        const message = errorMessageOf(text);
        expect(message, `${group}.${name}: "${text}" is in the catalogue`).toBeDefined();
        expect(formatError(message!), `${group}.${name}`).toBe(text);
      }
    }
  });

  it("reads a limit back from the English text and writes it the reader's way", () => {
    const review = errorMessageOf(REVIEW_MESSAGES.contentMax)!;
    expect(review).toEqual({ code: "review_too_long", params: { max: 20_000 } });
    expect(formatError(review, "tr", ERROR_TEXTS.tr)).toBe("İnceleme en fazla 20.000 karakter olabilir.");
    expect(formatError(review, "de", ERROR_TEXTS.de)).toBe("Die Rezension darf höchstens 20.000 Zeichen lang sein.");
    expect(formatError(errorMessageOf(ENGAGEMENT_MESSAGES.ratingRange)!, "tr", ERROR_TEXTS.tr)).toBe("Lütfen 0,5 ile 5 yıldız arasında bir puan seçin.");
    // 2000 is written without a separator in English, and stays so.
    expect(formatError(errorMessageOf(WALL_MESSAGES.contentMax)!)).toBe(WALL_MESSAGES.contentMax);
    const line = errorMessageOf('Line 7: watched_at is not a date ("yesterday").')!;
    expect(line).toEqual({ code: "import_csv_not_date", params: { line: 7, column: "watched_at", value: "yesterday" } });
    expect(formatError(line, "fr", ERROR_TEXTS.fr)).toBe("Ligne 7 : watched_at n’est pas une date (« yesterday »).");
  });

  it("leaves a text outside the catalogue unnamed", () => {
    expect(errorMessageOf("Invalid input: expected string, received number")).toBeUndefined();
  });
});

/** Every .ts file under a folder, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => path.join(dir, name));
}

describe("the messages written at throw sites and in schemas", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
  const files = [...sources(path.join(root, "apps/server/src")), ...sources(path.join(root, "packages/shared/src/api"))];
  const patterns = [
    /AppError\.field\([^,()]+,\s*"([^"]+)"\)/g,
    /new AppError\("\w+",\s*"([^"]+)"/g,
    /\{ error: "([A-Z][^"]+)" \}/g,
    /\.(?:min|max|length|regex|int|positive|refine|startsWith|url|email)\([^()]*?,?\s*"([A-Z][^"]+[.!])"\)/g,
  ];

  it("are all in the catalogue, so that they reach a reader in their own language", () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          if (!errorMessageOf(match[1]!)) missing.push(`${path.relative(root, file)}: ${match[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
