import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { CUSTOMIZATION_LIMITS, customizationBodySchema, errorBodySchema, one, proRequiredBodySchema, userSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import { AppError } from "../../errors.js";
import { readFormBody } from "../../http/form-body.js";
import type { RouteModule } from "../../http/types.js";
import { presentOwnUser } from "../../presenters/user.presenter.js";
import { removeCover, setAccentColor, setCover } from "../../services/customization.service.js";
import { requireEntitlement } from "../../services/entitlements.js";

const errors = { 401: errorBodySchema, 403: proRequiredBodySchema, 422: errorBodySchema };

/**
 * Profile customization (a Pro entitlement, decision 0054): the accent colour and the cover image.
 * Setting needs the plan (403 `pro_required`); clearing and removing are open to every signed-in user.
 */
export const customizationRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/me/customization",
    {
      config: { auth: "user", rateLimit: { max: 30, timeWindow: "5 minutes" } },
      schema: {
        tags: ["me"],
        summary: "Set the profile's accent colour (Pro; `#rrggbb`, stored lower case) or clear it (null)",
        body: customizationBodySchema,
        response: { 200: one(userSchema), ...errors },
      },
    },
    async (request) => {
      requireAuth(request);
      const updated = await setAccentColor(ctxOf(request, deps), request.body.accent_color);
      return { data: presentOwnUser(updated, deps.config.staffEmails) };
    },
  );

  app.post(
    "/api/me/cover",
    {
      config: { auth: "user", rateLimit: { max: 30, timeWindow: "5 minutes" } },
      schema: {
        tags: ["me"],
        summary: "Upload the profile's cover image (Pro; multipart: file)",
        description:
          "png, jpeg or webp by content, at most 2,000,000 bytes, at least 1000 px wide, at most 4096 × 4096 pixels; cropped to a 3:1 banner, stored at 640 and 1500 px wide as WebP without metadata. Replaces the previous cover.",
        consumes: ["multipart/form-data"],
        response: { 200: one(userSchema), ...errors },
      },
    },
    async (request) => {
      requireAuth(request);
      const ctx = ctxOf(request, deps);
      // Before the body is read: a free user's upload is not worth receiving.
      requireEntitlement(ctx, "customization");
      if (!request.isMultipart()) throw new AppError("bad_request");
      const form = await readFormBody(request, {
        fileField: "file",
        maxFields: 2,
        maxFileBytes: CUSTOMIZATION_LIMITS.coverMaxBytes,
        fileTooLarge: ACCOUNT_MESSAGES.uploadSize,
        maxFieldBytes: 1_000,
        fieldTooLong: () => MESSAGES.validationFailed,
      });
      if (!form.file) throw AppError.field("file", MESSAGES.requiredField);
      const updated = await setCover(ctx, form.file);
      return { data: presentOwnUser(updated, deps.config.staffEmails) };
    },
  );

  app.delete(
    "/api/me/cover",
    {
      config: { auth: "user" },
      schema: { tags: ["me"], summary: "Remove the profile's cover image (allowed without Pro)", response: { 200: one(userSchema), 401: errorBodySchema } },
    },
    async (request) => {
      requireAuth(request);
      const updated = await removeCover(ctxOf(request, deps));
      return { data: presentOwnUser(updated, deps.config.staffEmails) };
    },
  );
};
