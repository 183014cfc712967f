import { z } from "zod";
import {
  contribIdParamsSchema,
  contribShowParamsSchema,
  contributorRequestBodySchema,
  contributorRequestSchema,
  contributorRequestsPageSchema,
  contributorRequestsQuerySchema,
  errorBodySchema,
  myContributionSchema,
} from "@dizilog/shared/api";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentContributorRequest } from "../../presenters/contrib.presenter.js";
import { answerContributorRequest, contributorRequests, myContribution, requestToContribute } from "../../services/contributor.service.js";

const PAGE_SIZE = 30;
const one = z.object({ data: contributorRequestSchema });

/**
 * Contributors (decision 0049): the join modal's request, the requester's own standing, and the
 * staff's list and answers (everything under /api/admin answers 404 to everyone but staff).
 */
export const contributorRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/shows/:id/contributor-requests",
    {
      config: { auth: "verified" },
      schema: {
        tags: ["contributors"],
        summary: "Ask to help keep a show's page (the join modal): what you can help with and a note; one pending request per user and show (409 for a second)",
        params: contribShowParamsSchema,
        body: contributorRequestBodySchema,
        response: { 201: one, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await requestToContribute(ctxOf(request, deps), request.params.id, request.body);
      return reply.status(201).send({ data: presentContributorRequest(row) });
    },
  );

  app.get(
    "/api/shows/:id/contributor-requests/mine",
    {
      config: { auth: "user" },
      schema: {
        tags: ["contributors"],
        summary: "My standing with a show for the join modal: whether I keep its page already, and my latest request (pending, accepted or declined) or null",
        params: contribShowParamsSchema,
        response: { 200: z.object({ data: myContributionSchema }), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const mine = await myContribution(ctxOf(request, deps), request.params.id);
      return { data: { moderator: mine.moderator, request: mine.request ? presentContributorRequest(mine.request) : null } };
    },
  );

  app.get(
    "/api/admin/contributor-requests",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["contributors"],
        summary: "Contributor requests of one status (default pending), newest first (staff)",
        querystring: contributorRequestsQuerySchema,
        response: { 200: contributorRequestsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const page = await contributorRequests(ctxOf(request, deps), { status: request.query.status, cursor: request.query.cursor, limit: PAGE_SIZE });
      return { data: page.rows.map(presentContributorRequest), meta: { cursor: { next: page.next } } };
    },
  );

  for (const answer of ["accept", "decline"] as const) {
    app.post(
      `/api/admin/contributor-requests/:id/${answer}`,
      {
        config: { auth: "staff" },
        schema: {
          tags: ["contributors"],
          summary:
            answer === "accept"
              ? "Accept a pending request: the user becomes a moderator of the show and gets role_changed (staff; 409 once answered)"
              : "Decline a pending request (staff; 409 once answered)",
          params: contribIdParamsSchema,
          response: { 200: one, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => {
        const row = await answerContributorRequest(ctxOf(request, deps), request.params.id, answer === "accept" ? "accepted" : "declined");
        return { data: presentContributorRequest(row) };
      },
    );
  }
};
