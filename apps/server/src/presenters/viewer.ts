import type { FastifyRequest } from "fastify";
import { CONTENT_LANGUAGES, type ContentLanguage, DEFAULT_TIME_ZONE, LOCALE_ALIASES, LOCALES } from "@dizilog/shared";

/** Who is looking: decides the language of texts and the time zone of dates in presenters. */
export interface Viewer {
  locale: string;
  contentLanguage: ContentLanguage;
  timeZone: string;
  now: Date;
  /** The signed-in viewer's spoilers preference (true: show spoilers directly); undefined for a visitor. */
  spoilers?: boolean;
}

const knownLocales = new Set<string>(LOCALES.map((l) => l.toLowerCase()));

/** The viewer of a request: `?lang=` or Accept-Language for the language, X-Time-Zone for the zone. */
export function viewerOf(request: FastifyRequest, now: Date): Viewer {
  const locale = requestLocale(request);
  const base = locale.split("-")[0] as string;
  const contentLanguage = (CONTENT_LANGUAGES as readonly string[]).includes(base) ? (base as ContentLanguage) : "en";
  return { locale, contentLanguage, timeZone: requestTimeZone(request), now, spoilers: request.auth?.user.spoilers };
}

function requestLocale(request: FastifyRequest): string {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const candidates = [typeof query === "string" ? query : undefined, ...acceptLanguages(request.headers["accept-language"])];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const lower = candidate.toLowerCase();
    const match = [lower, lower.split("-")[0] as string].find((c) => knownLocales.has(c));
    if (match) {
      const canonical = LOCALES.find((l) => l.toLowerCase() === match) ?? "en";
      return LOCALE_ALIASES[canonical] ?? canonical;
    }
  }
  return "en";
}

function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part) => part.split(";")[0]?.trim())
    .filter((tag): tag is string => Boolean(tag));
}

function requestTimeZone(request: FastifyRequest): string {
  const header = request.headers["x-time-zone"];
  if (typeof header === "string" && isTimeZone(header)) return header;
  return DEFAULT_TIME_ZONE;
}

/** Zones already checked (building a formatter to check one costs tens of microseconds a request). */
const knownZones = new Map<string, boolean>();

export function isTimeZone(value: string): boolean {
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  if (knownZones.size > 1000) knownZones.clear();
  knownZones.set(value, valid);
  return valid;
}
