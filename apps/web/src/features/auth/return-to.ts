/**
 * A `returnTo` we may navigate to after signing in: a path on this site ("/shows/x?y#z"), never
 * another origin ("//evil.example", "/\\evil.example", "https://…"). Anything else gives `fallback`.
 */
export function safeReturnTo(value: string | null | undefined, fallback = "/explore"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and backslashes could be read as another host by some browsers.
  if ([...value].some((c) => c === "\\" || c.charCodeAt(0) < 0x20)) return fallback;
  try {
    const base = "https://dizilog.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
