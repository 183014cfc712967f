import { z } from "zod";
import { MESSAGES } from "@dizilog/shared";
import { errorBodySchema, ownStatsResponseSchema, siteStatsResponseSchema, statsProRequiredBodySchema, statsYearParamsSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentOwnStats, presentSiteStats } from "../../presenters/stats.presenter.js";
import { ownStats, ownStatsCard, siteStats } from "../../services/stats.service.js";

const cardQuerySchema = z.object({
  /** The card's language (a language tag: en, pt-BR …; one the site does not speak draws English); default: the member's own. */
  lang: z
    .string()
    .max(20, MESSAGES.validationFailed)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, MESSAGES.validationFailed)
    .optional(),
});

/** The year in numbers (decision 0046): the site's year, a Pro member's own year and its shareable card. */
export const statsRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/v1/stats/:year",
    {
      config: { auth: "public" },
      schema: {
        tags: ["stats"],
        summary:
          "The year in numbers: shows with an episode aired that year (Europe/Istanbul) and 10 or more episodes in all; most tracked, highest rated, most watched (by seen marks that year; addition), longest and shortest-lived (ended, 13 episodes or fewer). A year not of four digits: 422; outside 1950 to next year: 404",
        params: statsYearParamsSchema,
        response: { 200: siteStatsResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => presentSiteStats(await siteStats(ctxOf(request, deps), request.params.year)),
  );

  app.get(
    "/api/me/stats/:year",
    {
      config: { auth: "user" },
      schema: {
        tags: ["stats"],
        summary:
          "The signed-in Pro member's own year (their time zone): the same lists over the shows they saw an episode of, plus hours, episodes_seen, top_genres and top_reaction. Free members: 403 pro_required",
        params: statsYearParamsSchema,
        response: { 200: ownStatsResponseSchema, 401: errorBodySchema, 403: statsProRequiredBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      reply.header("Cache-Control", "private, no-store");
      return presentOwnStats(await ownStats(ctxOf(request, deps), request.params.year));
    },
  );

  app.get(
    "/api/me/stats/:year/card.png",
    {
      config: { auth: "user" },
      schema: {
        tags: ["stats"],
        summary:
          "The shareable card of the signed-in Pro member's own year: a 1080 × 1350 PNG in their language (or `lang`), Arabic and Persian laid out right to left. Free members: 403 pro_required",
        params: statsYearParamsSchema,
        querystring: cardQuerySchema,
        // No 200 schema: the answer is the image.
        produces: ["image/png"],
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const locale = request.query.lang ?? user.locale;
      const png = await ownStatsCard(ctxOf(request, deps), request.params.year, locale);
      return reply
        .type("image/png")
        .header("Cache-Control", "private, max-age=300")
        .header("Content-Disposition", `inline; filename="dizilog-${request.params.year}.png"`)
        .send(png);
    },
  );
};
