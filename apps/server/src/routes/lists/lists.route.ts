import type { FastifyRequest } from "fastify";
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
import { findUserBySlug } from "../../auth/user.repository.js";
import type { Db } from "../../db/database.js";
import { AppError } from "../../errors.js";
import type { RouteModule } from "../../http/types.js";
import { paginationMeta } from "../../lib/pagination.js";
import { canEdit, canView } from "../../policies/list.policy.js";
import { canViewProfile } from "../../policies/user.policy.js";
import { presentList, presentListDetail } from "../../presenters/list.presenter.js";
import { type Viewer, viewerOf } from "../../presenters/viewer.js";
import { findShowsByIds } from "../../repositories/show.repository.js";
import {
  type ListRow,
  addShowToList,
  createList,
  deleteList,
  findList,
  pageOfLists,
  removeShowFromList,
  reorderList,
  showIdsOfList,
  updateList,
} from "../../services/list.service.js";
import { presentShowList } from "../../services/show-list.service.js";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const writeLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

const access = (row: ListRow) => ({ ownerId: row.owner.id, isPublic: row.isPublic });

/**
 * Lists (api-contract "Tracking, ratings, reactions, likes, lists"). A private list answers 404 to
 * everyone but its owner; someone else's public list can be read, and changing it answers 403
 * (docs/decisions/0008-lists.md).
 */
export const listRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  /** The list if this viewer may see it; 404 otherwise, whether it exists or not. */
  const visibleList = async (request: FastifyRequest, id: number): Promise<ListRow> => {
    const row = await findList(db, id);
    if (!row || !(await canView(db, request.auth?.user, access(row)))) throw new AppError("not_found");
    return row;
  };

  /** The list if this viewer may change it: 404 when they may not see it, 403 when only see it. */
  const editableList = async (request: FastifyRequest, id: number): Promise<ListRow> => {
    const row = await visibleList(request, id);
    if (!canEdit(request.auth?.user, access(row))) throw new AppError("forbidden");
    return row;
  };

  const detail = async (database: Db, id: number, viewer: Viewer, user: { id: number } | undefined) => {
    const row = await findList(database, id);
    if (!row) throw new AppError("not_found");
    const shows = await findShowsByIds(database, await showIdsOfList(database, id));
    return { data: presentListDetail(row, await presentShowList(database, shows, { genres: false }, viewer), user) };
  };

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
      const viewer = request.auth?.user;
      const { sort, page: pageNumber } = request.query;
      const perPage = LIST_LIMITS.perPage;
      const { rows, total } = await pageOfLists(db, { sort, page: pageNumber, perPage, includePrivate: false, viewerId: viewer?.id });
      return { data: rows.map((r) => presentList(r, viewer)), meta: paginationMeta(rows.length, pageNumber, perPage, total) };
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
      const viewer = request.auth?.user;
      const owner = await findUserBySlug(db, request.params.slug);
      if (!owner || !(await canViewProfile(db, viewer, owner))) throw new AppError("not_found");
      const { sort, page: pageNumber } = request.query;
      const perPage = LIST_LIMITS.perPage;
      const { rows, total } = await pageOfLists(db, {
        sort,
        page: pageNumber,
        perPage,
        ownerId: owner.id,
        includePrivate: viewer?.id === owner.id,
      });
      return { data: rows.map((r) => presentList(r, viewer)), meta: paginationMeta(rows.length, pageNumber, perPage, total) };
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
      const { user } = requireVerified(request);
      const id = await createList(db, user.id, request.body, deps.now());
      const row = await findList(db, id);
      if (!row) throw new AppError("not_found");
      return reply.status(201).send({ data: presentList(row, user) });
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
      const row = await visibleList(request, request.params.id);
      return detail(db, row.id, viewerOf(request, deps.now()), request.auth?.user);
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
      const { user } = requireVerified(request);
      const row = await editableList(request, request.params.id);
      await updateList(db, row.id, request.body, deps.now());
      const updated = await findList(db, row.id);
      if (!updated) throw new AppError("not_found");
      return { data: presentList(updated, user) };
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
      const row = await editableList(request, request.params.id);
      await deleteList(db, row.id);
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
      const { user } = requireVerified(request);
      const row = await editableList(request, request.params.id);
      await addShowToList(db, row.id, request.body.show_id, deps.now());
      return detail(db, row.id, viewerOf(request, deps.now()), user);
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
      const { user } = requireVerified(request);
      const row = await editableList(request, request.params.id);
      await removeShowFromList(db, row.id, request.params.show_id, deps.now());
      return detail(db, row.id, viewerOf(request, deps.now()), user);
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
      const { user } = requireVerified(request);
      const row = await editableList(request, request.params.id);
      await reorderList(db, row.id, request.body.show_ids, deps.now());
      return detail(db, row.id, viewerOf(request, deps.now()), user);
    },
  );
};
