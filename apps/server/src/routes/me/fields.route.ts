import { z } from "zod";
import { ACCOUNT_MESSAGES, MESSAGES } from "@dizilog/shared";
import { birthdaySchema, countrySchema, errorBodySchema, one, userSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { saveProfile } from "../../auth/account.service.js";
import { ctxOf } from "../../context.js";
import { AppError } from "../../errors.js";
import { parseFields, readFormBody } from "../../http/form-body.js";
import type { RouteModule } from "../../http/types.js";
import { isTimeZone } from "../../lib/time.js";
import { presentOwnUser } from "../../presenters/user.presenter.js";
import { AVATAR_MAX_BYTES } from "../../storage/avatar.js";

const flag = z.enum(["true", "false", "1", "0", "on", "off"]).transform((v) => v === "true" || v === "1" || v === "on");

/** The text fields of the profile form; every one optional, an empty string clears a clearable one. */
const fieldsSchema = z.object({
  biography: z.string().max(500, "The biography may not be greater than 500 characters.").optional(),
  location: z.string().max(100, "The location may not be greater than 100 characters.").optional(),
  country: countrySchema.optional(),
  birthday: z.union([z.literal(""), birthdaySchema]).optional(),
  spoilers: flag.optional(),
  title_lang_preference: z.enum(["0", "1"]).transform(Number).optional(),
  time_zone: z.string().refine(isTimeZone, "The selected time zone is invalid.").optional(),
});

export const fieldsRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/me/fields",
    {
      config: { auth: "user", rateLimit: { max: 30, timeWindow: "5 minutes" } },
      schema: {
        tags: ["me"],
        summary: "Save the profile (multipart: avatar, biography, country, birthday, spoilers, title_lang_preference, location, time_zone)",
        consumes: ["multipart/form-data"],
        response: { 200: one(userSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      if (!request.isMultipart()) throw new AppError("bad_request");
      const { fields, file: avatar } = await readFormBody(request, {
        fileField: "avatar",
        maxFields: 12,
        maxFileBytes: AVATAR_MAX_BYTES,
        fileTooLarge: ACCOUNT_MESSAGES.uploadSize,
        maxFieldBytes: 4_000,
        // A value cut at 4,000 bytes is too long for any field: the field's own message says so.
        fieldTooLong: (field) =>
          (Object.hasOwn(fieldsSchema.shape, field) && fieldsSchema.shape[field as keyof typeof fieldsSchema.shape].safeParse("x".repeat(4_001)).error?.issues[0]?.message) ||
          MESSAGES.validationFailed,
      });
      const input = parseFields(fieldsSchema, fields);
      const updated = await saveProfile(
        ctxOf(request, deps),
        {
          ...(input.biography !== undefined ? { biography: input.biography.trim() || null } : {}),
          ...(input.location !== undefined ? { location: input.location.trim() || null } : {}),
          ...(input.country !== undefined ? { country: input.country } : {}),
          ...(input.birthday !== undefined ? { birthday: input.birthday || null } : {}),
          ...(input.spoilers !== undefined ? { spoilers: input.spoilers } : {}),
          ...(input.title_lang_preference !== undefined ? { titlePref: input.title_lang_preference } : {}),
          ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
        },
        avatar,
      );
      return { data: presentOwnUser(updated, deps.config.staffEmails) };
    },
  );
};
