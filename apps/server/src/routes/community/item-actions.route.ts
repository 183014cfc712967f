import { commentIdParams, errorBodySchema, hideBodySchema, hideResponseSchema, reportBodySchema, reportResponseSchema } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { reportItem, setHidden } from "../../services/item-actions.service.js";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Hiding an item for oneself and reporting it (api-contract "Hiding and reporting"), for every kind of item. */
export const itemActionRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/accounts/:id/filter",
    {
      config: { auth: "verified", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["community"],
        summary: "Hide an item (comment, review, wall post) from every list the viewer reads, or show it again with action=undo; {id} is the item's id",
        params: commentIdParams,
        body: hideBodySchema,
        response: { 200: hideResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireVerified(request);
      return { data: { hidden: await setHidden(ctxOf(request, deps), request.params.id, request.body) } };
    },
  );

  app.post(
    "/api/submit-report",
    {
      config: { auth: "verified", rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["community"],
        summary: "Report an item (comment, review, post, user, show, list) with one of the nine reasons; the same item again answers the same report",
        body: reportBodySchema,
        response: { 200: reportResponseSchema, 201: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      const report = await reportItem(ctxOf(request, deps), request.body);
      return reply.status(report.created ? 201 : 200).send({ data: { id: report.id, status: report.status } });
    },
  );
};
