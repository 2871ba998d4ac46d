import { z } from 'zod';

/** One documented operation of the public API. */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path under /api, e.g. `/v1/offers/{slug}`. */
  path: string;
  summary: string;
  tag: string;
  query?: z.core.$ZodType;
  params?: z.core.$ZodType;
  body?: z.core.$ZodType;
  response?: z.core.$ZodType;
  headers?: { name: string; description: string }[];
}

const operations: ApiOperation[] = [];

/** Registers an operation for the generated document (called next to the route's schemas). */
export function documentApi(operation: ApiOperation): void {
  const exists = operations.some((o) => o.method === operation.method && o.path === operation.path);
  if (!exists) operations.push(operation);
}

const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});

function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
}

/** Query/path parameters from an object schema, one entry per property. */
function parametersOf(schema: z.core.$ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
    allOf?: { properties?: Record<string, unknown>; required?: string[] }[];
  };
  const parts = json.allOf ?? [json];
  return parts.flatMap((part) =>
    Object.entries(part.properties ?? {}).map(([name, property]) => ({
      name: (property as { type?: string }).type === 'array' ? `${name}[]` : name,
      in: where,
      required: where === 'path' || (part.required ?? []).includes(name),
      schema: property,
    })),
  );
}

/** The OpenAPI 3 document of every registered operation. */
export function buildOpenApiDocument(info: { title: string; version: string; description: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of [...operations].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: [op.tag],
      parameters: [
        ...parametersOf(op.params, 'path'),
        ...parametersOf(op.query, 'query'),
        ...(op.headers ?? []).map((h) => ({
          name: h.name,
          in: 'header',
          required: false,
          description: h.description,
          schema: { type: 'string' },
        })),
      ],
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(op.body, 'input') } } } }
        : {}),
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: op.response ? toSchema(op.response, 'output') : {} } },
        },
        '400': {
          description: 'Invalid input, with field messages',
          content: { 'application/json': { schema: toSchema(errorBody, 'output') } },
        },
        '404': { description: 'Not found', content: { 'application/json': { schema: toSchema(errorBody, 'output') } } },
      },
    };
  }
  return { openapi: '3.0.3', info, servers: [{ url: '/api' }], paths };
}
