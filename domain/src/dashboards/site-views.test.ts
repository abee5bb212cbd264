import { emptyTotals, type MonthlyFigures, type PerformanceFigures, type SiteFigures } from './figures';
import { cumulative, everyMonth, hasData, monthlyView, performanceView, siteView } from './site-views';
import { distanceOf } from './units';

const monthly = (overrides: Partial<MonthlyFigures> = {}): MonthlyFigures => ({
  site: 'NCTD',
  units: 'Miles',
  phase: 1,
  mtd: { startDate: '2024-03-01', endDate: '2024-04-01' },
  ptd: { startDate: '2018-02-01', endDate: '2024-02-29' },
  plan: null,
  completed: { mtdFeet: 5280, ptdFeet: 10560, totalFeet: 15840, trackFeet: 52800, remainingFeet: 36960 },
  byMonth: [
    { month: '2024-02', feet: 10560 },
    { month: '2024-03', feet: 5280 },
  ],
  byTrack: [{ trackId: 'C_1', line: 'Coaster', ptdFeet: 10560, mtdFeet: 5280, remainingFeet: 36960 }],
  shiftTypes: [{ grinderType: '5063', mtd: { 'R-Regular': 2 }, ptd: {} }],
  ...overrides,
});

describe('monthlyView (spec 001 section 2.7)', () => {
  it('gives the four table rows in miles and percent of the phase, to 2 decimals', () => {
    expect(monthlyView(monthly()).table).toEqual([
      { label: 'Completed this Month', distance: 1, percent: 10 },
      { label: 'Project-to-Date', distance: 2, percent: 20 },
      { label: 'Total including this month', distance: 3, percent: 30 },
      { label: 'Remaining Track Not Ground', distance: 7, percent: 70 },
    ]);
  });

  it('leaves out Remaining and percents without a plan, and writes the ranges as text', () => {
    const view = monthlyView(monthly({ completed: { mtdFeet: 5280, ptdFeet: 0, totalFeet: 5280, trackFeet: null, remainingFeet: null } }));
    expect(view.table.map((r) => [r.label, r.percent])).toEqual([
      ['Completed this Month', null],
      ['Project-to-Date', null],
      ['Total including this month', null],
    ]);
    expect(view.mtdText).toBe('MTD: 2024-03-01 to 2024-04-01');
    expect(view.ptdText).toBe('PTD: 2018-02-01 to 2024-02-29');
  });

  it('stacks PTD, MTD and Remaining per track, and draws two pies per grinder', () => {
    const view = monthlyView(monthly());
    expect(view.byTrack.series.map((s) => [s.name, s.data])).toEqual([
      ['PTD', [2]],
      ['MTD', [1]],
      ['Remaining', [7]],
    ]);
    expect(view.byTrack.categories).toEqual(['C_1']);
    expect(view.byTrack.categoryNames).toEqual(['Coaster, track 1']);
    expect(view.shiftTypes.map((c) => c.title)).toEqual(['5063 Shift Types (Month to Date)', '5063 Shift Types (Project to Date)']);
    expect(hasData(view.shiftTypes[0])).toBe(true);
    expect(hasData(view.shiftTypes[1])).toBe(false);
    expect(view.byMonthTable).toEqual([
      { x: '2024-02', y: 2 },
      { x: '2024-03', y: 1 },
    ]);
  });

  it('gives a shift type one colour and one place in every grinder\'s pie', () => {
    const view = monthlyView(monthly({ shiftTypes: [
      { grinderType: 'TG8-3', mtd: { 'OT-Overtime': 4, 'R-Regular': 21 }, ptd: {} },
      { grinderType: 'TG8-5', mtd: { 'R-Regular': 19, 'OT-Overtime': 1 }, ptd: { 'R-Regular': 59 } },
    ] }));
    const slices = view.shiftTypes.map((c) => (c.series[0].data as Array<{ name: string; color?: string }>).map((d) => `${d.name} ${d.color}`));
    expect(slices[0]).toEqual(slices[2]);
    expect(slices[3]).toEqual([slices[0][1]]);
    expect(new Set(slices[0]).size).toBe(2);
  });

  it("names the second flow's unrecorded shift type (the aggregates' '') 'Not recorded', not a blank slice", () => {
    const view = monthlyView(monthly({ site: 'NCTD', shiftTypes: [{ grinderType: 'LRG-7', mtd: { '': 3, 'R-Regular': 5 }, ptd: {} }] }));
    // After the types a crew chose.
    expect((view.shiftTypes[0].series[0].data as Array<{ name: string }>).map((d) => d.name)).toEqual(['R-Regular', 'Not recorded']);
  });
});

describe('siteView (spec 001 section 2.8)', () => {
  const figures: SiteFigures = {
    site: 'NYCT',
    units: 'Miles',
    mtd: { startDate: '2019-12-01', endDate: '2020-01-01' },
    ptd: { startDate: '2018-01-01', endDate: '2019-11-30' },
    goalFeet: 52800,
    byLine: [{ line: 'A', mtdFeet: 5280, ptdFeet: 10560 }],
    byMonth: [
      { month: '2019-11', feet: 10560 },
      { month: '2019-12', feet: 5280 },
    ],
    byGrinder: [{ name: 'LRG-32', ...emptyTotals(), shifts: 4, sparkMin: 100, feetComp: 15840, passFeet: 31680 }],
  };

  it('draws month to date, project to date and the project goal', () => {
    const [, line] = siteView(figures);
    expect(line.series.map((s) => [s.name, s.data])).toEqual([
      ['Month To Date', [2, 1]],
      ['Project To Date', [2, 3]],
      ['Project Goal', [10, 10]],
    ]);
  });

  it("names NYCT's lines by their names in the by-line chart's tooltips, and no other site's", () => {
    const nyct = siteView({ ...figures, byLine: [{ line: 'IRT_BB', mtdFeet: 0, ptdFeet: 5280 }, { line: 'A', mtdFeet: 0, ptdFeet: 0 }] });
    expect(nyct[0]).toMatchObject({ categories: ['IRT_BB', 'A'], categoryNames: ['Broadway-Seventh Avenue (IRT)', ''] });
    expect(siteView({ ...figures, site: 'BART' })[0].categoryNames).toBeUndefined();
  });

  it('draws the nine per-grinder charts', () => {
    const charts = siteView(figures);
    expect(charts).toHaveLength(11);
    expect(charts[2 + 4].series[0].data).toEqual([3]);
  });

  it("draws a metre site's per-grinder lengths in metres, titled so", () => {
    const charts = siteView({ ...figures, site: 'SKYTRAIN', units: 'Kilometers', byGrinder: [{ name: 'RGH-20', ...emptyTotals(), shifts: 2, sparkMin: 100, feetComp: 3000, passFeet: 6000 }] });
    const perShift = charts.find((c) => c.id === 'grinder-avg-feet-completed-per-shift')!;
    expect([perShift.title, perShift.valueSuffix, perShift.series[0].data]).toEqual(['Average Metres Completed per Shift', ' m', [1500]]);
    expect(charts.find((c) => c.id === 'grinder-pass-distance')?.title).toBe('Pass Kilometers');
  });

  it("draws no spark minute chart for BART, whose form records none", () => {
    const titles = siteView({ ...figures, site: 'BART' }).map((c) => c.title);
    expect(titles).toHaveLength(7);
    expect(titles.filter((t) => /Spark/.test(t))).toEqual([]);
    expect(siteView(figures).filter((c) => /Spark/.test(c.title))).toHaveLength(4);
  });

  it('has no data to draw when the span is empty', () => {
    const charts = siteView({ ...figures, byLine: [], byMonth: [], byGrinder: [] });
    expect(charts.some(hasData)).toBe(false);
  });
});

describe('performanceView (spec 001 section 2.12)', () => {
  it('accumulates completed distance against the total system track, in kilometres for metric sites', () => {
    const f: PerformanceFigures = {
      site: 'SKYTRAIN',
      units: 'Kilometers',
      startDate: '2020-01-02',
      endDate: '2020-12-31',
      grinder: null,
      division: null,
      byTrack: [{ trackId: 'EXPO_1', line: 'EXPO', compFeet: 2000, incompFeet: 500 }],
      byMonth: [
        { month: '2020-01', feet: 1000 },
        { month: '2020-02', feet: 1500 },
      ],
      trackFeet: 10000,
      byShiftType: [],
      totals: { ...emptyTotals(), shifts: 2, feetComp: 2500 },
    };
    const view = performanceView(f);
    expect(view.charts[0]).toMatchObject({ categories: ['EXPO_1'], categoryNames: ['EXPO, track 1'] });
    expect(view.charts[1].title).toBe('Cumulative Completed Kilometers');
    expect(view.charts[1].series.map((s) => s.data)).toEqual([
      [1, 2.5],
      [10, 10],
    ]);
    expect(view.totals.find((t) => t.label === 'Kilometers Completed per Shift')?.value).toBe(1.25);
    expect(view.totals.map((t) => t.label)).toContain('Spark Minutes per Shift');
    expect(view.totals.map((t) => t.label)).toContain('Metres Completed per Spark Minute');
    // BART's reports store 0 for the spark minutes its form does not ask: no tile says '0'.
    const bart = performanceView({ ...f, site: 'BART', units: 'Miles' });
    expect(bart.totals.map((t) => t.label)).toEqual(['Shifts', 'Miles Completed', 'Pass Miles', 'Miles Completed per Shift']);
  });

  it('sums a running total', () => {
    expect(cumulative([1, 2, 3])).toEqual([1, 3, 6]);
    expect(distanceOf('BART', 5280)).toBe(1);
  });

  it('keeps a month without shifts on the axis at 0, so the cumulative line stays flat through it', () => {
    expect(everyMonth([{ month: '2026-11', feet: 5280 }, { month: '2026-09', feet: 10560 }, { month: '2027-01', feet: 0 }])).toEqual([
      { month: '2026-09', feet: 10560 },
      { month: '2026-10', feet: 0 },
      { month: '2026-11', feet: 5280 },
      { month: '2026-12', feet: 0 },
      { month: '2027-01', feet: 0 },
    ]);
    expect(everyMonth([])).toEqual([]);
    const f: PerformanceFigures = {
      site: 'SKYTRAIN', units: 'Kilometers', startDate: '2026-01-01', endDate: '2026-12-31', grinder: null, division: null, byTrack: [],
      byMonth: [{ month: '2026-09', feet: 1000 }, { month: '2026-11', feet: 500 }],
      trackFeet: null, totals: { ...emptyTotals(), shifts: 2, feetComp: 1500 }, byShiftType: [],
    };
    const gap = performanceView(f).charts.find((c) => c.id === 'cumulative-completed')!;
    // BART's form asks no shift type: no chart of one 'R-Regular' bar.
    expect(performanceView(f).charts.map((c) => c.id)).toContain('shift-type-shifts');
    expect(performanceView({ ...f, site: 'BART', units: 'Miles' }).charts.map((c) => c.id)).toEqual(['completed-by-track', 'cumulative-completed']);
    expect(gap.categories).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(gap.series[0].data).toEqual([1, 1, 1.5]);
    // The second flow's unrecorded shift type is named, and comes after the chosen ones.
    const named = (name: string, shifts: number) => ({ ...emptyTotals(), name, shifts });
    const types = performanceView({ ...f, site: 'NCTD', units: 'Miles', byShiftType: [named('', 1), named('OD-Off Day', 1), named('R-Regular', 3)] }).charts.find((c) => c.id === 'shift-type-shifts')!;
    expect([types.categories, types.series[0].data]).toEqual([['OD-Off Day', 'R-Regular', 'Not recorded'], [1, 3, 1]]);
  });
});
