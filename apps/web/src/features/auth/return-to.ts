import type { User } from "@dizilog/shared/api";

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

/** Pages that are no particular place to come back to: a new user signing in there starts the onboarding. */
const NO_PLACE = new Set(["/", "/explore", "/login"]);

/**
 * Where the user goes once signed in: back to where they were (`returnTo`, or the page under the
 * modal: undefined, stay), even before their onboarding — signing in from an episode's comment box
 * keeps the episode; the onboarding can follow later. Only from no particular place does a user
 * not yet onboarded go to the onboarding.
 */
export function afterSignIn(user: Pick<User, "is_onboarded">, returnTo: string | undefined, pathname: string): string | undefined {
  const place = (returnTo ?? pathname).split(/[?#]/)[0]!;
  if (!user.is_onboarded && NO_PLACE.has(place)) return "/onboarding";
  return returnTo;
}
