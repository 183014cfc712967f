import { z } from "zod";
import { errorBodySchema } from "@dizilog/shared/api";
import type { RouteModule } from "../../http/types.js";
import { handlePaymentWebhook } from "../../services/payment-webhook.service.js";

/** Stripe's events are small; a larger body is no event of theirs. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The payment provider's webhook (api-contract "Pro"): Stripe signs the raw body, so this route's
 * scope reads JSON as bytes and leaves the parsing to the verification.
 */
export const paymentWebhookRoutes: RouteModule = (app, deps) => {
  void app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      "/api/webhooks/payments",
      {
        config: { auth: "public" },
        schema: {
          tags: ["pro"],
          summary: "Stripe's signed events: checkout completed, subscription updated or deleted, invoice paid or failed",
          description:
            "Verified as Stripe signs them (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of `t.body` with STRIPE_WEBHOOK_SECRET, at most 5 minutes old). " +
            "A bad, stale or missing signature, or no webhook secret: 400 and nothing changes. Each event id is applied once; a replay answers 200 and changes nothing. " +
            "503 when the provider cannot be read back (Stripe retries).",
          response: { 200: z.object({ received: z.literal(true), outcome: z.enum(["applied", "replayed", "ignored"]) }), 400: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === "string" ? request.body : "");
        const signature = request.headers["stripe-signature"];
        const outcome = await handlePaymentWebhook(deps, body, typeof signature === "string" && signature.length <= 2000 ? signature : undefined);
        return { received: true as const, outcome };
      },
    );
  });
};
