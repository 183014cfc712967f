import { z } from "zod";
import { errorBodySchema, notificationIdSchema, notificationsPageSchema, notificationsQuerySchema, unreadCountSchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import type { RouteModule } from "../../http/types.js";
import { presentNotification } from "../../presenters/notification.presenter.js";
import { listNotifications, readAllNotifications, readNotification } from "../../services/notification.service.js";

export const notificationRoutes: RouteModule = (app, deps) => {
  app.get(
    "/api/me/notifications",
    {
      config: { auth: "user" },
      schema: {
        tags: ["notifications"],
        summary: "The signed-in user's notifications, newest first (cursor page of `limit`, default 10); texts in the reader's language",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      const ctx = ctxOf(request, deps);
      const { rows, next } = await listNotifications(ctx, request.query);
      return { data: rows.map((row) => presentNotification(row, ctx.viewer)), meta: { cursor: { next } } };
    },
  );

  app.post(
    "/api/me/notifications/read",
    {
      config: { auth: "user" },
      schema: {
        tags: ["notifications"],
        summary: "Mark every notification read; answers the unread count (0)",
        response: { 200: unreadCountSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: { unread_count: await readAllNotifications(ctxOf(request, deps)) } };
    },
  );

  app.post(
    "/api/me/notifications/read/:id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["notifications"],
        summary: "Mark one notification read (again: no change); answers the unread count; another user's: 404",
        params: z.object({ id: notificationIdSchema }),
        response: { 200: unreadCountSchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: { unread_count: await readNotification(ctxOf(request, deps), request.params.id) } };
    },
  );
};
