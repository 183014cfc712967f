import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { errorBodySchema, seasonStatusSchema, seenBodySchema, seenResultSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { trackedShows } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { findSeason } from "../../repositories/episode.repository.js";
import { findShow } from "../../repositories/show.repository.js";
import { markSeen, seasonStatus } from "../../services/progress.service.js";
import { progressOf, showProgress } from "../../services/tracker.service.js";

const numericId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

export const seenRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  const progressFor = (userId: number, showId: number) => showProgress(db, userId, showId, deps.now());

  for (const kind of ["episode", "season", "show"] as const) {
    app.post(
      `/api/seen/${kind}/:id`,
      {
        config: { auth: "user", rateLimit: { max: 300, timeWindow: "1 minute" } },
        schema: {
          tags: ["tracking"],
          summary:
            kind === "episode"
              ? "Mark one episode seen or unseen (an unaired episode answers 422); idempotent"
              : `Mark every aired episode of the ${kind} seen or unseen; idempotent`,
          params: kind === "show" ? z.object({ id: z.string().min(1).max(200) }) : numericId,
          body: seenBodySchema.optional(),
          response: { 200: seenResultSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        const status = request.body?.status ?? true;
        const watchedAt = request.body?.watched_at ? new Date(request.body.watched_at) : undefined;
        if (watchedAt && watchedAt.getTime() > deps.now().getTime() + 60_000) throw AppError.field("watched_at", "The watch date cannot be in the future.");
        let id = Number(request.params.id);
        if (kind === "show") {
          const show = await findShow(db, String(request.params.id));
          if (!show) throw new AppError("not_found");
          id = show.id;
        }
        const result = await markSeen(db, user.id, { kind, id }, status, deps.now(), watchedAt);
        const progress = result.counts ? progressOf(result.counts) : await progressFor(user.id, result.showId);
        return { data: { seen: status, changed: result.changed, progress } };
      },
    );
  }

  app.get(
    "/api/seasons/:id/status",
    {
      config: { auth: "public" },
      schema: {
        tags: ["tracking"],
        summary: "Episodes, aired and seen (for the signed-in user) of a season",
        params: numericId,
        response: { 200: seasonStatusSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const season = await findSeason(db, request.params.id);
      if (!season) throw new AppError("not_found");
      return { data: await seasonStatus(db, request.auth?.user.id, season.id, deps.now()) };
    },
  );

  app.post(
    "/api/shows/:id/drop",
    {
      config: { auth: "user" },
      schema: {
        tags: ["tracking"],
        summary: "Drop a tracked show (addition); tracking it again brings it back",
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: z.object({ data: z.object({ dropped: z.literal(true) }) }), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const show = await findShow(db, request.params.id);
      if (!show) throw new AppError("not_found");
      const updated = await db
        .update(trackedShows)
        .set({ droppedAt: deps.now() })
        .where(and(eq(trackedShows.userId, user.id), eq(trackedShows.showId, show.id)))
        .returning({ showId: trackedShows.showId });
      if (!updated.length) throw new AppError("not_found");
      return { data: { dropped: true as const } };
    },
  );
};
