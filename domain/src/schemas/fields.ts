/**
 * Field builders for the report schemas. Each accepts what an HTML form produces (strings,
 * '' for an empty field) as well as typed values, and outputs the typed value, so the same
 * schema serves react-hook-form (input type) and the Lambda handlers (output type).
 */
import { z } from 'zod';
import { isIsoDate, MAX_DATE } from '../rules/dates';
import { isTime } from '../rules/times';

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export interface NumberRules {
  /** Message when the value is not a number; defaults to the required message. */
  invalid?: string;
  integer?: boolean;
  min?: number;
  max?: number;
  /** Message when below min / above max. */
  tooSmall?: string;
  tooLarge?: string;
}

/** A required number: '' or missing gives `required`; numeric strings are converted. */
export function requiredNumber(required: string, rules: NumberRules = {}) {
  return z.union([z.number(), z.string(), z.null()]).optional().transform((v, ctx): number => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    const invalid = rules.invalid ?? required;
    if (!Number.isFinite(n) || (rules.integer && !Number.isInteger(n))) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    if (rules.min !== undefined && n < rules.min) {
      ctx.addIssue({ code: 'custom', message: rules.tooSmall ?? `Must be at least ${rules.min}` });
      return z.NEVER;
    }
    if (rules.max !== undefined && n > rules.max) {
      ctx.addIssue({ code: 'custom', message: rules.tooLarge ?? `Must be at most ${rules.max}` });
      return z.NEVER;
    }
    return n;
  });
}

/** An optional number: '' or missing gives `fallback` (e.g. a blank sparkMins is 0). */
export function optionalNumber(fallback: number, invalid: string, rules: Omit<NumberRules, 'invalid'> = {}) {
  return z.union([z.number(), z.string(), z.null()]).optional().transform((v, ctx): number => {
    if (blank(v)) return fallback;
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    if (!Number.isFinite(n) || (rules.integer && !Number.isInteger(n)) || (rules.min !== undefined && n < rules.min) || (rules.max !== undefined && n > rules.max)) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return n;
  });
}

/** A required text: trimmed, blank gives `required`; optional maximum length. */
export function requiredText(required: string, max?: { length: number; message: string }) {
  const base = z.string({ error: required }).trim().min(1, required);
  return max ? base.max(max.length, max.message) : base;
}

/** An optional text: missing or null becomes '' and the text is trimmed. */
export function optionalText(max?: { length: number; message: string }) {
  const base = z.string().trim();
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v ?? '')
    .pipe(max ? base.max(max.length, max.message) : base);
}

/** A required choice among `options`; blank gives `required`, anything else `invalid`. */
export function choice<const T extends readonly [string, ...string[]]>(options: T, required: string, invalid?: string) {
  return z.enum(options, {
    error: (issue) => (blank(issue.input) ? required : (invalid ?? `${required.replace(/ is required\.?$/i, '')} must be one of ${options.join(', ')}`)),
  });
}

/** A required 'YYYY-MM-DD' date, at most 2100-12-31 (spec 000 section 9.6). */
export function requiredDate(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((d) => d === '' || isIsoDate(d), 'Date must be a valid date (YYYY-MM-DD)')
    .refine((d) => !isIsoDate(d) || d <= MAX_DATE, `Date must be on or before ${MAX_DATE}`);
}

/** A required 24-hour time 'HH:MM'. */
export function requiredTime(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((t) => t === '' || isTime(t), `${required.replace(/ is required\.?$/i, '')} must be a time HH:MM`);
}

/** A required YYYY-MM-DD query or body value named `name`, at most 2100-12-31, with messages naming it. */
export function isoDateParam(name: string) {
  return z
    .string({ error: `${name} is required` })
    .trim()
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`)
    .refine((d) => d <= MAX_DATE, `${name} must be on or before ${MAX_DATE}`);
}

/** Complete status of a grind row ('complete' or 'incomplete', spec 000 section 3.4). */
export const COMPLETE_STATUSES = ['complete', 'incomplete'] as const;
export type CompleteStatus = (typeof COMPLETE_STATUSES)[number];

/** A grind row's status in words, from a form's value or a stored range's flag: 'Complete' or 'Incomplete'. */
export function completeLabel(status: CompleteStatus | boolean): 'Complete' | 'Incomplete' {
  return status === true || status === 'complete' ? 'Complete' : 'Incomplete';
}

/** The options of every form's Complete/Incomplete select. */
export const COMPLETE_STATUS_OPTIONS: ReadonlyArray<{ value: CompleteStatus; label: 'Complete' | 'Incomplete' }> = COMPLETE_STATUSES.map((s) => ({ value: s, label: completeLabel(s) }));

/** The id a form gives each filing, so a retry of the same filing is stored once (docs/api.md). */
export const submissionIdSchema = z.uuid({ error: 'submissionId must be a UUID' });
