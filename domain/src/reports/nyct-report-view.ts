/**
 * The view model of the weekly NYCT report (spec 002 section 2 'NYCT Report screen' and 'PDF
 * export'): the charts, in order, as plain data. The dashboard tab and the PDF page both render
 * exactly this, through {@link import('./nyct-chart-options').highchartsOptions}, so the screen
 * and the PDF cannot disagree.
 */
import { CHART_PALETTE } from '../customers/lists';
import { formatFigure, roundTo } from '../rules/numbers';
import { WEEKLY_GOAL_LABEL, WEEKLY_GOAL_MILES } from './report-window';
import { YTD_WEEK, type DivisionWeekRow, type NyctWeeklyReport, type ReportDivision, type ReportGrinder, type WeeklyMetricsRow } from './nyct-weekly';

/** One series of a chart; `data` has one value per category (null where it has none). */
export interface ChartSeriesView {
  name: string;
  type: 'column' | 'bar' | 'line' | 'pie';
  data: (number | null)[] | { name: string; y: number; color?: string }[];
  color?: string;
  /** 1: the year-to-date axis on the right. */
  yAxis?: 0 | 1;
  stack?: string;
  /** False for year-to-date series (spec 002 section 2: no legend entry). */
  showInLegend?: boolean;
  /** A line of a goal or a total to read the data against: drawn dashed, without point markers. */
  reference?: boolean;
}

/** One chart: what to draw, not how (no Highcharts types here: domain imports nothing). */
export interface ChartView {
  id: string;
  title: string;
  type: 'column' | 'bar' | 'doughnut';
  categories: string[];
  /** A reader's name of each category, in its tooltip after the axis label ('RL_2 · Red Line, track 2'). */
  categoryNames?: string[];
  yAxes: { title: string; max?: number }[];
  stacking?: 'normal';
  series: ChartSeriesView[];
  /** Text in the doughnut's hole. */
  centreText?: string;
  /** Unit of the tooltip values, e.g. ' mi'. */
  valueSuffix: string;
  /** Doughnut without slice labels and legend (the screen shows its own legend, e.g. per site). */
  compact?: boolean;
  /** A sentence under the chart, e.g. which sites have no value in it and why. */
  note?: string;
}

/** A page of the PDF: a heading and its three charts (spec 002 section 2 'PDF export'). */
export interface ReportPageView {
  key: string;
  heading: string;
  charts: ChartView[];
}

/** Loss of time of one grinder in one week (spec 002 section 3), minutes. */
export interface DelayRowView {
  grinder: string;
  week: string;
  loram: number;
  customer: number;
  train: number;
}

export interface NyctReportView {
  /** 'Weekly Report' (spec 002 section 2). */
  title: string;
  /** 'Week starting YYYY-MM-DD': the window's start date. */
  subtitle: string;
  totals: ChartView[];
  /** Grinder pages (LPC-1, LRG-32), then division pages (IRT, IND, BMT): the PDF's order. */
  pages: ReportPageView[];
  delays: DelayRowView[];
}

/** Title of the report and of the PDF (spec 002 section 2). */
export const REPORT_TITLE = 'Weekly Report';
/** Number of charts of the PDF (spec 002 section 9). */
export const PDF_CHART_COUNT = 15;

const [BLUE, NAVY, GREEN, RED, CYAN, PURPLE, ORANGE, LIGHT_BLUE] = CHART_PALETTE;
const GREY = '#c8ccd2';

/** '2026-10-12' -> '10/12'; 'YTD' stays. */
export function weekCategory(week: string): string {
  return week === YTD_WEEK ? YTD_WEEK : `${week.slice(5, 7)}/${week.slice(8, 10)}`;
}

/** The weekly rows and the year-to-date row of a series (the last row is YTD). */
export function splitYtd<R extends { week: string }>(rows: readonly R[]): { weeks: R[]; ytd: R | null } {
  const last = rows[rows.length - 1];
  if (last && last.week === YTD_WEEK) return { weeks: rows.slice(0, -1), ytd: last };
  return { weeks: [...rows], ytd: null };
}

const r2 = (n: number): number => roundTo(n, 2);

/**
 * A weekly series and its year-to-date bar: the weekly values with null under 'YTD', and a
 * separate YTD series (no legend entry) with a value under 'YTD' only.
 */
function weeklyWithYtd<R extends { week: string }>(
  rows: { weeks: R[]; ytd: R | null },
  name: string,
  color: string,
  value: (row: R) => number,
  extra: Partial<ChartSeriesView> = {},
  ytdAxis: 0 | 1 = 1,
): ChartSeriesView[] {
  const n = rows.weeks.length;
  const weekly: ChartSeriesView = { name, type: 'column', color, data: [...rows.weeks.map((w) => r2(value(w))), null], yAxis: 0, ...extra };
  const ytd: ChartSeriesView = {
    name: `${name} (year to date)`,
    type: 'column',
    color,
    data: [...Array<null>(n).fill(null), rows.ytd ? r2(value(rows.ytd)) : null],
    yAxis: ytdAxis,
    showInLegend: false,
    ...(extra.stack ? { stack: `${extra.stack}-ytd` } : {}),
  };
  return [weekly, ytd];
}

function goalLine(weeks: number): ChartSeriesView {
  return { name: WEEKLY_GOAL_LABEL, type: 'line', color: RED, data: [...Array<number>(weeks).fill(WEEKLY_GOAL_MILES), null], yAxis: 0, reference: true };
}

const categoriesOf = (weeks: readonly { week: string }[]): string[] => [...weeks.map((w) => weekCategory(w.week)), YTD_WEEK];

/** Shift Production of a grinder: completed and pass miles a week, the weekly goal, YTD bars. */
export function productionChart(grinder: ReportGrinder, rows: readonly WeeklyMetricsRow[]): ChartView {
  const split = splitYtd(rows);
  return {
    id: `production-${grinder}`,
    title: `Shift Production: ${grinder}`,
    type: 'column',
    categories: categoriesOf(split.weeks),
    yAxes: [{ title: 'Miles per week' }, { title: 'Miles, year to date' }],
    series: [
      ...weeklyWithYtd(split, 'Completed Miles', BLUE, (r) => r.completed_miles),
      ...weeklyWithYtd(split, 'Pass Miles', GREEN, (r) => r.miles_profiled),
      goalLine(split.weeks.length),
    ],
    valueSuffix: ' mi',
  };
}

/** Shift Utilization of a grinder: spark minutes' share of track time against 100 minus it. */
export function utilizationChart(grinder: ReportGrinder, rows: readonly WeeklyMetricsRow[]): ChartView {
  const split = splitYtd(rows);
  const util = (r: WeeklyMetricsRow) => Math.min(100, Math.max(0, r.percent_util));
  return {
    id: `utilization-${grinder}`,
    title: `Shift Utilization: ${grinder}`,
    type: 'column',
    categories: categoriesOf(split.weeks),
    yAxes: [{ title: 'Percent of track time', max: 100 }],
    stacking: 'normal',
    series: [
      ...weeklyWithYtd(split, 'Spark Minutes', ORANGE, util, { stack: 'util' }, 0),
      ...weeklyWithYtd(split, 'Not sparking', GREY, (r) => 100 - util(r), { stack: 'util' }, 0),
    ],
    valueSuffix: ' %',
  };
}

/** Track Time vs Spark Minutes of a grinder, with the week's loss-of-time reasons stacked on the spark minutes. */
export function trackTimeChart(grinder: ReportGrinder, rows: readonly WeeklyMetricsRow[]): ChartView {
  const split = splitYtd(rows);
  return {
    id: `track-time-${grinder}`,
    title: `Track Time vs Spark Minutes: ${grinder}`,
    type: 'column',
    categories: categoriesOf(split.weeks),
    yAxes: [{ title: 'Minutes per week' }, { title: 'Minutes, year to date' }],
    stacking: 'normal',
    series: [
      ...weeklyWithYtd(split, 'Track Time', NAVY, (r) => r.track_time, { stack: 'track' }),
      ...weeklyWithYtd(split, 'Spark Minutes', ORANGE, (r) => r.spark_min, { stack: 'used' }),
      ...weeklyWithYtd(split, 'Loram Delay', PURPLE, (r) => r.loram_delay, { stack: 'used' }),
      ...weeklyWithYtd(split, 'Customer Delay', CYAN, (r) => r.customer_delay, { stack: 'used' }),
      ...weeklyWithYtd(split, 'Train Delay', LIGHT_BLUE, (r) => r.train_delay, { stack: 'used' }),
    ],
    valueSuffix: ' min',
  };
}

/** Progress Towards Annual Goal of a division: per line, miles ground before and in the last week, and what remains. */
export function progressChart(division: ReportDivision, progress: NyctWeeklyReport['divisions'][number]['progress']): ChartView {
  return {
    id: `progress-${division}`,
    title: `Progress Towards Annual Goal: ${division}`,
    type: 'bar',
    categories: progress.map((p) => p.label),
    yAxes: [{ title: 'Miles of track' }],
    stacking: 'normal',
    series: [
      { name: 'Ground earlier this year', type: 'bar', color: BLUE, data: progress.map((p) => r2(p.ytd - p.wtd)) },
      { name: 'Ground in the last week', type: 'bar', color: GREEN, data: progress.map((p) => r2(p.wtd)) },
      { name: 'Remaining', type: 'bar', color: GREY, data: progress.map((p) => r2(p.rem)) },
    ],
    valueSuffix: ' mi',
  };
}

/** Corrective or Preventative Grind of a division: completed miles a week, the weekly goal, the YTD bar. */
export function grindKindChart(division: ReportDivision, kind: 'Corrective' | 'Preventative', rows: readonly DivisionWeekRow[]): ChartView {
  const split = splitYtd(rows);
  return {
    id: `${kind.toLowerCase()}-${division}`,
    title: `${kind} Grind: ${division}`,
    type: 'column',
    categories: categoriesOf(split.weeks),
    yAxes: [{ title: 'Miles per week' }, { title: 'Miles, year to date' }],
    series: [...weeklyWithYtd(split, 'Completed Miles', kind === 'Corrective' ? BLUE : GREEN, (r) => r.completed_miles), goalLine(split.weeks.length)],
    valueSuffix: ' mi',
  };
}

/** The two totals doughnuts: defects removed ('{n} Defects') and miles ground (rounded miles). */
export function totalsCharts(totals: NyctWeeklyReport['totals']): ChartView[] {
  const colours = [BLUE, GREEN, ORANGE];
  const defects = totals.reduce((sum, t) => sum + t.defectsRemoved, 0);
  const miles = totals.reduce((sum, t) => sum + t.miles_ground, 0);
  const slices = (value: (t: NyctWeeklyReport['totals'][number]) => number) => totals.map((t) => ({ name: t.division, y: r2(value(t)) }));
  return [
    {
      id: 'totals-defects',
      title: 'Total Defects Removed',
      type: 'doughnut',
      categories: totals.map((t) => t.division),
      yAxes: [],
      series: [{ name: 'Defects removed', type: 'pie', data: slices((t) => t.defectsRemoved), color: colours[0] }],
      centreText: `${formatFigure(defects)} Defects`,
      valueSuffix: '',
    },
    {
      id: 'totals-miles',
      title: 'Total Miles Ground',
      type: 'doughnut',
      categories: totals.map((t) => t.division),
      yAxes: [],
      series: [{ name: 'Miles ground', type: 'pie', data: slices((t) => t.miles_ground), color: colours[1] }],
      centreText: `${formatFigure(Math.round(miles))} Miles`,
      valueSuffix: ' mi',
    },
  ];
}

/**
 * The whole report as the screen and the PDF show it: the totals, then a page per grinder
 * (Shift Production, Shift Utilization, Track Time vs Spark Minutes) and a page per division
 * (Progress Towards Annual Goal, Corrective Grind, Preventative Grind): 15 page charts.
 */
export function nyctReportView(report: NyctWeeklyReport): NyctReportView {
  const grinderPages: ReportPageView[] = report.grinders.map(({ grinder, rows }) => ({
    key: grinder,
    heading: `Grinder ${grinder}`,
    charts: [productionChart(grinder, rows), utilizationChart(grinder, rows), trackTimeChart(grinder, rows)],
  }));
  const divisionPages: ReportPageView[] = report.divisions.map((d) => ({
    key: d.division,
    heading: `System Progress by Division: ${d.division}`,
    charts: [progressChart(d.division, d.progress), grindKindChart(d.division, 'Corrective', d.corrective), grindKindChart(d.division, 'Preventative', d.preventative)],
  }));
  const delays = report.grinders.flatMap(({ grinder, rows }) =>
    rows.map((r) => ({ grinder, week: r.week, loram: r.loram_delay, customer: r.customer_delay, train: r.train_delay })),
  );
  return {
    title: REPORT_TITLE,
    subtitle: `Week starting ${report.startDate}`,
    totals: totalsCharts(report.totals),
    pages: [...grinderPages, ...divisionPages],
    delays,
  };
}
