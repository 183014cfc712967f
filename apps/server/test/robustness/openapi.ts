import type { FastifyInstance } from "fastify";

/** A JSON schema node as the OpenAPI document carries it (only what the generated tests read). */
export interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: SchemaNode;
}

export interface Operation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI template, e.g. `/api/shows/{id}`. */
  path: string;
  params: Parameter[];
  /** The JSON body's schema, when the operation takes JSON. */
  body?: SchemaNode;
  multipart: boolean;
  /** The multipart fields, named in the summary as `(multipart: a, b, …)` (no body schema there). */
  multipartFields: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { summary?: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: SchemaNode }> } }>
  >;
  components?: { schemas?: Record<string, SchemaNode> };
}

/** Every operation of the app's own OpenAPI document (`/api/openapi.json`), in a stable order. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  const doc = res.json<OpenApiDocument>();
  const resolve = (node: SchemaNode | undefined): SchemaNode | undefined => {
    if (node?.$ref) return resolve(doc.components?.schemas?.[node.$ref.split("/").pop()!]);
    return node;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const json = content["application/json"]?.schema;
      const named = /\(multipart: ([^)]*)\)/.exec(op.summary ?? "")?.[1];
      const multipartFields = named ? named.split(",").map((f) => f.trim()) : [];
      operations.push({
        method: method.toUpperCase() as Operation["method"],
        path,
        params: (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query"),
        ...(json ? { body: resolve(json) } : {}),
        multipart: "multipart/form-data" in content || multipartFields.length > 0,
        multipartFields,
      });
    }
  }
  return operations;
}

/** The Fastify route pattern of an OpenAPI path (`{id}` → `:id`). */
export const routePattern = (path: string): string => path.replace(/\{([^}]+)\}/g, ":$1");
