/**
 * View models of the Data Collection charts (spec 001 sections 2.13 and 9; docs/cat-processing.md):
 * pure functions from processed runs to what a Highcharts chart draws. Several selected runs
 * overlay on one chart; the 1/3-octave chart carries the ISO 3095 limit curve, named.
 */
import { CQI_QUANTILES, ROUGHNESS_LIMIT_ISO_3095, ROUGHNESS_LIMIT_SOURCE, SERIES_COLOURS, TEST_SITE_BANDS } from '@grindline/domain';

/** A processed series as the API gives it. */
export interface XY {
  x: number[];
  y: number[];
}

/** What the charts need of one processed run (GET /api/datacollection/files/{fileId}). */
export interface ProcessedRun {
  fileId: string;
  /** Legend text: date, track, rail. */
  label: string;
  date: string;
  result: { OCT_3: XY; OCT_24: XY; RMS_30_100: XY; CQI: Record<string, number> };
}

/** One line of a chart. */
export interface LineSeries {
  name: string;
  data: [number, number][];
  dashed?: boolean;
  /** Set for a run's line, so one run keeps its colour on every chart; otherwise the chart's next. */
  colour?: string;
}

/** A chart's view model: its title, axes and lines. */
export interface ChartModel {
  title: string;
  xTitle: string;
  yTitle: string;
  /** Wavelength axes are logarithmic and read from long to short wavelengths. */
  xLog: boolean;
  xReversed: boolean;
  yMin: number;
  yMax: number;
  series: LineSeries[];
  /** Horizontal colour bands (the CQI chart's test-site bands). */
  bands?: { from: number; to: number; colour: string; label: string }[];
  /** Ticks of a date axis at the runs' own dates (a handful of runs), read 'YYYY-MM-DD'. */
  xTicks?: number[];
}

/** At most this many run dates get a tick each; past it the axis picks its own. */
const DATE_TICKS = 8;

/** y-ranges of spec 001 section 9. */
export const Y_RANGES = { roughness: [-20, 40], blockRms: [-10, 50], cqi: [0, 55] } as const;

const pairs = (s: XY): [number, number][] => s.x.map((x, i) => [x, s.y[i]]);

/** The ISO 3095 limit's line: mid grey (4.6:1 on white), dashed, apart from every run's colour. */
export const LIMIT_COLOUR = '#757575';

/** A colour per run (by file id) in the order given, the selection's: one run, one colour on every chart. */
export type RunColours = ReadonlyMap<string, string>;

/** Gives each run of the selection its colour, in the selection's order (20 distinct, then again). */
export function runColours(runs: readonly Pick<ProcessedRun, 'fileId'>[]): RunColours {
  return new Map(runs.map((r, i) => [r.fileId, SERIES_COLOURS[i % SERIES_COLOURS.length]]));
}

const runLine = (r: ProcessedRun, data: XY, colours: RunColours): LineSeries => ({ name: r.label, data: pairs(data), colour: colours.get(r.fileId) });

/**
 * The 1/3- or 1/24-octave roughness spectra of the selected runs; the limit curve on the 1/3-octave
 * one. `colours` (from the whole selection) keeps a run's colour when only some runs are drawn.
 */
export function spectrumChart(runs: readonly ProcessedRun[], kind: 'OCT_3' | 'OCT_24', colours: RunColours = runColours(runs)): ChartModel {
  const series: LineSeries[] = runs.map((r) => runLine(r, r.result[kind], colours));
  if (kind === 'OCT_3') series.push({ name: `Limit: ${ROUGHNESS_LIMIT_SOURCE}`, data: ROUGHNESS_LIMIT_ISO_3095.map(([x, y]) => [x, y]), dashed: true, colour: LIMIT_COLOUR });
  return {
    title: kind === 'OCT_3' ? 'Roughness, 1/3 octave' : 'Roughness, 1/24 octave',
    xTitle: 'Wavelength (cm)',
    yTitle: 'Roughness level (dB re 1 µm)',
    xLog: true,
    xReversed: true,
    yMin: Y_RANGES.roughness[0],
    yMax: Y_RANGES.roughness[1],
    series,
  };
}

/** The 1 m block RMS of the 30-100 mm band along each selected run. */
export function blockRmsChart(runs: readonly ProcessedRun[], colours: RunColours = runColours(runs)): ChartModel {
  return {
    title: '1 m block RMS, 30-100 mm',
    xTitle: 'Distance along the run (m)',
    yTitle: 'Block RMS (dB re 1 µm)',
    xLog: false,
    xReversed: false,
    yMin: Y_RANGES.blockRms[0],
    yMax: Y_RANGES.blockRms[1],
    series: runs.map((r) => runLine(r, r.result.RMS_30_100, colours)),
  };
}

/** The quantile key of the API's CQI ('65' for 0.65); refuses a quantile the spec does not list. */
export function quantileKey(q: number): string {
  if (!(CQI_QUANTILES as readonly number[]).includes(q)) throw new Error(`CQI quantile must be one of ${CQI_QUANTILES.join(', ')}, got ${q}`);
  return String(Math.round(q * 100));
}

/**
 * CQI over time: one point per run at its date (ms since epoch, UTC) at quantile `q`, one line per
 * track and rail so a rail's history reads left to right; the test-site CQI bands behind.
 */
export function cqiChart(runs: readonly (ProcessedRun & { series: string })[], q: number): ChartModel {
  const key = quantileKey(q);
  const bySeries = new Map<string, [number, number][]>();
  for (const r of [...runs].sort((a, b) => a.date.localeCompare(b.date))) {
    const points = bySeries.get(r.series) ?? [];
    points.push([Date.parse(`${r.date}T00:00:00Z`), r.result.CQI[key]]);
    bySeries.set(r.series, points);
  }
  const [green, yellow, orange, red] = TEST_SITE_BANDS.cqi;
  // Two runs a week apart got one tick, 'Nov 2', at neither date: each date its own tick.
  const dates = [...new Set([...bySeries.values()].flatMap((points) => points.map(([x]) => x)))].sort((a, b) => a - b);
  return {
    title: `CQI over time (${key}% quantile)`,
    ...(dates.length > 0 && dates.length <= DATE_TICKS ? { xTicks: dates } : {}),
    xTitle: 'Date',
    yTitle: 'CQI (µm)',
    xLog: false,
    xReversed: false,
    yMin: Y_RANGES.cqi[0],
    yMax: Y_RANGES.cqi[1],
    series: [...bySeries].map(([name, data]) => ({ name, data })),
    bands: [
      { from: green, to: yellow, colour: 'rgba(46, 160, 67, 0.15)', label: 'green' },
      { from: yellow, to: orange, colour: 'rgba(230, 200, 0, 0.18)', label: 'yellow' },
      { from: orange, to: red, colour: 'rgba(240, 140, 0, 0.18)', label: 'orange' },
      { from: red, to: Y_RANGES.cqi[1], colour: 'rgba(220, 40, 40, 0.15)', label: 'red' },
    ],
  };
}

/** One band of the before/after table. */
export interface BandImprovement {
  wavelengthCm: number;
  before: number;
  after: number;
  /** before − after, dB: positive when grinding lowered the roughness. */
  improvement: number;
}

/**
 * Before and after grinding, band by band on the 1/3-octave spectrum: the evidence for the agency.
 * Both runs must have the same bands (they do: the processing fixes them).
 */
export function bandImprovements(before: ProcessedRun, after: ProcessedRun): BandImprovement[] {
  const b = before.result.OCT_3;
  const a = after.result.OCT_3;
  return b.x.map((x, i) => {
    const j = a.x.indexOf(x);
    if (j < 0) throw new Error(`band ${x} cm is missing from the after run`);
    return { wavelengthCm: x, before: b.y[i], after: a.y[j], improvement: Math.round((b.y[i] - a.y[j]) * 10) / 10 };
  });
}
