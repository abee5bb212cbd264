/**
 * The spectral steps of the roughness processing (docs/cat-processing.md): fft.js transforms made
 * once per size, the least-squares quadratic trend, Welch's power spectral density of
 * Hann-windowed, detrended segments, and the inverse real transform of one band of a spectrum.
 */
import FFT from 'fft.js';

/** Welch segments span at least this length, so that 1/24-octave bands near 40 cm get bins. */
export const SEGMENT_MIN_M = 16;

/** The smallest power of two at or above `n`. */
export const pow2AtLeast = (n: number) => 2 ** Math.ceil(Math.log2(n));

const transforms = new Map<number, FFT>();
/**
 * The fft.js transform of `size` points, made once per size: its tables (30 ms at 2^20) are the same
 * for every run, as numpy keeps its plans. Sizes are powers of two, so the cache stays small.
 */
export function fftOf(size: number): FFT {
  let fft = transforms.get(size);
  if (!fft) transforms.set(size, (fft = new FFT(size)));
  return fft;
}

/**
 * Removes the least-squares quadratic from `x` in place in two passes: on an evenly spaced grid
 * t in [-1, 1], the polynomials 1, t and t^2 - mean(t^2) are orthogonal, so each coefficient is one
 * ratio of sums: the least-squares fit of an orthonormal basis, without building the basis.
 */
export function removeQuadraticTrend(x: Float64Array): void {
  const n = x.length;
  if (n < 3) return;
  const t = (i: number) => (2 * i) / (n - 1) - 1;
  let t2 = 0;
  for (let i = 0; i < n; i++) t2 += t(i) * t(i);
  const c = t2 / n;
  let s0 = 0, s1 = 0, s2 = 0, q2 = 0;
  for (let i = 0; i < n; i++) {
    const ti = t(i);
    const p2 = ti * ti - c;
    s0 += x[i];
    s1 += x[i] * ti;
    s2 += x[i] * p2;
    q2 += p2 * p2;
  }
  const a0 = s0 / n, a1 = s1 / t2, a2 = s2 / q2;
  for (let i = 0; i < n; i++) {
    const ti = t(i);
    x[i] -= a0 + a1 * ti + a2 * (ti * ti - c);
  }
}
const pow2AtMost = (n: number) => 2 ** Math.floor(Math.log2(n));

/**
 * One-sided power spectral density (µm² per cycle/m) by Welch's method: Hann-windowed segments
 * with 50% overlap, each with its quadratic trend removed first.
 */
export function welchPsd(x: Float64Array, dxM: number): { psd: Float64Array; dk: number; segmentLength: number; segments: number } {
  const wanted = pow2AtLeast(Math.ceil(SEGMENT_MIN_M / dxM));
  const N = Math.max(256, Math.min(wanted, pow2AtMost(x.length)));
  const hop = N / 2;
  const segments = Math.floor((x.length - N) / hop) + 1;
  const window = new Float64Array(N);
  let wss = 0;
  for (let i = 0; i < N; i++) {
    window[i] = 0.5 * (1 - Math.cos((2 * Math.PI * i) / N));
    wss += window[i] * window[i];
  }
  const fft = fftOf(N);
  const seg = new Float64Array(N);
  const out = new Float64Array(2 * N);
  const acc = new Float64Array(N / 2 + 1);
  // removeQuadraticTrend's basis, laid out once for every segment: one pass sums the three
  // projections, a second removes the fit and applies the window.
  const t = new Float64Array(N);
  const p2 = new Float64Array(N);
  let t2 = 0;
  for (let i = 0; i < N; i++) {
    t[i] = (2 * i) / (N - 1) - 1;
    t2 += t[i] * t[i];
  }
  let q2 = 0;
  for (let i = 0; i < N; i++) {
    p2[i] = t[i] * t[i] - t2 / N;
    q2 += p2[i] * p2[i];
  }
  for (let s = 0; s < segments; s++) {
    const from = s * hop;
    let s0 = 0, s1 = 0, s2 = 0;
    for (let i = 0; i < N; i++) {
      const v = x[from + i];
      s0 += v;
      s1 += v * t[i];
      s2 += v * p2[i];
    }
    const a0 = s0 / N, a1 = s1 / t2, a2 = s2 / q2;
    for (let i = 0; i < N; i++) seg[i] = (x[from + i] - (a0 + a1 * t[i] + a2 * p2[i])) * window[i];
    fft.realTransform(out, seg);
    for (let k = 0; k <= N / 2; k++) acc[k] += out[2 * k] * out[2 * k] + out[2 * k + 1] * out[2 * k + 1];
  }
  const fs = 1 / dxM;
  const psd = new Float64Array(N / 2 + 1);
  for (let k = 0; k <= N / 2; k++) {
    const oneSided = k === 0 || k === N / 2 ? 1 : 2;
    psd[k] = (oneSided * acc[k]) / (segments * fs * wss);
  }
  return { psd, dk: fs / N, segmentLength: N, segments };
}

/**
 * The real signal (length M) whose spectrum is `spec` (fft.js realTransform of M points: bins 0 to
 * M/2) kept only in bins `first`..`last` (0 < first <= last < M/2), by one complex FFT of M/2
 * points instead of one of M: the even and odd samples are the real and imaginary parts of an
 * M/2-point signal whose spectrum is built from the two halves of `spec`. Only the bins whose
 * mirror lies in the band are non-zero, so only they are computed.
 */
export function inverseRealBand(spec: ArrayLike<number>, M: number, first: number, last: number): Float64Array {
  const N = M / 2;
  const half = fftOf(N);
  const z = new Float64Array(M);
  const re = (k: number) => (k >= first && k <= last ? spec[2 * k] : 0);
  const im = (k: number) => (k >= first && k <= last ? spec[2 * k + 1] : 0);
  const fill = (k: number) => {
    // E = (X[k] + conj X[N-k]) / 2, O = (X[k] - conj X[N-k]) e^{2 pi i k / M} / 2, Z = E + i O.
    const ar = re(k), ai = im(k), br = re(N - k), bi = -im(N - k);
    const er = (ar + br) / 2, ei = (ai + bi) / 2, dr = (ar - br) / 2, di = (ai - bi) / 2;
    const c = Math.cos((2 * Math.PI * k) / M), s = Math.sin((2 * Math.PI * k) / M);
    z[2 * k] = er - (dr * s + di * c);
    z[2 * k + 1] = ei + (dr * c - di * s);
  };
  for (let k = Math.max(1, first); k <= Math.min(N - 1, last); k++) fill(k);
  for (let k = Math.max(1, N - last); k <= Math.min(N - 1, N - first); k++) if (k < first || k > last) fill(k);
  // Interleaved re, im of the M/2 complex samples: the M real samples in order.
  const out = new Float64Array(M);
  half.inverseTransform(out, z);
  return out;
}
