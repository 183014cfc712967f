import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { errorBodySchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { readSettings, writeSetting } from "../../services/settings.service.js";

export const settingsRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.get(
    "/api/settings",
    {
      config: { auth: "user" },
      schema: {
        tags: ["settings"],
        summary: "Every setting with its current value (notify_<kind>, email_<kind>, theme, language, title_pref, spoilers, data_saver, time_zone)",
        response: { 200: z.object({ data: z.record(z.string(), z.unknown()) }), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await readSettings(db, requireAuth(request).user) }),
  );

  app.post(
    "/api/settings/update",
    {
      config: { auth: "user" },
      schema: {
        tags: ["settings"],
        summary: "Change one setting; an unknown key or a wrongly typed value answers 422",
        body: z.object({ key: z.string().min(1, "This field is required.").max(64), value: z.unknown() }),
        response: { 200: z.object({ message: z.string() }), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (!(await writeSetting(db, user, request.body.key, request.body.value))) {
        throw new AppError("validation", ACCOUNT_MESSAGES.settingsFailed, { [request.body.key]: [ACCOUNT_MESSAGES.settingsFailed] });
      }
      return { message: ACCOUNT_MESSAGES.settingsUpdated };
    },
  );
};
