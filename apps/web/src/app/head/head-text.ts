/** The site's name: the title of its home page and the suffix of every other page's title. */
export const SITE_NAME = "Dizilog";

/** What search engines show of a description before they cut it themselves. */
export const DESCRIPTION_MAX = 160;

/** One line of text: runs of whitespace (new lines, tabs) become one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/**
 * A text of at most `max` characters (code points, so that no emoji is cut in half), cut at the
 * last word that fits and ended with "…" when it was longer.
 */
export function clipText(text: string, max = DESCRIPTION_MAX): string {
  const chars = Array.from(collapseWhitespace(text));
  if (chars.length <= max) return chars.join("");
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  // A text without spaces (a long word or address) is cut where it must be.
  const cut = space > 0 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

/** Text for an HTML attribute or element: `& < > " '` can neither end the value nor open a tag. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes (still the
 * same JSON), so that no text, "</script>" or "<!--" included, can end or change the script; the
 * line separators too, which some parsers take for line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
