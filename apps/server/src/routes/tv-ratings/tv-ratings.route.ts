import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { MESSAGES } from "@dizilog/shared";
import {
  TV_RATINGS_MAX_BYTES,
  TV_RATINGS_MAX_MB,
  TV_RATINGS_MAX_ROWS,
  dailyRatingsQuerySchema,
  dailyRatingsResponseSchema,
  errorBodySchema,
  proRequiredBodySchema,
  ratingUploadResponseSchema,
  ratingWatchParamsSchema,
  ratingWatchResponseSchema,
  seasonRatingsQuerySchema,
  seasonRatingsResponseSchema,
  showRatingsParamsSchema,
  weeklyRatingsQuerySchema,
  weeklyRatingsResponseSchema,
} from "@dizilog/shared/api";
import { formatError } from "@dizilog/shared/errors";
import { ctxOf } from "../../context.js";
import { AppError, errorMessage } from "../../errors.js";
import { readFormBody } from "../../http/form-body.js";
import type { RouteModule } from "../../http/types.js";
import { parseRatingsCsv } from "../../lib/ratings-csv.js";
import { presentDailyRatings, presentSeasonRatings, presentWeeklyRatings } from "../../presenters/tv-rating.presenter.js";
import {
  dailyRatingsFor,
  importRatings,
  seasonRatingsFor,
  seasonRatingsWatch,
  watchSeasonRatings,
  weeklyRatingsFor,
} from "../../services/tv-ratings.service.js";

const readErrors = { 403: proRequiredBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const fileTooLarge = () => errorMessage("import_file_too_large", { max: TV_RATINGS_MAX_MB });

/**
 * Daily TV ratings (api-contract "TV data": Upload, Daily, Weekly, Season ratings, The free window;
 * decision 0043). The reads are public; days before the free window and season ratings answer the
 * Pro upsell (403 `pro_required`). The import is staff's (404 to anyone else).
 */
export const tvRatingsRoutes: RouteModule = (app, deps) => {
  // A CSV upload is the request body itself (`Content-Type: text/csv`). Read up to twice the limit
  // so that a file just over it gets the upload-size message (a 422 on `file`), not a bare 413.
  app.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: 2 * TV_RATINGS_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    "/api/ratings/daily",
    {
      config: { auth: "public" },
      schema: {
        tags: ["ratings"],
        summary: "A day's TV ratings in one category, ranked (free: the last 7 days in Europe/Istanbul; older days need Pro)",
        description:
          "Without `date`: the latest day with rows in the category (for a viewer without the archive, the latest such day inside the free window; " +
          "`meta.latest` names the newest day). `change` (an addition) is the rating minus the show's previous episode's in that category. " +
          "`sample: true` marks demo figures. `meta.free_from` is the first day a free viewer may open, `meta.archive` whether this viewer may open older ones.",
        querystring: dailyRatingsQuerySchema,
        response: { 200: dailyRatingsResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const result = await dailyRatingsFor(ctxOf(request, deps), request.query);
      return {
        data: presentDailyRatings(result.rows),
        meta: { date: result.day, category: request.query.category, latest: result.latest, free_from: result.window.from, archive: result.window.archive },
      };
    },
  );

  app.get(
    "/api/ratings/weekly",
    {
      config: { auth: "public" },
      schema: {
        tags: ["ratings"],
        summary: "Each show's average rating and share over its episodes in an ISO week (2 decimals), ranked",
        description: "Without `week`: the week of the day /api/ratings/daily shows by default. A week whose Monday is before the free window needs Pro.",
        querystring: weeklyRatingsQuerySchema,
        response: { 200: weeklyRatingsResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const result = await weeklyRatingsFor(ctxOf(request, deps), request.query);
      return {
        data: presentWeeklyRatings(result.rows),
        meta: { week: result.week, category: request.query.category, from: result.from, to: result.to, free_from: result.window.from, archive: result.window.archive },
      };
    },
  );

  app.get(
    "/api/shows/:id/ratings",
    {
      config: { auth: "public" },
      schema: {
        tags: ["ratings"],
        summary: "Each episode's rating and share in a season (Pro; default: the latest season); 422 when the season has no figures yet",
        params: showRatingsParamsSchema,
        querystring: seasonRatingsQuerySchema,
        response: { 200: seasonRatingsResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const result = await seasonRatingsFor(ctxOf(request, deps), request.params.id, request.query);
      return { data: presentSeasonRatings(result.rows), meta: { season: result.season, category: request.query.category } };
    },
  );

  app.get(
    "/api/shows/:id/seasons/:season/ratings-watch",
    {
      config: { auth: "user" },
      schema: {
        tags: ["ratings"],
        summary: "Whether I asked to be told when this season's ratings arrive (an addition, decision 0043)",
        params: ratingWatchParamsSchema,
        response: { 200: ratingWatchResponseSchema, 401: errorBodySchema, ...readErrors },
      },
    },
    async (request) => ({ data: await seasonRatingsWatch(ctxOf(request, deps), request.params.id, request.params.season) }),
  );

  for (const method of ["post", "delete"] as const) {
    app[method](
      "/api/shows/:id/seasons/:season/ratings-watch",
      {
        config: { auth: "user" },
        schema: {
          tags: ["ratings"],
          summary:
            method === "post"
              ? "Tell me (ratings_available) when this season's ratings arrive; idempotent (an addition, decision 0043)"
              : "No longer tell me when this season's ratings arrive; idempotent",
          params: ratingWatchParamsSchema,
          response: { 200: ratingWatchResponseSchema, 401: errorBodySchema, ...readErrors },
        },
      },
      async (request) => ({ data: await watchSeasonRatings(ctxOf(request, deps), request.params.id, request.params.season, method === "post") }),
    );
  }

  app.post(
    "/api/admin/ratings",
    {
      config: { auth: "staff" },
      bodyLimit: 2 * TV_RATINGS_MAX_BYTES,
      schema: {
        tags: ["ratings"],
        summary: `Import TV ratings (staff): a CSV body (text/csv), a multipart \`file\`, or JSON {rows:[…]}; all rows or none (at most ${TV_RATINGS_MAX_ROWS} rows, ${TV_RATINGS_MAX_MB} MB)`,
        description:
          "CSV: a header line `date,show,episode,slot,category,rating,share`, then a row a line. `show` is the show's id or slug, `episode` the episode's id, " +
          "`rating` and `share` percentages with a dot decimal. A bad row answers 422 with `errors` keyed `rows.<i>.<field>` (0-based among data rows) and nothing is stored. " +
          "A row replaces an earlier figure with the same date, episode and category (and clears its sample mark).",
        consumes: ["text/csv", "multipart/form-data", "application/json"],
        response: { 201: ratingUploadResponseSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const rows = await readUpload(request);
      const result = await importRatings(ctxOf(request, deps), rows);
      return reply.status(201).send({ data: result });
    },
  );
};

/** The rows of an upload, whatever its form. */
async function readUpload(request: FastifyRequest): Promise<unknown[]> {
  if (request.isMultipart()) {
    const { file } = await readFormBody(request, {
      fileField: "file",
      maxFields: 2,
      maxFileBytes: TV_RATINGS_MAX_BYTES,
      fileTooLarge: formatError(fileTooLarge()),
      maxFieldBytes: 100,
      fieldTooLong: () => MESSAGES.validationFailed,
    });
    if (!file) throw AppError.field("file", MESSAGES.requiredField);
    return parseRatingsCsv(file.toString("utf8"), "file");
  }
  const body = request.body;
  if (typeof body === "string") {
    if (Buffer.byteLength(body) > TV_RATINGS_MAX_BYTES) throw AppError.field("file", fileTooLarge());
    return parseRatingsCsv(body, "file");
  }
  const parsed = z.object({ rows: z.array(z.unknown()) }).safeParse(body);
  if (!parsed.success) throw AppError.field("rows", body === undefined || body === null || (typeof body === "object" && !("rows" in body)) ? MESSAGES.requiredField : MESSAGES.validationFailed);
  return parsed.data.rows;
}
