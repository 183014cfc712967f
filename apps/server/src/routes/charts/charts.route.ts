import { z } from "zod";
import { chartQuerySchema, chartResponseSchema, couplesPageSchema, couplesQuerySchema, coupleResponseSchema, cursorKey, errorBodySchema } from "@dizilog/shared/api";
import { ctxOf } from "../../context.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { decodeCursor, encodeCursor } from "../../lib/cursor.js";
import { coupleLikeCounts, couplePage, findCoupleId, sharedShowsOf } from "../../repositories/couple.repository.js";
import { couplesByIds, likeStateOf } from "../../repositories/like.repository.js";
import { presentChart, presentCoupleCard, presentCoupleDetail } from "../../presenters/couple.presenter.js";
import { socialChart } from "../../services/chart.service.js";

const coupleCursor = z.object({ id: cursorKey.id });

/** The social charts and the couples' pages (decision 0045). */
export const chartRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.get(
    "/api/charts/social",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["charts"],
        summary:
          "A day's top 20 shows or couples from the site's activity (New York days, computed at 03:00 and 05:00 there); `score` is null unless the viewer is Pro. Without `date`, the latest day computed; a day without a chart answers `data: []`",
        querystring: chartQuerySchema,
        response: { 200: chartResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => presentChart(await socialChart(ctxOf(request, deps), request.query.kind, request.query.date)),
  );

  app.get(
    "/api/couples",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["charts"],
        summary: "The couples (pairs) of the catalog, a cursor page in catalog order",
        querystring: couplesQuerySchema,
        response: { 200: couplesPageSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const after = decodeCursor(request.query.cursor, coupleCursor);
      const { rows, more } = await couplePage(db, { afterId: after?.id, limit: request.query.limit });
      const counts = await coupleLikeCounts(db, rows.map((r) => r.id));
      const last = rows.at(-1);
      return {
        data: rows.map((row) => presentCoupleCard(row, counts.get(row.id) ?? 0)),
        meta: { cursor: { next: more && last ? encodeCursor({ id: last.id }) : null } },
      };
    },
  );

  app.get(
    "/api/couples/:key",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["charts"],
        summary: "One couple by id or slug: both people, its shows, like_count and (signed in) has_liked",
        params: z.object({ key: z.string().min(1).max(200) }),
        response: { 200: coupleResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const id = await findCoupleId(db, request.params.key);
      const [row] = id === undefined ? [] : await couplesByIds(db, [id]);
      if (!row) throw new AppError("not_found");
      const [likeState, shows] = await Promise.all([likeStateOf(db, "couple", row.id, request.auth?.user.id), sharedShowsOf(db, row.id)]);
      return { data: presentCoupleDetail(row, likeState, shows) };
    },
  );
};
