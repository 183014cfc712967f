import { errorBodySchema, userSearchQuerySchema, userSearchResponseSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import type { RouteModule } from "../../http/types.js";
import { presentUserSummary } from "../../presenters/user.presenter.js";
import { usersByPrefix } from "../../repositories/user-search.repository.js";

/**
 * The `@mention` autocomplete (an addition to the contract): a plain read, so the route asks the
 * repository directly; blocks both ways are left out in its SQL. Not under /api/users/{slug}: a
 * user named "search" must keep their profile address.
 */
export const userSearchRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/search/users",
    {
      config: { auth: "user", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary: "Users whose username or name starts with q (the @mention autocomplete); never the viewer nor anyone blocked either way",
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await usersByPrefix(deps.database.db, user.id, request.query.q, request.query.limit);
      return { data: rows.map(presentUserSummary) };
    },
  );
};
