import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../context.js";

/** The Fastify instance routes are written against: zod schemas give typed requests and replies. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route module: registers its routes on the app with the shared dependencies. */
export type RouteModule = (app: AppInstance, deps: AppDeps) => void;
