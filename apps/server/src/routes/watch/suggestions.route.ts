import {
  adminSuggestionsQuerySchema,
  createShowSuggestionBodySchema,
  errorBodySchema,
  showSuggestionAcceptedSchema,
  showSuggestionListSchema,
} from "@dizilog/shared/api";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentShowSuggestion } from "../../presenters/watch.presenter.js";
import { mySuggestions, suggestShow, suggestionsOfStatus } from "../../services/show-suggestion.service.js";

/** Suggest a show (api-contract "TV data", Suggestions; decision 0044). */
export const showSuggestionRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/suggestions/shows",
    {
      config: { auth: "verified" },
      schema: {
        tags: ["watch"],
        summary: "Suggest a missing show: 202, and SUGGESTION_DELAY seconds later the show is added unless it is in the catalog (new_show tells the fan)",
        body: createShowSuggestionBodySchema,
        response: { 202: showSuggestionAcceptedSchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await suggestShow(ctxOf(request, deps), request.body);
      return reply.status(202).send({ data: { id: row.id, status: "pending" as const, due_at: row.dueAt.toISOString() } });
    },
  );

  app.get(
    "/api/me/suggestions/shows",
    {
      config: { auth: "user" },
      schema: {
        tags: ["watch"],
        summary: "My show suggestions and their status, newest first (addition: the settings page's list)",
        response: { 200: showSuggestionListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: (await mySuggestions(ctxOf(request, deps))).map((row) => presentShowSuggestion(row)) }),
  );

  app.get(
    "/api/admin/suggestions",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["watch"],
        summary: "Show suggestions for staff: the waiting ones (pending, unavailable) by default, oldest due first, or those of one status",
        querystring: adminSuggestionsQuerySchema,
        response: { 200: showSuggestionListSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: (await suggestionsOfStatus(ctxOf(request, deps), request.query.status)).map((row) => presentShowSuggestion(row, true)) }),
  );
};
