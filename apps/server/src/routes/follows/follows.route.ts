import { z } from "zod";
import {
  errorBodySchema,
  followCursorQuerySchema,
  followParamsSchema,
  followRequestParamsSchema,
  followRequestsPageSchema,
  followResponseSchema,
  followUsersPageSchema,
  SOCIAL_LIMITS,
  SOCIAL_MESSAGES,
} from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { presentFollowRequest, presentFollowUser } from "../../presenters/follow.presenter.js";
import { acceptFollowRequest, followRequests, followUser, followUsers, rejectFollowRequest, unfollowUser } from "../../services/follow.service.js";

/** Users per page of followers, following and requests. */
const PAGE_SIZE = 20;

/** Follows (api-contract "Follows"). */
export const followRoutes: RouteModule = (app, deps) => {
  const answers = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

  app.post(
    "/api/users/:id/follow",
    {
      config: { auth: "user" },
      schema: {
        tags: ["follows"],
        summary: "Follow a user: `following`, or `requested` when the account is private (idempotent; 422 for oneself, 404 across a block)",
        params: followParamsSchema,
        response: { 200: followResponseSchema, ...answers, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      // Following is cheap to abuse (follow spam, a follow/unfollow loop): 30 follows per 10 minutes per user (decision 0033).
      const limit = await deps.limiter.hit(`follow:user:${user.id}`, SOCIAL_LIMITS.followRateMax, SOCIAL_LIMITS.followRateWindowSeconds);
      if (!limit.allowed) throw new AppError("rate_limited", SOCIAL_MESSAGES.followRateLimited, undefined, limit.retryAfterSeconds);
      return { data: { follow_status: await followUser(ctxOf(request, deps), request.params.id) } };
    },
  );

  app.delete(
    "/api/users/:id/follow",
    {
      config: { auth: "user" },
      schema: {
        tags: ["follows"],
        summary: "Unfollow a user, or take back a request (idempotent): `none`",
        params: followParamsSchema,
        response: { 200: followResponseSchema, ...answers },
      },
    },
    async (request) => ({ data: { follow_status: await unfollowUser(ctxOf(request, deps), request.params.id) } }),
  );

  for (const direction of ["followers", "following"] as const) {
    app.get(
      `/api/users/:slug/${direction}`,
      {
        config: { auth: "public" },
        schema: {
          tags: ["follows"],
          summary:
            direction === "followers"
              ? "A user's followers, newest first (404 when that user blocked the viewer, or is a private account the viewer does not follow)"
              : "The users a user follows, newest first (404 when that user blocked the viewer, or is a private account the viewer does not follow)",
          params: z.object({ slug: z.string().min(1).max(40) }),
          querystring: followCursorQuerySchema,
          response: { 200: followUsersPageSchema, 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => {
        const page = await followUsers(ctxOf(request, deps), request.params.slug, direction, { cursor: request.query.cursor, limit: PAGE_SIZE });
        return { data: page.rows.map((row) => presentFollowUser(row, page.actor)), meta: { cursor: { next: page.next } } };
      },
    );
  }

  app.get(
    "/api/me/follow-requests",
    {
      config: { auth: "user" },
      schema: {
        tags: ["follows"],
        summary: "Requests to follow my private account, newest first",
        querystring: followCursorQuerySchema,
        response: { 200: followRequestsPageSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const page = await followRequests(ctxOf(request, deps), { cursor: request.query.cursor, limit: PAGE_SIZE });
      return { data: page.rows.map(presentFollowRequest), meta: { cursor: { next: page.next } } };
    },
  );

  for (const decision of ["accept", "reject"] as const) {
    app.post(
      `/api/me/follow-requests/:user_id/${decision}`,
      {
        config: { auth: "user" },
        schema: {
          tags: ["follows"],
          summary:
            decision === "accept"
              ? "Accept a request: the requester now follows me (their `follow_status`: `following`); 404 without a request"
              : "Reject a request (the requester is not told; their `follow_status`: `none`); 404 without a request",
          params: followRequestParamsSchema,
          response: { 200: followResponseSchema, ...answers },
        },
      },
      async (request) => {
        const ctx = ctxOf(request, deps);
        const status = decision === "accept" ? await acceptFollowRequest(ctx, request.params.user_id) : await rejectFollowRequest(ctx, request.params.user_id);
        return { data: { follow_status: status } };
      },
    );
  }
};
