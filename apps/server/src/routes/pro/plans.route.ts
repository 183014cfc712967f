import { checkoutBodySchema, checkoutConfirmBodySchema, errorBodySchema, one, plansResponseSchema, redirectUrlSchema, subscriptionSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { confirmCheckout, listPlans, startCheckout } from "../../services/subscription.service.js";

/** The Pro plans and checkout through Stripe's hosted page (api-contract "Pro", decision 0052). */
export const planRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/plans",
    {
      config: { auth: "public" },
      schema: {
        tags: ["pro"],
        summary: "The plans: free, month, year and lifetime, with the provider's prices and what Pro unlocks",
        description: "`meta.payments_configured` (an addition) is false when no payment provider is configured: checkout answers 503 and the upgrade page says so.",
        response: { 200: plansResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => listPlans(ctxOf(request, deps)),
  );

  app.post(
    "/api/subscriptions/checkout",
    {
      config: { auth: "user" },
      schema: {
        tags: ["pro"],
        summary: "Starts a checkout on the provider's hosted page for month, year or lifetime",
        description:
          "The plan is checked first (422 for anything but month, year, lifetime), then 503 when no provider is configured. " +
          "409 when the user already has a renewing plan (changed in the billing portal) or lifetime. At most 10 per hour per user (429).",
        body: checkoutBodySchema,
        response: { 200: redirectUrlSchema, 401: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: await startCheckout(ctxOf(request, deps), request.body.plan) };
    },
  );

  app.post(
    "/api/subscriptions/checkout/confirm",
    {
      config: { auth: "user" },
      schema: {
        tags: ["pro"],
        summary: "An addition: the return page applies its paid checkout at once (the webhook may come later; either applies it once)",
        description: "404 for a session that is not the user's or does not exist. An unpaid session changes nothing and answers the current subscription.",
        body: checkoutConfirmBodySchema,
        response: { 200: one(subscriptionSchema), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: await confirmCheckout(ctxOf(request, deps), request.body.session_id) };
    },
  );
};
