/**
 * The OpenAPI 3.1 document of the API, built from the route contracts (domain/src/contracts) and
 * nothing else: one operation per contract. OpenAPI 3.1's schema dialect is JSON Schema 2020-12,
 * which zod 4 writes itself (z.toJSONSchema); docs/decisions.md says why no zod-openapi.
 *
 * Pure: the same contracts give the same document (GET /api/openapi.json serves it, docs/api.md's
 * route reference is generated from the same contracts).
 */
import { z } from 'zod';
import { errorBodySchema, isMediaBody, type Allow, type ResponseBody, type RouteContract, type SiteScope } from '@grindline/domain';

export type JsonSchema = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document this builder writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  jsonSchemaDialect: string;
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie'; name: string; description?: string }>;
  };
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> } | { $ref: string }>;
  security: Record<string, string[]>[];
  'x-grindline-allow': Allow;
  'x-grindline-site': SiteScope;
}

/** The name of the session cookie scheme (the authorizer reads `gl_id`, docs/security.md). */
export const SESSION_SCHEME = 'sessionCookie';

/** The error statuses every route may answer, with errorBodySchema. */
export const COMMON_ERRORS: Readonly<Record<number, string>> = {
  400: 'The request breaks the contract (bad parameters, query or body)',
  401: 'No valid session',
  403: 'The caller may not call this route, or not for this site',
  429: 'Too many requests',
  500: 'Unexpected server error',
};

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** A zod schema as JSON Schema 2020-12; parts JSON Schema cannot say (transforms, refinements, dates) become {}. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  } catch {
    // A schema zod cannot convert at all (a cycle without an id, a custom type): say nothing of it
    // rather than fail the whole document.
    converted = {};
  }
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}

/** The names of a path's {placeholders}, in order. */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

function objectShape(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return { properties, required };
}

function parametersOf(contract: RouteContract): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  const params = contract.params ? objectShape(jsonSchemaOf(contract.params, 'input')) : undefined;
  for (const name of pathPlaceholders(contract.path)) {
    // A path parameter is always required (OpenAPI); its schema is the params schema's, else a string.
    parameters.push({ name, in: 'path', required: true, schema: params?.properties[name] ?? { type: 'string' } });
  }
  if (contract.query) {
    const query = objectShape(jsonSchemaOf(contract.query, 'input'));
    for (const [name, schema] of Object.entries(query.properties)) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: 'query',
        required: query.required.includes(name),
        schema: rest,
        ...(typeof description === 'string' ? { description } : {}),
      });
    }
  }
  return parameters;
}

const STATUS_TEXT: Readonly<Record<number, string>> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content', 404: 'Not found', 409: 'Conflict', 410: 'Gone', 413: 'Body too large' };

function statusDescription(status: number): string {
  if (status >= 300 && status < 400) return 'Redirect';
  return STATUS_TEXT[status] ?? COMMON_ERRORS[status] ?? `Status ${status}`;
}

function responseOf(status: number, body: ResponseBody): OpenApiOperation['responses'][string] {
  if (isMediaBody(body)) {
    if (body.media === 'none') return { description: body.description };
    if (body.json) return { description: body.description, content: { [body.media]: { schema: jsonSchemaOf(body.json, 'output') } } };
    const schema: JsonSchema = body.media === 'application/pdf' || body.media === 'image/png' ? { type: 'string', contentMediaType: body.media } : { type: 'string' };
    return { description: body.description, content: { [body.media]: { schema } } };
  }
  return { description: statusDescription(status), content: { 'application/json': { schema: jsonSchemaOf(body, 'output') } } };
}

function operationOf(contract: RouteContract, tag: string): OpenApiOperation {
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, body] of Object.entries(contract.responses)) responses[status] = responseOf(Number(status), body);
  for (const status of Object.keys(COMMON_ERRORS)) responses[status] ??= { $ref: `#/components/responses/Error${status}` };
  const parameters = parametersOf(contract);
  return {
    operationId: contract.id,
    summary: contract.summary,
    tags: [tag],
    ...(parameters.length ? { parameters } : {}),
    ...(contract.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(contract.body, 'input') } } } } : {}),
    responses,
    // A public route needs no session; every other route needs the session cookie.
    security: contract.allow === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
    'x-grindline-allow': contract.allow,
    'x-grindline-site': contract.site,
  };
}

export interface DocumentOptions {
  /** The tag (area) of each contract id; contracts without one get 'other'. */
  areaOf?: (contract: RouteContract) => string | undefined;
  version?: string;
  serverUrl?: string;
}

/** The OpenAPI 3.1 document of these contracts. */
export function openApiDocument(contracts: readonly RouteContract[], options: DocumentOptions = {}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const contract of contracts) {
    const tag = options.areaOf?.(contract) ?? 'other';
    tags.add(tag);
    const method = contract.method.toLowerCase();
    const item = (paths[contract.path] ??= {});
    if (item[method]) throw new Error(`${contract.id}: ${contract.method} ${contract.path} is already ${item[method].operationId}`);
    item[method] = operationOf(contract, tag);
  }
  const errorSchema = jsonSchemaOf(errorBodySchema, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Grindline API',
      version: options.version ?? '1',
      description: 'The API of Grindline, generated from its route contracts (domain/src/contracts). Calls other than the public ones need the session cookie gl_id set by POST /api/user/login.',
    },
    jsonSchemaDialect: DIALECT,
    servers: [{ url: options.serverUrl ?? '/', description: 'The origin the web app is served from' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: errorSchema },
      responses: Object.fromEntries(
        Object.entries(COMMON_ERRORS).map(([status, description]) => [
          `Error${status}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
        ]),
      ),
      securitySchemes: {
        [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'gl_id', description: 'The ID token of a live server-side session (docs/security.md)' },
      },
    },
  };
}
