import { z } from "zod";
import {
  createWatchOptionBodySchema,
  errorBodySchema,
  one,
  showWatchSchema,
  streamingServicesSchema,
  updateWatchOptionBodySchema,
  watchOptionParamsSchema,
  watchOptionSchema,
} from "@dizilog/shared/api";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentStreamingService, presentWatchOption } from "../../presenters/watch.presenter.js";
import { allStreamingServices } from "../../repositories/watch.repository.js";
import { addWatchOption, changeWatchOption, removeWatchOption, showWatch } from "../../services/watch.service.js";

const showKey = z.object({ id: z.string().min(1).max(200) });
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/**
 * Where to watch (decision 0044): a show's streaming options by country, kept by staff and the
 * show's moderators (the watch-list policy: 404 for an unknown show, 403 for anyone else).
 */
export const watchRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/streaming-services",
    {
      config: { auth: "public" },
      schema: { tags: ["watch"], summary: "The streaming services (addition: explore's service filter and the watch form)", response: { 200: streamingServicesSchema } },
    },
    async () => ({ data: (await allStreamingServices(deps.database.db)).map(presentStreamingService) }),
  );

  app.get(
    "/api/shows/:id/watch",
    {
      config: { auth: "public" },
      schema: {
        tags: ["watch"],
        summary: "Where a show can be watched, grouped by country, the signed-in viewer's country first",
        params: showKey,
        response: { 200: showWatchSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const view = await showWatch(ctxOf(request, deps), request.params.id);
      return {
        data: view.groups.map((g) => ({ country: g.country, options: g.options.map(presentWatchOption) })),
        meta: { viewer_country: view.viewerCountry, abilities: { edit: view.canEdit } },
      };
    },
  );

  app.post(
    "/api/shows/:id/watch",
    {
      config: { auth: "user" },
      schema: {
        tags: ["watch"],
        summary: "Add where a show can be watched (staff, or the show's moderators); 409 when the same offer is listed",
        params: showKey,
        body: createWatchOptionBodySchema,
        response: { 201: one(watchOptionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const row = await addWatchOption(ctxOf(request, deps), request.params.id, request.body);
      return reply.status(201).send({ data: presentWatchOption(row) });
    },
  );

  app.patch(
    "/api/shows/:id/watch/:option_id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["watch"],
        summary: "Change one of a show's watch options (staff, or the show's moderators)",
        params: watchOptionParamsSchema,
        body: updateWatchOptionBodySchema,
        response: { 200: one(watchOptionSchema), ...errors },
      },
    },
    async (request) => {
      const row = await changeWatchOption(ctxOf(request, deps), request.params.id, request.params.option_id, request.body);
      return { data: presentWatchOption(row) };
    },
  );

  app.delete(
    "/api/shows/:id/watch/:option_id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["watch"],
        summary: "Remove one of a show's watch options (staff, or the show's moderators)",
        params: watchOptionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeWatchOption(ctxOf(request, deps), request.params.id, request.params.option_id);
      return reply.status(204).send(null);
    },
  );
};
