import { z } from "zod";
import {
  LIST_LIMITS,
  addListItemBodySchema,
  createListBodySchema,
  errorBodySchema,
  listDetailSchema,
  listIdParams,
  listItemParams,
  listSchema,
  listsQuerySchema,
  one,
  page,
  reorderListItemsBodySchema,
  updateListBodySchema,
  userListsQuerySchema,
} from "@dizilog/shared/api";
import { requireVerified } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { paginationMeta } from "../../lib/pagination.js";
import { presentList, presentListDetail } from "../../presenters/list.presenter.js";
import { presentShowList } from "../../presenters/show-list.presenter.js";
import {
  type ListDetailRows,
  addShowToList,
  createList,
  deleteList,
  listDetail,
  listsOfUser,
  listsPage,
  removeShowFromList,
  reorderList,
  updateList,
} from "../../services/list.service.js";
import type { Viewer } from "../../lib/viewer.js";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const writeLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

const presentDetail = (rows: ListDetailRows, viewer: Viewer) => ({
  data: presentListDetail(rows.list, presentShowList(rows.shows, viewer), rows.actor),
});

/**
 * Lists (api-contract "Tracking, ratings, reactions, likes, lists"). A private list answers 404 to
 * everyone but its owner; someone else's public list can be read, and changing it answers 403
 * (docs/decisions/0008-lists.md). The list policy decides; the service authorizes.
 */
export const listRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/lists",
    {
      config: { auth: "public" },
      schema: {
        tags: ["lists"],
        summary: "Everyone's public lists, 20 a page, in one of the spec's list sorts",
        querystring: listsQuerySchema,
        response: { 200: page(listSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      const { sort, page: pageNumber } = request.query;
      const { rows, total, actor } = await listsPage(ctxOf(request, deps), { sort, page: pageNumber });
      return { data: rows.map((r) => presentList(r, actor)), meta: paginationMeta(rows.length, pageNumber, LIST_LIMITS.perPage, total) };
    },
  );

  app.get(
    "/api/users/:slug/lists",
    {
      config: { auth: "public" },
      schema: {
        tags: ["lists"],
        summary: "A user's lists: the public ones, and the private ones too for their owner",
        params: z.object({ slug: z.string().min(1).max(40) }),
        querystring: userListsQuerySchema,
        response: { 200: page(listSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { sort, page: pageNumber } = request.query;
      const { rows, total, actor } = await listsOfUser(ctxOf(request, deps), request.params.slug, { sort, page: pageNumber });
      return { data: rows.map((r) => presentList(r, actor)), meta: paginationMeta(rows.length, pageNumber, LIST_LIMITS.perPage, total) };
    },
  );

  app.post(
    "/api/lists",
    {
      config: { auth: "verified", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["lists"],
        summary: "Create a list (a free account may have 5)",
        body: createListBodySchema,
        response: { 201: one(listSchema), ...errors },
      },
    },
    async (request, reply) => {
      requireVerified(request);
      const { list, actor } = await createList(ctxOf(request, deps), request.body);
      return reply.status(201).send({ data: presentList(list, actor) });
    },
  );

  app.get(
    "/api/lists/:id",
    {
      config: { auth: "public" },
      schema: {
        tags: ["lists"],
        summary: "A list with its shows in order (404 for someone else's private list)",
        params: listIdParams,
        response: { 200: one(listDetailSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const ctx = ctxOf(request, deps);
      return presentDetail(await listDetail(ctx, request.params.id), ctx.viewer);
    },
  );

  app.patch(
    "/api/lists/:id",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["lists"],
        summary: "Change a list's name, description or visibility (owner only)",
        params: listIdParams,
        body: updateListBodySchema,
        response: { 200: one(listSchema), ...errors },
      },
    },
    async (request) => {
      requireVerified(request);
      const { list, actor } = await updateList(ctxOf(request, deps), request.params.id, request.body);
      return { data: presentList(list, actor) };
    },
  );

  app.delete(
    "/api/lists/:id",
    {
      config: { auth: "verified", ...writeLimit },
      schema: { tags: ["lists"], summary: "Delete a list (owner only)", params: listIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      requireVerified(request);
      await deleteList(ctxOf(request, deps), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/lists/:id/items",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["lists"],
        summary: "Add a show at the end of a list (idempotent)",
        params: listIdParams,
        body: addListItemBodySchema,
        response: { 200: one(listDetailSchema), ...errors },
      },
    },
    async (request) => {
      requireVerified(request);
      const ctx = ctxOf(request, deps);
      return presentDetail(await addShowToList(ctx, request.params.id, request.body.show_id), ctx.viewer);
    },
  );

  app.delete(
    "/api/lists/:id/items/:show_id",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["lists"],
        summary: "Remove a show from a list (idempotent)",
        params: listItemParams,
        response: { 200: one(listDetailSchema), ...errors },
      },
    },
    async (request) => {
      requireVerified(request);
      const ctx = ctxOf(request, deps);
      return presentDetail(await removeShowFromList(ctx, request.params.id, request.params.show_id), ctx.viewer);
    },
  );

  app.put(
    "/api/lists/:id/items/order",
    {
      config: { auth: "verified", ...writeLimit },
      schema: {
        tags: ["lists"],
        summary: "Reorder a list: the full new order of its shows",
        params: listIdParams,
        body: reorderListItemsBodySchema,
        response: { 200: one(listDetailSchema), ...errors },
      },
    },
    async (request) => {
      requireVerified(request);
      const ctx = ctxOf(request, deps);
      return presentDetail(await reorderList(ctx, request.params.id, request.body.show_ids), ctx.viewer);
    },
  );
};
