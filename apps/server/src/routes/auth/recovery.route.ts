import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { emailSchema, errorBodySchema, one, passwordSchema, userSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { confirmVerificationCode, sendVerificationCode } from "../../auth/email-verification.service.js";
import { requestPasswordReset, resetPassword } from "../../auth/password-reset.service.js";
import { AppError } from "../../errors.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { enforceLimits } from "../../lib/rate-limiter.js";
import { presentOwnUser } from "../../presenters/user.presenter.js";

const message = z.object({ message: z.string() });

/** Email verification and password recovery. */
export const recoveryRoutes: RouteModule = (app, deps) => {

  app.post(
    "/api/auth/email/verify",
    {
      config: { auth: "user", rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: {
        tags: ["accounts"],
        summary: "Verify the email with the 6-digit code (422 invalid or expired, with different messages)",
        body: z.object({ code: z.string({ error: "This field is required." }).trim().regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeInvalid) }),
        response: { 200: one(userSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const verified = await confirmVerificationCode(ctxOf(request, deps), user, request.body.code);
      return { data: presentOwnUser(verified, deps.config.staffEmails) };
    },
  );

  app.post(
    "/api/auth/email/resend",
    {
      config: { auth: "user" },
      schema: {
        tags: ["accounts"],
        summary: "Mail a new code (3 per 15 minutes per user)",
        response: { 202: message, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      if (user.emailVerifiedAt) throw new AppError("conflict", ACCOUNT_MESSAGES.alreadyVerified);
      await enforceLimits(deps.limiter, [{ key: `resend:user:${user.id}`, max: 3, windowSeconds: 15 * 60 }]);
      await sendVerificationCode(ctxOf(request, deps), user, user.email, "verify");
      return reply.status(202).send({ message: "A new code is on its way." });
    },
  );

  app.post(
    "/api/auth/password/forgot",
    {
      config: { auth: "public" },
      schema: {
        tags: ["accounts"],
        summary: "Mail a single-use reset link (5 per 30 minutes per email)",
        body: z.object({ email: emailSchema }),
        response: { 200: message, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await requestPasswordReset(ctxOf(request, deps), request.body.email);
      return { message: ACCOUNT_MESSAGES.resetSent };
    },
  );

  app.post(
    "/api/auth/password/reset",
    {
      config: { auth: "public", rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the mailed link; every session of the account ends",
        body: z
          .object({ email: emailSchema, token: z.string().min(1, "This field is required.").max(200), password: passwordSchema, password_confirmation: z.string() })
          .refine((b) => b.password === b.password_confirmation, { path: ["password_confirmation"], message: ACCOUNT_MESSAGES.passwordConfirmation }),
        response: { 200: message, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      // Its own count: sharing the forgot counter would lock out a user who asked for 5 links.
      await enforceLimits(deps.limiter, [{ key: `reset-submit:email:${request.body.email}`, max: 5, windowSeconds: 30 * 60 }]);
      await resetPassword(ctxOf(request, deps), request.body.email, request.body.token, request.body.password);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
};
