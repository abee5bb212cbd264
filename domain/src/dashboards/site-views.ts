/**
 * View models of the single-site dashboards (spec 001 sections 2.7, 2.8, 2.12): the monthly
 * report, the site dashboard and the performance charts, as {@link ChartView}s and table rows
 * drawn by highchartsOptions. Pure.
 */
import { recordsShiftType, recordsSparkMinutes, siteLengthSymbol } from '../customers/customer-profile';
import { lineOwnName, trackName } from '../customers/line-label';
import { CHART_PALETTE } from '../customers/lists';
import { roundTo } from '../rules/numbers';
import type { ChartView } from '../reports/nyct-report-view';
import type { MonthlyFigures, NamedTotals, PerformanceFigures, SiteFigures, StatTotals } from './figures';
import { distanceOf, lengthWord, titleInUnits, unitsLabel, unitSuffix } from './units';

/** What a chart with no data shows (spec 001 section 2.8). */
export const NO_DATA = 'No data found for the given time span';
/** What the performance charts show when no site is chosen (spec 001 section 2.12). */
export const SELECT_SITES = 'select site(s)';

const r2 = (n: number): number => roundTo(n, 2);
/** A shift type's name on a chart: the aggregates' '' (a second-flow shift, whose form asks none) reads 'Not recorded'. */
const shiftTypeLabel = (name: string): string => (name.trim() === '' ? 'Not recorded' : name);
/** Shift types by name, the unrecorded one last: after the types a crew chose, not before them. */
const unrecordedLast = (a: string, b: string): number => Number(a.trim() === '') - Number(b.trim() === '') || (a < b ? -1 : a > b ? 1 : 0);
const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

function columns(id: string, title: string, categories: string[], series: Array<{ name: string; data: number[] }>, suffix: string, stacked = false, categoryNames?: string[]): ChartView {
  return {
    id,
    title,
    type: 'column',
    categories,
    ...(categoryNames ? { categoryNames } : {}),
    yAxes: [{ title }],
    ...(stacked ? { stacking: 'normal' as const } : {}),
    series: series.map((s) => ({ name: s.name, type: 'column' as const, data: s.data })),
    valueSuffix: suffix,
  };
}

/** The names of lines known by a code (NYCT's 'IRT_BB'), or nothing where every line is known by what was filed. */
function lineNames(site: string, lines: readonly string[]): string[] | undefined {
  const names = lines.map((l) => lineOwnName(site, l) ?? '');
  return names.some((n) => n !== '') ? names : undefined;
}

function pie(id: string, title: string, slices: Array<{ name: string; y: number; color?: string }>, suffix: string): ChartView {
  return { id, title, type: 'doughnut', categories: [], yAxes: [], series: [{ name: title, type: 'pie', data: slices.filter((s) => s.y > 0) }], valueSuffix: suffix };
}

/**
 * Every month from the first to the last of `rows` (YYYY-MM), a month without shifts at 0 feet:
 * a month left out would join its neighbours on a chart's axis as if they were consecutive.
 */
export function everyMonth(rows: ReadonlyArray<{ month: string; feet: number }>): Array<{ month: string; feet: number }> {
  if (rows.length === 0) return [];
  const sorted = [...rows].sort((a, b) => a.month.localeCompare(b.month));
  const feet = new Map(sorted.map((r) => [r.month, r.feet]));
  const out: Array<{ month: string; feet: number }> = [];
  let [year, month] = sorted[0].month.split('-').map(Number);
  const last = sorted[sorted.length - 1].month;
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    out.push({ month: key, feet: feet.get(key) ?? 0 });
    if (key >= last) return out;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

/** Cumulative sums of a series. */
export function cumulative(values: readonly number[]): number[] {
  let sum = 0;
  return values.map((v) => (sum += v));
}

/** A row of the monthly report's completed table. */
export interface CompletedRow {
  label: string;
  distance: number;
  /** Percent of the phase's track, or null without a plan. */
  percent: number | null;
}

/** The monthly report's view: the pie, its table, the line by month, by track, the six shift-type pies. */
export interface MonthlyView {
  units: 'Miles' | 'Kilometers';
  mtdText: string;
  ptdText: string;
  table: CompletedRow[];
  pie: ChartView;
  byMonth: ChartView;
  byMonthTable: Array<{ x: string; y: number }>;
  byTrack: ChartView;
  shiftTypes: ChartView[];
}

/** The monthly report of a site's figures (spec 001 section 2.7). */
export function monthlyView(f: MonthlyFigures): MonthlyView {
  const d = (feet: number) => r2(distanceOf(f.site, feet));
  const pct = (feet: number) => (f.completed.trackFeet ? r2((100 * feet) / f.completed.trackFeet) : null);
  const u = unitsLabel(f.site);
  const suffix = unitSuffix(f.site);
  const c = f.completed;
  const table: CompletedRow[] = [
    { label: 'Completed this Month', distance: d(c.mtdFeet), percent: pct(c.mtdFeet) },
    { label: 'Project-to-Date', distance: d(c.ptdFeet), percent: pct(c.ptdFeet) },
    { label: 'Total including this month', distance: d(c.totalFeet), percent: pct(c.totalFeet) },
    ...(c.remainingFeet === null ? [] : [{ label: 'Remaining Track Not Ground', distance: d(c.remainingFeet), percent: pct(c.remainingFeet) }]),
  ];
  const byMonthTable = everyMonth(f.byMonth).map((m) => ({ x: m.month, y: d(m.feet) }));
  const tracks = f.byTrack.map((t) => t.trackId);
  return {
    units: u,
    mtdText: `MTD: ${f.mtd.startDate} to ${f.mtd.endDate}`,
    ptdText: f.ptd.startDate <= f.ptd.endDate ? `PTD: ${f.ptd.startDate} to ${f.ptd.endDate}` : 'PTD: none before this month',
    table,
    pie: pie(`completed-${u.toLowerCase()}-phase-${f.phase}`, `Completed ${u} (Phase ${f.phase})`, [
      { name: 'Completed this Month', y: d(c.mtdFeet) },
      { name: 'Project-to-Date', y: d(c.ptdFeet) },
      ...(c.remainingFeet === null ? [] : [{ name: 'Remaining Track Not Ground', y: d(c.remainingFeet) }]),
    ], suffix),
    byMonth: {
      id: `completed-by-month-phase-${f.phase}`,
      title: `Completed ${u} by Month (Phase ${f.phase})`,
      type: 'column',
      categories: byMonthTable.map((p) => p.x),
      yAxes: [{ title: u }],
      series: [{ name: `Completed ${u}`, type: 'line', data: byMonthTable.map((p) => p.y) }],
      valueSuffix: suffix,
    },
    byMonthTable,
    byTrack: columns(`completed-by-line-phase-${f.phase}`, `Completed ${u} By Line (Phase ${f.phase})`, tracks, [
      { name: 'PTD', data: f.byTrack.map((t) => d(t.ptdFeet)) },
      { name: 'MTD', data: f.byTrack.map((t) => d(t.mtdFeet)) },
      { name: 'Remaining', data: f.byTrack.map((t) => d(t.remainingFeet ?? 0)) },
    ], suffix, true, f.byTrack.map((t) => trackName(f.site, t.line, t.trackId))),
    // One 'R-Regular' slice per pie where the form asks no shift type (BART, NYCT; decisions §77).
    shiftTypes: recordsShiftType(f.site) ? shiftTypePies(f.shiftTypes) : [],
  };
}

/**
 * The shift-type pies of each grinder, month and project to date. A shift type keeps one colour
 * and one place in every pie (the types of all the pies, by name): 'OT-Overtime' was blue in one
 * grinder's pie and navy in the next, as each pie coloured its slices in the order it met them.
 */
function shiftTypePies(groups: MonthlyFigures['shiftTypes']): ChartView[] {
  const types = [...new Set(groups.flatMap((g) => [...Object.keys(g.mtd), ...Object.keys(g.ptd)]))].sort(unrecordedLast);
  const slices = (counts: Record<string, number>) => types.filter((t) => t in counts).map((name) => ({ name: shiftTypeLabel(name), y: counts[name], color: CHART_PALETTE[types.indexOf(name) % CHART_PALETTE.length] }));
  return groups.flatMap((g) => [
    pie(`shift-types-${g.grinderType}-mtd`, `${g.grinderType} Shift Types (Month to Date)`, slices(g.mtd), ''),
    pie(`shift-types-${g.grinderType}-ptd`, `${g.grinderType} Shift Types (Project to Date)`, slices(g.ptd), ''),
  ]);
}

/** Whether a chart view has anything to draw (else the screen shows {@link NO_DATA}). */
export function hasData(view: ChartView): boolean {
  return view.series.some((s) => (s.data as Array<number | null | { y: number }>).some((v) => (typeof v === 'number' ? v !== 0 : v !== null && v.y !== 0)));
}

/** The last element is true for a figure made of spark minutes, left out for a site that does not record them. */
const lengthSuffix = (site: string): string => ` ${siteLengthSymbol(site)}`;
type GrinderMetric = [id: string, title: string, value: (t: StatTotals, site: string) => number, suffix: (site: string) => string, spark?: true];
const GRINDER_METRICS: GrinderMetric[] = [
  ['shifts', 'Shifts', (t) => t.shifts, () => ''],
  ['spark-minutes', 'Spark Minutes', (t) => t.sparkMin, () => '', true],
  // Over the shifts that recorded spark minutes: a second-flow shift's unasked 0 is no shift without sparking.
  ['avg-spark-minutes-per-shift', 'Average Spark Minutes per Shift', (t) => ratio(t.sparkMin, t.sparkShifts), () => ' min', true],
  ['pass-distance', 'Pass Miles', (t, s) => distanceOf(s, t.passFeet), unitSuffix],
  ['completed-distance', 'Miles Completed', (t, s) => distanceOf(s, t.feetComp), unitSuffix],
  ['pass-distance-per-shift', 'Pass Miles Per shift', (t, s) => ratio(distanceOf(s, t.passFeet), t.shifts), unitSuffix],
  // In the site's own length unit: a SkyTrain grinder's metres were drawn as feet.
  ['avg-feet-completed-per-shift', 'Average Feet Completed per Shift', (t) => ratio(t.feetComp, t.shifts), lengthSuffix],
  ['avg-feet-completed-per-spark-minute', 'Average Feet Completed per Spark Minute', (t) => ratio(t.sparkFeetComp, t.sparkMin), lengthSuffix, true],
  ['avg-pass-feet-per-spark-minute', 'Average Pass Feet per Spark Minute', (t) => ratio(t.sparkPassFeet, t.sparkMin), lengthSuffix, true],
];


/** One column chart per metric over groups (grinders, shift types); none of spark minutes where the site records none. */
function perGroup(site: string, groups: readonly NamedTotals[], prefix: string): ChartView[] {
  const sparks = recordsSparkMinutes(site);
  return GRINDER_METRICS.filter(([, , , , spark]) => sparks || !spark).map(([id, title, value, suffix]) =>
    columns(`${prefix}-${id}`, titleInUnits(title, site), groups.map((g) => g.name), [{ name: titleInUnits(title, site), data: groups.map((g) => r2(value(g, site))) }], suffix(site)),
  );
}

/** The site dashboard's charts (spec 001 section 2.8). */
export function siteView(f: SiteFigures): ChartView[] {
  const u = unitsLabel(f.site);
  const suffix = unitSuffix(f.site);
  const d = (feet: number) => r2(distanceOf(f.site, feet));
  const months = everyMonth(f.byMonth);
  const monthly = months.map((m) => d(m.feet));
  return [
    columns('completed-by-line', `Completed ${u} By Line`, f.byLine.map((l) => l.line), [
      { name: 'MTD', data: f.byLine.map((l) => d(l.mtdFeet)) },
      { name: 'PTD', data: f.byLine.map((l) => d(l.ptdFeet)) },
    ], suffix, false, lineNames(f.site, f.byLine.map((l) => l.line))),
    {
      id: 'completed-over-time',
      title: `Completed ${u}`,
      type: 'column',
      categories: months.map((m) => m.month),
      yAxes: [{ title: u }],
      series: [
        { name: 'Month To Date', type: 'column', data: monthly },
        { name: 'Project To Date', type: 'line', data: cumulative(monthly).map(r2) },
        ...(f.goalFeet === null || monthly.length === 0 ? [] : [{ name: 'Project Goal', type: 'line' as const, data: monthly.map(() => d(f.goalFeet as number)), color: '#c42525', reference: true }]),
      ],
      valueSuffix: suffix,
    },
    ...perGroup(f.site, f.byGrinder, 'grinder'),
  ];
}

/** The performance charts and totals (spec 001 section 2.12). */
export interface PerformanceView {
  charts: ChartView[];
  totals: Array<{ label: string; value: number }>;
}

/** The performance view of one site's figures. */
export function performanceView(f: PerformanceFigures): PerformanceView {
  const u = unitsLabel(f.site);
  const suffix = unitSuffix(f.site);
  const d = (feet: number) => r2(distanceOf(f.site, feet));
  const months = everyMonth(f.byMonth);
  const monthly = months.map((m) => d(m.feet));
  const t = f.totals;
  const byShiftType = [...f.byShiftType].sort((a, b) => unrecordedLast(a.name, b.name));
  const sparks = recordsSparkMinutes(f.site);
  return {
    charts: [
      columns('completed-by-track', `Completed ${u} by Track`, f.byTrack.map((x) => x.trackId), [
        { name: 'Complete', data: f.byTrack.map((x) => d(x.compFeet)) },
        { name: 'Incomplete', data: f.byTrack.map((x) => d(x.incompFeet)) },
      ], suffix, true, f.byTrack.map((x) => trackName(f.site, x.line, x.trackId))),
      {
        id: 'cumulative-completed',
        title: `Cumulative Completed ${u}`,
        type: 'column',
        categories: months.map((m) => m.month),
        yAxes: [{ title: u }],
        series: [
          { name: `Completed ${u}`, type: 'line', data: cumulative(monthly).map(r2) },
          ...(f.trackFeet === null || monthly.length === 0 ? [] : [{ name: 'Total System Track', type: 'line' as const, data: monthly.map(() => d(f.trackFeet as number)), color: '#0d233a', reference: true }]),
        ],
        valueSuffix: suffix,
      },
      // One 'R-Regular' bar each where the form asks no shift type (BART, NYCT; decisions §77).
      ...(recordsShiftType(f.site)
        ? [
            columns('shift-type-completed', `${u} Completed by Shift Type`, byShiftType.map((s) => shiftTypeLabel(s.name)), [{ name: `${u} Completed`, data: byShiftType.map((s) => d(s.feetComp)) }], suffix),
            columns('shift-type-shifts', 'Shifts by Shift Type', byShiftType.map((s) => shiftTypeLabel(s.name)), [{ name: 'Shifts', data: byShiftType.map((s) => s.shifts) }], ''),
          ]
        : []),
    ],
    totals: [
      { label: 'Shifts', value: t.shifts },
      ...(sparks ? [{ label: 'Spark Minutes', value: t.sparkMin }] : []),
      { label: `${u} Completed`, value: d(t.feetComp) },
      { label: `Pass ${u}`, value: d(t.passFeet) },
      { label: `${u} Completed per Shift`, value: r2(ratio(distanceOf(f.site, t.feetComp), t.shifts)) },
      ...(sparks ? [{ label: 'Spark Minutes per Shift', value: r2(ratio(t.sparkMin, t.sparkShifts)) }, { label: `${lengthWord(f.site)} Completed per Spark Minute`, value: r2(ratio(t.sparkFeetComp, t.sparkMin)) }] : []),
    ],
  };
}
