import { z } from "zod";
import { errorBodySchema, progressSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { findShow } from "../../repositories/show.repository.js";
import { showProgress } from "../../services/tracker.service.js";
import { trackShows, untrackShow } from "../../services/tracking.service.js";

const trackState = z.object({ data: z.object({ is_tracking: z.boolean() }) });
/** Tracking answers the user's progress too (addition): a show tracked again keeps its seen episodes, and the client asks "what have you watched?" only when there are none. */
const trackedState = z.object({ data: z.object({ is_tracking: z.boolean(), progress: progressSchema }) });
const showKey = z.object({ id: z.string().min(1).max(200) });

export const trackRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.post(
    "/api/shows/:id/track",
    {
      config: { auth: "user", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { tags: ["tracking"], summary: "Track a show (idempotent); answers the user's progress in it", params: showKey, response: { 200: trackedState, 401: errorBodySchema, 404: errorBodySchema } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const show = await findShow(db, request.params.id);
      if (!show) throw new AppError("not_found");
      const now = deps.now();
      await trackShows(db, user.id, [show.id], now);
      return { data: { is_tracking: true, progress: await showProgress(db, user.id, show.id, now) } };
    },
  );

  app.delete(
    "/api/shows/:id/track",
    {
      config: { auth: "user", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { tags: ["tracking"], summary: "Untrack a show (idempotent)", params: showKey, response: { 200: trackState, 401: errorBodySchema, 404: errorBodySchema } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const show = await findShow(db, request.params.id);
      if (!show) throw new AppError("not_found");
      await untrackShow(db, user.id, show.id);
      return { data: { is_tracking: false } };
    },
  );

  app.post(
    "/api/show/track",
    {
      config: { auth: "user" },
      schema: {
        tags: ["tracking"],
        summary: "Track several shows at once (onboarding)",
        body: z.object({ shows: z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1, "This field is required.").max(100) }),
        response: { 200: z.object({ data: z.object({ tracked: z.array(z.number().int()) }) }), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return { data: { tracked: await trackShows(db, user.id, request.body.shows, deps.now()) } };
    },
  );
};
