import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every translated locale carries every English text, and nothing English no longer has: a key
// missing here would show English in the middle of a translated page.
const LOCALES_DIR = path.join(import.meta.dirname, "locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[name] = value;
    else flatten(value, name, out);
  }
  return out;
}
const read = (file: string) => flatten(JSON.parse(readFileSync(file, "utf8")) as Tree);
/** Plural forms differ by language: compare the base key (`count_one` → `count`). */
const bases = (keys: string[]) => new Set(keys.map((k) => k.replace(PLURAL, "")));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each(["", "pages"])("locale files %s", (folder) => {
  const dir = path.join(LOCALES_DIR, folder);
  const english = read(path.join(dir, "en.json"));
  const locales = readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "en.json");

  it.each(locales)("%s has exactly the English keys, with the same placeholders", (file) => {
    const texts = read(path.join(dir, file));
    const wanted = bases(Object.keys(english));
    const have = bases(Object.keys(texts));
    expect([...wanted].filter((k) => !have.has(k)), "missing").toEqual([]);
    expect([...have].filter((k) => !wanted.has(k)), "no longer in English").toEqual([]);
    for (const [key, text] of Object.entries(texts)) {
      if (PLURAL.test(key)) continue; // a plural form may leave out {{count}} ("one episode")
      const source = english[key];
      if (source !== undefined) expect(placeholders(text), key).toEqual(placeholders(source));
    }
  });
});
