/**
 * Path patterns of the web client's pages. The server answers 404 (with the client's not-found
 * page) for any other path, so that crawlers and links see a real 404.
 */
export const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/(explore|shows|birthdays|search|mobile|contact-us|login|register|verify-email|forgot-password|reset-password|tracker|community|notifications|pro|calendar|airing-today|people|moderation)\/?$/,
  /^\/lists(\/\d+)?\/?$/,
  /^\/shows\/[^/]+\/?$/,
  /^\/shows\/[^/]+\/season-\d+\/?$/,
  /^\/shows\/[^/]+\/season-\d+\/episode-\d+\/?$/,
  /^\/shows\/[^/]+\/reviews\/\d+\/?$/,
  /^\/(person|genre|slug|hashtag)\/[^/]+\/?$/,
  /^\/user\/[^/]+(\/(wall(\/[^/]+)?|likes|ratings|reviews|lists|diary|followers|following))?\/?$/,
  /^\/settings(\/[a-z-]+)?\/?$/,
  /^\/stats(\/\d{4})?\/?$/,
  /^\/onboarding(\/(welcome|watchlist|complete))?\/?$/,
  // Social charts and couples (decision 0045).
  /^\/(charts|pairs)\/?$/,
  /^\/pairs\/[^/]+\/?$/,
  // Decision 0044: the buzz board and staff's show suggestions.
  /^\/(buzz|admin\/suggestions)\/?$/,
  // Discovery (decision 0050); /people is above.
  /^\/(home|upcoming|trending|unseen|mood)\/?$/,
  /^\/mood\/[a-z]+\/?$/,
  // Pro's checkout return (decision 0056); /pro is above.
  /^\/pro\/welcome\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
