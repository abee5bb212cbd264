/**
 * EN 15610 roughness processing of one rail (docs/cat-processing.md): spike removal by a
 * curvature criterion, per-segment removal of the rail's curvature (quadratic trend), Welch
 * spectra of Hann-windowed segments with 50% overlap, 1/3- and 1/24-octave band levels in dB
 * re 1 µm, the 1 m block RMS of the 30-100 mm band and the CQI quantiles. Pure: the same input
 * always gives the same output, which is what makes reprocessing idempotent.
 */
import { CORRUGATION_BAND, THIRD_OCTAVE_BANDS, TWENTY_FOURTH_OCTAVE_BANDS, type Band } from './bands';
import { fftOf, inverseRealBand, pow2AtLeast, removeQuadraticTrend, welchPsd } from './spectrum';

/** A spike is a sample whose curvature exceeds this many robust standard deviations. */
export const SPIKE_SIGMAS = 8;
/** Block length of the block RMS and the CQI. */
export const BLOCK_M = 1;
/** The CQI quantiles of spec 001 section 9. */
export const CQI_QUANTILES = [0.65, 0.75, 0.85, 0.95] as const;

/** A chart series: x and y of equal length. */
export interface Series {
  x: number[];
  y: number[];
}

/** What processing one rail file gives (stored as the processed-data entries of spec 002). */
export interface RoughnessResult {
  samplingDistanceMm: number;
  sampleCount: number;
  lengthM: number;
  /** Samples replaced by interpolation because they were spikes. */
  spikesRemoved: number;
  segmentLengthM: number;
  segments: number;
  /** x: band centre wavelength (cm, nominal), y: band level dB re 1 µm. Longest wavelength first. */
  OCT_3: Series;
  OCT_24: Series;
  /** x: block start along the run (m), y: RMS of the 30-100 mm band in dB re 1 µm. */
  RMS_30_100: Series;
  /** CQI (µm) of the run at each quantile of spec 001 section 9, keyed '65', '75', '85', '95'. */
  CQI: Record<string, number>;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const db = (meanSquareUm2: number) => 10 * Math.log10(Math.max(meanSquareUm2, 1e-12));

/** The k-th smallest value of `a` (a scratch copy is reordered). Hoare's selection. */
export function select(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (hi > lo) {
    const pivot = a[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}

/**
 * Replaces spikes in place: samples whose discrete curvature |x[i-1] - 2x[i] + x[i+1]| exceeds
 * SPIKE_SIGMAS robust standard deviations (1.4826 × median absolute curvature) are marked, and
 * each run of marked samples is replaced by a straight line between its unmarked neighbours.
 * Returns how many samples were replaced.
 */
export function removeSpikes(x: Float64Array): number {
  const n = x.length;
  if (n < 3) return 0;
  const curv = new Float64Array(n - 2);
  for (let i = 1; i < n - 1; i++) curv[i - 1] = Math.abs(x[i - 1] - 2 * x[i] + x[i + 1]);
  // The selection reorders `curv`: the marking below works out each curvature again instead of
  // keeping a copy of a million samples.
  const sigma = 1.4826 * select(curv, (curv.length - 1) >> 1);
  if (!(sigma > 0)) return 0;
  const limit = SPIKE_SIGMAS * sigma;
  const marked = new Uint8Array(n);
  let count = 0;
  for (let i = 1; i < n - 1; i++) {
    if (Math.abs(x[i - 1] - 2 * x[i] + x[i + 1]) > limit) {
      // A spike of one sample raises the curvature of its neighbours too: mark all three.
      for (let j = i - 1; j <= i + 1; j++) if (!marked[j]) { marked[j] = 1; count++; }
    }
  }
  if (count === 0) return 0;
  let i = 0;
  while (i < n) {
    if (!marked[i]) { i++; continue; }
    let j = i;
    while (j < n && marked[j]) j++;
    const left = i > 0 ? x[i - 1] : j < n ? x[j] : 0;
    const right = j < n ? x[j] : left;
    const span = j - i + 1;
    for (let m = i; m < j; m++) x[m] = left + ((right - left) * (m - i + 1)) / span;
    i = j;
  }
  return count;
}

/**
 * Band levels in dB re 1 µm: the PSD integrated over each band, each bin covering
 * [k - dk/2, k + dk/2] and counted by the fraction of it inside the band.
 */
export function bandLevels(psd: Float64Array, dk: number, bands: readonly Band[]): Series {
  const x: number[] = [];
  const y: number[] = [];
  for (const band of bands) {
    const first = Math.max(0, Math.floor(band.kLow / dk - 0.5));
    const last = Math.min(psd.length - 1, Math.ceil(band.kHigh / dk + 0.5));
    let power = 0;
    for (let j = first; j <= last; j++) {
      const lo = Math.max(band.kLow, (j - 0.5) * dk);
      const hi = Math.min(band.kHigh, (j + 0.5) * dk);
      if (hi > lo) power += psd[j] * (hi - lo);
    }
    x.push(band.label);
    y.push(round2(db(power)));
  }
  return { x, y };
}

/**
 * RMS (µm) of the 30-100 mm band over consecutive 1 m blocks: the whole run is band-passed in the
 * wavenumber domain (one FFT of the zero-padded run, its quadratic trend removed), then each complete
 * block's mean square is taken; a last block shorter than half a metre is left out.
 */
export function blockRmsUm(x: Float64Array, dxM: number): Float64Array {
  const n = x.length;
  const M = pow2AtLeast(n);
  const fft = fftOf(M);
  const input = new Float64Array(M);
  // The run's own curvature (a vertical curve) is removed before the zero padding, so the ends
  // do not step and ring into the first and last blocks.
  input.set(x);
  removeQuadraticTrend(input.subarray(0, n));
  const spec = new Float64Array(2 * M);
  fft.realTransform(spec, input);
  const dk = 1 / (dxM * M);
  const kLow = 1000 / CORRUGATION_BAND.longMm;
  const kHigh = 1000 / CORRUGATION_BAND.shortMm;
  const back = inverseRealBand(spec, M, Math.ceil(kLow / dk), Math.floor(kHigh / dk));
  const perBlock = Math.round(BLOCK_M / dxM);
  const blocks = Math.floor(n / perBlock) + (n % perBlock >= perBlock / 2 ? 1 : 0);
  const rms = new Float64Array(blocks);
  for (let b = 0; b < blocks; b++) {
    const from = b * perBlock;
    const to = Math.min(n, from + perBlock);
    let ss = 0;
    for (let i = from; i < to; i++) ss += back[i] * back[i];
    rms[b] = Math.sqrt(ss / (to - from));
  }
  return rms;
}

/** The q-quantile with linear interpolation between order statistics (numpy's default). */
export function quantile(values: ArrayLike<number>, q: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return NaN;
  const pos = q * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/**
 * Processes one rail's displacement (µm) sampled every `samplingDistanceMm`. The input is not
 * modified.
 */
export function processRoughness(samplesUm: Float64Array, samplingDistanceMm: number): RoughnessResult {
  const dxM = samplingDistanceMm / 1000;
  const x = Float64Array.from(samplesUm);
  const spikesRemoved = removeSpikes(x);
  const { psd, dk, segmentLength, segments } = welchPsd(x, dxM);
  const rms = blockRmsUm(x, dxM);
  const CQI: Record<string, number> = {};
  for (const q of CQI_QUANTILES) CQI[String(Math.round(q * 100))] = round2(quantile(rms, q));
  return {
    samplingDistanceMm,
    sampleCount: x.length,
    lengthM: round2(x.length * dxM),
    spikesRemoved,
    segmentLengthM: round2(segmentLength * dxM),
    segments,
    OCT_3: bandLevels(psd, dk, THIRD_OCTAVE_BANDS),
    OCT_24: bandLevels(psd, dk, TWENTY_FOURTH_OCTAVE_BANDS),
    RMS_30_100: { x: Array.from(rms, (_, b) => round2(b * BLOCK_M)), y: Array.from(rms, (r) => round2(db(r * r))) },
    CQI,
  };
}
