import { ENGAGEMENT_MESSAGES, errorBodySchema, rateBodySchema, rateQuerySchema, rateResponseSchema } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import type { RouteModule } from "../../http/types.js";
import { rateShow, unrateShow } from "../../services/rating.service.js";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

export const rateRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.post(
    "/api/user/rate",
    {
      config: { auth: "verified", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["ratings"],
        summary: "Rate a show from 0.5 to 5 in half stars; rating again replaces the user's rating",
        body: rateBodySchema,
        response: { 200: rateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerified(request);
      const state = await rateShow({ db, userId: user.id, now: deps.now() }, request.body.related_id, request.body.rating);
      return { ...state, message: ENGAGEMENT_MESSAGES.ratingSaved };
    },
  );

  app.delete(
    "/api/user/rate",
    {
      config: { auth: "verified", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["ratings"],
        summary: "Remove the user's rating of a show (idempotent; addition to the contract)",
        querystring: rateQuerySchema,
        response: { 200: rateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerified(request);
      const state = await unrateShow({ db, userId: user.id, now: deps.now() }, request.query.related_id);
      return { ...state, message: ENGAGEMENT_MESSAGES.ratingRemoved };
    },
  );
};
