import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the route schemas: /api/openapi.json, read at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Dizilog API",
        version: "1.0.0",
        description:
          "The API of Dizilog, as pinned down by api-contract.md. Errors are `{message, code, errors?, error_codes?}`: `code` a stable name " +
          "from the error catalogue, `message` in the signed-in user's language, else Accept-Language's, else English; " +
          "cookie-authenticated unsafe calls carry `X-XSRF-TOKEN` (rotated at sign-in and sign-out), and unsafe calls " +
          "from a browser must come from the app's own origin (`Origin`, or `Sec-Fetch-Site: same-origin`); Bearer calls need neither.",
      },
      servers: [{ url: "/" }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, uiConfig: { docExpansion: "list" } });
  app.get("/api/openapi.json", { config: { auth: "public" }, schema: { hide: true } }, async () => app.swagger());
}
