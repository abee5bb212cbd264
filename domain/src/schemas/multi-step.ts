/**
 * The four-step New Grind Report (spec 000 sections 2.2, 3.1, 3.4, 4 and 5.2). Each step has its
 * own schema so each can be validated when submitted; grind entries need the customer and the
 * line's chain bounds, so their schema is built per line.
 */
import { z } from 'zod';
import { CUSTOMERS } from '../customers/customer-ids';
import { customerProfile } from '../customers/customer-profile';
import { REGULAR_SHIFT } from '../customers/lists';
import { chainInBounds, isMultipleOf } from '../rules/chain';
import { grindLength } from '../rules/lengths';
import { isTime, TIMES_NOT_CONSECUTIVE, timesConsecutive } from '../rules/times';
import { choice, optionalNumber, optionalText, requiredDate, requiredNumber, requiredText } from './fields';

/** Messages of spec 000 section 5.2. */
export const MULTI_STEP_MESSAGES = {
  incomplete: 'complete all fields',
  shiftNumDigits: 'shift number must be no more than 3 digits',
  timesNotConsecutive: TIMES_NOT_CONSECUTIVE,
  phones: 'ERROR: entered phone numbers are invalid',
  shiftIdExists: 'ERROR: shift ID already exists in db. Are you sure you are using the right shift number?',
  chainOrder: "'Chain From' cannot be greater than 'Chain To'",
  outOfBounds: 'entered chain is out of bounds',
  submitAll: 'submit all grind reports',
  editStep1: 'Editing this field will remove the rest of the forms data',
} as const;
const M = MULTI_STEP_MESSAGES;

/** Step 1 Basic Info: date, customer (site) and line. */
export const multiStepBasicSchema = z.object({
  date: requiredDate(M.incomplete),
  site: choice(CUSTOMERS, M.incomplete, 'Customer must be one of the known customers'),
  line: requiredText(M.incomplete),
});

/** A shift time: 'HH:MM', or 'YYYY-MM-DDTHH:MM' when 'Previous Day?' moved it a day back. */
const shiftTime = z
  .string({ error: M.incomplete })
  .trim()
  .refine((t) => t === '' || isTime(t) || /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(t), 'Time must be HH:MM');
const requiredShiftTime = shiftTime.refine((t) => t !== '', M.incomplete);
const phone = /^\d+$/;

/**
 * Step 2 Shift Info (spec 000 section 5.2). Departed, start, stop and grinder tie-up times are
 * required for Regular shifts, and then call, departed, start, stop and tie-up must be strictly
 * increasing. Delays are minutes; a blank spark-minutes, delay or level is refused, as the spec
 * lists them as required.
 */
export const multiStepShiftSchema = z
  .object({
    shiftNum: requiredNumber(M.incomplete, { integer: true, min: 0, max: 999, invalid: M.shiftNumDigits, tooSmall: M.shiftNumDigits, tooLarge: M.shiftNumDigits }),
    shiftType: requiredText(M.incomplete),
    workType: requiredText(M.incomplete),
    grinderType: requiredText(M.incomplete),
    stoneType: requiredText(M.incomplete),
    sparkMin: requiredNumber(M.incomplete, { min: 0, invalid: 'Spark minutes must be a number' }),
    callTime: requiredShiftTime,
    departedTime: shiftTime.optional().default(''),
    startTime: shiftTime.optional().default(''),
    stopTime: shiftTime.optional().default(''),
    grinderTime: shiftTime.optional().default(''),
    grinderLoc: requiredText(M.incomplete),
    ARMTieUpLoc: requiredText(M.incomplete),
    machineDelay: requiredNumber(M.incomplete, { min: 0, invalid: 'Delay must be a number of minutes' }),
    machineDelayComment: optionalText(),
    customerDelay: requiredNumber(M.incomplete, { min: 0, invalid: 'Delay must be a number of minutes' }),
    customerDelayComment: optionalText(),
    loramDelay: optionalNumber(0, 'Delay must be a number of minutes', { min: 0 }),
    loramDelayComment: optionalText(),
    fuelLevel: optionalText(),
    waterLevel: optionalText(),
    sparkBlanket: optionalText(),
    grindPlanType: optionalText(),
  })
  .superRefine((s, ctx) => {
    if (!s || typeof s !== 'object' || s.shiftType !== REGULAR_SHIFT) return;
    const keys = ['departedTime', 'startTime', 'stopTime', 'grinderTime'] as const;
    const missing = keys.filter((k) => !s[k]);
    missing.forEach((k) => ctx.addIssue({ code: 'custom', path: [k], message: M.incomplete }));
    if (missing.length > 0 || typeof s.callTime !== 'string') return;
    const times = [s.callTime, ...keys.map((k) => s[k])];
    let ok: boolean;
    try {
      ok = timesConsecutive(times);
    } catch {
      ok = false;
    }
    if (!ok) ctx.addIssue({ code: 'custom', path: ['callTime'], message: M.timesNotConsecutive });
  }, { when: () => true });

/** Step 3 Staff Info: names, and numeric phones for supervisor and transit rep (operator's optional). */
export const multiStepStaffSchema = z.object({
  grinderOperator: requiredText(M.incomplete),
  ARMSupervisor: requiredText(M.incomplete),
  transitRep: requiredText(M.incomplete),
  ARMSupervisorNumber: requiredText(M.incomplete).refine((v) => v === '' || phone.test(v), M.phones),
  transitRepNumber: requiredText(M.incomplete).refine((v) => v === '' || phone.test(v), M.phones),
  grinderOperatorNumber: optionalText().refine((v) => v === '' || phone.test(v), M.phones),
});

/** What a grind-entry schema needs to know: the customer and the line's chain bounds. */
export interface GrindEntryContext {
  customer: string;
  minChain: number;
  maxChain: number;
}

/**
 * A grind entry of step 4 (spec 000 sections 3.4 and 5.2) for one customer and line. Every field
 * but `complete` is required ('complete all fields'); Chain From may not exceed Chain To; both
 * ends times the database multiplier must lie within the line's chain bounds; customers with a
 * resolution message (ETS) need both ends on the entry resolution. The output adds `length`,
 * computed by {@link grindLength}. Throws at build time for an unknown customer.
 */
export function grindEntrySchema({ customer, minChain, maxChain }: GrindEntryContext) {
  const profile = customerProfile(customer);
  const chain = requiredNumber(M.incomplete, { min: 0, invalid: 'Chain must be a number' });
  return z
    .object({
      chainFrom_comp: chain,
      chainTo_comp: chain,
      direction: requiredText(M.incomplete),
      number: requiredText(M.incomplete),
      profile_l: requiredText(M.incomplete),
      profile_r: requiredText(M.incomplete),
      passes_l: requiredNumber(M.incomplete, { integer: true, min: 0, invalid: 'Passes must be a whole number' }),
      passes_r: requiredNumber(M.incomplete, { integer: true, min: 0, invalid: 'Passes must be a whole number' }),
      complete: z.boolean().optional().default(true),
    })
    .superRefine((e, ctx) => {
      const { chainFrom_comp: from, chainTo_comp: to } = e;
      for (const [key, value] of [['chainFrom_comp', from], ['chainTo_comp', to]] as const) {
        if (typeof value !== 'number') continue;
        if (!chainInBounds(customer, value, { min: minChain, max: maxChain })) ctx.addIssue({ code: 'custom', path: [key], message: M.outOfBounds });
        if (profile.resolutionMessage && !isMultipleOf(value, profile.entryResolution)) ctx.addIssue({ code: 'custom', path: [key], message: profile.resolutionMessage });
      }
      if (typeof from === 'number' && typeof to === 'number' && from > to) ctx.addIssue({ code: 'custom', path: ['chainFrom_comp'], message: M.chainOrder });
    }, { when: () => true })
    .transform((e) => ({ ...e, length: grindLength(customer, e.chainFrom_comp, e.chainTo_comp) }));
}

/** Step 4 Grind Info: at least one confirmed entry (spec 000 section 2.2). */
export function multiStepGrindSchema(context: GrindEntryContext) {
  return z.object({ entries: z.array(grindEntrySchema(context)).min(1, M.submitAll) });
}

export type MultiStepBasicInput = z.input<typeof multiStepBasicSchema>;
export type MultiStepBasic = z.output<typeof multiStepBasicSchema>;
export type MultiStepShiftInput = z.input<typeof multiStepShiftSchema>;
export type MultiStepShift = z.output<typeof multiStepShiftSchema>;
export type MultiStepStaffInput = z.input<typeof multiStepStaffSchema>;
export type MultiStepStaff = z.output<typeof multiStepStaffSchema>;
export type GrindEntryInput = z.input<ReturnType<typeof grindEntrySchema>>;
export type GrindEntry = z.output<ReturnType<typeof grindEntrySchema>>;
