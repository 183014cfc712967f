/** A GIF as the comment composer offers it and a comment shows it. */
export interface GifResult {
  id: string;
  /** The GIF to show in a comment (about 200 px high). */
  url: string;
  /** A smaller rendition for the picker's grid. */
  previewUrl: string;
  width: number;
  height: number;
}

/**
 * A GIF provider (GIPHY today): search with the site's content rating, and look-up by id when a
 * comment names a GIF. Implementations throw `GifProviderError` when the provider fails or
 * refuses, so that the API answers 503 instead of a 500.
 */
export interface GifProvider {
  search(query: string, limit: number, language: string): Promise<GifResult[]>;
  /** The GIF of that id, or undefined when the provider has none (or not with the site's rating). */
  find(id: string): Promise<GifResult | undefined>;
}

export class GifProviderError extends Error {}
