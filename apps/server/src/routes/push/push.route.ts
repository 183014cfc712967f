import { z } from "zod";
import { deviceBodySchema, deviceSchema, errorBodySchema, one, pushKeySchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { registerDevice, unregisterDevice } from "../../services/device.service.js";

export const pushRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/push/key",
    {
      config: { auth: "public" },
      schema: {
        tags: ["notifications"],
        summary: "The VAPID public key (base64url) a browser subscribes to web push with",
        response: { 200: pushKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return { data: { public_key: deps.push.publicKey() } };
    },
  );

  app.post(
    "/api/me/devices",
    {
      config: { auth: "user", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["notifications"],
        summary:
          "Register a device for push: `web` with the browser's PushSubscription as JSON text, `ios`/`android` with the store token (kept, not yet delivered: `delivery: not_configured`). The same token twice keeps one device",
        body: deviceBodySchema,
        response: { 201: one(deviceSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      const device = await registerDevice(ctxOf(request, deps), request.body);
      return reply.status(201).send({
        data: { id: device.id, platform: device.platform, delivery: device.platform === "web" ? "web_push" : "not_configured" },
      });
    },
  );

  app.delete(
    "/api/me/devices",
    {
      config: { auth: "user", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["notifications"],
        summary: "Forget one of my devices (its token and platform); 204 also when it was not registered",
        body: deviceBodySchema,
        response: { 204: z.null(), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      await unregisterDevice(ctxOf(request, deps), request.body);
      return reply.status(204).send(null);
    },
  );
};
