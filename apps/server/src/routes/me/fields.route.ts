import type { MultipartFile } from "@fastify/multipart";
import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { birthdaySchema, countrySchema, errorBodySchema, one, userSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { saveProfile } from "../../auth/account.service.js";
import { ctxOf } from "../../context.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { isTimeZone } from "../../lib/time.js";
import { effectiveRole } from "../../domain/roles.js";
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
      const fields: Record<string, string> = {};
      let avatar: Buffer | undefined;
      for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 12, fieldSize: 4_000 } })) {
        if (part.type === "file") {
          if (part.fieldname !== "avatar") {
            await part.toBuffer().catch(() => undefined);
            continue;
          }
          avatar = await readBounded(part);
        } else if (typeof part.value === "string") {
          fields[part.fieldname] = part.value;
        }
      }
      const parsed = fieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
        throw new AppError("validation", parsed.error.issues[0]?.message, errors);
      }
      const input = parsed.data;
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
      return { data: presentOwnUser(updated, { role: effectiveRole(updated, deps.config.staffEmails) }) };
    },
  );
};

/** Reads the file part; one byte over the limit is a 422 with the upload-size message, not a 413. */
async function readBounded(part: MultipartFile): Promise<Buffer> {
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadSize);
    throw error;
  });
  if (part.file.truncated) throw AppError.field("avatar", ACCOUNT_MESSAGES.uploadSize);
  return bytes;
}
