import QRCode from "qrcode";
import { z } from "zod";
import { errorBodySchema } from "@dizilog/shared/api";
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor } from "../../auth/account.service.js";
import { requireAuth } from "../../auth/auth-plugin.js";
import type { RouteModule } from "../../http/types.js";

export const twoFactorRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.post(
    "/api/me/two-factor",
    {
      config: { auth: "user" },
      schema: {
        tags: ["me"],
        summary: "Begin two-factor: the secret and otpauth URL (shown once) and a QR code as SVG",
        response: { 200: z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }), 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const setup = await beginTwoFactor(db, user);
      const qr_svg = await QRCode.toString(setup.otpauth_url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { ...setup, qr_svg };
    },
  );

  app.post(
    "/api/me/two-factor/confirm",
    {
      config: { auth: "user", rateLimit: { max: 10, timeWindow: "5 minutes" } },
      schema: {
        tags: ["me"],
        summary: "Enable two-factor with a code from the app; answers 8 single-use recovery codes",
        body: z.object({ code: z.string().trim().regex(/^\d{6}$/, "The code you entered is incorrect. Please try again.") }),
        response: { 200: z.object({ recovery_codes: z.array(z.string()).length(8) }), 401: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return { recovery_codes: await confirmTwoFactor(db, user, request.body.code, deps.now()) };
    },
  );

  app.delete(
    "/api/me/two-factor",
    {
      config: { auth: "user", rateLimit: { max: 10, timeWindow: "5 minutes" } },
      schema: {
        tags: ["me"],
        summary: "Disable two-factor (password; 423 when wrong)",
        body: z.object({ password: z.string().min(1, "This field is required.").max(200) }),
        response: { 204: z.null(), 401: errorBodySchema, 423: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await disableTwoFactor(db, user, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
