/**
 * Where the code runs: in a browser, or in the server's render of one request (apps/web/src/ssr).
 * Code shared by both reads the request's cookies, language, time zone and clock from here, so the
 * server's HTML and the browser's first render (the hydration) agree.
 */
import type { i18n } from "i18next";

export interface RequestEnv {
  cookies: Readonly<Record<string, string | undefined>>;
  /** The interface language (a LOCALES value). */
  locale: string;
  /** The IANA time zone the page is written for. */
  timeZone: string;
  /** The render's instant (ms): relative times ("5 minutes ago") are counted from it. */
  now: number;
  /** The colour scheme the page was drawn in. */
  theme: "light" | "dark";
  /** The request's i18next instance (its language, every namespace loaded). */
  i18n: i18n;
  /** Calls the API in process, as the browser would with this request's cookies. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}

export const IS_SERVER = typeof window === "undefined";

let serverEnv: (() => RequestEnv | undefined) | undefined;

/** Set once by the server's render entry: the environment of the request being rendered. */
export function setServerEnv(getter: () => RequestEnv | undefined): void {
  serverEnv = getter;
}

/** The request being rendered on the server (undefined in a browser). */
export function serverRequest(): RequestEnv | undefined {
  return serverEnv?.();
}

/** A cookie of this request (on the server) or of this document (in a browser). */
export function readCookie(name: string): string | undefined {
  if (IS_SERVER) return serverRequest()?.cookies[name];
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * What the server wrote into the page for the browser's first render (the `dz-state` script):
 * the browser hydrates with these values and only then moves to its own (its clock, its zone).
 */
export interface RenderedWith {
  locale: string;
  timeZone: string;
  now: number;
  theme: "light" | "dark";
}

let renderedWith: RenderedWith | undefined;

export function setRenderedWith(values: RenderedWith | undefined): void {
  renderedWith = values;
}

/** The values of the first render: the server's request, or what the server's HTML was made with. */
export function firstRenderValues(): RenderedWith | undefined {
  const request = serverRequest();
  if (request) return { locale: request.locale, timeZone: request.timeZone, now: request.now, theme: request.theme };
  return renderedWith;
}

/**
 * Saves a preference the server's render must know (a page drawn as the browser will draw it):
 * a cookie for a year, readable on both sides with readCookie.
 */
export function savePreference(name: string, value: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax${secure}`;
}
