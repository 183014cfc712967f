import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { INT4_MAX } from "@dizilog/shared/api";
import { OG_KINDS, type OgKind } from "@dizilog/shared";
import { systemCtx } from "../../context.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { enforceLimits, limitAddress } from "../../lib/rate-limiter.js";
import { ogCard } from "../../services/og-card.service.js";
import { type OgDrawing, OgImageStore, drawingVersion } from "../../storage/og-image.js";

const CACHE = "public, max-age=86400";
/** New drawings per address: a crawler reading a site's cards, not a scanner drawing every id. */
const DRAWINGS_PER_MINUTE = 30;

const isKind = (value: string): value is OgKind => (OG_KINDS as readonly string[]).includes(value);

/**
 * Link-preview images (decision 0040): `/og/{kind}/{id}.jpg` for an item a signed-out visitor may
 * see, `/og/site.jpg` for the site. Drawn once, then served from storage; the ETag is the hash of
 * what the image was drawn from. Left out of the OpenAPI document: they are images for crawlers,
 * not API.
 */
export const ogImageRoutes: RouteModule = (app, deps) => {
  const store = new OgImageStore(deps.storage, async (picture) =>
    picture.source === "remote" ? deps.links.fetchImage(picture.url) : deps.storage.get(picture.key),
  );

  /** The stored image (drawn first if need be), or 304 when the client holds this very drawing: its ETag is the drawing's hash. */
  const send = async (request: FastifyRequest, reply: FastifyReply, folder: string, drawing: OgDrawing | "site") => {
    const etag = `"${drawingVersion(drawing)}"`;
    // Set only on the way out: a 429 or a failure must not be kept a day by a cache.
    if (request.headers["if-none-match"] === etag) return reply.status(304).header("cache-control", CACHE).header("etag", etag).send();
    const limit = () => enforceLimits(deps.limiter, [{ key: `og:draw:${limitAddress(request.ip)}`, max: DRAWINGS_PER_MINUTE, windowSeconds: 60 }]);
    const image = await store.image(folder, drawing, limit);
    return reply.type("image/jpeg").header("cache-control", CACHE).header("etag", etag).send(image.body);
  };

  app.get("/og/site.jpg", { config: { auth: "public" }, schema: { hide: true } }, (request, reply) => send(request, reply, "og/site", "site"));

  app.get(
    "/og/:kind/:id.jpg",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ kind: z.string().max(20), id: z.string().max(20) }) } },
    async (request, reply) => {
      const { kind } = request.params;
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      // Anything but a kind and an int4 id is no image: 404, as an unknown id.
      if (!isKind(kind) || id < 1 || id > INT4_MAX) throw new AppError("not_found");
      const card = await ogCard(systemCtx(deps), kind, id);
      return send(request, reply, `og/${kind}/${id}`, card);
    },
  );
};
