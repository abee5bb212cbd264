import { ROUGHNESS_LIMIT_SOURCE } from '@grindline/domain';
import { bandImprovements, blockRmsChart, cqiChart, LIMIT_COLOUR, quantileKey, runColours, spectrumChart, type ProcessedRun } from './run-charts';

const run = (fileId: string, date: string, level: number, cqi: number): ProcessedRun => ({
  fileId,
  label: `${date} T1 Left`,
  date,
  result: {
    OCT_3: { x: [40, 5, 0.315], y: [level, level + 10, level - 5] },
    OCT_24: { x: [39.8, 5.01], y: [level, level + 8] },
    RMS_30_100: { x: [0, 1, 2], y: [level, level + 1, level + 2] },
    CQI: { '65': cqi, '75': cqi + 1, '85': cqi + 2, '95': cqi + 3 },
  },
});

describe('run chart view models', () => {
  const before = run('a', '2026-03-01', 12, 15.6);
  const after = run('b', '2026-03-09', -3, 2.1);

  it('overlays the selected runs on the 1/3-octave spectrum with the named ISO 3095 limit, in the spec y-range', () => {
    const chart = spectrumChart([before, after], 'OCT_3');
    expect(chart.series.map((s) => s.name)).toEqual(['2026-03-01 T1 Left', '2026-03-09 T1 Left', `Limit: ${ROUGHNESS_LIMIT_SOURCE}`]);
    expect(chart.series[0].data).toEqual([[40, 12], [5, 22], [0.315, 7]]);
    expect(chart.series[2]).toMatchObject({ dashed: true });
    expect(chart.series[2].data).toContainEqual([5, -1.1]);
    expect([chart.yMin, chart.yMax, chart.xLog, chart.xReversed]).toEqual([-20, 40, true, true]);
    // The 1/24-octave chart has no limit: the limit is defined per 1/3 octave.
    expect(spectrumChart([before], 'OCT_24').series).toHaveLength(1);
  });

  it('keeps a run in one colour on every chart, in whatever order a chart lists the runs', () => {
    // The table lists the newest first; the before/after chart lists before, then after.
    const colours = runColours([after, before]);
    const colourOf = (series: { name: string; colour?: string }[], name: string) => series.find((x) => x.name === name)?.colour;
    const charts = [spectrumChart([after, before], 'OCT_3', colours), spectrumChart([before, after], 'OCT_3', colours), spectrumChart([after, before], 'OCT_24', colours), blockRmsChart([after, before], colours)];
    for (const chart of charts) {
      expect(colourOf(chart.series, before.label)).toBe(colours.get('a'));
      expect(colourOf(chart.series, after.label)).toBe(colours.get('b'));
    }
    expect(colours.get('a')).not.toBe(colours.get('b'));
    expect(charts[0].series.at(-1)?.colour).toBe(LIMIT_COLOUR);
    expect([...colours.values()]).not.toContain(LIMIT_COLOUR);
  });

  it('draws the block RMS along the run in its y-range', () => {
    const chart = blockRmsChart([after]);
    expect(chart.series[0].data).toEqual([[0, -3], [1, -2], [2, -1]]);
    expect([chart.yMin, chart.yMax]).toEqual([-10, 50]);
  });

  it('draws CQI over time at the chosen quantile, one line per track and rail, dates in order, with the test-site bands', () => {
    const chart = cqiChart([{ ...after, series: 'T1 Left' }, { ...before, series: 'T1 Left' }], 0.85);
    expect(chart.title).toBe('CQI over time (85% quantile)');
    expect(chart.series).toEqual([{ name: 'T1 Left', data: [[Date.UTC(2026, 2, 1), 17.6], [Date.UTC(2026, 2, 9), 4.1]] }]);
    expect(chart.bands?.map((b) => [b.from, b.to])).toEqual([[4, 8], [8, 12], [12, 16], [16, 55]]);
    expect([chart.yMin, chart.yMax]).toEqual([0, 55]);
    // A tick at each run's date, not wherever the axis would put one.
    expect(chart.xTicks).toEqual([Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 9)]);
    const many = Array.from({ length: 9 }, (_, i) => ({ ...before, date: `2026-03-${String(i + 1).padStart(2, '0')}`, series: 'T1 Left' }));
    expect(cqiChart(many, 0.85).xTicks).toBeUndefined();
    expect(() => quantileKey(0.5)).toThrow('CQI quantile must be one of 0.65, 0.75, 0.85, 0.95, got 0.5');
  });

  it('gives the improvement per band in dB, before minus after', () => {
    expect(bandImprovements(before, after)).toEqual([
      { wavelengthCm: 40, before: 12, after: -3, improvement: 15 },
      { wavelengthCm: 5, before: 22, after: 7, improvement: 15 },
      { wavelengthCm: 0.315, before: 7, after: -8, improvement: 15 },
    ]);
  });
});
