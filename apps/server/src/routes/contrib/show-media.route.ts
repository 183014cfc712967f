import { z } from "zod";
import {
  CONTRIB_LIMITS,
  CONTRIB_MESSAGES,
  clipBodySchema,
  clipListSchema,
  clipSchema,
  contribIdParamsSchema,
  contribShowParamsSchema,
  episodeImageFieldsSchema,
  episodeImageListSchema,
  episodeImageSchema,
  errorBodySchema,
  mediaListQuerySchema,
  musicBodySchema,
  musicListSchema,
  musicTrackSchema,
} from "@dizilog/shared/api";
import { MESSAGES } from "@dizilog/shared";
import { ctxOf } from "../../context.js";
import { AppError } from "../../errors.js";
import { parseFields, readFormBody } from "../../http/form-body.js";
import type { RouteModule } from "../../http/types.js";
import { actorFor } from "../../policies/index.js";
import { presentClip, presentEpisodeImage, presentMusic } from "../../presenters/contrib.presenter.js";
import {
  addClip,
  addEpisodeImage,
  addMusic,
  episodeImages,
  removeClip,
  removeEpisodeImage,
  removeMusic,
  showClips,
  showMusic,
} from "../../services/show-media.service.js";

const readErrors = { 404: errorBodySchema, 422: errorBodySchema };
const writeErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/**
 * Moderators' media (decision 0049): a show's soundtrack and clips, an episode's images. Reads are
 * public; additions and removals are for staff and the show's moderators (403 to anyone else).
 */
export const showMediaRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/shows/:id/music",
    {
      config: { auth: "public" },
      schema: {
        tags: ["media"],
        summary: "A show's soundtrack (the music modal), in the order it was added; episode_id narrows it to one episode's songs",
        params: contribShowParamsSchema,
        querystring: mediaListQuerySchema,
        response: { 200: musicListSchema, ...readErrors },
      },
    },
    async (request) => {
      const list = await showMusic(ctxOf(request, deps), request.params.id, request.query.episode_id);
      return { data: list.rows.map((row) => presentMusic(row, list.actor)), meta: { can_add: list.canAdd } };
    },
  );

  app.post(
    "/api/shows/:id/music",
    {
      config: { auth: "user" },
      schema: {
        tags: ["media"],
        summary: "Add a song to a show's soundtrack (staff and the show's moderators): title, artist, an optional link to a video on a whitelisted host, an optional episode",
        params: contribShowParamsSchema,
        body: musicBodySchema,
        response: { 201: z.object({ data: musicTrackSchema }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const row = await addMusic(ctx, request.params.id, request.body);
      return reply.status(201).send({ data: presentMusic(row, await actorFor(ctx)) });
    },
  );

  app.delete(
    "/api/music/:id",
    {
      config: { auth: "user" },
      schema: { tags: ["media"], summary: "Remove a song from a soundtrack (staff and the show's moderators)", params: contribIdParamsSchema, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await removeMusic(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/shows/:id/clips",
    {
      config: { auth: "public" },
      schema: {
        tags: ["media"],
        summary: "A show's clips, newest first; episode_id narrows it to one episode's",
        params: contribShowParamsSchema,
        querystring: mediaListQuerySchema,
        response: { 200: clipListSchema, ...readErrors },
      },
    },
    async (request) => {
      const list = await showClips(ctxOf(request, deps), request.params.id, request.query.episode_id);
      return { data: list.rows.map((row) => presentClip(row, list.actor)), meta: { can_add: list.canAdd } };
    },
  );

  app.post(
    "/api/shows/:id/clips",
    {
      config: { auth: "user" },
      schema: {
        tags: ["media"],
        summary: "Add a clip to a show (staff and the show's moderators): a title and a link to a video on a whitelisted host (YouTube, Vimeo, Dailymotion, TikTok), an optional episode",
        params: contribShowParamsSchema,
        body: clipBodySchema,
        response: { 201: z.object({ data: clipSchema }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const row = await addClip(ctx, request.params.id, request.body);
      return reply.status(201).send({ data: presentClip(row, await actorFor(ctx)) });
    },
  );

  app.delete(
    "/api/clips/:id",
    {
      config: { auth: "user" },
      schema: { tags: ["media"], summary: "Remove a clip (staff and the show's moderators)", params: contribIdParamsSchema, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await removeClip(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/episodes/:id/images",
    {
      config: { auth: "public" },
      schema: { tags: ["media"], summary: "An episode's images, in the order they were added", params: contribIdParamsSchema, response: { 200: episodeImageListSchema, ...readErrors } },
    },
    async (request) => {
      const list = await episodeImages(ctxOf(request, deps), request.params.id);
      return { data: list.rows.map((row) => presentEpisodeImage(row, list.actor)), meta: { can_add: list.canAdd } };
    },
  );

  app.post(
    "/api/episodes/:id/images",
    {
      config: { auth: "user" },
      schema: {
        tags: ["media"],
        summary: "Add an image to an episode (staff and the show's moderators; multipart: image, caption)",
        description: "png, jpeg, gif or webp, at most 2 MB, at least 320 px wide, at most 4096 × 4096 pixels; re-encoded without metadata.",
        consumes: ["multipart/form-data"],
        params: contribIdParamsSchema,
        response: { 201: z.object({ data: episodeImageSchema }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const form = await readFormBody(request, {
        fileField: "image",
        maxFileBytes: CONTRIB_LIMITS.imageMaxBytes,
        fileTooLarge: CONTRIB_MESSAGES.imageSize,
        maxFieldBytes: CONTRIB_LIMITS.captionMax * 4 + 64,
        fieldTooLong: (field) => (field === "caption" ? CONTRIB_MESSAGES.captionMax : MESSAGES.validationFailed),
      });
      const fields = parseFields(episodeImageFieldsSchema, form.fields);
      const ctx = ctxOf(request, deps);
      const row = await addEpisodeImage(ctx, request.params.id, { image: form.file, caption: fields.caption });
      return reply.status(201).send({ data: presentEpisodeImage(row, await actorFor(ctx)) });
    },
  );

  app.delete(
    "/api/episode-images/:id",
    {
      config: { auth: "user" },
      schema: { tags: ["media"], summary: "Remove an episode's image (staff and the show's moderators)", params: contribIdParamsSchema, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await removeEpisodeImage(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/media/episode-images/:name.webp",
    { config: { auth: "public" }, schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-z0-9]{1,40}$/) }) } },
    async (request, reply) => {
      const body = await deps.storage.get(`episode-images/${request.params.name}.webp`);
      if (!body) throw new AppError("not_found");
      // A stored image never changes, but it leaves with its row: caches keep it a day.
      return reply.type("image/webp").header("cache-control", "public, max-age=86400").send(body);
    },
  );
};
