import { CatFormatError, parseCatFile } from './cat-file';
import { formatCatFile } from './demo-run';

const samples = (n: number) => Array.from({ length: n }, (_, i) => String((i % 7) - 3)).join('\n');

describe('parseCatFile', () => {
  it('reads the header and scales the samples by the calibration', () => {
    const run = parseCatFile(`# sampling_distance: 0.5 mm\n# Sensor Calibration = 2 um/unit\n${samples(2000)}\n`);
    expect(run.samplingDistanceMm).toBe(0.5);
    expect(run.calibrationUmPerUnit).toBe(2);
    expect(run.samples).toHaveLength(2000);
    expect(run.samples[0]).toBe(-6);
  });

  it('takes the summary values when the file has no header, and the header over the summary', () => {
    expect(parseCatFile(samples(1500), { samplingDistanceMm: 1, calibrationUmPerUnit: 0.5 }).samples[6]).toBe(1.5);
    expect(parseCatFile(`# sampling_distance: 1\n${samples(1500)}`, { samplingDistanceMm: 0.25 }).samplingDistanceMm).toBe(1);
  });

  it('round-trips what the demo generator writes', () => {
    const x = Float64Array.from({ length: 3000 }, (_, i) => Math.round(100 * Math.sin(i)) / 100);
    const run = parseCatFile(formatCatFile(x, { samplingDistanceMm: 1, calibrationUmPerUnit: 0.5, rail: 'L' }));
    expect(run.header.rail).toBe('L');
    for (let i = 0; i < x.length; i++) expect(run.samples[i]).toBeCloseTo(x[i], 6);
  });

  it.each([
    [`# sampling_distance: 1\n1\n2\nabc\n`, 'line 4 is not a displacement sample: "abc"'],
    [samples(2000), 'sampling_distance is missing'],
    [`# sampling_distance: 5 mm\n${samples(2000)}`, 'too coarse'],
    [`# sampling_distance: 1\n${samples(10)}`, 'the file has 10 samples; at least 1024 are needed'],
    [`# sampling_distance: 1\n# sensor_calibration: -1\n${samples(2000)}`, 'sensor_calibration must be a positive number'],
  ])('refuses a file it cannot process with a reason (%#)', (text, reason) => {
    expect(() => parseCatFile(text)).toThrow(CatFormatError);
    expect(() => parseCatFile(text)).toThrow(reason);
  });
});
