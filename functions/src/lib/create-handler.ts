/**
 * The one way a route handler is built: logs, metrics and traces (lib/observability.ts), route
 * lookup, request parsing, authorisation, and one error middleware that maps typed errors to
 * statuses (docs/api.md). Handlers stay small: they receive an {@link ApiRequest} and return an
 * {@link HttpResult}.
 */
import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import type { RouteContract, ParsedParts } from '@grindline/domain';
import { assertAllowed, assertSiteScope, callerFrom } from './authorize';
import type { Caller } from './caller';
import { checkResponse, parseContractRequest } from './contract-check';
import { BadRequestError, HttpError, TooManyRequestsError } from './errors';
import { logger, observabilityMiddlewares, setCorrelationId } from './observability';
import { runInRequest } from './request-context';
import { appOrigin } from '../services/accounts/username-param';
import { asFunction } from './sdk-recorder';
import type { HttpApiEvent, HttpApiResult } from './http-event';

export type { Caller } from './caller';

export interface ApiRequest {
  caller: Caller | null;
  body: unknown;
  query: Record<string, string | undefined>;
  params: Record<string, string | undefined>;
  /** Header names lower-cased. */
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  /** The client's address as API Gateway saw it (requestContext.http.sourceIp). */
  sourceIp: string;
}

/** What a handler answers. Object bodies are sent as JSON, strings as they are, bytes base64. */
export interface HttpResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Set-Cookie values. */
  cookies?: string[];
}

/** A JSON answer. */
export function json(statusCode: number, body: unknown): HttpResult {
  return { statusCode, body };
}

/** 204 with no body. */
export function noContent(): HttpResult {
  return { statusCode: 204 };
}

/** A text answer (plain text unless `contentType` says otherwise, e.g. text/csv). */
export function text(statusCode: number, body: string, contentType = 'text/plain; charset=utf-8'): HttpResult {
  return { statusCode, body, headers: { 'content-type': contentType } };
}

/** Cookies of a payload 2.0 event (`cookies` array, or a Cookie header as a fallback). */
export function parseCookies(event: HttpApiEvent): Record<string, string> {
  const header = event.headers?.cookie ?? event.headers?.Cookie;
  const parts = event.cookies ?? (header ? header.split(';') : []);
  const cookies: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name && !(name in cookies)) cookies[name] = safeDecode(value);
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function lowerCaseKeys(record: Record<string, string | undefined> | undefined): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(record ?? {})) out[key.toLowerCase()] = value;
  return out;
}

/** The body: JSON unless the request says another content type; empty -> undefined; bad JSON -> 400. */
function parseBody(event: HttpApiEvent, headers: Record<string, string | undefined>): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const type = headers['content-type'] ?? '';
  if (type && !/json/i.test(type)) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
}

/** Serialises a handler's result to the payload 2.0 response. */
export function toHttpApiResult(result: HttpResult): HttpApiResult {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...(result.headers ?? {}) };
  const out: HttpApiResult = { statusCode: result.statusCode, headers };
  if (result.cookies?.length) out.cookies = result.cookies;
  const { body } = result;
  if (body === undefined || body === null) return out;
  if (typeof body === 'string') {
    headers['content-type'] ??= 'text/plain; charset=utf-8';
    out.body = body;
  } else if (body instanceof Uint8Array) {
    headers['content-type'] ??= 'application/octet-stream';
    out.body = Buffer.from(body).toString('base64');
    out.isBase64Encoded = true;
  } else {
    headers['content-type'] ??= 'application/json';
    out.body = JSON.stringify(body);
  }
  return out;
}

/** Maps an error to its answer: typed errors to their status, anything else to a logged 500. */
export function errorResult(route: RouteContract, error: unknown, options: HandlerOptions = {}): HttpApiResult {
  if (error instanceof HttpError) {
    const headers: Record<string, string> =
      error instanceof TooManyRequestsError ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    if (options.plainTextBadRequest && (error.statusCode === 400 || error.statusCode === 429)) {
      const plain = text(error.statusCode, error.message);
      return toHttpApiResult({ ...plain, headers: { ...plain.headers, ...headers } });
    }
    const body = error.issues ? { message: error.message, issues: error.issues } : { message: error.message };
    return toHttpApiResult({ ...json(error.statusCode, body), headers });
  }
  const err = error instanceof Error ? error : new Error(String(error));
  logger.error('Unhandled error', { route: route.id, error: err });
  return toHttpApiResult(json(500, { message: 'Internal server error' }));
}

export interface HandlerOptions {
  /** Send 400 and 429 answers as the plain-text message (login: spec 000 section 8 shows the body text). */
  plainTextBadRequest?: boolean;
}

/** The parsed request of each event in flight, handed from the middleware to the handler. */
const parsedRequests = new WeakMap<object, ApiRequest>();

/** The correlation id and start of each event in flight. */
const invocations = new WeakMap<object, { correlationId: string; started: number }>();

/**
 * The correlation id of a request: API Gateway's request id (a fresh id when an event has none).
 * An `x-correlation-id` header is not honoured: any caller could set it, the app's client sends
 * none, and the request id is what API Gateway's own logs and `apigw-requestid` header show.
 */
function correlationOf(event: HttpApiEvent): string {
  return event.requestContext?.requestId || randomUUID();
}

/** One line per request: route, status and time, with the request's correlation id. */
function requestLog(route: RouteContract): middy.MiddlewareObj<HttpApiEvent, HttpApiResult> {
  const done = (request: middy.Request<HttpApiEvent, HttpApiResult>) => {
    const started = invocations.get(request.event)?.started ?? Date.now();
    logger.info('Request', { route: route.id, method: route.method, status: request.response?.statusCode, ms: Date.now() - started });
  };
  return {
    before: (request) => {
      const correlationId = correlationOf(request.event);
      invocations.set(request.event, { correlationId, started: Date.now() });
      setCorrelationId(correlationId);
    },
    after: done,
    onError: done,
  };
}

/** What a contract's handler receives: the request parsed by the contract's schemas, and a caller
 * that is never null unless the route is public. */
export type ContractRequest<C extends RouteContract> = Omit<ApiRequest, 'caller' | 'params' | 'query' | 'body'> &
  ParsedParts<C> & { caller: C['allow'] extends 'public' ? Caller | null : Caller };

type LambdaHandler = middy.MiddyfiedHandler<HttpApiEvent, HttpApiResult>;

/**
 * Builds the Lambda handler of a route from its contract (`@grindline/domain`, deployed by the
 * route table, which a bundle never loads: each carries its own contract only, so its start
 * builds one route's schemas, not every route's; tests/contracts.test.ts holds each handler to
 * its route's contract). Order: the observability middlewares and the request's correlation id,
 * who is calling and may their role call this (401/403), the JSON body (400), the site scope (400/403),
 * the contract's params, query and body schemas (400 naming the field), then `fn`; what `fn`
 * answers is checked against the contract's response of that status (lib/contract-check.ts).
 * Errors thrown anywhere become answers in one place ({@link errorResult}); the request line is
 * logged last.
 */
export function createHandler<C extends RouteContract>(route: C, fn: (req: ContractRequest<C>) => Promise<HttpResult>, options: HandlerOptions = {}): LambdaHandler {
  const run = fn as (req: ApiRequest) => Promise<HttpResult>;
  return middy<HttpApiEvent, HttpApiResult>()
    .use(observabilityMiddlewares(route.id))
    .use(requestLog(route))
    .use({
      name: 'authorize',
      before: (request) => {
        const event = request.event;
        const caller = callerFrom(event);
        assertAllowed(route, caller);
        const headers = lowerCaseKeys(event.headers);
        const rawQuery = { ...(event.queryStringParameters ?? {}) };
        const rawBody = parseBody(event, headers);
        assertSiteScope(route, caller, rawQuery, rawBody);
        const raw = { params: { ...(event.pathParameters ?? {}) }, query: rawQuery, body: rawBody };
        const { params, query, body } = parseContractRequest(route, raw);
        parsedRequests.set(event, {
          caller,
          body,
          query,
          params,
          headers,
          cookies: parseCookies(event),
          sourceIp: event.requestContext?.http?.sourceIp ?? '',
        });
      },
    })
    .use({
      name: 'error-mapping',
      onError: (request) => {
        request.response = errorResult(route, request.error, options);
      },
    })
    .handler(async (event: HttpApiEvent) => {
      const req = parsedRequests.get(event);
      if (!req) throw new Error('Request was not parsed by the authorize middleware');
      // Writes read the caller and client from here for the audit log (lib/request-context.ts).
      const context = {
        username: req.caller?.username ?? 'anonymous',
        role: req.caller?.role ?? '',
        client: { userAgent: (req.headers['user-agent'] ?? '').slice(0, 500), sourceIp: req.sourceIp },
        correlationId: invocations.get(event)?.correlationId,
        appOrigin: appOrigin(req.headers),
      };
      // The route's SDK calls are the route's Lambda's (lib/sdk-recorder.ts, docs/reliability.md).
      const result = await asFunction(route.id, () => runInRequest(context, () => run(req)));
      checkResponse(route, result.statusCode, result.body);
      return toHttpApiResult(result);
    });
}
