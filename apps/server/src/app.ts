import Fastify, { type FastifyInstance } from "fastify";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { registerAuth } from "./auth/auth-plugin.js";
import type { AppDeps } from "./context.js";
import { errorBody, frameworkErrors, registerErrorHandler } from "./http/error-handler.js";
import { registerInputGuard } from "./http/input-guard.js";
import { registerOpenApi } from "./http/openapi.js";
import { registerSecurity } from "./http/security.js";
import { responseSerializerCompiler } from "./http/serializer.js";
import { registerSessionHint } from "./http/session-hint.js";
import { registerStaticClient } from "./http/static-client.js";
import { registerVisitorCache } from "./http/visitor-cache.js";
import { registerPageRender } from "./http/page-render.js";
import type { RouteModule } from "./http/types.js";
import { contactRoutes } from "./routes/contact/contact.route.js";
import { genreRoutes } from "./routes/genres/genres.route.js";
import { homeRoutes } from "./routes/home/home.route.js";
import { mediaRoutes } from "./routes/media/media.route.js";
import { peopleRoutes } from "./routes/people/people.route.js";
import { exploreRoutes } from "./routes/shows/explore.route.js";
import { searchRoutes } from "./routes/shows/search.route.js";
import { showRoutes } from "./routes/shows/show.route.js";
import { loginRoutes } from "./routes/auth/login.route.js";
import { recoveryRoutes } from "./routes/auth/recovery.route.js";
import { registerRoutes } from "./routes/auth/register.route.js";
import { mailboxRoutes } from "./routes/dev/mailbox.route.js";
import { fieldsRoutes } from "./routes/me/fields.route.js";
import { meRoutes } from "./routes/me/me.route.js";
import { twoFactorRoutes } from "./routes/me/two-factor.route.js";
import { settingsRoutes } from "./routes/settings/settings.route.js";
import { trackRoutes } from "./routes/tracking/track.route.js";
import { seenRoutes } from "./routes/tracking/seen.route.js";
import { trackerRoutes } from "./routes/tracking/tracker.route.js";
import { calendarRoutes } from "./routes/tracking/calendar.route.js";
import { userRoutes } from "./routes/users/users.route.js";
import { listRoutes } from "./routes/lists/lists.route.js";
import { diaryRoutes } from "./routes/diary/diary.route.js";
import { likeRoutes } from "./routes/engagement/like.route.js";
import { ratingsRoutes } from "./routes/engagement/ratings.route.js";
import { rateRoutes } from "./routes/engagement/rate.route.js";
import { reactRoutes } from "./routes/engagement/react.route.js";
import { importRoutes } from "./routes/import/import.route.js";
import { exportRoutes } from "./routes/import/export.route.js";
import { followRoutes } from "./routes/follows/follows.route.js";
import { moderationRoutes } from "./routes/moderation/moderation.route.js";
import { notificationRoutes } from "./routes/notifications/notifications.route.js";
import { notificationStreamRoutes } from "./routes/notifications/stream.route.js";
import { pushRoutes } from "./routes/push/push.route.js";
import { reviewRoutes } from "./routes/reviews/reviews.route.js";
import { checklistRoutes } from "./routes/me/checklist.route.js";
import { planRoutes } from "./routes/pro/plans.route.js";
import { subscriptionRoutes } from "./routes/pro/subscription.route.js";
import { paymentWebhookRoutes } from "./routes/pro/webhook.route.js";
import { pollRoutes } from "./routes/polls/polls.route.js";
import { askRoutes } from "./routes/asks/asks.route.js";
import { newsRoutes } from "./routes/news/news.route.js";
import { commentRoutes } from "./routes/comments/comments.route.js";
import { wallRoutes } from "./routes/wall/wall.route.js";
import { gifRoutes } from "./routes/comments/gifs.route.js";
import { itemActionRoutes } from "./routes/community/item-actions.route.js";
import { userSearchRoutes } from "./routes/users/user-search.route.js";
import { hashtagSearchRoutes } from "./routes/wall/hashtag-search.route.js";
import { embedRoutes } from "./routes/wall/embeds.route.js";
import { ogImageRoutes } from "./routes/seo/og-image.route.js";
import { sitemapRoutes } from "./routes/seo/sitemap.route.js";
import { statsRoutes } from "./routes/stats/stats.route.js";
import { contributorRoutes } from "./routes/contrib/contributors.route.js";
import { showMediaRoutes } from "./routes/contrib/show-media.route.js";
import { discoverRoutes } from "./routes/discover/discover.route.js";
import { tvRatingsRoutes } from "./routes/tv-ratings/tv-ratings.route.js";
import { VIDEO_PLAYER_ORIGINS } from "./integrations/embeds/video-hosts.js";
import { chartRoutes } from "./routes/charts/charts.route.js";
import { buzzRoutes } from "./routes/watch/buzz.route.js";
import { showSuggestionRoutes } from "./routes/watch/suggestions.route.js";
import { watchRoutes } from "./routes/watch/watch.route.js";

const ROUTES: RouteModule[] = [
  chartRoutes,
  genreRoutes,
  exploreRoutes,
  searchRoutes,
  showRoutes,
  peopleRoutes,
  homeRoutes,
  contactRoutes,
  mediaRoutes,
  registerRoutes,
  loginRoutes,
  recoveryRoutes,
  meRoutes,
  twoFactorRoutes,
  fieldsRoutes,
  settingsRoutes,
  userRoutes,
  listRoutes,
  diaryRoutes,
  trackRoutes,
  seenRoutes,
  trackerRoutes,
  calendarRoutes,
  rateRoutes,
  reactRoutes,
  likeRoutes,
  ratingsRoutes,
  importRoutes,
  exportRoutes,
  reviewRoutes,
  checklistRoutes,
  planRoutes,
  subscriptionRoutes,
  paymentWebhookRoutes,
  pollRoutes,
  askRoutes,
  mailboxRoutes,
  followRoutes,
  moderationRoutes,
  notificationRoutes,
  notificationStreamRoutes,
  pushRoutes,
  commentRoutes,
  newsRoutes,
  wallRoutes,
  gifRoutes,
  itemActionRoutes,
  userSearchRoutes,
  hashtagSearchRoutes,
  embedRoutes,
  ogImageRoutes,
  sitemapRoutes,
  statsRoutes,
  contributorRoutes,
  showMediaRoutes,
  watchRoutes,
  buzzRoutes,
  showSuggestionRoutes,
  discoverRoutes,
  tvRatingsRoutes,
];

/** GIPHY serves its GIFs from its media hosts (and a GIPHY stand-in from its own origin). */
function gifImageSources(config: AppDeps["config"]): string[] {
  if (!config.giphyApiKey) return [];
  const api = new URL(config.giphyApiUrl);
  return api.hostname.endsWith("giphy.com") ? ["https://*.giphy.com"] : [api.origin];
}

export interface BuildAppOptions {
  /** Serve the built client (off in API tests). */
  serveClient?: boolean;
  /** Redis for rate limits shared by several instances. */
  redis?: Redis | undefined;
}

/** Builds the HTTP app: plugins, security, every route module, the client and the error handler. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_000_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their zod schemas except in production (http/serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler(deps.config.env !== "production"));
  registerErrorHandler(app);

  await app.register(cookie);
  // Before compression (its onSend sees the JSON text) and before the routes (it marks them).
  const visitorCache = registerVisitorCache(app, deps.cache, deps.config.visitorCacheSeconds, deps.now);
  // JSON answers are compressed on the fly at a cheap level; built assets are precompressed.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await registerSecurity(app, { secureCookies: deps.config.appUrl.startsWith("https://"), appUrl: deps.config.appUrl, imageSources: gifImageSources(deps.config), frameSources: [...VIDEO_PLAYER_ORIGINS] });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: "dz:rl:" } : {}),
  });
  await app.register(multipart, { limits: { fileSize: 2_000_000, files: 1, fields: 12, fieldSize: 4_000, parts: 14 } });
  registerAuth(app, deps);
  registerInputGuard(app);
  registerSessionHint(app, deps.config.appUrl.startsWith("https://"));
  await registerOpenApi(app);

  for (const routes of ROUTES) routes(app, deps);
  if (options.serveClient ?? true) {
    await registerStaticClient(app);
    await registerPageRender(app, deps, visitorCache);
  } else app.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody(request, "not_found")));
  return app;
}
