import { z } from "zod";
import { buzzEntrySchema, buzzListSchema, errorBodySchema, setBuzzBodySchema } from "@dizilog/shared/api";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { viewerOf } from "../../lib/viewer.js";
import { presentShowList } from "../../presenters/show-list.presenter.js";
import { presentBuzz } from "../../presenters/watch.presenter.js";
import { loadShowCardsByIds } from "../../repositories/show-card.repository.js";
import { buzzBoard, setBuzz } from "../../services/buzz.service.js";

/** The buzz board (api-contract "TV data", Buzz): every show's label, unpaged; staff set a label. */
export const buzzRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/buzz",
    {
      config: { auth: "public" },
      schema: { tags: ["watch"], summary: "Shows with their event label, the latest change first (the client groups them by label)", response: { 200: buzzListSchema } },
    },
    async (request) => {
      const ctx = ctxOf(request, deps);
      const rows = await buzzBoard(ctx);
      const cards = presentShowList(await loadShowCardsByIds(ctx.db, rows.map((r) => r.showId), { genres: false }, request.auth?.user.id), viewerOf(request, ctx.now));
      const byId = new Map(cards.map((c) => [c.id, c]));
      return { data: rows.flatMap((row) => (byId.has(row.showId) ? [presentBuzz(row, byId.get(row.showId)!)] : [])) };
    },
  );

  app.post(
    "/api/admin/buzz",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["watch"],
        summary: "Set a show's event label (staff); a change to Concluding, Renewed or Cancelled tells its trackers (buzz)",
        body: setBuzzBodySchema,
        response: { 200: z.object({ data: buzzEntrySchema }), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, deps);
      const { row } = await setBuzz(ctx, request.body.show_id, request.body.label);
      const [card] = presentShowList(await loadShowCardsByIds(ctx.db, [row.showId], { genres: false }), viewerOf(request, ctx.now));
      return { data: presentBuzz(row, card!) };
    },
  );
};
