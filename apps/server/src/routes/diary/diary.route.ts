import { z } from "zod";
import { createLogBodySchema, diaryEntrySchema, diaryMonthSchema, diaryQuerySchema, errorBodySchema, logIdParams, one } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { findUserBySlug } from "../../auth/user.repository.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { localDate } from "../../lib/time.js";
import { canViewProfile } from "../../policies/user.policy.js";
import { presentDiaryEntry } from "../../presenters/diary.presenter.js";
import { viewerOf } from "../../presenters/viewer.js";
import { addMonths, createLog, deleteLog, diaryOfMonth, userTimeZone } from "../../services/diary.service.js";
import { loadSpoilerContext } from "../../services/spoiler-context.js";

const writeLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

/** The diary (api-contract: `POST /api/logs` · `GET /api/users/{slug}/diary`). */
export const diaryRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

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
      const { user } = requireVerified(request);
      const now = deps.now();
      const row = await createLog(db, user, request.body, now);
      const spoilers = await loadSpoilerContext(db, user, [row.episode]);
      return reply.status(201).send({ data: presentDiaryEntry(row, viewerOf(request, now), spoilers.of(row.episode)) });
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
      const { user } = requireVerified(request);
      await deleteLog(db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/users/:slug/diary",
    {
      config: { auth: "public" },
      schema: {
        tags: ["diary"],
        summary: "A user's diary for one month of their time zone (default: their current month), newest first",
        params: z.object({ slug: z.string().min(1).max(40) }),
        querystring: diaryQuerySchema,
        response: { 200: diaryMonthSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const viewerUser = request.auth?.user;
      const owner = await findUserBySlug(db, request.params.slug);
      if (!owner || !(await canViewProfile(db, viewerUser, owner))) throw new AppError("not_found");
      const now = deps.now();
      const timeZone = userTimeZone(owner);
      const month = request.query.month ?? localDate(now, timeZone).slice(0, 7);
      const rows = await diaryOfMonth(db, owner.id, month, timeZone);
      const spoilers = await loadSpoilerContext(
        db,
        viewerUser,
        rows.map((r) => r.episode),
      );
      const viewer = viewerOf(request, now);
      return {
        data: rows.map((r) => presentDiaryEntry(r, viewer, spoilers.of(r.episode))),
        meta: { month, previous_month: addMonths(month, -1), next_month: addMonths(month, 1) },
      };
    },
  );
};
