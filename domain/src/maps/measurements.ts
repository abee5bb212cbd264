/**
 * Measurement layers the agencies hand over (spec 001 sections 2.1, 2.5, 3 and 9): noise, TCI,
 * test sites, system overview and acceleration. Each is imported from a documented CSV (or a
 * GeoJSON FeatureCollection whose features carry the same properties and their own positions);
 * every row is checked here and a file with any bad row is refused with the row and column of
 * each problem (docs/api.md 'Measurement files').
 */
import { isIsoDate } from '../rules/dates';

export const MEASUREMENT_LAYERS = ['system-overview', 'tci', 'test-sites', 'noise', 'acceleration'] as const;
export type MeasurementLayer = (typeof MEASUREMENT_LAYERS)[number];

/** Which site holds which measurement layers. */
export const MEASUREMENT_SITES: Readonly<Record<MeasurementLayer, string>> = {
  'system-overview': 'BART',
  tci: 'BART',
  'test-sites': 'BART',
  noise: 'SKYTRAIN',
  acceleration: 'SKYTRAIN',
};

/** The nine noise measurement dates of SkyTrain (spec 001 section 2.5: 2018-01-19 to 2019-11-07; the seven between are ours). */
export const NOISE_DATES = [
  '2018-01-19', '2018-04-12', '2018-06-21', '2018-09-13', '2018-11-22', '2019-02-14', '2019-05-09', '2019-08-15', '2019-11-07',
] as const;

type Kind = 'text' | 'number' | 'yesno' | 'date' | { choices: readonly string[] };
interface Column {
  name: string;
  kind: Kind;
  required: boolean;
}
const c = (name: string, kind: Kind, required = true): Column => ({ name, kind, required });
const POSITION = [c('line', 'text'), c('direction', 'text'), c('from', 'number'), c('to', 'number')];

/** The columns of each layer's file, in documented order (the first four place the row on a track). */
export const MEASUREMENT_COLUMNS: Readonly<Record<MeasurementLayer, readonly Column[]>> = {
  'system-overview': [...POSITION, c('mgt', 'number'), c('fire_zone', 'yesno'), c('mow', 'yesno'), c('comment', 'text', false)],
  tci: [...POSITION, c('tci', 'number'), c('priority', 'text', false)],
  'test-sites': [
    ...POSITION, c('site_num', 'text'), c('rail', { choices: ['W', 'E'] }), c('profile', 'text'),
    c('sdi', 'number'), c('cqi', 'number'), c('pqi', 'number'), c('measured', 'date', false),
  ],
  noise: [...POSITION, c('noise', 'number'), c('avg_speed', 'number', false), c('dep_stat', 'text', false), c('arr_stat', 'text', false)],
  acceleration: [
    ...POSITION, c('axis', { choices: ['Z', 'Y'] }), c('filter', { choices: ['RAW', '400-800'] }),
    c('rms_chain', 'number'), c('rms_station', 'number'), c('rms_chain_90', 'number'), c('rms_station_90', 'number'),
    c('station_label', 'text', false), c('switch', 'yesno', false),
  ],
};

/** A checked row: the position columns plus the layer's values (absent optional columns are null). */
export interface MeasurementRow {
  line: string;
  direction: string;
  from: number;
  to: number;
  values: Record<string, string | number | boolean | null>;
  /** [lng, lat] positions a GeoJSON feature carried; absent for CSV rows (placed on the track). */
  coords?: [number, number][];
}

/** A problem with one cell: 1-based data row (the header is row 0) and column name. */
export interface RowIssue {
  row: number;
  column: string;
  message: string;
}

/** At most this many rows per file (a layer's date is one stored item). */
export const MAX_MEASUREMENT_ROWS = 5000;

/** Splits CSV text into records of fields (RFC 4180: quotes, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), (i += 1);
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') record.push(field), (field = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      if (record.some((f) => f.trim() !== '')) records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  record.push(field);
  if (record.some((f) => f.trim() !== '')) records.push(record);
  return records;
}

function cell(column: Column, raw: unknown): { value: string | number | boolean | null } | { error: string } {
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  if (text === '') return column.required ? { error: `${column.name} is required` } : { value: null };
  const { kind } = column;
  if (kind === 'number') {
    const n = typeof raw === 'number' ? raw : Number(text);
    return Number.isFinite(n) ? { value: n } : { error: `${column.name} must be a number, got "${text.slice(0, 40)}"` };
  }
  if (kind === 'yesno') {
    const v = text.toLowerCase();
    if (['yes', 'y', 'true', '1'].includes(v)) return { value: true };
    if (['no', 'n', 'false', '0'].includes(v)) return { value: false };
    return { error: `${column.name} must be yes or no, got "${text.slice(0, 40)}"` };
  }
  if (kind === 'date') return isIsoDate(text) ? { value: text } : { error: `${column.name} must be a date written YYYY-MM-DD` };
  if (kind === 'text') return text.length > 200 ? { error: `${column.name} is too long: at most 200 characters` } : { value: text };
  const choice = kind.choices.find((ch) => ch.toLowerCase() === text.toLowerCase());
  return choice ? { value: choice } : { error: `${column.name} must be one of ${kind.choices.join(', ')}` };
}

/** Checks one record (by column name) of `layer`; `row` numbers the issues. */
function checkRecord(layer: MeasurementLayer, record: Record<string, unknown>, row: number, issues: RowIssue[]): MeasurementRow | null {
  const values: Record<string, string | number | boolean | null> = {};
  let ok = true;
  for (const column of MEASUREMENT_COLUMNS[layer]) {
    const result = cell(column, record[column.name]);
    if ('error' in result) {
      issues.push({ row, column: column.name, message: result.error });
      ok = false;
    } else values[column.name] = result.value;
  }
  if (ok && (values.to as number) < (values.from as number)) {
    issues.push({ row, column: 'to', message: 'to must not be less than from' });
    ok = false;
  }
  if (!ok) return null;
  const { line, direction, from, to, ...rest } = values;
  return { line: line as string, direction: direction as string, from: from as number, to: to as number, values: rest };
}

/** Result of reading a file: rows when every row is good, else every issue found. */
export type MeasurementParse =
  | { ok: true; rows: MeasurementRow[] }
  /** `rows`: the good rows with their 1-based row numbers, so a caller can check them further and report every problem at once. */
  | { ok: false; issues: RowIssue[]; rows?: { row: number; value: MeasurementRow }[] };

function finish(rows: (MeasurementRow | null)[], issues: RowIssue[]): MeasurementParse {
  if (issues.length > 0) {
    const good = rows.flatMap((value, i) => (value ? [{ row: i + 1, value }] : []));
    return { ok: false, issues, rows: good };
  }
  if (rows.length === 0) return { ok: false, issues: [{ row: 0, column: 'file', message: 'The file has no data rows' }] };
  if (rows.length > MAX_MEASUREMENT_ROWS) {
    return { ok: false, issues: [{ row: MAX_MEASUREMENT_ROWS + 1, column: 'file', message: `A file holds at most ${MAX_MEASUREMENT_ROWS} rows` }] };
  }
  return { ok: true, rows: rows as MeasurementRow[] };
}

/**
 * Reads a layer's CSV: a header naming the columns (any order, case-insensitive; unknown columns
 * are refused so a misspelt one is not silently dropped), then one row per measured stretch.
 */
export function parseMeasurementCsv(layer: MeasurementLayer, text: string): MeasurementParse {
  const records = parseCsv(text);
  if (records.length === 0) return { ok: false, issues: [{ row: 0, column: 'file', message: 'The file is empty' }] };
  const header = records[0].map((h) => h.trim().toLowerCase());
  const known = new Set(MEASUREMENT_COLUMNS[layer].map((col) => col.name));
  const issues: RowIssue[] = [];
  header.forEach((h) => {
    if (!known.has(h)) issues.push({ row: 0, column: h || '(blank)', message: `Unknown column "${h}"; expected ${[...known].join(', ')}` });
  });
  for (const col of MEASUREMENT_COLUMNS[layer]) {
    if (col.required && !header.includes(col.name)) issues.push({ row: 0, column: col.name, message: `The header has no ${col.name} column` });
  }
  if (issues.length > 0) return { ok: false, issues };
  if (records.length - 1 > MAX_MEASUREMENT_ROWS) return finish(new Array(records.length - 1).fill(null), []);
  const rows = records.slice(1).map((fields, i) => {
    if (fields.length !== header.length) {
      issues.push({ row: i + 1, column: 'file', message: `Row has ${fields.length} fields; the header has ${header.length}` });
      return null;
    }
    return checkRecord(layer, Object.fromEntries(header.map((h, j) => [h, fields[j]])), i + 1, issues);
  });
  return finish(rows, issues);
}

const isPosition = (p: unknown): p is [number, number] =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' &&
  Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;

/**
 * Reads a layer's GeoJSON: a FeatureCollection of LineString features whose properties are the
 * CSV columns; the feature's coordinates are where the row is drawn. Feature n is row n.
 */
export function parseMeasurementGeoJson(layer: MeasurementLayer, value: unknown): MeasurementParse {
  const fc = value as { type?: unknown; features?: unknown };
  if (!fc || typeof fc !== 'object' || fc.type !== 'FeatureCollection' || !Array.isArray(fc.features)) {
    return { ok: false, issues: [{ row: 0, column: 'file', message: 'The file must be a GeoJSON FeatureCollection' }] };
  }
  const issues: RowIssue[] = [];
  if (fc.features.length > MAX_MEASUREMENT_ROWS) return finish(new Array(fc.features.length).fill(null), []);
  const rows = (fc.features as unknown[]).map((f, i) => {
    const feature = f as { geometry?: { type?: unknown; coordinates?: unknown }; properties?: unknown } | null;
    const coords = feature?.geometry?.coordinates;
    if (feature?.geometry?.type !== 'LineString' || !Array.isArray(coords) || coords.length < 2 || !coords.every(isPosition)) {
      issues.push({ row: i + 1, column: 'geometry', message: 'geometry must be a LineString of at least 2 [lng, lat] positions' });
      return null;
    }
    const props = feature.properties && typeof feature.properties === 'object' ? (feature.properties as Record<string, unknown>) : {};
    const lower = Object.fromEntries(Object.entries(props).map(([k, v]) => [k.toLowerCase(), v]));
    const row = checkRecord(layer, lower, i + 1, issues);
    return row && { ...row, coords: (coords as [number, number][]).map(([lng, lat]) => [lng, lat] as [number, number]) };
  });
  return finish(rows, issues);
}

/** 'row 3, column noise: noise must be a number' (row 0 is the header or the whole file). */
export function describeIssue(issue: RowIssue): string {
  return issue.row === 0 ? `${issue.column}: ${issue.message}` : `row ${issue.row}, column ${issue.column}: ${issue.message}`;
}
