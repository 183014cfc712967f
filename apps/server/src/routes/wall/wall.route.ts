import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { MESSAGES } from "@dizilog/shared";
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  WALL_LIMITS,
  WALL_MESSAGES,
  errorBodySchema,
  feedsQuerySchema,
  pinResponseSchema,
  postIdParams,
  postPathParams,
  postQuerySchema,
  postResponseSchema,
  postsPageSchema,
  thoughtsQuerySchema,
  userWallQuerySchema,
  wallCreateFieldsSchema,
  wallEditBodySchema,
} from "@dizilog/shared/api";
import { requireAuth, requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import { parseFields, readFormBody } from "../../http/form-body.js";
import type { RouteModule } from "../../http/types.js";
import { presentOnePost, presentPostsPage } from "../../presenters/post.presenter.js";
import { postByLink, streamPage, thought, userIdBySlug } from "../../services/post-view.service.js";
import { assertLegalLinks, assertMayPost, createPost, deletePost, editPost, setPinned } from "../../services/wall.service.js";

const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema };

/** The post form: multipart with up to four `images[]`, or JSON without images. */
async function readPostForm(request: FastifyRequest) {
  return readFormBody(request, {
    fileField: "images",
    maxFiles: WALL_LIMITS.imagesMax,
    tooManyFiles: WALL_MESSAGES.imagesMax,
    maxFields: 16,
    maxFileBytes: COMMENT_LIMITS.imageMaxBytes,
    fileTooLarge: COMMENT_MESSAGES.imageSize,
    // 2,000 characters are at most 8,000 bytes of UTF-8; the JSON fields (poll, embed) fit in as much.
    maxFieldBytes: WALL_LIMITS.contentMax * 4 + 64,
    fieldTooLong: (field) => (field === "content" ? WALL_MESSAGES.contentMax : field === "embed" ? WALL_MESSAGES.embedInvalid : field === "poll" ? WALL_MESSAGES.pollInvalid : MESSAGES.validationFailed),
  });
}

export const wallRoutes: RouteModule = (app, deps) => {
  app.post(
    "/api/wall/create",
    {
      config: { auth: "verified" },
      schema: {
        tags: ["wall"],
        summary: "Write a wall post (multipart: type, content, visibility, spoilers, properties, show_id, similar_id, poll, target_user_id, embed, gif, images[])",
        description:
          "The posting gate (verified email, a profile photo, an account old enough), then links (400), then each type's rules (422). At most one of `gif`, `images[]` (≤ 4) and `embed`. JSON without images.",
        consumes: ["multipart/form-data", "application/json"],
        querystring: postQuerySchema,
        response: { 201: postResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      const ctx = ctxOf(request, deps);
      // The gate before the form is read: a refused author's upload is not even parsed.
      assertMayPost(ctx);
      const form = await readPostForm(request);
      assertLegalLinks(ctx, form.fields.content, form.fields.embed);
      const fields = parseFields(wallCreateFieldsSchema, form.fields);
      return reply.status(201).send(presentOnePost(await createPost(ctx, fields, form.files)));
    },
  );

  app.get(
    "/api/wall/posts/:user_slug/:hashid",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["wall"],
        summary: "One post by its link (404 when the slug is not its author's or the viewer may not see it)",
        params: postPathParams,
        querystring: postQuerySchema,
        response: { 200: postResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => presentOnePost(await postByLink(ctxOf(request, deps), request.params.user_slug, request.params.hashid)),
  );

  app.patch(
    "/api/wall/:id",
    {
      config: { auth: "verified" },
      schema: {
        tags: ["wall"],
        summary: "Edit a post's text (the author only)",
        params: postIdParams,
        body: wallEditBodySchema,
        response: { 200: postResponseSchema, ...writeErrors, 429: errorBodySchema },
      },
    },
    async (request) => {
      requireVerified(request);
      const ctx = ctxOf(request, deps);
      return presentOnePost(await editPost(ctx, request.params.id, request.body.content));
    },
  );

  app.delete(
    "/api/wall/:id",
    {
      // Signed in is enough: an author whose email became unverified may still take their words back.
      config: { auth: "user" },
      schema: {
        tags: ["wall"],
        summary: "Delete a post (its author, staff, or a moderator of the post's show)",
        params: postIdParams,
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      await deletePost(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const method of ["post", "delete"] as const) {
    app[method](
      "/api/wall/:id/pin",
      {
        config: { auth: "user" },
        schema: {
          tags: ["wall"],
          summary: method === "post" ? "Pin a post on one's own wall (unpins the one pinned before)" : "Unpin a post",
          params: postIdParams,
          response: { 200: pinResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => {
        requireAuth(request);
        return { data: { pinned: await setPinned(ctxOf(request, deps), request.params.id, method === "post") } };
      },
    );
  }

  const feedRoute = (url: string, stream?: "global" | "following") =>
    app.get(
      url,
      {
        // The following stream is a signed-in user's (401 to visitors, before the query is looked at).
        config: stream === "following" ? { auth: "user" } : { auth: "public", visitorCache: true },
        schema: {
          tags: ["wall"],
          summary: stream
            ? `The ${stream} stream (as GET /api/feeds?stream=${stream})`
            : "A stream of posts, newest first (cursor page): global, following (signed in), hashtag, user (pinned first), show",
          querystring: feedsQuerySchema,
          response: { 200: postsPageSchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => {
        const q = request.query;
        const view = await streamPage(ctxOf(request, deps), {
          stream: stream ?? q.stream,
          hashtag: q.hashtag,
          userId: q.user_id,
          showId: q.show_id,
          cursor: q.cursor,
          limit: q.limit,
        });
        return presentPostsPage(view);
      },
    );
  feedRoute("/api/feeds");
  feedRoute("/api/feeds/global", "global");
  feedRoute("/api/feeds/following", "following");

  app.get(
    "/api/users/:slug/wall",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["wall"],
        summary: "A user's stream by their profile's address (as GET /api/feeds?stream=user): pinned post first; a private account's for accepted followers",
        params: z.object({ slug: z.string().min(1).max(40) }),
        querystring: userWallQuerySchema,
        response: { 200: postsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, deps);
      const userId = await userIdBySlug(ctx, request.params.slug);
      return presentPostsPage(await streamPage(ctx, { stream: "user", userId, cursor: request.query.cursor, limit: request.query.limit }));
    },
  );

  app.get(
    "/api/thoughts",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["wall"],
        summary: "The posts about one show, newest first (cursor page)",
        querystring: thoughtsQuerySchema,
        response: { 200: postsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const q = request.query;
      return presentPostsPage(await streamPage(ctxOf(request, deps), { stream: "show", showId: q.show_id, cursor: q.cursor, limit: q.limit }));
    },
  );

  app.get(
    "/api/thoughts/:id",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["wall"],
        summary: "One post about a show",
        params: postIdParams,
        response: { 200: postResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => presentOnePost(await thought(ctxOf(request, deps), request.params.id)),
  );
};
