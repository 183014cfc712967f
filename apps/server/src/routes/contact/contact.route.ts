import { createHash } from "node:crypto";
import { z } from "zod";
import { LIMITS, MESSAGES } from "@dizilog/shared";
import { errorBodySchema } from "@dizilog/shared/api";
import { contactReports } from "../../db/schema/index.js";
import type { RouteModule } from "../../http/types.js";

const required = (max: number) => z.string({ error: MESSAGES.requiredField }).trim().min(1, MESSAGES.requiredField).max(max);

export const contactBodySchema = z.object({
  name: required(100),
  email: z.string({ error: MESSAGES.requiredField }).trim().min(1, MESSAGES.requiredField).max(254).email("The email must be a valid email address."),
  subject: required(150),
  message: required(LIMITS.contactMessageMax),
  url: z.string().trim().max(2000).optional(),
});

export const contactRoutes: RouteModule = (app, { database }) => {
  app.post(
    "/api/get-in-touch",
    {
      config: { auth: "public", rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["contact"],
        summary: "Report a problem (stored for the team); 5 an hour per address",
        body: contactBodySchema,
        response: { 201: z.object({ message: z.string() }), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await database.db.insert(contactReports).values({
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        pageUrl: body.url ?? null,
        userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
        // Kept only to spot abuse; the address itself is not stored.
        ipHash: createHash("sha256").update(request.ip).digest("hex").slice(0, 16),
      });
      return reply.status(201).send({ message: "Thank you! Your message has been sent." });
    },
  );
};
