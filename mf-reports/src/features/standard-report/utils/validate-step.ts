/**
 * Validation of one step of the multi-step form by the domain's schemas (spec 000 section 5.2),
 * as issues on form paths the screen shows under each field.
 */
import type { z } from 'zod';
import { grindEntrySchema, MULTI_STEP_MESSAGES, multiStepBasicSchema, multiStepShiftSchema, multiStepStaffSchema, type GrindEntryContext } from '@grindline/domain';
import { requestTimes, SHIFT_FIELDS, STAFF_FIELDS, type EntryValues, type StandardFormValues, type Step } from './form-values';

export interface StepIssue {
  /** The form path ('shiftNum', 'entries.0.chainTo_comp'); '' for the step as a whole. */
  path: string;
  message: string;
}

function issuesOf(result: z.ZodSafeParseResult<unknown>, prefix = '', rename: Record<string, string> = {}): StepIssue[] {
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues
    .map((i) => {
      const key = String(i.path[0] ?? '');
      return { path: `${prefix}${rename[key] ?? key}`, message: i.message };
    })
    .filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true)));
}

const pick = (values: StandardFormValues, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, (values as unknown as Record<string, string>)[k]]));

/** The issues of one grind entry for the line's chain bounds (the entry's own fields). */
export function validateEntry(entry: EntryValues, index: number, context: GrindEntryContext): StepIssue[] {
  const { completed, confirmed: _confirmed, ...fields } = entry;
  return issuesOf(grindEntrySchema(context).safeParse({ ...fields, complete: completed !== 'incomplete' }), `entries.${index}.`, { complete: 'completed' });
}

/**
 * The issues of `step` (empty when it may be submitted). Step 4 needs every entry confirmed
 * ('submit all grind reports'), each one valid for the line.
 */
export function validateStep(step: Step, values: StandardFormValues, context?: GrindEntryContext): StepIssue[] {
  switch (step) {
    case 'basic':
      return issuesOf(multiStepBasicSchema.safeParse(pick(values, ['date', 'site', 'line'])));
    case 'shift':
      return issuesOf(multiStepShiftSchema.safeParse({ ...pick(values, SHIFT_FIELDS), ...requestTimes(values) }));
    case 'staff':
      return issuesOf(multiStepStaffSchema.safeParse(pick(values, STAFF_FIELDS)));
    case 'grind': {
      if (values.entries.length === 0 || values.entries.some((e) => !e.confirmed)) return [{ path: '', message: MULTI_STEP_MESSAGES.submitAll }];
      if (!context) return [{ path: '', message: 'The chain bounds of the line are not loaded yet.' }];
      return values.entries.flatMap((e, i) => validateEntry(e, i, context));
    }
  }
}
