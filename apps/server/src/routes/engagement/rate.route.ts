import { ENGAGEMENT_MESSAGES, errorBodySchema, rateBodySchema, rateQuerySchema, rateResponseSchema } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { rateShow, unrateShow } from "../../services/rating.service.js";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

export const rateRoutes: RouteModule = (app, deps) => {

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
      requireVerified(request);
      const state = await rateShow(ctxOf(request, deps), request.body.related_id, request.body.rating);
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
      requireVerified(request);
      const state = await unrateShow(ctxOf(request, deps), request.query.related_id);
      return { ...state, message: ENGAGEMENT_MESSAGES.ratingRemoved };
    },
  );
};
