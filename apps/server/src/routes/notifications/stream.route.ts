import { z } from "zod";
import { NOTIFICATION_MESSAGES, errorBodySchema } from "@dizilog/shared/api";
import { requireAuth } from "../../auth/auth-plugin.js";
import { ctxOf } from "../../context.js";
import { errorBodyOf } from "../../http/error-handler.js";
import type { RouteModule } from "../../http/types.js";
import { presentNotification } from "../../presenters/notification.presenter.js";
import type { RealtimeMessage } from "../../realtime/hub.js";

/**
 * A stream ends after this long and the browser's EventSource reconnects by itself, which checks
 * the session again: a signed-out or suspended user's stream does not outlive their session by more.
 */
const LIFETIME_MS = 15 * 60_000;
/** Streams one account may hold open on one instance (tabs, devices). */
const STREAMS_PER_USER = 10;

/** One Server-Sent Event. `data` is one line of JSON (JSON escapes newlines). */
function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET /api/me/notifications/stream`: Server-Sent Events of the signed-in user's new notifications
 * (`event: notification` with `{notification, unread_count}`), presented in the reader's language
 * (`?lang=` or Accept-Language; EventSource cannot set headers). It opens with `event: unread`
 * (`{unread_count}`), so a reconnecting client catches up with the bell, then sends a heartbeat
 * comment every 25 s (`STREAM_HEARTBEAT_SECONDS`). The route only subscribes to the realtime hub; the realtime processor
 * publishes. Authenticated by the session cookie or a Bearer token, like every call.
 */
export const notificationStreamRoutes: RouteModule = (app, deps) => {
  const open = new Map<number, number>();
  const closers = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook("preClose", async () => {
    for (const close of [...closers]) close();
  });

  app.get(
    "/api/me/notifications/stream",
    {
      config: { auth: "user" },
      compress: false,
      schema: {
        tags: ["notifications"],
        summary:
          "Server-Sent Events (Accept: text/event-stream): `event: unread` {unread_count} on connect, then `event: notification` {notification, unread_count} as each arrives; a heartbeat comment every 25 s (STREAM_HEARTBEAT_SECONDS)",
        querystring: z.object({ lang: z.string().max(20).optional() }),
        response: {
          200: z.string().meta({ description: "text/event-stream" }),
          401: errorBodySchema,
          406: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      if (!(request.headers.accept ?? "").includes("text/event-stream")) {
        return reply.status(406).send(errorBodyOf(request, NOTIFICATION_MESSAGES.streamOnly));
      }
      const count = open.get(user.id) ?? 0;
      if (count >= STREAMS_PER_USER) return reply.status(429).header("retry-after", "60").send(errorBodyOf(request, NOTIFICATION_MESSAGES.tooManyStreams));
      open.set(user.id, count + 1);

      const viewer = ctxOf(request, deps).viewer;
      const raw = reply.raw;
      let started = false;
      const early: RealtimeMessage[] = [];
      const send = (message: RealtimeMessage) => {
        raw.write(sse("notification", { notification: presentNotification(message.notification, viewer), unread_count: message.unreadCount }));
      };
      let stop: (() => Promise<void>) | undefined;
      try {
        stop = await deps.realtime.subscribe(user.id, (message) => (started ? send(message) : early.push(message)));
      } catch (error) {
        open.set(user.id, (open.get(user.id) ?? 1) - 1);
        throw error;
      }

      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        // nginx and similar proxies would otherwise hold the events back in a buffer.
        "x-accel-buffering": "no",
      });
      raw.write(`retry: 5000\n\n${sse("unread", { unread_count: user.unreadCount })}`);
      started = true;
      for (const message of early.splice(0)) send(message);

      // A comment line now and then keeps proxies from closing an idle stream and tells the client it is alive.
      const heartbeat = setInterval(() => raw.write(": heartbeat\n\n"), deps.config.streamHeartbeatMs);
      const lifetime = setTimeout(() => close(), LIFETIME_MS);
      let closed = false;
      function close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        closers.delete(close);
        const left = (open.get(user.id) ?? 1) - 1;
        if (left > 0) open.set(user.id, left);
        else open.delete(user.id);
        void stop?.().catch(() => undefined);
        if (!raw.writableEnded) raw.end();
      }
      closers.add(close);
      // The client went away (tab closed, network lost): stop listening at once.
      raw.on("close", close);
      request.raw.on("close", close);
    },
  );
};
