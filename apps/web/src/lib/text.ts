/**
 * The text cut to at most `limit` characters on a word boundary, with an ellipsis; the text itself
 * when it is short enough.
 */
export function truncateAtWord(text: string, limit: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= limit) return text.trim();
  const cut = chars.slice(0, limit).join("");
  const lastSpace = cut.search(/\s\S*$/);
  const head = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/u, "")}…`;
}
