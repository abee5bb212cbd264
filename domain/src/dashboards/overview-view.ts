/**
 * The view model of the multi-site dashboard and the across-site charts (spec 001 sections 2.6
 * and 2.11): the four rows of charts as {@link ChartView}s drawn by highchartsOptions. Pure.
 */
import { customerProfile, recordsSparkMinutes, sparkMinutesNote } from '../customers/customer-profile';
import { isCustomerId } from '../customers/customer-ids';
import { CHART_PALETTE, SERIES_COLOURS } from '../customers/lists';
import { FEET_PER_MILE } from '../rules/bart';
import { formatFigure, roundTo } from '../rules/numbers';
import type { ChartView } from '../reports/nyct-report-view';
import type { SiteOverview, StatTotals } from './figures';
import { feetOf } from './units';

const METRES_PER_MILE = 1609.344;

/** The colour of a site's legend entry (its profile's), else a palette colour by position. */
export function siteColour(site: string, index: number): string {
  return isCustomerId(site) ? customerProfile(site).legendColour : CHART_PALETTE[index % CHART_PALETTE.length];
}

/** Miles of a length stored in the site's length unit (feet, or metres for metric sites). */
export function milesOf(site: string, length: number): number {
  const metric = isCustomerId(site) && customerProfile(site).lengthUnit === 'meters';
  return metric ? length / METRES_PER_MILE : length / FEET_PER_MILE;
}

/** `a / b`, or 0 when `b` is 0 (a site with no shift in the span). */
const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/** `spark`: made of spark minutes, so a site that records none (BART) has no value in it. */
type Metric = { id: string; title: string; value: (t: StatTotals, site: string) => number; suffix: string; decimals: number; spark?: true };

const DONUTS: Metric[] = [
  { id: 'shifts', title: 'Shifts', value: (t) => t.shifts, suffix: '', decimals: 0 },
  { id: 'spark-minutes', title: 'Spark Minutes', value: (t) => t.sparkMin, suffix: '', decimals: 0, spark: true },
  { id: 'completed-miles', title: 'Completed Miles', value: (t, s) => milesOf(s, t.feetComp), suffix: ' mi', decimals: 2 },
  { id: 'pass-miles', title: 'Pass Miles', value: (t, s) => milesOf(s, t.passFeet), suffix: ' mi', decimals: 2 },
];

// Every site in feet (metre sites converted), so the bars of ETS and BART compare.
const BARS: Metric[][] = [
  [
    { id: 'avg-feet-completed-per-shift', title: 'Average Feet Completed per Shift', value: (t, s) => ratio(feetOf(s, t.feetComp), t.shifts), suffix: ' ft', decimals: 2 },
    { id: 'avg-pass-feet-per-shift', title: 'Average Pass Feet per Shift', value: (t, s) => ratio(feetOf(s, t.passFeet), t.shifts), suffix: ' ft', decimals: 2 },
    { id: 'avg-feet-completed-per-spark-minute', title: 'Average Feet Completed per Spark Minute', value: (t, s) => ratio(feetOf(s, t.sparkFeetComp), t.sparkMin), suffix: ' ft', decimals: 2, spark: true },
    { id: 'avg-pass-feet-per-spark-minute', title: 'Average Pass Feet per Spark Minute', value: (t, s) => ratio(feetOf(s, t.sparkPassFeet), t.sparkMin), suffix: ' ft', decimals: 2, spark: true },
  ],
  [
    { id: 'avg-spark-minutes-per-shift', title: 'Average Spark Minutes per Shifts', value: (t) => ratio(t.sparkMin, t.sparkShifts), suffix: ' min', decimals: 2, spark: true },
    { id: 'spark-percent-of-available', title: '% Spark Minutes of Available Minutes', value: (t) => 100 * ratio(t.sparkMin, t.availableMin), suffix: ' %', decimals: 2, spark: true },
    { id: 'avg-available-track-time', title: 'Average Available Track Time per Shift', value: (t) => ratio(t.availableMin, t.availableShifts), suffix: ' min', decimals: 2 },
    { id: 'avg-passes', title: 'Average Passes', value: (t) => ratio(t.passSum, 2 * t.rangeCount), suffix: '', decimals: 2 },
  ],
];

/** Whether a site has a value in a metric: not in a spark minute figure when its reports record none. */
const measures = (metric: Metric, site: string): boolean => !metric.spark || recordsSparkMinutes(site);

/** The note under a spark minute chart naming the chosen sites that record none; nothing otherwise. */
function noteOf(metric: Metric, sites: readonly SiteOverview[]): { note?: string } {
  const note = metric.spark ? sparkMinutesNote(sites.map((s) => s.site)) : '';
  return note ? { note } : {};
}

function donut(metric: Metric, sites: readonly SiteOverview[]): ChartView {
  const data = sites.flatMap((s, i) => (measures(metric, s.site) ? [{ name: s.site, y: roundTo(metric.value(s.totals, s.site), metric.decimals), color: siteColour(s.site, i) }] : []));
  const total = data.reduce((sum, d) => sum + d.y, 0);
  return {
    id: metric.id,
    title: metric.title,
    type: 'doughnut',
    categories: [],
    yAxes: [],
    series: [{ name: metric.title, type: 'pie', data }],
    // '45,065', '2.25 mi', '2,259 mi': grouped as every count on the screens, in the unit of its
    // tooltips; whole from 100 up, where hundredths only widened the text past the donut's hole.
    centreText: `${formatFigure(roundTo(total, Math.abs(total) >= 100 ? 0 : metric.decimals))}${metric.suffix}`,
    valueSuffix: metric.suffix,
    // The screen's legend row names the sites in these colours.
    compact: true,
    ...noteOf(metric, sites),
  };
}

function bars(metric: Metric, sites: readonly SiteOverview[]): ChartView {
  return {
    id: metric.id,
    title: metric.title,
    type: 'column',
    categories: sites.map((s) => s.site),
    yAxes: [{ title: metric.title }],
    series: [{ name: metric.title, type: 'column', data: sites.map((s) => (measures(metric, s.site) ? roundTo(metric.value(s.totals, s.site), metric.decimals) : null)) }],
    valueSuffix: metric.suffix,
    ...noteOf(metric, sites),
  };
}

function perType(id: string, title: string, sites: readonly SiteOverview[], pick: (s: SiteOverview) => Record<string, number>): ChartView {
  const types = [...new Set(sites.flatMap((s) => Object.keys(pick(s))))].sort();
  return {
    id,
    title,
    type: 'column',
    categories: sites.map((s) => s.site),
    yAxes: [{ title: 'Shifts' }],
    stacking: 'normal',
    series: types.map((type, i) => ({ name: type || '(none)', type: 'column', data: sites.map((s) => pick(s)[type] ?? 0), color: SERIES_COLOURS[i % SERIES_COLOURS.length] })),
    valueSuffix: '',
  };
}

/** The four rows of the multi-site dashboard for the sites of an overview (empty rows when no site has shifts). */
export function overviewRows(sites: readonly SiteOverview[]): ChartView[][] {
  if (sites.length === 0) return [];
  return [
    DONUTS.map((m) => donut(m, sites)),
    ...BARS.map((row) => row.map((m) => bars(m, sites))),
    [
      perType('grinder-types', 'Type of Grinder per Number of Shifts', sites, (s) => s.grinderShifts),
      perType('stone-types', 'Type of Stone per Number of Shifts', sites, (s) => s.stoneShifts),
    ],
  ];
}
