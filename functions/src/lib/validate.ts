import { z } from 'zod';
import { isIsoDate, MAX_DATE } from '@grindline/domain';
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

/** A required YYYY-MM-DD query or body value named `name`, at most 2100-12-31, with messages naming it. */
export function isoDateParam(name: string) {
  return z
    .string({ error: `${name} is required` })
    .trim()
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`)
    .refine((d) => d <= MAX_DATE, `${name} must be on or before ${MAX_DATE}`);
}
