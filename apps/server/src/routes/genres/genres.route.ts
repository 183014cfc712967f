import { asc } from "drizzle-orm";
import { LIMITS } from "@dizilog/shared";
import { genreSchema, list, networkSchema } from "@dizilog/shared/api";
import { genres, networks } from "../../db/schema/index.js";
import type { RouteModule } from "../../http/types.js";
import { remember } from "../../lib/cache.js";

export const genreRoutes: RouteModule = (app, { database, cache }) => {
  app.get(
    "/api/genres",
    { config: { auth: "public" }, schema: { tags: ["catalog"], summary: "The 12 genres, in the spec's order", response: { 200: list(genreSchema) } } },
    async () => {
      const data = await remember(cache, "genres", LIMITS.genresCacheSeconds, () =>
        database.db.select({ id: genres.id, name: genres.name, slug: genres.slug }).from(genres).orderBy(asc(genres.position)),
      );
      return { data };
    },
  );

  app.get(
    "/api/networks",
    { config: { auth: "public" }, schema: { tags: ["catalog"], summary: "Networks and platforms", response: { 200: list(networkSchema) } } },
    async () => {
      const data = await remember(cache, "networks", LIMITS.genresCacheSeconds, () =>
        database.db.select().from(networks).orderBy(asc(networks.name)),
      );
      return { data };
    },
  );
};
