import { EMBED_LIMITS, embedRequestSchema, embedResponseSchema, errorBodySchema } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { enforceLimits } from "../../lib/rate-limiter.js";
import { presentEmbed } from "../../presenters/embed.presenter.js";
import { previewLink } from "../../services/embed.service.js";

/** Link embeds for the post form (api-contract "The community wall", "Embeds are fetched by the server"). */
export const embedRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/embeds",
    {
      config: { auth: "verified" },
      schema: {
        tags: ["wall"],
        summary:
          "Read a link's card for a post (Open Graph, then <title>); a video player only for whitelisted video hosts. " +
          "The server fetches public addresses only (5 s, 1 MB, 3 redirects); refused or failed: 422 on url. Cached by link.",
        body: embedRequestSchema,
        response: { 200: embedResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireVerified(request);
      // Each call may make the server fetch a page: 30 a minute per user is a person pasting links, not a scanner.
      await enforceLimits(deps.limiter, [{ key: `embeds:user:${user.id}`, max: EMBED_LIMITS.rateMax, windowSeconds: EMBED_LIMITS.rateWindowSeconds }]);
      return { data: presentEmbed(await previewLink(ctxOf(request, deps), request.body.url)) };
    },
  );
};
