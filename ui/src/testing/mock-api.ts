/**
 * Test doubles of the API derived from the route contracts: each mocked route answers what its
 * contract allows, and a test whose double drifts from the contract (a body the server could not
 * send, a request the server would refuse) fails. Replaces global fetch; calledUrls and sentBodies
 * (./render) read its calls.
 */
import { isMediaBody, type ErrorBody, type RouteContract, type SuccessBody } from '@grindline/domain';
import type { z } from 'zod';

/** What a mocked route was called with. */
export interface MockedCall {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/**
 * A mocked answer: a success body of the contract (status 200 unless given), an error, raw bytes
 * of a media answer (a PNG, a PDF: the contract's response of that status must be a media body),
 * or a network failure (fetch rejects, as when the device is offline).
 */
export type MockAnswer<C extends RouteContract> =
  | { status?: number; body: SuccessBody<C> }
  | { status: number; body: ErrorBody }
  | { status: number; text: string }
  | { status?: number; bytes: Uint8Array; contentType: string }
  | { networkError: true };

/** The answer of a network failure: fetch rejects with the TypeError browsers throw. */
export const NETWORK_FAILURE = { networkError: true } as const;

/** One route's double. */
export interface RouteDouble {
  contract: RouteContract;
  answer: (call: MockedCall) => MockAnswer<RouteContract> | Promise<MockAnswer<RouteContract>>;
}

/** A double of `contract` answering `answer` (a fixed answer or a function of the call). */
export function onRoute<C extends RouteContract>(
  contract: C,
  answer: MockAnswer<C> | ((call: MockedCall) => MockAnswer<C> | Promise<MockAnswer<C>>),
): RouteDouble {
  return { contract, answer: (typeof answer === 'function' ? answer : () => answer) as RouteDouble['answer'] };
}

function matchPath(template: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}

function check(schema: z.ZodType, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${what} breaks its contract at ${issue?.path.join('.') || 'the top'}: ${issue?.message}`);
  }
}

/**
 * Replaces global fetch with the doubles: a call is answered by the double of its method and path;
 * its body is checked against the contract's request body and the answer against the contract's
 * response of that status. A call no double matches answers 404 and is listed in `unmatched`.
 */
export function mockApi(...doubles: RouteDouble[]): jest.Mock & { unmatched: string[] } {
  const unmatched: string[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let double: RouteDouble | undefined;
    let params: Record<string, string> | null = null;
    for (const candidate of doubles) {
      if (candidate.contract.method !== method) continue;
      params = matchPath(candidate.contract.path, url.pathname);
      if (params) {
        double = candidate;
        break;
      }
    }
    if (!double || !params) {
      unmatched.push(`${method} ${url.pathname}${url.search}`);
      return respond(404, JSON.stringify({ message: 'No double for this route' }));
    }
    const { contract } = double;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (contract.body) check(contract.body, body, `The request body sent to ${contract.id}`);
    const query = Object.fromEntries(url.searchParams.entries());
    const answer = await double.answer({ params, query, body });
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    if ('text' in answer) return respond(status, answer.text);
    if ('bytes' in answer) {
      const media = contract.responses[status];
      if (!isMediaBody(media)) throw new Error(`${contract.id}'s ${status} answer is not a media body in its contract`);
      return respond(status, answer.bytes, answer.contentType);
    }
    const expected = contract.responses[status];
    if (status < 400) {
      if (!expected) throw new Error(`${contract.id} has no ${status} answer in its contract`);
      if (!isMediaBody(expected)) check(expected, answer.body, `The double's ${status} answer of ${contract.id}`);
    }
    return respond(status, answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  global.fetch = fn as unknown as typeof fetch;
  return Object.assign(fn, { unmatched });
}

function respond(status: number, content: string | Uint8Array, contentType = 'application/json'): Response {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const text = typeof content === 'string' ? content : new TextDecoder().decode(content);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers(bytes.length > 0 ? { 'content-type': contentType } : {}),
    text: async () => text,
    json: async () => JSON.parse(text),
    arrayBuffer: async () => bytes.slice().buffer,
    blob: async () => new Blob([bytes.slice()], { type: contentType }),
  } as unknown as Response;
}

/** `answer` after `ms` milliseconds (a slow server: the screen's pending state can be seen). */
export function delayed<C extends RouteContract>(answer: MockAnswer<C>, ms: number): () => Promise<MockAnswer<C>> {
  return () => new Promise((resolve) => setTimeout(() => resolve(answer), ms));
}
