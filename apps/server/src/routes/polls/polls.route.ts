import { z } from "zod";
import { errorBodySchema, idSchema, pollResponseSchema, pollVoteBodySchema } from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentPollView } from "../../presenters/poll.presenter.js";
import { voteInPoll } from "../../services/poll.service.js";

const pollIdParams = z.object({ id: idSchema("The selected poll is invalid.") });

/** Voting in a wall poll (api-contract "The community wall"). */
export const pollRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/polls/:id/vote",
    {
      config: { auth: "verified", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["wall"],
        summary: "Vote in a poll (one vote per user, while it is open); answers the poll with its results as the voter may see them",
        params: pollIdParams,
        body: pollVoteBodySchema,
        response: { 200: pollResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      requireVerified(request);
      return { data: presentPollView(await voteInPoll(ctxOf(request, deps), request.params.id, request.body.option)) };
    },
  );
};
