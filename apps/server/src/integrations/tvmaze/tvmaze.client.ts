import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";

// TVMaze's JSON, as served by https://api.tvmaze.com (see https://www.tvmaze.com/api).
// Only the fields the importer reads are declared; zod strips the rest. Almost every field
// can be null on TVMaze, so the schemas are lenient and the mapper decides the defaults.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const imageSchema = z.object({ medium: z.string().nullish(), original: z.string().nullish() }).nullish();
const countrySchema = z.object({ name: z.string().nullish(), code: z.string().nullish(), timezone: z.string().nullish() }).nullish();
const channelSchema = z.object({ id: z.number().int(), name: z.string(), country: countrySchema }).nullish();

const showSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  type: z.string().nullish(),
  language: z.string().nullish(),
  genres: z.array(z.string()).nullish(),
  status: z.string().nullish(),
  runtime: z.number().int().nullish(),
  averageRuntime: z.number().int().nullish(),
  premiered: isoDate.nullish(),
  ended: isoDate.nullish(),
  schedule: z.object({ time: z.string().nullish(), days: z.array(z.string()).nullish() }).nullish(),
  network: channelSchema,
  webChannel: channelSchema,
  image: imageSchema,
  summary: z.string().nullish(),
  updated: z.number().nullish(),
});

const seasonSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string().nullish(),
  episodeOrder: z.number().int().nullish(),
  premiereDate: isoDate.nullish(),
  endDate: isoDate.nullish(),
});

const episodeSchema = z.object({
  id: z.number().int(),
  name: z.string().nullish(),
  season: z.number().int(),
  /** Null for specials. */
  number: z.number().int().nullish(),
  type: z.string().nullish(),
  /** "" when the date is not known yet. */
  airdate: z.string().nullish(),
  /** "HH:MM" in the network's time zone, or "". */
  airtime: z.string().nullish(),
  /** The broadcast instant, e.g. "2015-11-25T17:00:00+00:00". */
  airstamp: z.string().nullish(),
  runtime: z.number().int().nullish(),
  summary: z.string().nullish(),
});

const personSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  birthday: isoDate.nullish(),
  deathday: isoDate.nullish(),
  gender: z.string().nullish(),
  country: countrySchema,
});

const castCreditSchema = z.object({
  person: personSchema,
  character: z.object({ id: z.number().int().nullish(), name: z.string().nullish() }).nullish(),
  self: z.boolean().nullish(),
  voice: z.boolean().nullish(),
});

const crewCreditSchema = z.object({ type: z.string(), person: personSchema });

export type TvmazeShow = z.infer<typeof showSchema>;
export type TvmazeSeason = z.infer<typeof seasonSchema>;
export type TvmazeEpisode = z.infer<typeof episodeSchema>;
export type TvmazePerson = z.infer<typeof personSchema>;
export type TvmazeCastCredit = z.infer<typeof castCreditSchema>;
export type TvmazeCrewCredit = z.infer<typeof crewCreditSchema>;

/** What the importer needs from TVMaze; tests substitute failing or altered implementations. */
export interface TvmazeClient {
  showById(id: number): Promise<TvmazeShow>;
  /** The single best match for a name (TVMaze's /singlesearch). */
  searchShow(name: string): Promise<TvmazeShow>;
  episodes(showId: number): Promise<TvmazeEpisode[]>;
  cast(showId: number): Promise<TvmazeCastCredit[]>;
  crew(showId: number): Promise<TvmazeCrewCredit[]>;
  seasons(showId: number): Promise<TvmazeSeason[]>;
}

/** Every failure of the client; the CLI tells the three kinds apart. */
export class TvmazeError extends Error {
  override name = "TvmazeError";
}

/** The network is not there: DNS failure, refused connection, reset, timeout. */
export class TvmazeUnavailableError extends TvmazeError {
  override name = "TvmazeUnavailableError";
  constructor(
    readonly baseUrl: string,
    readonly reason: string,
  ) {
    super(`TVMaze cannot be reached (${baseUrl}): ${reason}`);
  }
}

/** TVMaze answered 404: no show with that id, or no show matching the name. */
export class TvmazeNotFoundError extends TvmazeError {
  override name = "TvmazeNotFoundError";
}

/** TVMaze answered, but not with something we accept (status, size, redirect, shape). */
export class TvmazeResponseError extends TvmazeError {
  override name = "TvmazeResponseError";
}

export interface TvmazeClientOptions {
  /** Per request, body included. */
  timeoutMs?: number;
  userAgent?: string;
  /** Largest body accepted; the full episode list of a long daily show is well under 5 MB. */
  maxBytes?: number;
  /** Longest Retry-After honoured; a longer one is treated as a failure rather than a hang. */
  maxRetryAfterMs?: number;
}

const DEFAULTS = {
  timeoutMs: 10_000,
  userAgent: "Dizilog-TVMaze-importer/0.1 (+https://github.com/dizilog)",
  maxBytes: 5 * 1024 * 1024,
  maxRetryAfterMs: 30_000,
} satisfies Required<TvmazeClientOptions>;

const MAX_REDIRECTS = 3;

/** TVMaze over HTTP with global fetch: timeouts, one 429 retry, same-host redirects only, size cap. */
export class HttpTvmazeClient implements TvmazeClient {
  private readonly base: URL;
  private readonly options: Required<TvmazeClientOptions>;

  constructor(baseUrl: string, options: TvmazeClientOptions = {}) {
    this.base = new URL(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
    this.options = { ...DEFAULTS, ...options };
  }

  showById(id: number): Promise<TvmazeShow> {
    return this.get(`shows/${id}`, showSchema);
  }

  searchShow(name: string): Promise<TvmazeShow> {
    return this.get(`singlesearch/shows?q=${encodeURIComponent(name)}`, showSchema);
  }

  episodes(showId: number): Promise<TvmazeEpisode[]> {
    return this.get(`shows/${showId}/episodes`, z.array(episodeSchema));
  }

  cast(showId: number): Promise<TvmazeCastCredit[]> {
    return this.get(`shows/${showId}/cast`, z.array(castCreditSchema));
  }

  crew(showId: number): Promise<TvmazeCrewCredit[]> {
    return this.get(`shows/${showId}/crew`, z.array(crewCreditSchema));
  }

  seasons(showId: number): Promise<TvmazeSeason[]> {
    return this.get(`shows/${showId}/seasons`, z.array(seasonSchema));
  }

  private async get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(path, this.base);
    let response = await this.fetchFollowing(url);
    if (response.status === 429) {
      const wait = retryAfterMs(response.headers.get("retry-after"));
      await response.body?.cancel();
      if (wait > this.options.maxRetryAfterMs) throw new TvmazeResponseError(`TVMaze rate limit: asked to wait ${Math.ceil(wait / 1000)} s`);
      await sleep(wait);
      response = await this.fetchFollowing(url);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw new TvmazeNotFoundError(`TVMaze has nothing at /${path}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new TvmazeResponseError(`TVMaze answered ${response.status} for /${path}`);
    }
    const text = await this.readCapped(response, path);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new TvmazeResponseError(`TVMaze sent invalid JSON for /${path}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new TvmazeResponseError(`Unexpected TVMaze data for /${path}: ${issue?.path.join(".") || "(root)"} ${issue?.message ?? ""}`.trim());
    }
    return parsed.data;
  }

  /** Follows redirects by hand so that one to another host (or to plain HTTP) is refused. */
  private async fetchFollowing(start: URL): Promise<Response> {
    let url = start;
    for (let hop = 0; ; hop++) {
      const response = await this.fetchOnce(url);
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel();
      const next = new URL(location, url);
      const downgrade = url.protocol === "https:" && next.protocol !== "https:";
      if (next.hostname !== this.base.hostname || downgrade || !["http:", "https:"].includes(next.protocol)) {
        throw new TvmazeResponseError(`TVMaze redirected to another host (${next.origin}); refused`);
      }
      if (hop >= MAX_REDIRECTS) throw new TvmazeResponseError("TVMaze redirected too many times");
      url = next;
    }
  }

  private async fetchOnce(url: URL): Promise<Response> {
    try {
      return await fetch(url, {
        redirect: "manual",
        headers: { "user-agent": this.options.userAgent, accept: "application/json" },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  private async readCapped(response: Response, path: string): Promise<string> {
    const { maxBytes } = this.options;
    const tooLarge = () => new TvmazeResponseError(`TVMaze response for /${path} is larger than ${maxBytes} bytes`);
    if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
      await response.body?.cancel();
      throw tooLarge();
    }
    if (!response.body) return "";
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    let text = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          throw tooLarge();
        }
        text += decoder.decode(value, { stream: true });
      }
    } catch (error) {
      if (error instanceof TvmazeError) throw error;
      throw this.unavailable(error);
    }
    return text + decoder.decode();
  }

  private unavailable(error: unknown): TvmazeUnavailableError {
    return new TvmazeUnavailableError(this.base.origin, networkReason(error, this.options.timeoutMs));
  }
}

/** A one-line reason from fetch's error: undici hides the system error in `cause`. */
function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code && !cause.message.includes(code) ? `${code} ${cause.message}` : cause.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Retry-After is either delta-seconds or an HTTP date; missing or unreadable means one second. */
function retryAfterMs(header: string | null): number {
  if (!header) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - Date.now());
}
