import { z } from "zod";
import { createLogBodySchema, diaryEntrySchema, diaryMonthSchema, diaryQuerySchema, errorBodySchema, logIdParams, one } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import type { RouteModule } from "../../http/types.js";
import { presentDiaryEntry } from "../../presenters/diary.presenter.js";
import { addMonths, createLog, deleteLog, diaryOfUser } from "../../services/diary.service.js";
import { ctxOf } from "../../context.js";
import { actorOf } from "../../policies/index.js";

const writeLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

/** The diary (api-contract: `POST /api/logs` · `GET /api/users/{slug}/diary`). */
export const diaryRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/logs",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["diary"],
        summary: "Log an episode to the diary (a bare date means noon that day in the user's time zone)",
        body: createLogBodySchema,
        response: { 201: one(diaryEntrySchema), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      const ctx = ctxOf(request, deps);
      const { row, spoilers } = await createLog(ctx, request.body);
      return reply.status(201).send({ data: presentDiaryEntry(row, ctx.viewer, actorOf(ctx), spoilers.of(row.episode)) });
    },
  );

  app.delete(
    "/api/logs/:id",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["diary"],
        summary: "Delete one of my diary entries",
        params: logIdParams,
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      await deleteLog(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/users/:slug/diary",
    {
      config: { auth: "public" },
      schema: {
        tags: ["diary"],
        summary: "A user's diary for one month of their time zone (default: their current month), newest first (404 when that user blocked the viewer, or is a private account the viewer does not follow)",
        params: z.object({ slug: z.string().min(1).max(40) }),
        querystring: diaryQuerySchema,
        response: { 200: diaryMonthSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, deps);
      const { rows, month, spoilers } = await diaryOfUser(ctx, request.params.slug, request.query.month);
      const { viewer } = ctx;
      return {
        data: rows.map((r) => presentDiaryEntry(r, viewer, actorOf(ctx), spoilers.of(r.episode))),
        meta: { month, previous_month: addMonths(month, -1), next_month: addMonths(month, 1) },
      };
    },
  );
};
