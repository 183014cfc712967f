// Dizilog's service worker: web push (show a notification, open its page on click) and the
// installable app (the shell's files cached, the offline page). The build writes the shell's file
// list and a build id into this file (vite.config.ts, `serviceWorker()`), so each deploy is a new
// worker that fills a new cache and drops the old one.
/* global self, caches */
const BUILD = "__DZ_BUILD__";
const SHELL = ["__DZ_SHELL__"].filter((file) => !file.startsWith("__"));
const CACHE = `dz-shell-${BUILD}`;
const OFFLINE_URL = "/offline.html";
const OFFLINE_FILES = [OFFLINE_URL, "/offline.js", "/favicon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([...OFFLINE_FILES, ...SHELL]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("dz-") && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Never cached: the API (private data: a user's notifications, settings, tracker), artwork and
  // avatars (the HTTP cache keeps those), the development mailbox.
  if (/^\/(api|media|dev)\//.test(url.pathname)) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
    return;
  }
  // Hashed files never change under one name: the cache answers, the network only once.
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/") || OFFLINE_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/** Pages come from the network (a deploy shows at once); without one, the offline page. */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_URL)) || Response.error();
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** A path on this site, or the notifications page for anything else. */
function sameOrigin(url) {
  try {
    const target = new URL(url || "/notifications", self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL("/notifications", self.location.origin).href;
  } catch {
    return new URL("/notifications", self.location.origin).href;
  }
}

// The server's message (push.processor.ts): { title, body, url, tag, icon }.
self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Dizilog", {
      body: message.body || "",
      icon: message.icon || "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      // One tag per notification: a push sent twice (a retried job) replaces the first.
      tag: message.tag,
      data: { url: sameOrigin(message.url) },
    }),
  );
});

// A click opens the notification's page: in a Dizilog window already open, or a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sameOrigin(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        try {
          // A window this worker controls goes to the page; an uncontrolled one cannot be navigated.
          if (await open.navigate(url)) return;
        } catch {
          // Then the page opens in a new window.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
