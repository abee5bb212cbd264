/**
 * The subway form's values and their conversions (spec 000 sections 2.8, 3.7, 5.7). The form
 * holds strings ('' for empty); the domain schema (nyctShiftSchema) makes the typed request and
 * gives every message. `track` is the form's own: choosing it copies it to every grind limit.
 */
import {
  NYCT_LINES,
  nyctLength,
  nyctShiftSchema,
  nyctTrackIds,
  NYCT_ALL_TRACK_IDS,
  type NyctDivision,
  type NyctShift,
  type NyctShiftInput,
} from '@grindline/domain';

export interface NyctDefectValues {
  numRemoved: string;
  type: string;
  priority: string;
  comment: string;
}

export interface NyctLimitValues {
  trackId: string;
  segmentType: string;
  segmentFrom: string;
  segmentFromFeet: string;
  segmentTo: string;
  segmentToFeet: string;
  passesLeft: string;
  passesRight: string;
  profileLeft: string;
  profileRight: string;
  completed: string;
  location: string;
  defects: NyctDefectValues[];
}

const SHIFT_FIELDS = [
  'date', 'grinderType', 'superName', 'superType', 'passNum', 'subDiv', 'div', 'line', 'lineLabel',
  'departYard', 'departTime', 'departFuel', 'departWater', 'arrivalYard', 'arrivalTime', 'arrivalFuel', 'arrivalWater',
  'goNum', 'goPriority', 'goStartTime', 'goEndTime', 'goEntryTime', 'goDepartTime', 'sparkMin', 'passDistance',
  'machineDelay', 'machineDelayComment', 'fmDelay', 'fmDelayComment', 'trainDelay', 'trainDelayComment', 'customerDelay', 'customerDelayComment',
] as const;
export type NyctShiftField = (typeof SHIFT_FIELDS)[number];

export type NyctFormValues = Record<NyctShiftField, string> & { track: string; grindLimits: NyctLimitValues[] };

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export const newDefect = (): NyctDefectValues => ({ numRemoved: '', type: '', priority: '', comment: '' });

/** A new grind limit: complete, on the form's track when one is chosen. */
export function newGrindLimit(track = ''): NyctLimitValues {
  return {
    trackId: track, segmentType: '', segmentFrom: '', segmentFromFeet: '', segmentTo: '', segmentToFeet: '',
    passesLeft: '', passesRight: '', profileLeft: '', profileRight: '', completed: 'complete', location: '', defects: [],
  };
}

/** The empty form with one grind limit. */
export function defaultValues(): NyctFormValues {
  const shift = Object.fromEntries(SHIFT_FIELDS.map((k) => [k, ''])) as Record<NyctShiftField, string>;
  return { ...shift, track: '', grindLimits: [newGrindLimit()] };
}

/** The form values of a stored report's form (GET /api/reports/{shiftId}/edit `form`). */
export function toFormValues(form: NyctShiftInput): NyctFormValues {
  const source = form as unknown as Record<string, unknown>;
  const shift = Object.fromEntries(SHIFT_FIELDS.map((k) => [k, text(source[k])])) as Record<NyctShiftField, string>;
  const limits = (form.grindLimits ?? []).map((g) => {
    const limit = g as unknown as Record<string, unknown>;
    return {
      ...(Object.fromEntries(Object.keys(newGrindLimit()).filter((k) => k !== 'defects').map((k) => [k, text(limit[k])])) as Omit<NyctLimitValues, 'defects'>),
      defects: ((limit.defects as Array<Record<string, unknown>> | undefined) ?? []).map((d) => ({ numRemoved: text(d.numRemoved), type: text(d.type), priority: text(d.priority), comment: text(d.comment) })),
    };
  });
  const tracks = [...new Set(limits.map((l) => l.trackId))];
  return { ...shift, track: tracks.length === 1 ? tracks[0] : '', grindLimits: limits.length ? limits : [newGrindLimit()] };
}

/** The request of valid form values (the schema's output); throws the schema's error otherwise. */
export function toRequest(values: NyctFormValues): NyctShift {
  const { track: _track, ...rest } = values;
  return nyctShiftSchema.parse(rest);
}

/** Form values of a saved draft, or null when `raw` is not one (known fields only). */
export function fromDraft(raw: unknown): NyctFormValues | null {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { grindLimits?: unknown }).grindLimits)) return null;
  const values = toFormValues(raw as NyctShiftInput);
  return { ...values, track: text((raw as { track?: unknown }).track) };
}

/** The lines of a division as select options (value `${div}_${code}`), then 'Other'. */
export function lineOptions(div: string): Array<{ value: string; label: string }> {
  const lines = NYCT_LINES[div as NyctDivision] ?? [];
  return [...lines.map((l) => ({ value: `${div}_${l.code}`, label: l.name })), { value: 'Other', label: 'Other' }];
}

/** The tracks a line offers: its own, or every NYCT track for 'Other' (spec 000 section 9.5). */
export function trackOptions(div: string, line: string): string[] {
  if (line === 'Other') return [...NYCT_ALL_TRACK_IDS];
  const found = (NYCT_LINES[div as NyctDivision] ?? []).find((l) => `${div}_${l.code}` === line);
  return found ? nyctTrackIds(div as NyctDivision, found) : [];
}

/** A grind limit's length in feet as the form shows it (domain nyctLength), or '' until both ends are numbers. */
export function limitLength(limit: Pick<NyctLimitValues, 'segmentFrom' | 'segmentFromFeet' | 'segmentTo' | 'segmentToFeet'>): string {
  const n = (v: string, blank: number | null) => (v.trim() === '' ? blank : Number(v));
  const [chainFrom, feetFrom, chainTo, feetTo] = [n(limit.segmentFrom, null), n(limit.segmentFromFeet, 0), n(limit.segmentTo, null), n(limit.segmentToFeet, 0)];
  if ([chainFrom, feetFrom, chainTo, feetTo].some((v) => v === null || !Number.isFinite(v) || v < 0) || feetFrom! > 99 || feetTo! > 99) return '';
  return String(nyctLength({ chain: chainFrom!, feet: feetFrom! }, { chain: chainTo!, feet: feetTo! }));
}

/** Number of fields with an error in a react-hook-form errors object (leaves with a message). */
export function countErrors(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  if ('message' in errors && typeof (errors as { message?: unknown }).message === 'string' && !('ref' in errors && Array.isArray(errors))) {
    const nested = Object.entries(errors).filter(([k, v]) => !['message', 'type', 'ref', 'types', 'root'].includes(k) && v && typeof v === 'object');
    return nested.length ? nested.reduce((sum, [, v]) => sum + countErrors(v), 0) : 1;
  }
  return Object.entries(errors).reduce((sum, [k, v]) => (k === 'ref' ? sum : sum + countErrors(v)), 0);
}
