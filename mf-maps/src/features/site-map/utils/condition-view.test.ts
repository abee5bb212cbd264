import { siteMapSettings, type RailConditionLayer, type RailConditionRun } from '@grindline/domain';
import { beforeAfterText, conditionLegend, conditionView, DEFAULT_CONDITION_FILTERS, latestCqi } from './condition-view';

const bart = siteMapSettings('BART');
const run = (id: string, date: string, rail: 'Left' | 'Right', cqi65: number, cqi95 = cqi65 + 10): RailConditionRun => ({
  id, date, rail, line: 'K', trackId: 'K_2', from: 2.4, to: 2.9, cqi: { '65': cqi65, '75': cqi65 + 1, '85': cqi65 + 2, '95': cqi95 },
});
const coords: [number, number][] = [[-122.27, 37.8], [-122.26, 37.79]];
const layerOf = (runs: RailConditionRun[], unplaced: string[] = []): RailConditionLayer => ({
  site: 'BART', runs, unplaced,
  segments: [{ trackId: 'K_2', line: 'K', from: 24, to: 29, runIds: [...runs].sort((a, b) => b.date.localeCompare(a.date)).map((r) => r.id), coords }],
});

describe('the Rail Condition colours', () => {
  it.each([
    [3.99, 'blue'], [4, 'green'], [7.99, 'green'], [8, 'yellow'], [11.99, 'yellow'], [12, 'orange'], [15.99, 'orange'], [16, 'red'], [40, 'red'],
  ])('CQI %s is %s (a band starts at its edge, spec 001 cqi 4/8/12/16)', (cqi, colour) => {
    expect(conditionView(layerOf([run('a', '2026-01-01', 'Left', cqi)]), DEFAULT_CONDITION_FILTERS, bart).features[0].colour).toBe(colour);
  });

  it('colours a segment by its latest run, not its worst or its first', () => {
    const [f] = conditionView(layerOf([run('before', '2026-01-01', 'Left', 20), run('after', '2026-02-01', 'Left', 3)]), DEFAULT_CONDITION_FILTERS, bart).features;
    expect(f.colour).toBe('blue');
  });

  it('takes the rougher rail of the latest date with both rails, one rail when chosen', () => {
    const layer = layerOf([run('l', '2026-02-01', 'Left', 5), run('r', '2026-02-01', 'Right', 13), run('old', '2026-01-01', 'Left', 30)]);
    expect(conditionView(layer, DEFAULT_CONDITION_FILTERS, bart).features[0].colour).toBe('orange');
    expect(conditionView(layer, { ...DEFAULT_CONDITION_FILTERS, rail: 'Left' }, bart).features[0].colour).toBe('green');
    expect(conditionView(layer, { ...DEFAULT_CONDITION_FILTERS, rail: 'Right' }, bart).features[0].colour).toBe('orange');
  });

  it('reads the chosen quantile (65 by default)', () => {
    const layer = layerOf([run('a', '2026-01-01', 'Left', 5, 17)]);
    expect(conditionView(layer, DEFAULT_CONDITION_FILTERS, bart).features[0].colour).toBe('green');
    expect(conditionView(layer, { ...DEFAULT_CONDITION_FILTERS, quantile: 0.95 }, bart).features[0].colour).toBe('red');
    expect(conditionView(layer, { ...DEFAULT_CONDITION_FILTERS, quantile: 0.85 }, bart).features[0].info.rows).toContainEqual(['Latest CQI 85%', '7.0 µm (2026-01-01, Left)']);
    expect(latestCqi([{ ...run('x', '2026-01-01', 'Left', 5), cqi: {} }], 0.65)).toBeNull();
  });

  it('has a legend of the bands with their ranges at the quantile', () => {
    expect(conditionLegend(0.75)).toEqual([
      { label: 'CQI 75% < 4 µm', colour: 'blue' },
      { label: '4–8 µm', colour: 'green' },
      { label: '8–12 µm', colour: 'yellow' },
      { label: '12–16 µm', colour: 'orange' },
      { label: '≥ 16 µm', colour: 'red' },
    ]);
  });
});

describe('the Rail Condition info window', () => {
  it('lists every run covering the segment and the before/after of each rail measured twice', () => {
    const runs = [run('lb', '2026-01-01', 'Left', 18.54), run('rb', '2026-01-01', 'Right', 12), run('la', '2026-02-01', 'Left', 3.2), run('ra', '2026-02-01', 'Right', 2.95)];
    const [f] = conditionView(layerOf(runs), DEFAULT_CONDITION_FILTERS, bart).features;
    expect(f.info.title).toBe('Rail condition · K K_2');
    expect(f.info.rows).toEqual([
      ['Line', 'K'],
      ['Track', 'K_2'],
      ['Mile Post', '2.40 – 2.90'],
      ['Latest CQI 65%', '3.2 µm (2026-02-01, Left)'],
      ['2026-02-01 · Left', '3.2 µm'],
      ['2026-02-01 · Right', '3.0 µm'],
      ['2026-01-01 · Left', '18.5 µm'],
      ['2026-01-01 · Right', '12.0 µm'],
      ['Before → after (Left)', '2026-01-01 18.5 µm → 2026-02-01 3.2 µm (−15.3 µm)'],
      ['Before → after (Right)', '2026-01-01 12.0 µm → 2026-02-01 3.0 µm (−9.1 µm)'],
    ]);
    // Data Collection filtered to those runs: the segment's middle (MP) and the runs' dates.
    expect(f.info.runs).toEqual({ query: 'site=BART&line=K&track=K_2&segmentFrom=2.65&segmentTo=2.65&from=2026-01-01&to=2026-02-01', count: 4 });
  });

  it('says a rise with a plus sign and shows no before/after for one run or one date', () => {
    expect(beforeAfterText([run('a', '2026-01-01', 'Left', 4), run('b', '2026-03-01', 'Left', 9.5)], 0.65)).toBe('2026-01-01 4.0 µm → 2026-03-01 9.5 µm (+5.5 µm)');
    expect(beforeAfterText([run('a', '2026-01-01', 'Left', 4)], 0.65)).toBeNull();
    expect(beforeAfterText([run('a', '2026-01-01', 'Left', 4), run('b', '2026-01-01', 'Left', 5)], 0.65)).toBeNull();
    const [f] = conditionView(layerOf([run('only', '2026-01-01', 'Left', 4)]), DEFAULT_CONDITION_FILTERS, bart).features;
    expect(f.info.rows.some(([label]) => label.startsWith('Before'))).toBe(false);
  });

  it('says how many runs could not be placed', () => {
    expect(conditionView(layerOf([run('a', '2026-01-01', 'Left', 4)], ['x', 'y']), DEFAULT_CONDITION_FILTERS, bart).notices).toEqual(['2 CAT runs lie off the imported track geometry and are not drawn.']);
  });
});
