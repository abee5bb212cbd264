/**
 * The BART form's values and their conversions. An HTML form holds strings ('' for empty), so
 * the form values are strings; the domain schema (bartReportSchema) turns them into the typed
 * request and gives every validation message (spec 000 section 5.6).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  bartReportSchema,
  newBartRow,
  type BartReportInput,
  type BartReportRequest,
  type BartReportRowInput,
  type ShiftReport,
} from '@grindline/domain';

/** One grind row as the form holds it. */
export type BartRowValues = Record<keyof BartReportRowInput, string>;
/** The BART form as it holds it: the schema's fields, every one a string. */
export type BartFormValues = Record<Exclude<keyof BartReportInput, 'rows'>, string> & { rows: BartRowValues[] };

const ROW_FIELDS = ['segmentType', 'completed', 'direction', 'segmentFrom', 'segmentTo', 'passesLeft', 'passesRight'] as const satisfies ReadonlyArray<keyof BartRowValues>;
const SHIFT_FIELDS = ['grinderOperator', 'date', 'grinderType', 'startTime', 'stopTime', 'line', 'stoneType', 'comments'] as const satisfies ReadonlyArray<Exclude<keyof BartFormValues, 'rows'>>;

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** A grind row of the form from the domain's row (numbers become their text). */
export function toRowValues(row: BartReportRowInput): BartRowValues {
  return Object.fromEntries(ROW_FIELDS.map((k) => [k, text(row[k])])) as BartRowValues;
}

/** A new grind row: complete, direction 1 (domain newBartRow, spec 000 section 4). */
export function newRowValues(): BartRowValues {
  return toRowValues(newBartRow());
}

/** An empty report with one new grind row. */
export function defaultValues(): BartFormValues {
  const shift = Object.fromEntries(SHIFT_FIELDS.map((k) => [k, ''])) as Omit<BartFormValues, 'rows'>;
  return { ...shift, rows: [newRowValues()] };
}

/** The form values of a stored report (for editing it). */
export function toFormValues(report: ShiftReport): BartFormValues {
  return {
    grinderOperator: report.grinderOperator,
    date: report.date,
    grinderType: report.grinderType,
    startTime: text(report.startTime),
    stopTime: text(report.stopTime),
    line: report.line,
    stoneType: report.stoneType,
    comments: report.comments,
    rows: report.ranges.map((r) => ({
      segmentType: text(r.segmentType),
      completed: r.complete ? 'complete' : 'incomplete',
      direction: r.direction,
      segmentFrom: String(r.from),
      segmentTo: String(r.to),
      passesLeft: String(r.passesLeft),
      passesRight: String(r.passesRight),
    })),
  };
}

/**
 * The request body of valid form values: the domain schema's output (trimmed text, numbers).
 * Throws the schema's ZodError for values that do not validate.
 */
export function toRequest(values: BartFormValues): BartReportRequest {
  return bartReportSchema.parse(values);
}

/**
 * Form values from a saved draft, or null when `raw` is not one: known fields only, each kept
 * when it is text, so a draft written by an older version cannot break the form.
 */
export function fromDraft(raw: unknown): BartFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const source = raw as Record<string, unknown>;
  const pick = <K extends string>(from: Record<string, unknown>, keys: readonly K[], base: Record<K, string>) =>
    Object.fromEntries(keys.map((k) => [k, typeof from[k] === 'string' ? from[k] : base[k]])) as Record<K, string>;
  const shift = pick(source, SHIFT_FIELDS, defaultValues());
  const rows = Array.isArray(source.rows)
    ? source.rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null).map((r) => pick(r, ROW_FIELDS, newRowValues()))
    : [];
  return { ...shift, rows: rows.length > 0 ? rows : [newRowValues()] };
}

/**
 * react-hook-form resolver: validation by the domain schema, values left as the form's text
 * (`raw`), converted once by {@link toRequest}. The schema accepts text for every field at
 * runtime (its field builders take what an HTML form produces); its input type only lists the
 * enum members, hence the widened type here.
 */
export const bartFormResolver = zodResolver(
  bartReportSchema as unknown as z.ZodType<BartFormValues, BartFormValues>,
  undefined,
  { raw: true },
);
