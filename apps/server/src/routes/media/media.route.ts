import { z } from "zod";
import { userNameBySlug } from "../../auth/user.repository.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { landscapeSvg, portraitSvg, posterSvg } from "../../lib/artwork.js";
import { decodeHashid } from "../../lib/hashid.js";
import { episodeCode } from "../../presenters/episode.presenter.js";
import { personNameBySlug, showArtworkInfo } from "../../repositories/catalog.repository.js";
import { findEpisode } from "../../repositories/episode.repository.js";

const ONE_DAY = "public, max-age=86400, stale-while-revalidate=604800";

/** Generated artwork (SVG) for posters, thumbnails, episode stills and portraits. */
export const mediaRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  const showOf = async (hashid: string) => {
    const id = decodeHashid("show", hashid);
    if (id === undefined) throw new AppError("not_found");
    const row = await showArtworkInfo(db, id);
    if (!row) throw new AppError("not_found");
    return row;
  };
  const hashParam = z.object({ hashid: z.string().regex(/^[A-Za-z0-9]{1,20}$/) });

  app.get("/media/posters/:hashid.svg", { config: { auth: "public" }, schema: { hide: true, params: hashParam } }, async (request, reply) => {
    const show = await showOf(request.params.hashid);
    const subtitle = [show.network, show.year].filter(Boolean).join(" · ");
    return reply.type("image/svg+xml").header("cache-control", ONE_DAY).send(posterSvg(show.title, subtitle));
  });

  app.get("/media/thumbs/:hashid.svg", { config: { auth: "public" }, schema: { hide: true, params: hashParam } }, async (request, reply) => {
    const show = await showOf(request.params.hashid);
    return reply.type("image/svg+xml").header("cache-control", ONE_DAY).send(landscapeSvg(show.title, String(show.year ?? "")));
  });

  app.get(
    "/media/episodes/:id.svg",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request, reply) => {
      const episode = await findEpisode(db, request.params.id);
      if (!episode) throw new AppError("not_found");
      const svg = landscapeSvg(episode.show.originalTitle, episodeCode(episode.seasonNumber, episode.number));
      return reply.type("image/svg+xml").header("cache-control", ONE_DAY).send(svg);
    },
  );

  app.get(
    "/media/users/:slug.svg",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ slug: z.string().regex(/^[a-z0-9]{1,40}$/) }) } },
    async (request, reply) => {
      const name = await userNameBySlug(db, request.params.slug);
      if (name === undefined) throw new AppError("not_found");
      return reply.type("image/svg+xml").header("cache-control", "public, max-age=3600").send(portraitSvg(name));
    },
  );

  app.get(
    "/media/avatars/:userId/:key/:size.webp",
    {
      config: { auth: "public" },
      schema: {
        hide: true,
        params: z.object({ userId: z.string().regex(/^\d{1,10}$/), key: z.string().regex(/^[a-z0-9]{1,20}$/), size: z.enum(["64", "256"]) }),
      },
    },
    async (request, reply) => {
      const { userId, key, size } = request.params;
      const body = await deps.storage.get(`avatars/${userId}/${key}/${size}.webp`);
      if (!body) throw new AppError("not_found");
      // Each upload gets a new key, so a stored avatar never changes.
      return reply.type("image/webp").header("cache-control", "public, max-age=31536000, immutable").send(body);
    },
  );

  app.get(
    "/media/covers/:userId/:key/:size.webp",
    {
      config: { auth: "public" },
      schema: {
        hide: true,
        params: z.object({ userId: z.string().regex(/^\d{1,10}$/), key: z.string().regex(/^[a-z0-9]{1,20}$/), size: z.enum(["640", "1500"]) }),
      },
    },
    async (request, reply) => {
      const { userId, key, size } = request.params;
      const body = await deps.storage.get(`covers/${userId}/${key}/${size}.webp`);
      if (!body) throw new AppError("not_found");
      // As avatars: each upload gets a new key, so a stored cover never changes.
      return reply.type("image/webp").header("cache-control", "public, max-age=31536000, immutable").send(body);
    },
  );

  app.get(
    "/media/comments/:name.webp",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-z0-9]{1,40}$/) }) } },
    async (request, reply) => {
      const body = await deps.storage.get(`comments/${request.params.name}.webp`);
      if (!body) throw new AppError("not_found");
      // A stored image never changes, but it leaves with its comment: caches keep it a day, not a year.
      return reply.type("image/webp").header("cache-control", "public, max-age=86400").send(body);
    },
  );

  app.get(
    "/media/posts/:name.webp",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-z0-9]{1,40}$/) }) } },
    async (request, reply) => {
      const body = await deps.storage.get(`posts/${request.params.name}.webp`);
      if (!body) throw new AppError("not_found");
      // As comment images: they leave with their post, so caches keep them a day.
      return reply.type("image/webp").header("cache-control", "public, max-age=86400").send(body);
    },
  );

  app.get(
    "/media/news/:name.webp",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-z0-9]{1,40}$/) }) } },
    async (request, reply) => {
      const body = await deps.storage.get(`news/${request.params.name}.webp`);
      if (!body) throw new AppError("not_found");
      // A news cover leaves with its article (or a new cover): caches keep it a day.
      return reply.type("image/webp").header("cache-control", "public, max-age=86400").send(body);
    },
  );

  app.get(
    "/media/embeds/:name.webp",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-f0-9]{64}$/) }) } },
    async (request, reply) => {
      const body = await deps.storage.get(`embeds/${request.params.name}.webp`);
      if (!body) throw new AppError("not_found");
      // A link card's image, copied once under the hash of its address (decision 26): it does not change.
      return reply.type("image/webp").header("cache-control", "public, max-age=86400").send(body);
    },
  );

  app.get(
    "/media/people/:slug.svg",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/) }) } },
    async (request, reply) => {
      const name = await personNameBySlug(db, request.params.slug);
      if (name === undefined) throw new AppError("not_found");
      return reply.type("image/svg+xml").header("cache-control", ONE_DAY).send(portraitSvg(name));
    },
  );
};
