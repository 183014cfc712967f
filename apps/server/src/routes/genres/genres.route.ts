import { LIMITS } from "@dizilog/shared";
import { genreSchema, list, networkSchema } from "@dizilog/shared/api";
import type { RouteModule } from "../../http/types.js";
import { remember } from "../../lib/cache.js";
import { allGenres, allNetworks } from "../../repositories/catalog.repository.js";

export const genreRoutes: RouteModule = (app, { database, cache }) => {
  app.get(
    "/api/genres",
    { config: { auth: "public" }, schema: { tags: ["catalog"], summary: "The 12 genres, in the spec's order", response: { 200: list(genreSchema) } } },
    async () => {
      const data = await remember(cache, "genres", LIMITS.genresCacheSeconds, () => allGenres(database.db));
      return { data };
    },
  );

  app.get(
    "/api/networks",
    { config: { auth: "public" }, schema: { tags: ["catalog"], summary: "Networks and platforms", response: { 200: list(networkSchema) } } },
    async () => {
      const data = await remember(cache, "networks", LIMITS.genresCacheSeconds, () => allNetworks(database.db));
      return { data };
    },
  );
};
