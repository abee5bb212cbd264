/**
 * What API Gateway (HTTP API) does around a Lambda, reproduced for the local gateway: route
 * selection, the authorizer and payload 2.0 events, and the translation of a handler's result.
 */
import { randomUUID } from 'node:crypto';
import type { RouteDef } from '../../functions/src/route-table';

/** The outcome of matching a request against the route table. */
export type RouteMatch =
  | { kind: 'found'; route: RouteDef; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'none' };

function matchTemplate(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const param = /^\{(\w+)\}$/.exec(want[i]);
    if (param) {
      if (got[i] === '') return null;
      params[param[1]] = decodeURIComponent(got[i]);
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * Selects the route for `method` and `path` as API Gateway does: among the routes of that method
 * whose template matches, the most specific one (fewest {params}). A path that matches only with
 * other methods is reported as a wrong method (the local gateway answers 405 with Allow).
 */
export function matchRoute(routes: readonly RouteDef[], method: string, path: string): RouteMatch {
  const candidates = routes
    .map((route) => ({ route, params: matchTemplate(route.path, path) }))
    .filter((c): c is { route: RouteDef; params: Record<string, string> } => c.params !== null);
  const same = candidates
    .filter((c) => c.route.method === method)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  if (same.length > 0) return { kind: 'found', route: same[0].route, params: same[0].params };
  if (candidates.length > 0) return { kind: 'wrong-method', allowed: [...new Set(candidates.map((c) => c.route.method))] };
  return { kind: 'none' };
}

/** A request as the gateway read it off the socket. */
export interface IncomingApiRequest {
  method: string;
  /** The raw path, percent-encoded as received. */
  rawPath: string;
  rawQueryString: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
}

/** API Gateway HTTP API payload 2.0 event (the subset Lambda handlers see). */
export interface ApiGatewayV2Event {
  version: '2.0';
  routeKey: string;
  rawPath: string;
  rawQueryString: string;
  cookies?: string[];
  headers: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  pathParameters?: Record<string, string>;
  requestContext: {
    accountId: string;
    apiId: string;
    domainName: string;
    domainPrefix: string;
    http: { method: string; path: string; protocol: string; sourceIp: string; userAgent: string };
    requestId: string;
    routeKey: string;
    stage: string;
    time: string;
    timeEpoch: number;
    authorizer?: { lambda: Record<string, unknown> };
  };
  body?: string;
  isBase64Encoded: boolean;
}

const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]*\+json|xml|[\w.+-]*\+xml|javascript|x-www-form-urlencoded))/i;

/**
 * Builds the payload 2.0 event: lower-cased headers with repeated values joined by commas, the
 * Cookie header moved to `cookies`, query parameters joined by commas, decoded path parameters,
 * and the body as text (base64 with isBase64Encoded for binary content types).
 */
export function buildEvent(
  request: IncomingApiRequest,
  route: RouteDef,
  params: Record<string, string>,
  authorizer?: Record<string, unknown>,
): ApiGatewayV2Event {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.toLowerCase() === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookieHeader = request.headers.cookie;
  const cookies = (Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(request.rawQueryString)) {
    query[key] = key in query ? `${query[key]},${value}` : value;
  }
  const text = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const routeKey = `${route.method} ${route.path}`;
  const now = new Date();
  const domainName = headers.host ?? '127.0.0.1';
  return {
    version: '2.0',
    routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0],
      http: {
        method: request.method,
        path: request.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(authorizer ? { authorizer: { lambda: authorizer } } : {}),
    },
    ...(request.body.length ? { body: request.body.toString(text ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: request.body.length > 0 && !text,
  };
}

/**
 * The event of a Lambda REQUEST authorizer (payload 2.0, simple responses): the request event
 * without an authorizer context, plus its type, route ARN and identity source (the Cookie).
 */
export function buildAuthorizerEvent(event: ApiGatewayV2Event): Record<string, unknown> {
  return {
    ...event,
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:us-east-1:local:local/$default/${event.requestContext.http.method}${event.rawPath}`,
    identitySource: [(event.cookies ?? []).join('; ')],
  };
}

/** A response ready to write to the socket. */
export interface GatewayResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * Translates a payload 2.0 Lambda result as API Gateway does: a result without statusCode is a
 * JSON 200 body; otherwise statusCode, headers, cookies (each its own Set-Cookie), and the body
 * decoded from base64 when isBase64Encoded.
 */
export function toGatewayResponse(result: unknown): GatewayResponse {
  const structured = typeof result === 'object' && result !== null && 'statusCode' in result;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
  }
  const r = result as {
    statusCode: number;
    headers?: Record<string, string | number | boolean>;
    multiValueHeaders?: Record<string, (string | number | boolean)[]>;
    cookies?: string[];
    body?: string;
    isBase64Encoded?: boolean;
  };
  const headers: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(r.multiValueHeaders ?? {})) headers[name.toLowerCase()] = values.map(String);
  for (const [name, value] of Object.entries(r.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  const body = r.body === undefined ? Buffer.alloc(0) : Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8');
  if (body.length && !headers['content-type']) headers['content-type'] = 'application/json';
  return { statusCode: r.statusCode, headers, body };
}

/** A JSON response with API Gateway's `{ message }` shape. */
export function messageResponse(statusCode: number, message: string, headers: Record<string, string> = {}): GatewayResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify({ message })),
  };
}
