/**
 * The across-site charts' filters (spec 001 section 2.11: "Sites, totals, averages per shift /
 * per spark minute / per track time, passes, stone type and grinder type. Filters are checkbox
 * groups and dates."): a group of site checkboxes and a group of chart checkboxes, applied to the
 * multi-site dashboard's rows. Pure.
 */
import type { ChartView } from '../reports/nyct-report-view';
import type { SiteOverview } from './figures';
import { overviewRows } from './overview-view';

/** A checkbox of the chart group and the charts (ids of overviewRows) it shows. */
export interface AcrossChartGroup {
  id: string;
  label: string;
  charts: readonly string[];
}

/** The chart checkboxes, in the spec's order. */
export const ACROSS_CHART_GROUPS: readonly AcrossChartGroup[] = [
  { id: 'totals', label: 'Totals', charts: ['shifts', 'spark-minutes', 'completed-miles', 'pass-miles'] },
  { id: 'per-shift', label: 'Averages per Shift', charts: ['avg-feet-completed-per-shift', 'avg-pass-feet-per-shift', 'avg-spark-minutes-per-shift'] },
  { id: 'per-spark-minute', label: 'Averages per Spark Minute', charts: ['avg-feet-completed-per-spark-minute', 'avg-pass-feet-per-spark-minute'] },
  { id: 'per-track-time', label: 'Averages per Track Time', charts: ['spark-percent-of-available', 'avg-available-track-time'] },
  { id: 'passes', label: 'Passes', charts: ['avg-passes'] },
  { id: 'stone-types', label: 'Stone Type', charts: ['stone-types'] },
  { id: 'grinder-types', label: 'Grinder Type', charts: ['grinder-types'] },
];

/** What the two checkbox groups hold. */
export interface AcrossSelection {
  sites: readonly string[];
  groups: readonly string[];
}

/** The sites of the overview that are checked, in the overview's order. */
export function checkedSites(sites: readonly SiteOverview[], checked: readonly string[]): SiteOverview[] {
  return sites.filter((s) => checked.includes(s.site));
}

/**
 * The multi-site dashboard's rows for the checked sites, keeping only the charts of the checked
 * groups (a row left empty is dropped; every group checked gives overviewRows' four rows).
 */
export function acrossSiteRows(sites: readonly SiteOverview[], selection: AcrossSelection): ChartView[][] {
  const shown = new Set(ACROSS_CHART_GROUPS.filter((g) => selection.groups.includes(g.id)).flatMap((g) => g.charts));
  return overviewRows(checkedSites(sites, selection.sites))
    .map((row) => row.filter((chart) => shown.has(chart.id)))
    .filter((row) => row.length > 0);
}

/** `list` with `value` added (checked) or removed (unchecked), in the order of `order`. */
export function toggled(list: readonly string[], value: string, checked: boolean, order: readonly string[]): string[] {
  const next = new Set(list);
  if (checked) next.add(value);
  else next.delete(value);
  return order.filter((v) => next.has(v));
}

/**
 * The Across Site tab's first range: the last 12 months up to `today` (spec 001 section 9,
 * 'across-sites default last 12 months'; the fixed 2019 range is the section 2.6 dashboard's).
 * 29 February's year before is 28 February.
 */
export function lastTwelveMonths(today: string): { startDate: string; endDate: string } {
  const [y, m, d] = today.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return { startDate: `${Number(y) - 1}-${m}-${day}`, endDate: today };
}
