import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { errorBodySchema } from "@dizilog/shared/api";
import { DATA_SAVER_COOKIE } from "@dizilog/shared/api/discover-ids";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requireAuth } from "../../auth/auth-plugin.js";
import { AppError } from "../../errors.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { readSettings, writeSetting } from "../../services/settings.service.js";

/** Mirrors the data saver setting into its cookie (decision 0050), only when the browser's copy differs. */
function mirrorDataSaver(request: FastifyRequest, reply: FastifyReply, on: boolean, secure: boolean): void {
  const held = request.cookies[DATA_SAVER_COOKIE] === "1";
  if (on && !held) reply.setCookie(DATA_SAVER_COOKIE, "1", { path: "/", httpOnly: false, sameSite: "lax", secure, maxAge: 400 * 24 * 3600 });
  else if (!on && request.cookies[DATA_SAVER_COOKIE] !== undefined) reply.clearCookie(DATA_SAVER_COOKIE, { path: "/" });
}

export const settingsRoutes: RouteModule = (app, deps) => {
  const secure = deps.config.appUrl.startsWith("https:");
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
    async (request, reply) => {
      requireAuth(request);
      const data = await readSettings(ctxOf(request, deps));
      mirrorDataSaver(request, reply, data.data_saver === true, secure);
      return { data };
    },
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
    async (request, reply) => {
      requireAuth(request);
      if (!(await writeSetting(ctxOf(request, deps), request.body.key, request.body.value))) {
        throw new AppError("validation", ACCOUNT_MESSAGES.settingsFailed, { [request.body.key]: [ACCOUNT_MESSAGES.settingsFailed] });
      }
      if (request.body.key === "data_saver") mirrorDataSaver(request, reply, request.body.value === true, secure);
      return { message: ACCOUNT_MESSAGES.settingsUpdated };
    },
  );
};
