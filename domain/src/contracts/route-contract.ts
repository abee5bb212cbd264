/**
 * The contract of an API route: what it is called, who may call it, what it takes and what it
 * answers. Declared once per route (domain/src/contracts/<area>.ts); the Lambda handlers, the route
 * table the CDK app and the local gateway read, the browser's typed client, the component tests'
 * mocks and the OpenAPI document are all derived from it (docs/architecture.md 'A request's walk').
 */
import { z } from 'zod';
import type { AdminType } from '../access/roles';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route. 'signedIn' is any valid session; otherwise the admin types listed,
 * plus plain site users when `siteUsers` is in the list, plus the agency inspectors (plain site
 * users who review their site's shifts, decisions §53) when `agencyReviewers` is. */
export type Allow = 'public' | 'signedIn' | ReadonlyArray<Exclude<AdminType, null> | 'siteUsers' | 'agencyReviewers'>;

/** The value of a query or body site that stands for every site (multi-site callers only). */
export const ALL_SITES = 'ALL';

/** Where the site of the data is read from, so the caller's site can be checked on the server. */
export type SiteScope =
  | { from: 'fixed'; site: string }
  | { from: 'query' | 'body'; name: string; all?: typeof ALL_SITES }
  | { from: 'stored' }
  | { from: 'none' };

/** A body that is not JSON (a CSV, a PDF, an image, gzip'd GeoJSON, a redirect's empty body). */
export interface MediaBody {
  media: 'application/json' | 'text/csv' | 'application/pdf' | 'image/png' | 'text/plain' | 'text/html' | 'application/geo+json' | 'none';
  description: string;
  /**
   * For JSON a handler sends pre-serialised (text, or gzip'd bytes with an ETag): the shape of that
   * JSON. The browser reads it with `readJson` of ui/api-call and the tests check it.
   */
  json?: z.ZodType;
}

/** A response of a route: a JSON body described by a zod schema, or another media type. */
export type ResponseBody = z.ZodType | MediaBody;

/** The answer of every error status: the first problem's message, and every problem with its path. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export interface RouteContract {
  /** Stable id: Lambda name suffix, bundle folder, metric dimension. */
  readonly id: string;
  readonly method: RouteMethod;
  /** Path with {param} placeholders, as API Gateway writes it. */
  readonly path: string;
  /** One line for the OpenAPI document and docs/api.md. */
  readonly summary: string;
  readonly allow: Allow;
  readonly site: SiteScope;
  /** Path parameters; every {placeholder} of `path` is one of its keys. */
  readonly params?: z.ZodType<Record<string, unknown>>;
  /** Query string; values arrive as strings. */
  readonly query?: z.ZodType<Record<string, unknown>>;
  /** JSON body (always a JSON object). */
  readonly body?: z.ZodType;
  /**
   * Longest string the body may hold anywhere (default 10 000 characters, functions/src/lib/validate.ts):
   * raised only by the routes that take a whole file as text (track and measurement imports).
   */
  readonly maxTextLength?: number;
  /** Every status the route answers itself, success and specific errors (400/401/403/429/500 apply to all). */
  readonly responses: Readonly<Record<number, ResponseBody>>;
}

/**
 * Declares a route's contract. The `const` type parameter keeps the literal id, path and the
 * schemas' types, so the client and the handler are typed from it.
 */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** Is this response a non-JSON media body? */
export function isMediaBody(body: ResponseBody | undefined): body is MediaBody {
  return typeof body === 'object' && body !== null && 'media' in body && !(body instanceof z.ZodType);
}

/** The names of a path's {placeholders}, as a union of string literals. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** The statuses of a contract that are successes (2xx). */
type SuccessStatus<C extends RouteContract> = Extract<keyof C['responses'], 200 | 201 | 202 | 204>;

/** What the route answers on success (the union of its 2xx JSON bodies; a media body is a Response). */
export type SuccessBody<C extends RouteContract> = {
  [S in SuccessStatus<C>]: C['responses'][S] extends z.ZodType ? z.output<C['responses'][S]> : C['responses'][S] extends MediaBody ? Response : never;
}[SuccessStatus<C>];

/** The JSON a route's pre-serialised success body carries (its media body's `json` schema). */
export type MediaJson<C extends RouteContract> = {
  [S in SuccessStatus<C>]: C['responses'][S] extends { json: infer J } ? (J extends z.ZodType ? z.output<J> : never) : never;
}[SuccessStatus<C>];

/** The path parameters a caller gives: the params schema's input, or one string per {placeholder}. */
export type ParamsInput<C extends RouteContract> = C['params'] extends z.ZodType
  ? { [K in keyof SchemaInput<C['params']>]: string | number }
  : PathParamNames<C['path']> extends never
    ? undefined
    : Record<PathParamNames<C['path']>, string | number>;

/** What a browser call gives: params, query and body, each only where the route has one. */
export type CallInput<C extends RouteContract> = (PathParamNames<C['path']> extends never ? { params?: undefined } : { params: ParamsInput<C> }) &
  (C['query'] extends z.ZodType ? { query: SchemaInput<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: SchemaInput<C['body']> } : { body?: undefined });

/** What a handler receives, parsed: the schemas' outputs (or raw strings where the contract has none). */
export interface ParsedParts<C extends RouteContract> {
  params: C['params'] extends z.ZodType ? SchemaOutput<C['params']> : Record<string, string | undefined>;
  query: C['query'] extends z.ZodType ? SchemaOutput<C['query']> : Record<string, string | undefined>;
  body: C['body'] extends z.ZodType ? SchemaOutput<C['body']> : unknown;
}

/**
 * The URL of a call: `{placeholders}` replaced by the encoded params, and the query's defined
 * values appended in a stable order. Throws when a placeholder has no value (a programming error).
 */
export function routeUrl(path: string, params?: Record<string, string | number | undefined>, query?: Record<string, unknown>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
