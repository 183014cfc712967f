import { COMMENT_MESSAGES, type Gif } from "@dizilog/shared/api";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { GifProviderError } from "../integrations/gifs/gif-provider.js";

/**
 * GIF search for the composer's picker (rating g): 503 with a message when no GIF provider is
 * configured or when it does not answer, so that a client can tell the two from an empty result.
 */
export async function searchGifs(ctx: Ctx, query: string, limit: number): Promise<Gif[]> {
  const provider = ctx.deps.gifs;
  if (!provider) throw new AppError("unavailable", COMMENT_MESSAGES.gifsNotConfigured);
  try {
    const results = await provider.search(query, limit, ctx.viewer.locale);
    return results.map((gif) => ({ id: gif.id, url: gif.url, preview_url: gif.previewUrl, width: gif.width, height: gif.height }));
  } catch (error) {
    if (error instanceof GifProviderError) throw new AppError("unavailable", COMMENT_MESSAGES.gifsUnavailable, undefined, 30);
    throw error;
  }
}
