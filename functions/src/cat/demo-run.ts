/**
 * Synthetic CAT runs for the demo data, the tests and the bench (docs/cat-format.md): a
 * roughness floor (first-order filtered noise: flat at long wavelengths, falling 6 dB per octave
 * below 2π × the correlation length), a corrugation peak at a chosen wavelength whose amplitude
 * wanders along the run, a vertical curve, and a few dirt spikes. Seeded: the same options give
 * the same run.
 */
import { mulberry32 as seededRandom } from '../seed/prng';

/** What a generated run contains. */
export interface DemoRunOptions {
  lengthM: number;
  samplingDistanceMm?: number;
  seed?: number;
  /** RMS of the roughness floor, µm. */
  floorRmsUm: number;
  /** Correlation length of the floor, mm. */
  floorCorrelationMm?: number;
  /** Corrugation wavelength (mm) and peak amplitude (µm); amplitude 0 for none. */
  corrugation?: { wavelengthMm: number; amplitudeUm: number };
  /** Dirt spikes per 100 m. */
  spikesPer100m?: number;
}

/** A small, fast, seeded generator (uniform in [0, 1)): the seed data's mulberry32. */
export { seededRandom };

/** Standard normal samples from a uniform generator (Box-Muller). */
export function gaussian(random: () => number): () => number {
  let spare: number | undefined;
  return () => {
    if (spare !== undefined) { const s = spare; spare = undefined; return s; }
    const u = Math.max(random(), 1e-300);
    const v = random();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
}

/** A run's displacement in µm, one sample per sampling distance. */
export function generateRun(options: DemoRunOptions): Float64Array {
  const dx = options.samplingDistanceMm ?? 1;
  const n = Math.round((options.lengthM * 1000) / dx);
  const random = seededRandom(options.seed ?? 1);
  const normal = gaussian(random);
  const a = Math.exp(-dx / (options.floorCorrelationMm ?? 20));
  // Scale the driving noise so that the stationary AR(1) floor has the asked RMS.
  const drive = options.floorRmsUm * Math.sqrt(1 - a * a);
  const corr = options.corrugation;
  const phase = random() * 2 * Math.PI;
  const wander = random() * 2 * Math.PI;
  const x = new Float64Array(n);
  let floor = options.floorRmsUm * normal();
  const halfM = options.lengthM / 2;
  for (let i = 0; i < n; i++) {
    const s = (i * dx) / 1000;
    floor = a * floor + drive * normal();
    let v = floor;
    if (corr && corr.amplitudeUm > 0) {
      const envelope = 0.75 + 0.25 * Math.sin((2 * Math.PI * s) / 47 + wander);
      v += corr.amplitudeUm * envelope * Math.sin((2 * Math.PI * i * dx) / corr.wavelengthMm + phase);
    }
    // A vertical curve of the track: 2 mm of rise over the run, removed by the curvature handling.
    v += 2000 * ((s - halfM) / halfM) ** 2;
    x[i] = v;
  }
  const spikes = Math.round(((options.spikesPer100m ?? 2) * options.lengthM) / 100);
  for (let k = 0; k < spikes; k++) {
    const at = 1 + Math.floor(random() * (n - 2));
    x[at] += (random() < 0.5 ? -1 : 1) * (300 + 400 * random());
  }
  return x;
}

/** The text of a CAT rail file holding `samplesUm` (docs/cat-format.md), two decimals per sample. */
export function formatCatFile(samplesUm: Float64Array, meta: { samplingDistanceMm: number; calibrationUmPerUnit?: number; rail?: 'L' | 'R' }): string {
  const cal = meta.calibrationUmPerUnit ?? 1;
  const lines = [
    '# format: grindline-cat 1',
    `# sampling_distance: ${meta.samplingDistanceMm} mm`,
    `# sensor_calibration: ${cal} um/unit`,
  ];
  if (meta.rail) lines.push(`# rail: ${meta.rail}`);
  const body = new Array<string>(samplesUm.length);
  for (let i = 0; i < samplesUm.length; i++) body[i] = (samplesUm[i] / cal).toFixed(2);
  return `${lines.join('\n')}\n${body.join('\n')}\n`;
}

/** The before and after runs of a ground stretch: a 50 mm corrugation that grinding removed. */
export function beforeAfterPair(lengthM: number, seed = 7): { before: Float64Array; after: Float64Array } {
  return {
    before: generateRun({ lengthM, seed, floorRmsUm: 4, corrugation: { wavelengthMm: 50, amplitudeUm: 25 } }),
    after: generateRun({ lengthM, seed: seed + 1, floorRmsUm: 1.5, corrugation: { wavelengthMm: 50, amplitudeUm: 1.5 } }),
  };
}
