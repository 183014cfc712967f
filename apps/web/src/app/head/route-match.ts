/**
 * The parameters of `pathname` when it has the form of `pattern` ("shows/:slug/reviews/:id"), or
 * null. As React Router does: static segments match whatever their case, a trailing slash changes
 * nothing, and parameters arrive decoded (an undecodable one does not match).
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split("/").filter(Boolean);
  const given = pathname.split("/").filter(Boolean);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = given[index]!;
    if (part.startsWith(":")) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}
