/**
 * The SkyTrain (elevated-rail) form's values and their conversions (spec 000 sections 2.6, 3.5,
 * 5.5 and 9.3). The form holds strings ('' for empty); the domain schema skytrainReportSchema
 * gives every message and turns them into the request.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  grindLength,
  skytrainReportSchema,
  SKYTRAIN_DIRECTIONS,
  type ShiftReport,
  type SkytrainGrindRowInput,
  type SkytrainReport,
  type SkytrainReportInput,
} from '@grindline/domain';

export type SkytrainRowValues = Record<keyof SkytrainGrindRowInput, string>;
export type SkytrainFormValues = Record<Exclude<keyof SkytrainReportInput, 'rows'>, string> & { rows: SkytrainRowValues[] };

const SHIFT_FIELDS = [
  'shiftDate', 'line', 'shiftType', 'grinderOperator', 'grinderType', 'stoneType',
  'sparkMins', 'availableTrackTime', 'engineHours', 'tieUpLocation', 'commentsExt',
] as const satisfies ReadonlyArray<Exclude<keyof SkytrainFormValues, 'rows'>>;
const ROW_FIELDS = ['completed', 'direction', 'segmentFrom', 'segmentTo', 'curveType', 'passesLeft', 'passesRight', 'comments'] as const satisfies ReadonlyArray<keyof SkytrainRowValues>;

/** A new grind row: complete, direction the first option (spec 000 section 4). */
export function newRowValues(): SkytrainRowValues {
  return { completed: 'complete', direction: SKYTRAIN_DIRECTIONS[0], segmentFrom: '', segmentTo: '', curveType: '', passesLeft: '', passesRight: '', comments: '' };
}

/** An empty report with one new grind row. */
export function defaultValues(): SkytrainFormValues {
  const shift = Object.fromEntries(SHIFT_FIELDS.map((k) => [k, ''])) as Omit<SkytrainFormValues, 'rows'>;
  return { ...shift, rows: [newRowValues()] };
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** The form values of a stored SkyTrain report (for editing it). */
export function toFormValues(report: ShiftReport): SkytrainFormValues {
  const x = report.extended?.kind === 'skytrain' ? report.extended : undefined;
  const [h, m] = (report.availableTrackTime ?? '').split(':').map(Number);
  return {
    shiftDate: report.date,
    line: report.line,
    shiftType: report.shiftType,
    grinderOperator: report.grinderOperator,
    grinderType: report.grinderType,
    stoneType: report.stoneType,
    sparkMins: String(report.sparkMin),
    availableTrackTime: Number.isFinite(h) && Number.isFinite(m) ? String(h * 60 + m) : '',
    engineHours: text(x?.engineHours),
    tieUpLocation: text(x?.tieUpLocation),
    commentsExt: report.comments,
    rows: report.ranges.map((r) => ({
      completed: r.complete ? 'complete' : 'incomplete',
      direction: r.direction,
      segmentFrom: String(r.from),
      segmentTo: String(r.to),
      curveType: text(r.segmentType),
      passesLeft: String(r.passesLeft),
      passesRight: String(r.passesRight),
      comments: text(r.comments),
    })),
  };
}

/** The request of valid form values (schema output); throws the schema's ZodError otherwise. */
export function toRequest(values: SkytrainFormValues): SkytrainReport {
  return skytrainReportSchema.parse(values);
}

/** A row's length in metres, shown read-only: 25 per segment (spec 000 section 9.3), '' until both ends are numbers. */
export function rowLength(row: Pick<SkytrainRowValues, 'segmentFrom' | 'segmentTo'>): string {
  if (row.segmentFrom.trim() === '' || row.segmentTo.trim() === '') return '';
  const from = Number(row.segmentFrom);
  const to = Number(row.segmentTo);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return '';
  return String(grindLength('SKYTRAIN', from, to));
}

/** Form values from a saved draft, or null when `raw` is not one (known text fields only). */
export function fromDraft(raw: unknown): SkytrainFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const source = raw as Record<string, unknown>;
  const pick = <K extends string>(from: Record<string, unknown>, keys: readonly K[], base: Record<K, string>) =>
    Object.fromEntries(keys.map((k) => [k, typeof from[k] === 'string' ? from[k] : base[k]])) as Record<K, string>;
  const rows = Array.isArray(source.rows)
    ? source.rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null).map((r) => pick(r, ROW_FIELDS, newRowValues()))
    : [];
  return { ...pick(source, SHIFT_FIELDS, defaultValues()), rows: rows.length > 0 ? rows : [newRowValues()] };
}

/** react-hook-form resolver: the domain schema validates, the values stay the form's text. */
export const skytrainFormResolver = zodResolver(skytrainReportSchema as unknown as z.ZodType<SkytrainFormValues, SkytrainFormValues>, undefined, { raw: true });
