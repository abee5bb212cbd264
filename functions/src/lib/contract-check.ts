/**
 * A route's contract applied on the server: the request parsed with its schemas (400 naming the
 * field), and the answer checked against the response of its status. Under the tests
 * (GRINDLINE_STRICT_CONTRACTS=1, set by `npm test`) an answer that breaks its contract is a 500 that
 * fails the test; in production it is logged and sent as it is, so a contract mistake never takes
 * a working route down.
 */
import { isMediaBody, type RouteContract } from '@grindline/domain';
import { gunzipSync } from 'node:zlib';
import type { z } from 'zod';
import { logger } from './observability';
import { parse, parseBody } from './validate';

interface RawParts {
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
}

/**
 * The request's params, query and body, each parsed by the contract's schema where it has one. The
 * body goes first: a body that is not a JSON object is the first thing a caller is told (the fuzz
 * harness's rule, functions/tests/harness), then the path, then the query.
 */
export function parseContractRequest(contract: RouteContract, raw: RawParts): RawParts {
  // Every JSON body of this API is an object: anything else is a 400 naming the body.
  const body = contract.body ? parseBody(contract.body, raw.body, contract.maxTextLength) : raw.body;
  const params = contract.params ? (parse(contract.params, raw.params) as RawParts['params']) : raw.params;
  const query = contract.query ? (parse(contract.query, raw.query) as RawParts['query']) : raw.query;
  return { params, query, body };
}

/** The statuses every route may answer through the error middleware, whatever its contract lists. */
const COMMON_ERROR_STATUSES = new Set([400, 401, 403, 429, 500]);

/** Whether `GRINDLINE_STRICT_CONTRACTS` asks for a broken answer to fail. */
export const strictContracts = (): boolean => process.env.GRINDLINE_STRICT_CONTRACTS === '1';

/**
 * What is wrong with an answer of `status` and `body` for `contract`, or null when it keeps it.
 * A contract without any response yet (not described) is not checked.
 */
export function responseProblem(contract: RouteContract, status: number, body: unknown): string | null {
  const statuses = Object.keys(contract.responses).map(Number);
  if (statuses.length === 0) return null;
  const expected = contract.responses[status];
  if (!expected) {
    if (status >= 400 && COMMON_ERROR_STATUSES.has(status)) return null;
    return `status ${status} is not in the contract (${statuses.join(', ')})`;
  }
  if (isMediaBody(expected)) {
    if (expected.media === 'none') return body === undefined || body === null || body === '' ? null : 'a body where the contract has none';
    if (typeof body !== 'string' && !(body instanceof Uint8Array)) return `a JSON body where the contract sends ${expected.media}`;
    return expected.json ? jsonTextProblem(expected.json, body) : null;
  }
  const result = (expected as z.ZodType).safeParse(body);
  if (result.success) return null;
  const first = result.error.issues[0];
  return `${first?.path.map(String).join('.') || 'body'}: ${first?.message ?? 'does not match'}`;
}

/** What is wrong with pre-serialised JSON (text, or gzip'd bytes) against its schema, or null. */
function jsonTextProblem(schema: z.ZodType, body: string | Uint8Array): string | null {
  let text: string;
  try {
    text = typeof body === 'string' ? body : (body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : Buffer.from(body)).toString('utf8');
    const result = schema.safeParse(JSON.parse(text));
    if (result.success) return null;
    const first = result.error.issues[0];
    return `${first?.path.map(String).join('.') || 'body'}: ${first?.message ?? 'does not match'}`;
  } catch {
    return 'a body that is not the JSON its contract describes';
  }
}

/**
 * Checks an answer against its contract: throws under strict contracts (the tests), logs a warning
 * otherwise (production).
 */
export function checkResponse(contract: RouteContract, status: number, body: unknown): void {
  const problem = responseProblem(contract, status, body);
  if (!problem) return;
  if (strictContracts()) throw new Error(`The answer of ${contract.id} breaks its contract: ${problem}`);
  logger.warn('Answer breaks its contract', { route: contract.id, status, problem });
}
