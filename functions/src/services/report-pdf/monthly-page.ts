/**
 * The HTML page of the monthly report's PDF (spec 001 section 2.7; the Report Generator): a
 * header with the site, range and phase, the MTD and PTD text, then the same view model the
 * screen draws (domain monthlyView): the completed pie and its table, the by-month line and its
 * table, the by-line stacked bars and the shift-type pies. A chart with nothing to draw says
 * 'No data found for the given time span' as on the screen. Highcharts is inlined (no network);
 * `window.__chartsRendered` counts the charts drawn, which the renderer waits for.
 */
import { hasData, highchartsOptions, NO_DATA, type ChartView, type MonthlyView } from '@grindline/domain';

/** Widths of the page's charts, CSS pixels (A4 within 10 mm margins is ~718 px wide). */
const FULL = { width: 700, height: 300 } as const;
const HALF = { width: 345, height: 250 } as const;

/** What the header says besides the view. */
export interface MonthlyPageHeader {
  site: string;
  projectStart: string;
  reportEnd: string;
  interval: number;
  phase: number;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe inside a <script> element ('<' escaped so '</script>' cannot end it). */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

type Slot = { view: ChartView; size: { width: number; height: number } };

/** The charts of the page in order with their size. */
function slots(view: MonthlyView): Slot[] {
  return [
    { view: view.pie, size: HALF },
    { view: view.byMonth, size: HALF },
    { view: view.byTrack, size: FULL },
    ...view.shiftTypes.map((c) => ({ view: c, size: HALF })),
  ];
}

/** The charts that have something to draw: [container id, Highcharts options]. */
export function monthlyPrintCharts(view: MonthlyView): [string, Record<string, unknown>][] {
  return slots(view)
    .filter((s) => hasData(s.view))
    .map((s) => [`chart-${s.view.id}`, highchartsOptions(s.view, { animation: false, height: s.size.height, valueLabels: s.size === HALF })]);
}

function chartBox({ view, size }: Slot): string {
  const style = `width:${size.width}px;height:${size.height}px`;
  if (hasData(view)) return `<div class="chart" style="${style}" id="chart-${escapeHtml(view.id)}"></div>`;
  return `<div class="chart empty" style="${style}"><strong>${escapeHtml(view.title)}</strong><p>${NO_DATA}</p></div>`;
}

function table(caption: string, head: string[], rows: Array<Array<string>>): string {
  const th = head.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  // A table without rows says so, as its chart does, instead of a header over nothing.
  const body = rows.length ? rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('') : `<tr><td colspan="${head.length}">${NO_DATA}</td></tr>`;
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The whole page, with `highchartsSource` (the library's code) inlined. */
export function monthlyPageHtml(view: MonthlyView, header: MonthlyPageHeader, highchartsSource: string): string {
  const all = slots(view);
  const title = `Monthly Report: ${header.site}, Phase ${header.phase}`;
  const range = `${header.projectStart} to ${header.reportEnd}, interval ${header.interval} days`;
  const completed = table(`Completed ${view.units}`, ['', view.units, 'Percent'], view.table.map((r) => [r.label, r.distance.toFixed(2), r.percent === null ? '—' : `${r.percent.toFixed(2)} %`]));
  const months = table(`Completed ${view.units} by Month`, ['Month', view.units], view.byMonthTable.map((p) => [p.x, p.y.toFixed(2)]));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`${title} (${range})`)}</title>
<style>
  @page { size: A4; margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; width: ${FULL.width}px; font-family: Arial, Helvetica, sans-serif; color: #1f2933; font-size: 12px; }
  header { border-bottom: 2px solid #2f7ed8; margin-bottom: 6px; }
  h1 { font-size: 20px; margin: 0; }
  header p { margin: 2px 0; font-size: 13px; }
  .row { display: flex; flex-wrap: wrap; gap: 10px; break-inside: avoid; page-break-inside: avoid; margin-bottom: 6px; }
  .chart { break-inside: avoid; page-break-inside: avoid; }
  .empty { border: 1px solid #cbd2d9; padding: 8px; text-align: center; display: flex; flex-direction: column; justify-content: center; }
  table { border-collapse: collapse; width: ${HALF.width}px; break-inside: avoid; page-break-inside: avoid; }
  caption { text-align: left; font-weight: bold; margin-bottom: 2px; }
  th, td { border: 1px solid #cbd2d9; padding: 2px 4px; text-align: left; }
</style></head>
<body>
<header><h1>${escapeHtml(title)}</h1><p class="range">${escapeHtml(range)}</p><p class="spans">${escapeHtml(view.mtdText)} · ${escapeHtml(view.ptdText)}</p></header>
<div class="row">${chartBox(all[0])}${chartBox(all[1])}</div>
<div class="row">${completed}${months}</div>
<div class="row">${chartBox(all[2])}</div>
<div class="row">${all.slice(3).map(chartBox).join('')}</div>
<script>${highchartsSource}</script>
<script>
  Highcharts.setOptions({ chart: { animation: false }, plotOptions: { series: { animation: false } } });
  var charts = ${scriptJson(monthlyPrintCharts(view))};
  charts.forEach(function (c) { Highcharts.chart(c[0], c[1]); });
  window.__chartsRendered = Highcharts.charts.filter(function (c) { return c && c.series.length > 0; }).length;
</script>
</body></html>`;
}
