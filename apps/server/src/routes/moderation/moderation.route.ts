import { z } from "zod";
import {
  appointModeratorBodySchema,
  errorBodySchema,
  followCursorQuerySchema,
  moderationReportSchema,
  moderationReportsPageSchema,
  moderatorParamsSchema,
  moderatorSchema,
  moderatorsPageSchema,
  reportParamsSchema,
  reportsQuerySchema,
  resolveReportBodySchema,
  suspensionParamsSchema,
} from "@dizilog/shared/api";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentModerator, presentReport } from "../../presenters/moderation.presenter.js";
import { liftSuspension, reportsFor, resolveReport } from "../../services/moderation.service.js";
import { appointModerator, dismissModerator, moderators } from "../../services/role.service.js";

const PAGE_SIZE = 20;

/**
 * Moderation (api-contract "Roles", "Hiding and reporting"). Everything under /api/admin answers
 * 404 to everyone but staff (`auth: "staff"`), except the resolution of a report, which a moderator
 * of the report's show may also do (`auth: "moderator"`; the report policy decides per report).
 * /api/moderation answers 404 to anyone who is neither staff nor a moderator.
 */
export const moderationRoutes: RouteModule = (app, deps) => {
  for (const scope of ["admin", "moderation"] as const) {
    app.get(
      scope === "admin" ? "/api/admin/reports" : "/api/moderation/reports",
      {
        config: { auth: scope === "admin" ? "staff" : "moderator" },
        schema: {
          tags: ["moderation"],
          summary:
            scope === "admin"
              ? "Reports of one status, newest first, each with its item in context (staff)"
              : "The reports of the shows I moderate, newest first, each with its item in context (moderators; staff see all)",
          querystring: reportsQuerySchema,
          response: { 200: moderationReportsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => {
        const page = await reportsFor(ctxOf(request, deps), scope, { status: request.query.status, cursor: request.query.cursor, limit: PAGE_SIZE });
        return { data: page.rows.map((row) => presentReport(row, page.items, page.actor)), meta: { cursor: { next: page.next } } };
      },
    );
  }

  app.post(
    "/api/admin/reports/:id/resolve",
    {
      config: { auth: "moderator" },
      schema: {
        tags: ["moderation"],
        summary:
          "Settle a report, and every open report of the same item: dismiss, remove the item, or suspend its owner (staff, or a moderator of the report's show; suspend: staff only)",
        params: reportParamsSchema,
        body: resolveReportBodySchema,
        response: { 200: z.object({ data: moderationReportSchema }), 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { row, items, actor } = await resolveReport(ctxOf(request, deps), request.params.id, request.body.action);
      return { data: presentReport(row, items, actor) };
    },
  );

  app.get(
    "/api/admin/moderators",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["moderation"],
        summary: "The moderators and their shows (staff)",
        querystring: followCursorQuerySchema,
        response: { 200: moderatorsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const page = await moderators(ctxOf(request, deps), { cursor: request.query.cursor, limit: 50 });
      return { data: page.rows.map(presentModerator), meta: { cursor: { next: page.next } } };
    },
  );

  app.post(
    "/api/admin/moderators",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["moderation"],
        summary: "Make a user a moderator of a show (staff; 201, or 200 when they already were); they get a role_changed notification",
        body: appointModeratorBodySchema,
        response: { 200: z.object({ data: moderatorSchema }), 201: z.object({ data: moderatorSchema }), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { row, created } = await appointModerator(ctxOf(request, deps), request.body.user_id, request.body.show_id);
      return reply.status(created ? 201 : 200).send({ data: presentModerator(row) });
    },
  );

  app.delete(
    "/api/admin/moderators/:user_id/shows/:show_id",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["moderation"],
        summary: "Remove a user from a show's moderators (staff; 404 when they were not one)",
        params: moderatorParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await dismissModerator(ctxOf(request, deps), request.params.user_id, request.params.show_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/users/:id/unsuspend",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["moderation"],
        summary: "Lift a user's suspension (staff): they can sign in again",
        params: suspensionParamsSchema,
        response: { 200: z.object({ data: z.object({ suspended: z.literal(false) }) }), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      await liftSuspension(ctxOf(request, deps), request.params.id);
      return { data: { suspended: false as const } };
    },
  );
};
