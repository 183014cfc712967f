import { z } from "zod";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { EXPORT_KINDS, exportCsv, exportJson } from "../../integrations/import/exporter.js";

const exportQuerySchema = z
  .object({
    format: z.enum(["json", "csv"], { error: "The selected format is invalid." }).default("json"),
    kind: z.enum(EXPORT_KINDS, { error: "The selected kind is invalid." }).optional(),
  })
  .refine((q) => q.format !== "csv" || q.kind !== undefined, { path: ["kind"], message: "The kind field is required when format is csv." });

export const exportRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/me/export",
    {
      config: { auth: "user", rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: {
        tags: ["import"],
        summary: "Download all of the user's data: JSON (everything) or CSV (one kind: tracked, seen, diary, ratings, lists, likes)",
        querystring: exportQuerySchema,
        // No response schema: the answer is a file (a JSON document or CSV text), sent as it is.
        produces: ["application/json", "text/csv"],
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const ctx = ctxOf(request, deps);
      const now = ctx.now;
      const day = now.toISOString().slice(0, 10);
      // Usernames are letters and digits only: safe in a file name as they are.
      const base = `dizilog-${user.username}`;
      reply.header("Cache-Control", "no-store");
      const { format, kind } = request.query;
      if (format === "csv" && kind) {
        reply.header("Content-Type", "text/csv; charset=utf-8; header=present");
        reply.header("Content-Disposition", `attachment; filename="${base}-${kind}-${day}.csv"`);
        return reply.send(await exportCsv(ctx, kind));
      }
      reply.header("Content-Type", "application/json; charset=utf-8");
      reply.header("Content-Disposition", `attachment; filename="${base}-${day}.json"`);
      return reply.send(JSON.stringify(await exportJson(ctx), null, 2));
    },
  );
};
