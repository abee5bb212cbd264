import type { z } from 'zod';
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
