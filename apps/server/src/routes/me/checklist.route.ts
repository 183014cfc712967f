import { checklistResponseSchema, errorBodySchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentChecklist } from "../../presenters/checklist.presenter.js";
import { checklistOf } from "../../services/checklist.service.js";

/** The community checklist of the wall's right column (api-contract "The community wall"). */
export const checklistRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/me/checklist",
    {
      // Signed in is enough: a verified email is one of the steps.
      config: { auth: "user" },
      schema: {
        tags: ["wall"],
        summary: "The signed-in user's community checklist: photo, verified email, 7 days, bio, 5 follows, 3 post likes, feed visited",
        response: { 200: checklistResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: presentChecklist(await checklistOf(ctxOf(request, deps))) };
    },
  );
};
