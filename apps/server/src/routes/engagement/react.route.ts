import { errorBodySchema, reactBodySchema, reactQuerySchema, reactionsResponseSchema } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import type { RouteModule } from "../../http/types.js";
import { reactionsOf, toggleReaction } from "../../services/reaction.service.js";

export const reactRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.post(
    "/api/react",
    {
      config: { auth: "verified", rateLimit: { max: 120, timeWindow: "1 minute" } },
      // Who asks is checked before the body, so a visitor sees 401 whatever the payload.
      schema: {
        tags: ["reactions"],
        summary: "React to an episode or a post: the same reaction again takes it back, another one replaces it",
        body: reactBodySchema,
        response: { 200: reactionsResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireVerified(request);
      const { type, id, react_id } = request.body;
      return toggleReaction({ db, userId: user.id, now: deps.now() }, { type, id }, react_id);
    },
  );

  app.get(
    "/api/react",
    {
      config: { auth: "public" },
      schema: {
        tags: ["reactions"],
        summary: "The reactions of an episode or a post, with the viewer's own (addition to the contract)",
        querystring: reactQuerySchema,
        response: { 200: reactionsResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => reactionsOf(db, request.query, request.auth?.user.id),
  );
};
