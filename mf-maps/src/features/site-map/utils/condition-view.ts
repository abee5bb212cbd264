/**
 * The Rail Condition layer's view model (issue 27 part 4): each measured segment coloured by the
 * CQI band (spec 001 section 9, domain testSiteColour) of its latest run at the chosen quantile,
 * a legend of the bands with their ranges, and an info window listing every run covering the
 * segment with the before/after of each rail measured twice or more.
 */
import {
  DEFAULT_CQI_QUANTILE,
  TEST_SITE_BANDS,
  testSiteColour,
  type RailConditionLayer,
  type RailConditionRun,
  type SiteMapSettings,
} from '@grindline/domain';
import { coveringRunsFilters } from './cat-runs';
import { formatChainRange } from './chain-format';
import type { LayerModel, LegendEntry, MapFeature } from './layer-model';

export type ConditionRail = '' | 'Left' | 'Right';

/** The tab's filter panel: the CQI quantile (0.65 ... 0.95) and the rail ('' both). */
export interface ConditionFilters {
  quantile: number;
  rail: ConditionRail;
}

export const DEFAULT_CONDITION_FILTERS: ConditionFilters = { quantile: DEFAULT_CQI_QUANTILE, rail: '' };

/** A run's CQI (µm) at `quantile`, or undefined when it was not computed. */
export function cqiAt(run: Pick<RailConditionRun, 'cqi'>, quantile: number): number | undefined {
  return run.cqi[String(Math.round(quantile * 100))];
}

const percent = (quantile: number) => `${Math.round(quantile * 100)}%`;
const um = (v: number) => `${v.toFixed(1)} µm`;
const signed = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : '±'}${Math.abs(v).toFixed(1)} µm`;

/** The legend: each CQI band with its range at the quantile, a band including its lower edge. */
export function conditionLegend(quantile: number): LegendEntry[] {
  const [g, y, o, r] = TEST_SITE_BANDS.cqi;
  return [
    { label: `CQI ${percent(quantile)} < ${g} µm`, colour: 'blue' },
    { label: `${g}–${y} µm`, colour: 'green' },
    { label: `${y}–${o} µm`, colour: 'yellow' },
    { label: `${o}–${r} µm`, colour: 'orange' },
    { label: `≥ ${r} µm`, colour: 'red' },
  ];
}

/**
 * The runs that set a segment's colour: those of its latest date (of the chosen rail). Both rails
 * measured that date: the rougher one counts, as a rail needing grinding is what the map is for.
 */
export function latestCqi(runs: readonly RailConditionRun[], quantile: number): { value: number; run: RailConditionRun } | null {
  const measured = runs.filter((r) => cqiAt(r, quantile) !== undefined);
  if (measured.length === 0) return null;
  const latest = measured.reduce((d, r) => (r.date > d ? r.date : d), '');
  return measured
    .filter((r) => r.date === latest)
    .map((run) => ({ value: cqiAt(run, quantile)!, run }))
    .reduce((a, b) => (b.value > a.value ? b : a));
}

/** Earliest against latest run of one rail: 'd1 18.5 µm → d2 3.2 µm (−15.3 µm)'; null with fewer than two dates. */
export function beforeAfterText(runs: readonly RailConditionRun[], quantile: number): string | null {
  const measured = runs.filter((r) => cqiAt(r, quantile) !== undefined).sort((a, b) => a.date.localeCompare(b.date));
  if (measured.length < 2) return null;
  const first = measured[0], last = measured[measured.length - 1];
  if (first.date === last.date) return null;
  const before = cqiAt(first, quantile)!, after = cqiAt(last, quantile)!;
  return `${first.date} ${um(before)} → ${last.date} ${um(after)} (${signed(after - before)})`;
}

/**
 * The Data Collection tab's filter query for exactly the runs of a segment: the segment's middle
 * as both segment ends (the list keeps runs overlapping it, and the segment is cut at every run's
 * ends, so these are the runs covering it) and the runs' first to last date.
 */
export function conditionRunsQuery(site: string, runs: readonly RailConditionRun[], middle: number): string {
  const dates = runs.map((r) => r.date).sort();
  const latest = runs.reduce((a, b) => (b.date > a.date ? b : a));
  const place = coveringRunsFilters({ site, line: latest.line, trackId: latest.trackId, from: middle, to: middle });
  return new URLSearchParams({ ...place, from: dates[0], to: dates[dates.length - 1] }).toString();
}

/** The Rail Condition model of `layer` for the chosen quantile and rail. */
export function conditionView(layer: RailConditionLayer, filters: ConditionFilters, settings: SiteMapSettings): LayerModel {
  const byId = new Map(layer.runs.map((r) => [r.id, r]));
  const features: MapFeature[] = [];
  layer.segments.forEach((segment, i) => {
    const runs = segment.runIds.map((id) => byId.get(id)).filter((r): r is RailConditionRun => !!r);
    const shown = latestCqi(runs.filter((r) => !filters.rail || r.rail === filters.rail), filters.quantile);
    if (!shown) return;
    const rows: [string, string][] = [
      ['Line', segment.line],
      ['Track', segment.trackId],
      [settings.chainLabel, formatChainRange(segment.from, segment.to, settings)],
      [`Latest CQI ${percent(filters.quantile)}`, `${um(shown.value)} (${shown.run.date}, ${shown.run.rail})`],
      ...runs.map((r): [string, string] => [`${r.date} · ${r.rail}`, cqiAt(r, filters.quantile) === undefined ? '—' : um(cqiAt(r, filters.quantile)!)]),
    ];
    for (const rail of ['Left', 'Right'] as const) {
      const text = beforeAfterText(runs.filter((r) => r.rail === rail), filters.quantile);
      if (text) rows.push([`Before → after (${rail})`, text]);
    }
    const middle = (segment.from + segment.to) / 2 / settings.chainMultiplier;
    features.push({
      id: `c${i}`,
      coords: segment.coords,
      colour: testSiteColour('cqi', shown.value),
      width: 7,
      opacity: 1,
      info: {
        title: `Rail condition · ${segment.line} ${segment.trackId}`,
        rows,
        runs: { query: conditionRunsQuery(settings.site, runs, middle), count: runs.length },
      },
    });
  });
  const notices = layer.unplaced.length > 0 ? [`${layer.unplaced.length} CAT ${layer.unplaced.length === 1 ? 'run lies' : 'runs lie'} off the imported track geometry and ${layer.unplaced.length === 1 ? 'is' : 'are'} not drawn.`] : [];
  return { features, legend: conditionLegend(filters.quantile), context: [], notices };
}
