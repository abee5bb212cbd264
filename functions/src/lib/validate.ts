import { z } from 'zod';
import { MAX_DATE } from '@grindline/domain';
import { BadRequestError, type Issue } from './errors';

/**
 * Runs a zod schema on untrusted input. On failure throws a BadRequestError whose message is the
 * first issue's message (what a screen shows) and whose issues are all of them, with dotted paths.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: Issue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new BadRequestError(issues[0]?.message ?? 'Invalid input', issues);
}

/** Message of a request body that is not a JSON object (null, a number, a string, an array). */
export const BODY_NOT_OBJECT = 'The request body must be a JSON object';

/**
 * Runs a zod schema on a JSON request body, which must be an object: anything else (`null`, a
 * number, a string, an array) is a 400 naming the body, before the schema sees it (some schemas'
 * refinements assume an object and would otherwise throw).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, maxTextLength = MAX_TEXT_LENGTH): z.output<S> {
  const input = requireObjectBody(body);
  const tooLong = overlongText(input, maxTextLength);
  if (tooLong) {
    const message = `${tooLong} is too long: at most ${maxTextLength} characters`;
    throw new BadRequestError(message, [{ path: tooLong, message }]);
  }
  return parse(schema, input);
}

/** Longest text a form field may hold; far above any field's need, far below an item's 400 KB. */
export const MAX_TEXT_LENGTH = 10_000;

/** Dotted path of the first string longer than {@link MAX_TEXT_LENGTH} in `value` (walked without recursion), or null. */
function overlongText(value: unknown, maxTextLength: number): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string' && node.length > maxTextLength) return path || 'body';
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** The request body when it is a JSON object; otherwise a 400 {@link BODY_NOT_OBJECT} on path `body`. */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError(BODY_NOT_OBJECT, [{ path: 'body', message: BODY_NOT_OBJECT }]);
  }
  return body as Record<string, unknown>;
}

/** A required YYYY-MM-DD query or body value named `name` (moved to `@grindline/domain`). */
export { isoDateParam } from '@grindline/domain';

/** The `{shiftId}` path parameter of the report routes: declared in domain with their contracts. */
export { shiftIdParamsSchema } from '@grindline/domain';
