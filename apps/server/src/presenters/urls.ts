import { itemPaths } from "../domain/item-paths.js";

/** Public paths of the site (api-contract: `url` fields hold these paths). */
export const urls = {
  show: itemPaths.show,
  season: (slug: string, n: number) => `/shows/${slug}/season-${n}`,
  episode: itemPaths.episode,
  person: (slug: string) => `/person/${slug}`,
  genre: (slug: string) => `/genre/${slug}`,
  poster: (hashid: string) => `/media/posters/${hashid}.svg`,
  thumb: (hashid: string) => `/media/thumbs/${hashid}.svg`,
  episodeThumb: (id: number) => `/media/episodes/${id}.svg`,
  personPicture: (slug: string) => `/media/people/${slug}.svg`,
};
