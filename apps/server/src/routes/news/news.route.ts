import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  COMMENT_MESSAGES,
  NEWS_LIMITS,
  NEWS_MESSAGES,
  cursorKey,
  errorBodySchema,
  newsArticleResponseSchema,
  newsCreateFieldsSchema,
  newsIdParams,
  newsPageSchema,
  newsPreviewBodySchema,
  newsPreviewResponseSchema,
  newsQuerySchema,
  newsSlugParams,
  newsUpdateFieldsSchema,
} from "@dizilog/shared/api";
import { ctxOf } from "../../context.js";
import { parseFields, readFormBody } from "../../http/form-body.js";
import type { RouteModule } from "../../http/types.js";
import { decodeCursor, encodeCursor } from "../../lib/cursor.js";
import { presentNews } from "../../presenters/news.presenter.js";
import { createNews, deleteNewsArticle, newsById, newsBySlug, newsList, previewNews, updateNewsArticle } from "../../services/news.service.js";

const newsCursor = z.object({ t: cursorKey.instantMs, id: cursorKey.id });

/** An article's form: multipart with an optional `cover` image, or JSON without one. */
async function readNewsForm(request: FastifyRequest) {
  return readFormBody(request, {
    fileField: "cover",
    maxFileBytes: NEWS_LIMITS.coverMaxBytes,
    fileTooLarge: COMMENT_MESSAGES.imageSize,
    // 50,000 characters are at most 200,000 bytes of UTF-8; a longer field is too long whatever it holds.
    maxFieldBytes: NEWS_LIMITS.bodyMax * 4 + 64,
    fieldTooLong: (field) => (field === "title" ? NEWS_MESSAGES.titleMax : field === "body" ? NEWS_MESSAGES.bodyMax : NEWS_MESSAGES.showInvalid),
  });
}

const writeErrors = { 400: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

export const newsRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/news",
    {
      config: { auth: "public" },
      schema: {
        tags: ["news"],
        summary: "News articles, newest first (cursor page), optionally in one language or about one show",
        querystring: newsQuerySchema,
        response: { 200: newsPageSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { cursor, limit, language, show_id } = request.query;
      const key = decodeCursor(cursor, newsCursor);
      const page = await newsList(ctxOf(request, deps), {
        language,
        showId: show_id,
        after: key && { publishedAt: new Date(key.t), id: key.id },
        limit,
      });
      const last = page.rows.at(-1);
      return {
        data: page.rows.map(presentNews),
        meta: { cursor: { next: page.more && last ? encodeCursor({ t: last.publishedAt.getTime(), id: last.id }) : null } },
      };
    },
  );

  app.get(
    "/api/news/:slug",
    {
      config: { auth: "public" },
      schema: {
        tags: ["news"],
        summary: "One news article by its slug",
        params: newsSlugParams,
        response: { 200: newsArticleResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: presentNews(await newsBySlug(ctxOf(request, deps), request.params.slug)) }),
  );

  app.get(
    "/api/admin/news/:id",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["news"],
        summary: "One news article by id, for the editor (staff)",
        params: newsIdParams,
        response: { 200: newsArticleResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: presentNews(await newsById(ctxOf(request, deps), request.params.id)) }),
  );

  app.post(
    "/api/admin/news/preview",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["news"],
        summary: "The editor's preview: Markdown rendered and sanitized as an article's (staff; nothing is stored)",
        body: newsPreviewBodySchema,
        response: { 200: newsPreviewResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: { html: await previewNews(ctxOf(request, deps), request.body.body) } }),
  );

  app.post(
    "/api/admin/news",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["news"],
        summary: "Write a news article (staff; JSON, or multipart with a `cover` image): title ≤ 200, body in Markdown, language, show_ids",
        description:
          "Multipart fields: `title`, `body`, `language`, `show_ids` (a comma list) and the file `cover` (png, jpeg, gif or webp, at most 2,000,000 bytes, at least 500 px wide). The body is rendered on the server without raw HTML; links only http(s), mailto or relative.",
        consumes: ["multipart/form-data", "application/json"],
        response: { 201: newsArticleResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const form = await readNewsForm(request);
      const fields = parseFields(newsCreateFieldsSchema, form.fields);
      const row = await createNews(ctxOf(request, deps), { title: fields.title, body: fields.body, language: fields.language, showIds: fields.show_ids, cover: form.file });
      return reply.status(201).send({ data: presentNews(row) });
    },
  );

  app.patch(
    "/api/admin/news/:id",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["news"],
        summary: "Change a news article (staff; JSON, or multipart with a new `cover`): the fields sent; `remove_cover: true` drops the cover",
        consumes: ["multipart/form-data", "application/json"],
        params: newsIdParams,
        response: { 200: newsArticleResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const form = await readNewsForm(request);
      const fields = parseFields(newsUpdateFieldsSchema, form.fields);
      const row = await updateNewsArticle(ctxOf(request, deps), request.params.id, {
        title: fields.title,
        body: fields.body,
        language: fields.language,
        showIds: fields.show_ids,
        removeCover: fields.remove_cover,
        cover: form.file,
      });
      return { data: presentNews(row) };
    },
  );

  app.delete(
    "/api/admin/news/:id",
    {
      config: { auth: "staff" },
      schema: {
        tags: ["news"],
        summary: "Delete a news article with its comments (staff)",
        params: newsIdParams,
        response: { 204: z.null(), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteNewsArticle(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
