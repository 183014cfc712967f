import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  commentAddFieldsSchema,
  commentEditBodySchema,
  commentIdParams,
  commentReplyFieldsSchema,
  commentResponseSchema,
  commentsPageSchema,
  commentsQuerySchema,
  errorBodySchema,
  repliesPageSchema,
  repliesQuerySchema,
} from "@dizilog/shared/api";
import { requireAuth, requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import { parseFields, readFormBody } from "../../http/form-body.js";
import type { RouteModule } from "../../http/types.js";
import { presentComment, presentCommentsPage, presentRepliesPage } from "../../presenters/comment.presenter.js";
import { type CommentInput, type WrittenComment, addComment, deleteComment, editComment, replyToComment } from "../../services/comment.service.js";
import { commentForActor, commentsOfItem, repliesOfComment } from "../../services/comment-thread.service.js";

const writeErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

/** The form of a comment or a reply: multipart with an optional `image`, or JSON without one. */
async function readCommentForm(request: FastifyRequest) {
  return readFormBody(request, {
    fileField: "image",
    maxFileBytes: COMMENT_LIMITS.imageMaxBytes,
    fileTooLarge: COMMENT_MESSAGES.imageSize,
    // 2,000 characters are at most 8,000 bytes of UTF-8; a longer field is too long whatever it holds.
    maxFieldBytes: COMMENT_LIMITS.contentMax * 4 + 64,
    fieldTooLong: (field) => (field === "content" ? COMMENT_MESSAGES.contentMax : COMMENT_MESSAGES.gifInvalid),
  });
}

/** The new or changed comment as its author sees it. */
/** One comment's answer: a write's is the comment as the write returned it (authorized once, by the write). */
function answer(view: WrittenComment | Awaited<ReturnType<typeof commentForActor>>) {
  return { data: presentComment(view.row, view) };
}

export const commentRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/comments/v1",
    {
      // Visitors' pages come from the shared visitor cache; every signed-in write starts a new generation.
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["comments"],
        summary: "An item's top-level comments, newest first (cursor page); include=replies embeds the first three replies",
        querystring: commentsQuerySchema,
        response: { 200: commentsPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => presentCommentsPage(await commentsOfItem(ctxOf(request, deps), request.query)),
  );

  app.get(
    "/api/comments/:id/replies",
    {
      config: { auth: "public", visitorCache: true },
      schema: {
        tags: ["comments"],
        summary: "A comment's replies, oldest first (cursor page)",
        params: commentIdParams,
        querystring: repliesQuerySchema,
        response: { 200: repliesPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => presentRepliesPage(await repliesOfComment(ctxOf(request, deps), request.params.id, request.query)),
  );

  app.post(
    "/api/comments/add",
    {
      config: { auth: "verified" },
      schema: {
        tags: ["comments"],
        summary: "Post a comment (multipart: type, id, content, spoiler, image, gif)",
        description: "At most one of `image` (a file) and `gif` (a GIF id of the GIF provider). Without an image the same fields may be sent as JSON.",
        consumes: ["multipart/form-data", "application/json"],
        response: { 201: commentResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      const form = await readCommentForm(request);
      const fields = parseFields(commentAddFieldsSchema, form.fields);
      const ctx = ctxOf(request, deps);
      return reply.status(201).send(answer(await addComment(ctx, fields.type, fields.id, inputOf(fields, form.file))));
    },
  );

  app.post(
    "/api/comments/:id/reply",
    {
      config: { auth: "verified" },
      schema: {
        tags: ["comments"],
        summary: "Reply to a comment (multipart: content, spoiler, image, gif)",
        description: "A reply to a reply joins the same top-level comment and mentions the author it answers. At most one of `image` and `gif`; JSON without an image.",
        consumes: ["multipart/form-data", "application/json"],
        params: commentIdParams,
        response: { 201: commentResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      const form = await readCommentForm(request);
      const fields = parseFields(commentReplyFieldsSchema, form.fields);
      const ctx = ctxOf(request, deps);
      return reply.status(201).send(answer(await replyToComment(ctx, request.params.id, inputOf(fields, form.file))));
    },
  );

  app.get(
    "/api/comments/:id",
    {
      // An addition to the contract: the link form `#comment_{id}` names a reply without its
      // parent; the client asks for the comment to open the right thread.
      config: { auth: "public" },
      schema: {
        tags: ["comments"],
        summary: "One comment (a reply carries parent_id), as the viewer may see it: 404 when removed, blocked either way or on an item they may not see",
        params: commentIdParams,
        response: { 200: commentResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => answer(await commentForActor(ctxOf(request, deps), request.params.id)),
  );

  app.patch(
    "/api/comments/:id",
    {
      config: { auth: "verified" },
      schema: {
        tags: ["comments"],
        summary: "Edit a comment's text (the author only)",
        params: commentIdParams,
        body: commentEditBodySchema,
        response: { 200: commentResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      requireVerified(request);
      const ctx = ctxOf(request, deps);
      return answer(await editComment(ctx, request.params.id, request.body.content));
    },
  );

  app.delete(
    "/api/comments/:id",
    {
      // Signed in is enough: an author whose email became unverified may still take their words back.
      config: { auth: "user" },
      schema: {
        tags: ["comments"],
        summary: "Delete a comment (its author, a moderator of the item's show, or staff); a top-level comment takes its replies",
        params: commentIdParams,
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      await deleteComment(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

function inputOf(fields: { content: string; spoiler?: boolean | undefined; gif?: string | undefined }, image: Buffer | undefined): CommentInput {
  return { content: fields.content, spoiler: fields.spoiler ?? false, gif: fields.gif, image };
}
