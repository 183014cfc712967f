import { errorBodySchema, postIdParams, suggestionCreateBodySchema, suggestionResponseSchema, suggestionsPageSchema, suggestionsQuerySchema } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentSuggestion, presentSuggestionsPage } from "../../presenters/suggestion.presenter.js";
import { suggestShow, suggestionsOfAsk } from "../../services/suggestion.service.js";

/** The shows suggested on an ask (api-contract "The community wall"); liking one is `POST /api/like-item`. */
export const askRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/asks/suggestions",
    {
      // A visitor's page comes from the shared visitor cache (decision 19; the spec's "cache 10 min",
      // kept as short as the other visitor pages so that a new suggestion shows at once).
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["wall"],
        summary: "A page of an ask's suggestions, most liked first then oldest; include=likers embeds the top 8 likers, most recent first",
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => presentSuggestionsPage(await suggestionsOfAsk(ctxOf(request, deps), request.query)),
  );

  app.post(
    "/api/asks/:id/suggestions",
    {
      config: { auth: "verified", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["wall"],
        summary: "Suggest a show on an ask (not one's own ask; one suggestion per show and ask)",
        params: postIdParams,
        body: suggestionCreateBodySchema,
        response: { 201: suggestionResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      const row = await suggestShow(ctxOf(request, deps), request.params.id, request.body.show_id);
      return reply.status(201).send({ data: presentSuggestion(row) });
    },
  );
};
