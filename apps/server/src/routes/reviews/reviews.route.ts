import { z } from "zod";
import {
  REVIEW_MESSAGES,
  createReviewBodySchema,
  errorBodySchema,
  one,
  reviewEligibilityQuerySchema,
  reviewEligibilitySchema,
  reviewIdParams,
  reviewPageSchema,
  reviewQuerySchema,
  reviewSchema,
  reviewVoteBodySchema,
  reviewVotesSchema,
  showReviewsQuerySchema,
  updateReviewBodySchema,
  userReviewsQuerySchema,
} from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentReview, presentReviewPage } from "../../presenters/review.presenter.js";
import { showReviews, userReviews } from "../../services/review-pages.service.js";
import { createReview, deleteReview, reviewDetail, reviewEligibility, updateReview, voteOnReview } from "../../services/review.service.js";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const writeLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };
const voteLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

/**
 * Reviews (api-contract "Reviews"): write, read, edit, delete, vote, and the pages of a show and
 * of a user. The review policy decides who sees and does what (docs/decisions/0021-reviews.md).
 */
export const reviewRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/reviews",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["reviews"],
        summary: "Review a show: title, 280 to 20,000 characters, six half-star sub-scores (overall is also the author's rating of the show)",
        body: createReviewBodySchema,
        response: { 201: one(reviewSchema), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      const { review, actor } = await createReview(ctxOf(request, deps), request.body);
      return reply.status(201).send({ data: presentReview(review, actor) });
    },
  );

  app.get(
    "/api/me/review-eligibility",
    {
      config: { auth: "user" },
      schema: {
        tags: ["reviews"],
        summary: "Whether the signed-in user may review a show now (an episode seen, no review of theirs yet): the form says so before they write",
        querystring: reviewEligibilityQuerySchema,
        response: { 200: one(reviewEligibilitySchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { reason } = await reviewEligibility(ctxOf(request, deps), request.query.show_id);
      const message = reason === "watch_first" ? REVIEW_MESSAGES.watchFirst : reason === "already_reviewed" ? REVIEW_MESSAGES.alreadyReviewed : null;
      return { data: { can_write: reason === null, reason, message } };
    },
  );

  app.get(
    "/api/review/:id",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["reviews"],
        summary: "A review (404 when removed, or when its author and the viewer block each other); `show` and `user` are always included",
        params: reviewIdParams,
        querystring: reviewQuerySchema,
        response: { 200: one(reviewSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { review, actor } = await reviewDetail(ctxOf(request, deps), request.params.id);
      return { data: presentReview(review, actor) };
    },
  );

  app.patch(
    "/api/reviews/:id",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["reviews"],
        summary: "Change a review's title, text, spoiler flag or sub-scores (author only; only the fields sent change)",
        params: reviewIdParams,
        body: updateReviewBodySchema,
        response: { 200: one(reviewSchema), ...errors },
      },
    },
    async (request) => {
      requireVerified(request);
      const { review, actor } = await updateReview(ctxOf(request, deps), request.params.id, request.body);
      return { data: presentReview(review, actor) };
    },
  );

  app.delete(
    "/api/reviews/:id",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["reviews"],
        summary: "Delete a review with its comments (its author, the show's moderators, staff); the author's rating of the show stays",
        params: reviewIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      await deleteReview(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/reviews/:id/vote",
    {
      config: { auth: "verified", ...voteLimit },
      schema: {
        tags: ["reviews"],
        summary: "Vote a review up or down, or take the vote back with null (idempotent; not one's own review: 403)",
        params: reviewIdParams,
        body: reviewVoteBodySchema,
        response: { 200: one(reviewVotesSchema), ...errors },
      },
    },
    async (request) => {
      requireVerified(request);
      return { data: await voteOnReview(ctxOf(request, deps), request.params.id, request.body.vote) };
    },
  );

  app.get(
    "/api/shows/:id/reviews",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["reviews"],
        summary: "A show's reviews, most helpful (up minus down votes, then newest) or most recent first (cursor pages of 10)",
        params: z.object({ id: z.string().min(1).max(120) }),
        querystring: showReviewsQuerySchema,
        response: { 200: reviewPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => presentReviewPage(await showReviews(ctxOf(request, deps), request.params.id, request.query)),
  );

  app.get(
    "/api/users/:slug/reviews",
    {
      config: { auth: "public" },
      schema: {
        tags: ["reviews"],
        summary: "A user's reviews, newest first (cursor pages; 404 when that user blocked the viewer)",
        params: z.object({ slug: z.string().min(1).max(40) }),
        querystring: userReviewsQuerySchema,
        response: { 200: reviewPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => presentReviewPage(await userReviews(ctxOf(request, deps), request.params.slug, request.query)),
  );
};
