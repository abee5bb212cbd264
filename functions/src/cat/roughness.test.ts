import { THIRD_OCTAVE_BANDS, TWENTY_FOURTH_OCTAVE_BANDS } from './bands';
import { beforeAfterPair, gaussian, seededRandom } from './demo-run';
import FFT from 'fft.js';
import { processRoughness, quantile, removeSpikes } from './roughness';
import { inverseRealBand } from './spectrum';

const sine = (n: number, dxMm: number, wavelengthMm: number, amplitudeUm: number, phase = 0.3) =>
  Float64Array.from({ length: n }, (_, i) => amplitudeUm * Math.sin((2 * Math.PI * i * dxMm) / wavelengthMm + phase));

const levelAt = (series: { x: number[]; y: number[] }, label: number) => series.y[series.x.indexOf(label)];

describe('1/3-octave band levels of a sine', () => {
  it.each([
    // wavelength (mm), amplitude (µm), sampling (mm), expected band label (cm)
    [50, 10, 1, 5],
    [125, 30, 1, 12.5],
    [10, 3, 1, 1],
    [4, 1, 0.5, 0.4],
    [316, 50, 1, 31.5],
  ])('a %s mm sine of %s µm lands in its band at 20·log10(A/√2) within 0.5 dB', (wavelengthMm, amplitudeUm, dxMm, label) => {
    const result = processRoughness(sine(Math.round(200000 / dxMm), dxMm, wavelengthMm, amplitudeUm), dxMm);
    const expected = 20 * Math.log10(amplitudeUm / Math.SQRT2);
    const at = result.OCT_3.x.indexOf(label);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(Math.abs(result.OCT_3.y[at] - expected)).toBeLessThan(0.5);
    // It is the loudest band, and two bands away the level is far below.
    expect(Math.max(...result.OCT_3.y)).toBe(result.OCT_3.y[at]);
    if (at + 2 < result.OCT_3.y.length) expect(result.OCT_3.y[at + 2]).toBeLessThan(expected - 20);
  });
});

describe('white roughness', () => {
  it('gives a flat 1/24-octave spectral density: every band within 2 dB, no slope', () => {
    const sigma = 5;
    const dxMm = 1;
    const normal = gaussian(seededRandom(42));
    const x = Float64Array.from({ length: 1_000_000 }, () => sigma * normal());
    const result = processRoughness(x, dxMm);
    expect(result.spikesRemoved).toBe(0);
    // Flat PSD G = 2σ²Δx (one-sided, µm² per cycle/m): the band level is G times the bandwidth,
    // so the level per unit bandwidth is the same in every band.
    const density = 10 * Math.log10(2 * sigma * sigma * (dxMm / 1000));
    const perUnit = TWENTY_FOURTH_OCTAVE_BANDS.map((b, i) => result.OCT_24.y[i] - 10 * Math.log10(b.kHigh - b.kLow));
    expect(perUnit).toHaveLength(169);
    for (const v of perUnit) expect(Math.abs(v - density)).toBeLessThan(2);
    const mean = perUnit.reduce((a, b) => a + b, 0) / perUnit.length;
    expect(Math.abs(mean - density)).toBeLessThan(0.3);
    // Least-squares slope against log10 wavelength: flat means well under 0.5 dB per decade.
    const lx = TWENTY_FOURTH_OCTAVE_BANDS.map((b) => Math.log10(b.centreCm));
    const mx = lx.reduce((a, b) => a + b, 0) / lx.length;
    const slope = lx.reduce((a, v, i) => a + (v - mx) * (perUnit[i] - mean), 0) / lx.reduce((a, v) => a + (v - mx) ** 2, 0);
    expect(Math.abs(slope)).toBeLessThan(0.5);
  });
});

describe('spikes and curvature', () => {
  it('removes dirt spikes so the spectrum is the one of the clean rail', () => {
    const clean = sine(100000, 1, 50, 10);
    const dirty = Float64Array.from(clean);
    for (const at of [1000, 25000, 50001, 77777]) dirty[at] += 500;
    const a = processRoughness(clean, 1);
    const b = processRoughness(dirty, 1);
    // Each spike and the two samples either side whose curvature it raised: 5 samples.
    expect(b.spikesRemoved).toBe(20);
    for (let i = 0; i < a.OCT_3.y.length; i++) if (a.OCT_3.y[i] > -10) expect(Math.abs(a.OCT_3.y[i] - b.OCT_3.y[i])).toBeLessThan(0.2);
  });

  it('replaces a spike by the line between its neighbours', () => {
    const x = Float64Array.from({ length: 101 }, (_, i) => Math.sin(i / 3));
    x[50] = 1000;
    expect(removeSpikes(x)).toBe(5);
    expect(x[50]).toBeCloseTo((Math.sin(47 / 3) + Math.sin(53 / 3)) / 2, 10);
    expect(x[40]).toBe(Math.sin(40 / 3));
  });

  it('ignores the curvature of the track (a vertical curve of millimetres)', () => {
    const flat = sine(200000, 1, 80, 8);
    const curved = flat.map((v, i) => v + 3000 * ((i - 100000) / 100000) ** 2);
    const a = processRoughness(flat, 1);
    const b = processRoughness(curved, 1);
    expect(Math.abs(levelAt(b.OCT_3, 8) - levelAt(a.OCT_3, 8))).toBeLessThan(0.1);
    expect(levelAt(b.OCT_3, 40)).toBeLessThan(0);
  });
});

describe('block RMS of the 30-100 mm band and the CQI', () => {
  it('gives the RMS of a 50 mm sine in every 1 m block and ignores a 200 mm one', () => {
    const x = sine(100500, 1, 50, 10).map((v, i) => v + 40 * Math.sin((2 * Math.PI * i) / 200));
    const result = processRoughness(x, 1);
    expect(result.RMS_30_100.x).toHaveLength(101);
    expect(result.RMS_30_100.x[3]).toBe(3);
    const expected = 20 * Math.log10(10 / Math.SQRT2);
    for (const y of result.RMS_30_100.y.slice(1, -1)) expect(Math.abs(y - expected)).toBeLessThan(0.3);
    // CQI is the RMS in µm: a 10 µm sine has RMS 7.07 µm at every quantile.
    for (const q of ['65', '75', '85', '95']) expect(Math.abs(result.CQI[q] - 7.07)).toBeLessThan(0.2);
  });

  it('orders the CQI quantiles and computes them like numpy', () => {
    expect(quantile([1, 2, 3, 4], 0.65)).toBeCloseTo(2.95, 10);
    const { before } = beforeAfterPair(300);
    const r = processRoughness(before, 1);
    expect(r.CQI['65']).toBeLessThanOrEqual(r.CQI['75']);
    expect(r.CQI['75']).toBeLessThanOrEqual(r.CQI['85']);
    expect(r.CQI['85']).toBeLessThanOrEqual(r.CQI['95']);
  });
});

describe('the demo before/after pair', () => {
  it('shows the corrugation peak at 5 cm before grinding and its removal after', () => {
    const { before, after } = beforeAfterPair(300);
    const b = processRoughness(before, 1);
    const a = processRoughness(after, 1);
    expect(Math.max(...b.OCT_3.y)).toBe(levelAt(b.OCT_3, 5));
    expect(levelAt(b.OCT_3, 5) - levelAt(a.OCT_3, 5)).toBeGreaterThan(15);
    // CQI bands of spec 001 section 9 (green 4, yellow 8, orange 12, red 16): orange to red
    // before, below green's start after.
    expect(b.CQI['65']).toBeGreaterThan(12);
    expect(b.CQI['95']).toBeGreaterThan(16);
    expect(a.CQI['95']).toBeLessThan(4);
    // Within the y-ranges of spec 001 section 9.
    for (const y of [...b.OCT_3.y, ...a.OCT_3.y]) expect(y).toBeLessThan(40);
    for (const y of [...b.RMS_30_100.y, ...a.RMS_30_100.y]) { expect(y).toBeGreaterThan(-10); expect(y).toBeLessThan(50); }
  });

  it('gives the same result when processed twice', () => {
    const { before } = beforeAfterPair(50);
    expect(JSON.stringify(processRoughness(before, 1))).toBe(JSON.stringify(processRoughness(before, 1)));
  });
});

it('has 22 one-third-octave bands from 40 cm to 0.315 cm', () => {
  expect(THIRD_OCTAVE_BANDS.map((b) => b.label)).toEqual([40, 31.5, 25, 20, 16, 12.5, 10, 8, 6.3, 5, 4, 3.15, 2.5, 2, 1.6, 1.25, 1, 0.8, 0.63, 0.5, 0.4, 0.315]);
});

describe('inverseRealBand', () => {
  it('gives back exactly the part of a real signal inside the band of bins, in sample order', () => {
    const M = 256;
    const wave = (bin: number, amplitude: number, phase: number) => (i: number) => amplitude * Math.cos((2 * Math.PI * bin * i) / M + phase);
    const inside = wave(7, 1.5, 0.3);
    const below = wave(2, 4, 1.1);
    const above = wave(40, 2, -0.7);
    const x = Float64Array.from({ length: M }, (_, i) => 0.8 + inside(i) + below(i) + above(i));
    const spec = new Float64Array(2 * M);
    new FFT(M).realTransform(spec, x);
    const kept = inverseRealBand(spec, M, 5, 30);
    expect(kept).toHaveLength(M);
    for (let i = 0; i < M; i++) expect(kept[i]).toBeCloseTo(inside(i), 9);
  });
});
