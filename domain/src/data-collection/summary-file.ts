/** Summary (.sum) files of CAT roughness runs (spec 002 section 5, spec 001 section 3). */

export type SummaryRail = 'BOTH' | 'L' | 'R';

/** Sensor positions in whole millimetres. */
export interface SensorPosition {
  left: number;
  right: number;
}

/**
 * A parsed summary file: every key-value pair under its normalised key, with `rail`,
 * `sensor_position`, `start_position` and `end_position` normalised.
 */
export type SummaryFile = { [key: string]: string | SensorPosition | undefined } & {
  rail?: SummaryRail | string;
  sensor_position?: SensorPosition;
  start_position?: string;
  end_position?: string;
};

/** Lower case, spaces and dashes as underscores (spec 002 section 5). */
export function normaliseKey(key: string): string {
  return key.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/**
 * Rail text containing both, left or right becomes BOTH, L or R (spec 002 section 5); a bare L
 * or R stays as it is. Anything else is returned unchanged, trimmed.
 */
export function normaliseRail(text: string): SummaryRail | string {
  const t = text.trim().toLowerCase();
  if (t.includes('both')) return 'BOTH';
  if (t.includes('left') || t === 'l') return 'L';
  if (t.includes('right') || t === 'r') return 'R';
  return text.trim();
}

const toMm = (text: string, raw: string): number => {
  const n = Number(text.trim().replace(/\s*mm$/i, ''));
  if (text.trim() === '' || !Number.isFinite(n)) throw new Error(`sensor_position "${raw}" is not a number of millimetres`);
  return Math.round(n);
};

/**
 * Sensor position rounded to whole mm; 'a;b' means left a and right b, a single value applies to
 * both rails (spec 002 section 5). Throws a clear error for a value that is not a number.
 */
export function parseSensorPosition(text: string): SensorPosition {
  const parts = text.split(';');
  if (parts.length > 2) throw new Error(`sensor_position "${text}" has more than two values`);
  const left = toMm(parts[0], text);
  return { left, right: parts.length === 2 ? toMm(parts[1], text) : left };
}

/** Keeps only digits, '.' and '-' (spec 002 section 5: start and end positions). */
export function cleanPosition(text: string): string {
  return text.replace(/[^\d.-]/g, '');
}

/**
 * Parses a summary file (spec 002 section 5). Lines are key-value pairs; the separator is '=' or
 * ':', whichever more lines contain (a tie means '='), split at its first occurrence so times
 * such as 10:30:00 keep their colons. Lines without the separator or without a key are skipped;
 * a repeated key keeps its last value. An empty file gives {}.
 */
export function parseSummaryFile(text: string): SummaryFile {
  if (typeof text !== 'string') throw new Error('summary file text must be a string');
  const lines = text.split(/\r\n|\r|\n/);
  const count = (sep: string) => lines.filter((l) => l.includes(sep)).length;
  const separator = count(':') > count('=') ? ':' : '=';
  const result: SummaryFile = {};
  for (const line of lines) {
    const at = line.indexOf(separator);
    if (at < 0) continue;
    const key = normaliseKey(line.slice(0, at));
    if (key === '') continue;
    const value = line.slice(at + 1).trim();
    if (key === 'rail') result.rail = normaliseRail(value);
    else if (key === 'sensor_position') result.sensor_position = parseSensorPosition(value);
    else if (key === 'start_position' || key === 'end_position') result[key] = cleanPosition(value);
    else result[key] = value;
  }
  return result;
}
