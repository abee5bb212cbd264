/**
 * The multi-step form's values and their conversions (spec 000 sections 2.2, 3.1, 3.4, 4, 5.2).
 * An HTML form holds text, so every field is a string; the step progress and each grind entry's
 * open/confirmed state are part of the values, so a restored draft reopens the form where the
 * user left it. toRequest builds the one body of POST /api/reports/standard.
 */
import { REGULAR_SHIFT, shiftId, type AutopopulateResult } from '@grindline/domain';

export const STEPS = ['basic', 'shift', 'staff', 'grind'] as const;
export type Step = (typeof STEPS)[number];

/** The time fields of step 2, in the order they must increase for a Regular shift. */
export const TIME_FIELDS = ['callTime', 'departedTime', 'startTime', 'stopTime', 'grinderTime'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

export const SHIFT_FIELDS = [
  'shiftNum', 'shiftType', 'workType', 'grinderType', 'stoneType', 'sparkMin', ...TIME_FIELDS, 'grinderLoc', 'ARMTieUpLoc',
  'machineDelay', 'machineDelayComment', 'customerDelay', 'customerDelayComment', 'loramDelay', 'loramDelayComment', 'fuelLevel', 'waterLevel',
] as const;
export const STAFF_FIELDS = ['grinderOperator', 'grinderOperatorNumber', 'ARMSupervisor', 'ARMSupervisorNumber', 'transitRep', 'transitRepNumber', 'commentsInt', 'commentsExt'] as const;
export const ENTRY_FIELDS = ['chainFrom_comp', 'chainTo_comp', 'direction', 'number', 'profile_l', 'profile_r', 'passes_l', 'passes_r', 'completed'] as const;

export type EntryValues = Record<(typeof ENTRY_FIELDS)[number], string> & { confirmed: boolean };
export type StandardFormValues = { date: string; site: string; line: string } & Record<(typeof SHIFT_FIELDS)[number], string> &
  Record<(typeof STAFF_FIELDS)[number], string> & {
    previousDay: Record<TimeField, boolean>;
    entries: EntryValues[];
    done: Record<Step, boolean>;
  };

const blank = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

/** A new grind entry: complete, open, direction the line's first (spec 000 section 4). */
export function newEntry(direction = ''): EntryValues {
  return { ...blank(ENTRY_FIELDS), completed: 'complete', direction, confirmed: false };
}

/**
 * The empty report: nothing done yet. `site` is the customer already chosen: a site admin files
 * only for their own site, so its form starts on it (one tap fewer at the end of a shift).
 */
export function defaultValues(site = ''): StandardFormValues {
  return {
    date: '',
    site,
    line: '',
    ...blank(SHIFT_FIELDS),
    ...blank(STAFF_FIELDS),
    previousDay: { callTime: false, departedTime: false, startTime: false, stopTime: false, grinderTime: false },
    entries: [newEntry()],
    done: { basic: false, shift: false, staff: false, grind: false },
  };
}

export const isRegular = (values: Pick<StandardFormValues, 'shiftType'>): boolean => values.shiftType.trim() === REGULAR_SHIFT;

/** 'Submitted N/4 forms' (spec 000 section 2.2). */
export function submittedCount(done: StandardFormValues['done']): number {
  return STEPS.filter((s) => done[s]).length;
}

/** The day before an ISO date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The times as the server reads them: plain 'HH:MM' when no 'Previous Day?' box is ticked; else
 * every time dated ('YYYY-MM-DDTHH:MM'), a ticked one on the day before (spec 000 section 2.2).
 */
export function requestTimes(values: StandardFormValues): Record<TimeField, string> {
  const anyPrevious = TIME_FIELDS.some((t) => values.previousDay[t] && values[t].trim() !== '');
  return Object.fromEntries(
    TIME_FIELDS.map((t) => {
      const time = values[t].trim();
      if (!anyPrevious || time === '') return [t, time];
      return [t, `${values.previousDay[t] ? dayBefore(values.date) : values.date}T${time}`];
    }),
  ) as Record<TimeField, string>;
}

/** The shift id this report will have (date, shift number to 3 digits, grinder number to 2). */
export function formShiftId(values: Pick<StandardFormValues, 'date' | 'shiftNum' | 'grinderType'>): string | null {
  try {
    return shiftId({ variant: 'standard', date: values.date, shiftNum: Number(values.shiftNum), grinderType: values.grinderType });
  } catch {
    return null;
  }
}

/** The text of an entry as the server's grind entry reads it (numbers stay text; the schema converts). */
function entryRequest(e: EntryValues) {
  return {
    chainFrom_comp: e.chainFrom_comp.trim(),
    chainTo_comp: e.chainTo_comp.trim(),
    direction: e.direction,
    number: e.number.trim(),
    profile_l: e.profile_l,
    profile_r: e.profile_r,
    passes_l: e.passes_l.trim(),
    passes_r: e.passes_r.trim(),
    complete: e.completed !== 'incomplete',
  };
}

/** The body of POST /api/reports/standard (without the submission id the form kit adds). */
export function toRequest(values: StandardFormValues) {
  const pick = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, (values as unknown as Record<K, string>)[k].trim()])) as Record<K, string>;
  return {
    date: values.date,
    site: values.site,
    line: values.line,
    ...pick(SHIFT_FIELDS),
    ...requestTimes(values),
    ...pick(STAFF_FIELDS),
    entries: isRegular(values) ? values.entries.map(entryRequest) : [],
  };
}
export type StandardRequestBody = ReturnType<typeof toRequest>;

/**
 * Values after step 1 (spec 000 section 4): with a previous shift, steps 2 and 3 are prefilled
 * from it with the shift number plus one; without one they are blanked.
 */
export function applyAutopopulate(values: StandardFormValues, found: AutopopulateResult): StandardFormValues {
  const empty = defaultValues();
  const next: StandardFormValues = { ...values, ...blank(SHIFT_FIELDS), ...blank(STAFF_FIELDS), previousDay: empty.previousDay };
  if (!found.found) return next;
  return {
    ...next,
    shiftNum: String(found.shiftNum),
    grinderType: found.grinderType,
    stoneType: found.stoneType,
    workType: found.workType,
    grinderLoc: found.grinderLoc,
    ARMTieUpLoc: found.ARMTieUpLoc,
    grinderOperator: found.grinderOperator,
    grinderOperatorNumber: found.grinderOperatorNumber,
    ARMSupervisor: found.ARMSupervisor,
    ARMSupervisorNumber: found.ARMSupervisorNumber,
    transitRep: found.transitRep,
    transitRepNumber: found.transitRepNumber,
  };
}

/** Step 1 edited after later steps (confirmed): line and every later step cleared. */
export function clearAfterBasic(values: StandardFormValues): StandardFormValues {
  const empty = defaultValues();
  return { ...empty, date: values.date, site: values.site, line: '' };
}

/** Form values from a saved draft, or null when it is not one: known fields only, text kept. */
export function fromDraft(raw: unknown): StandardFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const source = raw as Record<string, unknown>;
  const base = defaultValues();
  const textOf = (from: Record<string, unknown>, k: string, fallback: string) => (typeof from[k] === 'string' ? (from[k] as string) : fallback);
  const out = { ...base } as Record<string, unknown>;
  for (const k of ['date', 'site', 'line', ...SHIFT_FIELDS, ...STAFF_FIELDS]) out[k] = textOf(source, k, base[k as keyof StandardFormValues] as string);
  const flags = <K extends string>(from: unknown, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, typeof from === 'object' && from !== null && (from as Record<string, unknown>)[k] === true])) as Record<K, boolean>;
  out.previousDay = flags(source.previousDay, TIME_FIELDS);
  out.done = flags(source.done, STEPS);
  const entries = Array.isArray(source.entries)
    ? source.entries
        .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
        .map((e) => ({ ...Object.fromEntries(ENTRY_FIELDS.map((k) => [k, textOf(e, k, newEntry()[k])])), confirmed: e.confirmed === true }) as EntryValues)
    : [];
  out.entries = entries.length > 0 ? entries : [newEntry()];
  return out as StandardFormValues;
}
