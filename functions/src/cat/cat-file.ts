/**
 * The CAT rail file (docs/cat-format.md): optional '# key: value' header lines, then one
 * displacement sample per line in sensor units. The sampling distance (mm) and the sensor
 * calibration (µm per unit) come from the header, else from the summary values the upload
 * attached to the object; a file without a sampling distance cannot be processed.
 */

/** Raised for a file that cannot be processed; the message is the record's failure reason. */
export class CatFormatError extends Error {}

/** A parsed rail file: samples in µm at a fixed spacing. */
export interface CatRun {
  samplingDistanceMm: number;
  calibrationUmPerUnit: number;
  /** Displacement in µm. */
  samples: Float64Array;
  /** Header key-values as written (keys normalised like the summary file's). */
  header: Record<string, string>;
}

/** Values the summary gave for the run, used when the file's own header does not say. */
export interface CatDefaults {
  samplingDistanceMm?: number;
  calibrationUmPerUnit?: number;
}

/** The shortest band edge (0.281 cm) must lie below the Nyquist wavenumber. */
export const MAX_SAMPLING_DISTANCE_MM = 1.4;

/** Fewer samples than one metre at 1 mm cannot give a spectrum down to 40 cm. */
export const MIN_SAMPLES = 1024;

const normaliseKey = (k: string) => k.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** A number from a header or summary value such as '1.0 mm' or '0.25 µm/unit'. */
export function leadingNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const m = /^\s*([-+]?\d*\.?\d+(?:[eE][-+]?\d+)?)/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Parses a CAT rail file. Throws CatFormatError naming the line or the missing value: a line
 * that is not a number, a missing or non-positive sampling distance, or too few samples.
 */
export function parseCatFile(text: string, defaults: CatDefaults = {}): CatRun {
  const header: Record<string, string> = {};
  const values: number[] = [];
  let lineNo = 0;
  let start = 0;
  const len = text.length;
  while (start <= len) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = len;
    lineNo++;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line === '') continue;
    if (line.startsWith('#')) {
      const body = line.slice(1);
      const at = body.search(/[:=]/);
      if (at > 0) header[normaliseKey(body.slice(0, at))] = body.slice(at + 1).trim();
      continue;
    }
    const v = Number(line.split(/[\s,;]+/)[0]);
    if (!Number.isFinite(v)) throw new CatFormatError(`line ${lineNo} is not a displacement sample: "${line.slice(0, 40)}"`);
    values.push(v);
  }
  const samplingDistanceMm = leadingNumber(header.sampling_distance) ?? defaults.samplingDistanceMm;
  if (samplingDistanceMm === undefined || !(samplingDistanceMm > 0)) {
    throw new CatFormatError('sampling_distance is missing: give it in the file header or the summary (.sum) file');
  }
  if (samplingDistanceMm > MAX_SAMPLING_DISTANCE_MM) throw new CatFormatError(`sampling_distance ${samplingDistanceMm} mm is too coarse for wavelengths down to 0.315 cm (at most ${MAX_SAMPLING_DISTANCE_MM} mm)`);
  const calibrationUmPerUnit = leadingNumber(header.sensor_calibration) ?? defaults.calibrationUmPerUnit ?? 1;
  if (!(calibrationUmPerUnit > 0)) throw new CatFormatError(`sensor_calibration must be a positive number of µm per unit, got ${calibrationUmPerUnit}`);
  if (values.length < MIN_SAMPLES) throw new CatFormatError(`the file has ${values.length} samples; at least ${MIN_SAMPLES} are needed`);
  const samples = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) samples[i] = values[i] * calibrationUmPerUnit;
  return { samplingDistanceMm, calibrationUmPerUnit, samples, header };
}
