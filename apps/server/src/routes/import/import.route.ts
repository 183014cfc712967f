import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { MESSAGES } from "@dizilog/shared";
import {
  IMPORT_BUSY_MESSAGE,
  IMPORT_MAX_BYTES,
  IMPORT_SIZE_MESSAGE,
  errorBodySchema,
  importCommitBodySchema as commitBodySchema,
  importCommitResponseSchema as commitResponseSchema,
  importPreviewResponseSchema,
  importSourceSchema as sourceSchema,
} from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import { AppError } from "../../errors.js";
import { readFormBody } from "../../http/form-body.js";
import type { RouteModule } from "../../http/types.js";
import { type ImportPlan, type ImportSource, type ImportSummary, commitImport, previewImport } from "../../integrations/import/importer.js";
import type { Cache } from "../../lib/cache.js";

/** How long a preview can be committed. */
const PLAN_TTL_SECONDS = 30 * 60;

// The shared answer stays in step with what the importer builds.
const previewResponseSchema = importPreviewResponseSchema satisfies z.ZodType<{ data: ImportSummary; token: string }>;

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** The plan of a preview is found only with its token and by the user who made it. */
const planKey = (userId: number, token: string) => `import:${userId}:${token}`;
const latestKey = (userId: number) => `import-latest:${userId}`;

export const importRoutes: RouteModule = (app, deps) => {
  /**
   * One import per user at a time in this process (a preview or a commit): a second one while the
   * first runs answers 409. Commits of several processes also queue on the user's row lock.
   */
  const running = new Set<number>();
  const exclusive = async <T>(userId: number, work: () => Promise<T>): Promise<T> => {
    if (running.has(userId)) throw new AppError("conflict", IMPORT_BUSY_MESSAGE);
    running.add(userId);
    try {
      return await work();
    } finally {
      running.delete(userId);
    }
  };

  app.post(
    "/api/me/import/preview",
    {
      config: { auth: "verified", rateLimit: { max: 20, timeWindow: "10 minutes" } },
      schema: {
        tags: ["import"],
        summary: "Read a Trakt (JSON) or TV Time (CSV) export and match it to the catalog; writes nothing (multipart: file, source)",
        consumes: ["multipart/form-data"],
        response: { 200: previewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerified(request);
      return exclusive(user.id, async () => {
        const { source, text } = await readImportForm(request);
        const plan = await previewImport(ctxOf(request, deps), source, text);
        const token = await keepPlan(deps.cache, user.id, plan);
        return { data: plan.summary, token };
      });
    },
  );

  app.post(
    "/api/me/import/commit",
    {
      config: { auth: "verified", rateLimit: { max: 20, timeWindow: "10 minutes" } },
      schema: {
        tags: ["import"],
        summary: "Write a previewed import in one transaction; idempotent (what is already there is left alone)",
        body: commitBodySchema,
        response: { 200: commitResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerified(request);
      return exclusive(user.id, async () => {
        const key = planKey(user.id, request.body.token);
        const plan = await deps.cache.get<ImportPlan>(key);
        if (!plan || plan.userId !== user.id) throw new AppError("not_found");
        const result = await commitImport(ctxOf(request, deps), plan);
        await deps.cache.delete(key);
        return { data: { written: result.written, skipped_lists: result.skippedLists } };
      });
    },
  );
};

/** The form of a preview: `source` and the `file` part (bounded: one byte over is a 422, never a 413). */
async function readImportForm(request: FastifyRequest): Promise<{ source: ImportSource; text: string }> {
  if (!request.isMultipart()) throw new AppError("bad_request");
  const { fields, file } = await readFormBody(request, {
    fileField: "file",
    maxFields: 4,
    maxFileBytes: IMPORT_MAX_BYTES,
    fileTooLarge: IMPORT_SIZE_MESSAGE,
    // No source name is near 100 bytes: a longer one is no source.
    maxFieldBytes: 100,
    fieldTooLong: (field) => (field === "source" ? (sourceSchema.safeParse("").error?.issues[0]?.message ?? MESSAGES.validationFailed) : MESSAGES.validationFailed),
  });
  const source = sourceSchema.safeParse(fields.source);
  const problems: Record<string, string[]> = {};
  if (!source.success) problems.source = [source.error.issues[0]!.message];
  if (!file) problems.file = [MESSAGES.requiredField];
  if (!source.success || !file) throw new AppError("validation", Object.values(problems)[0]![0], problems);
  return { source: source.data, text: file.toString("utf8") };
}

/** Keeps a plan for its token; one pending preview per user (a plan is as large as its file). */
async function keepPlan(cache: Cache, userId: number, plan: ImportPlan): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const previous = await cache.get<string>(latestKey(userId));
  if (previous) await cache.delete(planKey(userId, previous));
  await cache.set(planKey(userId, token), plan, PLAN_TTL_SECONDS);
  await cache.set(latestKey(userId), token, PLAN_TTL_SECONDS);
  return token;
}
