import { errorBodySchema, one, redirectUrlSchema, subscriptionSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { billingPortal, mySubscription, setCancelAtPeriodEnd } from "../../services/subscription.service.js";

/** The signed-in user's subscription: read, cancel at period end, restore, billing portal (api-contract "Pro"). */
export const subscriptionRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/me/subscription",
    {
      config: { auth: "user" },
      schema: {
        tags: ["pro"],
        summary: "The user's plan: `{plan, status, current_period_end, cancel_at_period_end}` (a free user: plan free, the rest null/false)",
        description: "`status` `past_due` (an addition): a renewal failed; Pro stays until `current_period_end`, the end of the period paid for.",
        response: { 200: one(subscriptionSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: await mySubscription(ctxOf(request, deps)) };
    },
  );

  for (const [path, cancel] of [
    ["/api/me/subscription/cancel", true],
    ["/api/me/subscription/restore", false],
  ] as const) {
    app.post(
      path,
      {
        config: { auth: "user" },
        schema: {
          tags: ["pro"],
          summary: cancel
            ? "Cancels at the period's end at the provider; Pro stays until `current_period_end`"
            : "Undoes a pending cancel (idempotent: without one, answers the subscription as it is)",
          description: "Without a month or year plan: 404 `No active subscription was found.`",
          response: { 200: one(subscriptionSchema), 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        requireAuth(request);
        return { data: await setCancelAtPeriodEnd(ctxOf(request, deps), cancel) };
      },
    );
  }

  app.post(
    "/api/me/subscription/portal",
    {
      config: { auth: "user" },
      schema: {
        tags: ["pro"],
        summary: "An addition: a link to the provider's billing portal, where the card is changed",
        description: "404 `No active subscription was found.` for a user who never paid; 503 without a provider.",
        response: { 200: redirectUrlSchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: await billingPortal(ctxOf(request, deps)) };
    },
  );
};
