import { ApiError } from "./api";

const SEGMENTS = { season: /^season-(\d+)$/, episode: /^episode-(\d+)$/ } as const;

/** The number of a "season-N" / "episode-M" path segment, or null when the segment has another form. */
export function parseSegment(segment: string | undefined, kind: keyof typeof SEGMENTS): number | null {
  const match = segment ? SEGMENTS[kind].exec(segment) : null;
  return match?.[1] ? Number(match[1]) : null;
}

/** Whether a query failed because the thing does not exist (the page then renders the 404 page). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A positive page number from a search parameter, 1 otherwise. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
