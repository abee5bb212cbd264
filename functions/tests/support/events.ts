/**
 * Builders of API Gateway HTTP API (payload 2.0) events for handler tests, shaped like the ones
 * the local gateway and AWS send: cookies array, requestContext.http, routeKey, path and query
 * parameters, and the authorizer's context.
 */
import { randomUUID } from 'node:crypto';
import type { HttpApiEvent, HttpApiResult } from '../../src/lib/http-event';
import type { RouteDef } from '../../src/route-table';

/** Who the authorizer says is calling: a user and role, or nobody (no or invalid session). */
export type TestCaller = { username: string; role: string; identityProvider?: string } | null;

export interface EventOptions {
  method?: string;
  path?: string;
  routeKey?: string;
  /** Objects are sent as JSON; strings as they are. */
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** The authorizer context: a caller, or null for authenticated 'false'. Omit for no authorizer. */
  caller?: TestCaller;
  /** The client address API Gateway reports (default 127.0.0.1). */
  sourceIp?: string;
  /** API Gateway's request id, the request's correlation id (default: a new UUID, as in AWS). */
  requestId?: string;
}

/** A payload 2.0 event. */
export function httpEvent(options: EventOptions = {}): HttpApiEvent {
  const method = options.method ?? 'GET';
  const path = options.path ?? '/api';
  const cookies = Object.entries(options.cookies ?? {}).map(([name, value]) => `${name}=${value}`);
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...(body !== undefined && typeof options.body !== 'string' ? { 'content-type': 'application/json' } : {}), ...(options.headers ?? {}) };
  const query = options.query ?? {};
  const event: HttpApiEvent = {
    version: '2.0',
    routeKey: options.routeKey ?? `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers,
    requestContext: { http: { method, path, sourceIp: options.sourceIp ?? '127.0.0.1' }, requestId: options.requestId ?? randomUUID() },
    isBase64Encoded: false,
  };
  if (cookies.length) event.cookies = cookies;
  if (Object.keys(query).length) event.queryStringParameters = { ...query };
  if (options.params) event.pathParameters = { ...options.params };
  if (body !== undefined) event.body = body;
  if (options.caller !== undefined) event.requestContext!.authorizer = { lambda: authorizerContext(options.caller) };
  return event;
}

/** The authorizer context for a caller (authenticated 'true') or for nobody ('false'). */
export function authorizerContext(caller: TestCaller): Record<string, string> {
  if (!caller) return { authenticated: 'false' };
  return { authenticated: 'true', username: caller.username, role: caller.role, ...(caller.identityProvider ? { identityProvider: caller.identityProvider } : {}) };
}

/** An event for a route of the route table: its method, path (params filled in) and routeKey. */
export function routeEvent(route: RouteDef, options: Omit<EventOptions, 'method' | 'routeKey'> = {}): HttpApiEvent {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? name);
  return httpEvent({ ...options, method: route.method, path: options.path ?? path, routeKey: `${route.method} ${route.path}` });
}

/** A route's Lambda timeout when the route table names none (infra's api-lambda default). */
const DEFAULT_ROUTE_TIMEOUT_S = 10;

/**
 * How many times its deployed timeout a handler gets in these tests (GRINDLINE_TEST_TIME_FACTOR,
 * 6 unless set). Tests assert behaviour, never speed: on a loaded 2-core CI machine, calls that
 * take a few hundred milliseconds here took over 10 s (GET /api/users, a sign-in), and middy's
 * early timeout turned them into 500s that failed CI. The deployed limits themselves are kept by
 * the local gateway the e2e tests go through, and the bench measures the times.
 */
export const TEST_TIME_FACTOR = Number(process.env.GRINDLINE_TEST_TIME_FACTOR) || 6;

/** A minimal Lambda context. */
export const lambdaContext = {
  functionName: 'test',
  awsRequestId: 'test-request',
  getRemainingTimeInMillis: () => DEFAULT_ROUTE_TIMEOUT_S * TEST_TIME_FACTOR * 1000,
} as const;

type Handler = (event: HttpApiEvent, context: never) => Promise<HttpApiResult>;

/**
 * Invokes a built route handler with `event`. With `route`, the context's remaining time is the
 * route's deployed timeout (the PDF routes have 60 s, not the default 10 s), times TEST_TIME_FACTOR.
 */
export function invoke(handler: unknown, event: HttpApiEvent, route?: Pick<RouteDef, 'timeoutSeconds'>): Promise<HttpApiResult> {
  const remainingMs = (route?.timeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_S) * TEST_TIME_FACTOR * 1000;
  return (handler as Handler)(event, { ...lambdaContext, getRemainingTimeInMillis: () => remainingMs } as never);
}

/** The JSON body of a result. */
export function jsonBody<T = Record<string, unknown>>(result: HttpApiResult): T {
  return JSON.parse(result.body ?? 'null') as T;
}

/** The value of cookie `name` among Set-Cookie values, or undefined when not set. */
export function setCookie(result: HttpApiResult, name: string): { value: string; attributes: string } | undefined {
  const line = result.cookies?.find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...rest] = line.split(';');
  return { value: pair.slice(name.length + 1), attributes: rest.join(';').trim() };
}
