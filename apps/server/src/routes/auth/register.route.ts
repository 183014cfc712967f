import { z } from "zod";
import { ACCOUNT_MESSAGES } from "@dizilog/shared";
import { emailSchema, errorBodySchema, one, registerBodySchema, userSchema, usernameSchema } from "@dizilog/shared/api";
import { setSessionCookie } from "../../auth/auth-plugin.js";
import { registerUser } from "../../auth/registration.service.js";
import { createSession } from "../../auth/session.repository.js";
import { emailTaken, usernameTaken } from "../../auth/user.repository.js";
import { ctxOf } from "../../context.js";
import { validatorErrorOf } from "../../http/error-handler.js";
import type { RouteModule } from "../../http/types.js";
import { enforceLimits } from "../../lib/rate-limiter.js";
import { presentOwnUser } from "../../presenters/user.presenter.js";

const validity = z.object({ valid: z.literal(true) });
/** The contract's `{error}`; a request refused before the handler (a NUL byte …) gets the usual error body. */
const invalid = z.union([z.object({ error: z.string(), code: z.string() }), errorBodySchema]);
/** A repeated key (`?username=a&username=b`) reaches the handler, whose check answers `{error}`. */
const oneOrMany = z.union([z.string(), z.array(z.string())]).optional();

export const registerRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;
  const secure = deps.config.appUrl.startsWith("https://");

  app.post(
    "/api/auth/register",
    {
      config: { auth: "public" },
      schema: {
        tags: ["accounts"],
        summary: "Create an account; a 6-digit code is mailed and a session starts (5 per 30 minutes per address)",
        body: registerBodySchema,
        response: { 201: one(userSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await enforceLimits(deps.limiter, [{ key: `register:ip:${request.ip}`, max: 5, windowSeconds: 30 * 60 }]);
      const user = await registerUser(ctxOf(request, deps), request.body);
      const { token } = await createSession(db, { userId: user.id, kind: "cookie", remember: false, userAgent: request.headers["user-agent"], ipAddress: request.ip }, deps.now());
      setSessionCookie(reply, token, false, secure);
      return reply.status(201).send({ data: presentOwnUser(user, deps.config.staffEmails) });
    },
  );

  app.get(
    "/api/auth/validate/username",
    {
      config: { auth: "public", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["accounts"],
        summary: "Is this username valid and free?",
        querystring: z.object({ username: oneOrMany }),
        response: { 200: validity, 422: invalid, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const parsed = usernameSchema.safeParse(request.query.username ?? "");
      if (!parsed.success) return reply.status(422).send(validatorErrorOf(request, parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.usernameRequired));
      if (await usernameTaken(db, parsed.data)) return reply.status(422).send(validatorErrorOf(request, ACCOUNT_MESSAGES.usernameTaken));
      return { valid: true as const };
    },
  );

  app.get(
    "/api/auth/validate/email",
    {
      config: { auth: "public", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["accounts"],
        summary: "Is this email valid and free?",
        querystring: z.object({ email: oneOrMany }),
        response: { 200: validity, 422: invalid, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const parsed = emailSchema.safeParse(request.query.email ?? "");
      if (!parsed.success) return reply.status(422).send(validatorErrorOf(request, parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.emailInvalid));
      if (await emailTaken(db, parsed.data)) return reply.status(422).send(validatorErrorOf(request, ACCOUNT_MESSAGES.emailTaken));
      return { valid: true as const };
    },
  );
};
