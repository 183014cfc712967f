import { z } from "zod";
import type { Cache } from "../../lib/cache.js";
import { type GifProvider, GifProviderError, type GifResult } from "./gif-provider.js";

// GIPHY's API v1 (https://developers.giphy.com/docs/api/endpoint): /v1/gifs/search and
// /v1/gifs/{gif_id}, the key as `api_key`. Only the fields read here are declared; zod strips
// the rest. Sizes come as strings ("200").

const rendition = z.object({ url: z.string().url(), width: z.coerce.number().int().positive(), height: z.coerce.number().int().positive() });
const gifObject = z.object({
  id: z.string().min(1).max(100),
  rating: z.string().optional(),
  images: z.object({ fixed_height: rendition, fixed_height_small: rendition.optional(), preview_gif: rendition.optional() }),
});
const searchBody = z.object({ data: z.array(z.unknown()) });
const gifBody = z.object({ data: z.unknown() });

/** The only rating the site shows: the spec's "rating g". */
export const GIF_RATING = "g";
const TIMEOUT_MS = 5_000;
/** GIPHY's keys are rate-limited per hour: the same search is asked once an hour, a GIF once a day. */
const SEARCH_TTL_SECONDS = 60 * 60;
const GIF_TTL_SECONDS = 24 * 60 * 60;

function toResult(value: unknown): GifResult | undefined {
  const parsed = gifObject.safeParse(value);
  if (!parsed.success) return undefined;
  const { id, images, rating } = parsed.data;
  if (rating !== undefined && rating !== GIF_RATING) return undefined;
  const small = images.fixed_height_small ?? images.preview_gif ?? images.fixed_height;
  const shown = images.fixed_height;
  const web = (url: string) => /^https?:\/\//.test(url);
  if (!web(shown.url) || !web(small.url)) return undefined;
  return { id, url: shown.url, previewUrl: small.url, width: shown.width, height: shown.height };
}

/** GIPHY's API behind `GifProvider`, with answers cached in the app's cache. */
export class GiphyClient implements GifProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly cache: Cache,
  ) {}

  async search(query: string, limit: number, language: string): Promise<GifResult[]> {
    const key = `gifs:search:${language}:${limit}:${query.toLowerCase()}`;
    const cached = await this.cache.get<GifResult[]>(key);
    if (cached) return cached;
    const body = searchBody.safeParse(
      await this.get("/v1/gifs/search", { q: query, limit: String(limit), offset: "0", rating: GIF_RATING, lang: language.slice(0, 2) }),
    );
    if (!body.success) throw new GifProviderError("GIPHY answered a search without data");
    const results = body.data.data.flatMap((item) => toResult(item) ?? []).slice(0, limit);
    await this.cache.set(key, results, SEARCH_TTL_SECONDS);
    return results;
  }

  async find(id: string): Promise<GifResult | undefined> {
    const key = `gifs:gif:${id}`;
    const cached = await this.cache.get<GifResult>(key);
    if (cached) return cached;
    const answer = await this.get(`/v1/gifs/${encodeURIComponent(id)}`, {}, { notFound: true });
    if (answer === undefined) return undefined;
    const body = gifBody.safeParse(answer);
    const result = body.success ? toResult(body.data.data) : undefined;
    if (result) await this.cache.set(key, result, GIF_TTL_SECONDS);
    return result;
  }

  /** One GET; 400 and 404 mean "no such GIF" where `notFound` is asked, anything else not 2xx fails. */
  private async get(path: string, params: Record<string, string>, options: { notFound?: boolean } = {}): Promise<unknown> {
    const url = new URL(path, this.baseUrl);
    url.search = new URLSearchParams({ api_key: this.apiKey, ...params }).toString();
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "error" });
    } catch (error) {
      throw new GifProviderError(`GIPHY did not answer: ${(error as Error).message}`);
    }
    if (options.notFound && (response.status === 404 || response.status === 400)) return undefined;
    if (!response.ok) throw new GifProviderError(`GIPHY answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new GifProviderError("GIPHY answered something that is not JSON");
    }
  }
}
